"""Print the one-time setup link of a new installation (no club yet).

Whoever runs the server runs this (``make run DEMO=0`` does); the link opens the page that
creates the club and its first admin. It works once, for 24 hours; a new run replaces it.
"""

from typing import Any

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.urls import reverse

from tournaments.accounts.selectors.links import installation_is_new
from tournaments.accounts.services.links import setup_link_issue


class Command(BaseCommand):
    help = "Print a one-time link that sets up the first club and its admin."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--base-url",
            default="http://127.0.0.1:8000",
            help="The site's address as people open it (default: http://127.0.0.1:8000).",
        )
        parser.add_argument(
            "--if-new",
            action="store_true",
            help="Print nothing (and succeed) when the site already has a club.",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["if_new"] and not installation_is_new():
            return
        try:
            token = setup_link_issue()
        except ValidationError as exc:
            raise CommandError(
                "This site already has a club: no setup link. A superuser adds further "
                "clubs at /site/clubs/new/, a club admin invites logins."
            ) from exc
        url = options["base_url"].rstrip("/") + reverse("setup", kwargs={"token": token})
        self.stdout.write("Set up the club (one use, valid for 24 hours):")
        self.stdout.write(url)
