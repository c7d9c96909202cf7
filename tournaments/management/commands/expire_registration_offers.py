"""End the offered places whose time is up and offer them to the next on each waiting list
(docs/registration.md). The pages do this lazily whenever an event's registrations are
read or written; a cron job (every 15 minutes, say) makes the next person's offer start
even when nobody opens a page."""

from typing import Any

from django.core.management.base import BaseCommand

from tournaments.registration.services.director import registration_offers_expire_all


class Command(BaseCommand):
    help = "End offered places whose time is up and offer them to the next waiting."

    def handle(self, *args: Any, **options: Any) -> None:
        ended = registration_offers_expire_all()
        self.stdout.write(f"{ended} offer(s) ended.")
