"""``manage.py print_certificates EVENT --places 3 --out certificates.pdf``: one landscape
page per prize place (players sharing a place each get one)."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.core.files import private_file_write
from tournaments.events.models import Event
from tournaments.reports.prizes import CERTIFICATE_SIZES, PrizeError, certificates_pdf


class Command(BaseCommand):
    help = "Print the winners' certificates of an evening or a tournament."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event", help="the event's slug, e.g. demo-tournament")
        parser.add_argument("--places", default="3", help="how many places get one (default 3)")
        parser.add_argument("--out", required=True, help="the PDF file to write")
        parser.add_argument("--size", default="a4", choices=sorted(CERTIFICATE_SIZES))
        parser.add_argument("--lang", default=None, help="nl, en or de (default: the site's)")

    def handle(
        self,
        *args: str,
        event: str,
        places: str,
        out: str,
        size: str,
        lang: str | None,
        **options: Any,
    ) -> None:
        found = Event.objects.select_related("club").filter(slug=event).first()
        if found is None:
            raise CommandError(f"No event with slug {event!r}.")
        try:
            pdf = certificates_pdf(event=found, places=places, size=size, lang=lang)
        except PrizeError as exc:
            raise CommandError(str(exc)) from exc
        private_file_write(out, pdf)
        self.stdout.write(self.style.SUCCESS(f"Certificates of {found.slug} written to {out}"))
