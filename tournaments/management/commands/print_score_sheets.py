"""``manage.py print_score_sheets EVENT --round N --out FILE.pdf``: one A4 page per table."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.core.files import private_file_write
from tournaments.events.models import Event
from tournaments.reports.printing import NothingToPrint, score_sheets_pdf


class Command(BaseCommand):
    help = "Print the score sheets of a round, pre-filled with names and seat winds."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event", help="the event's slug, e.g. demo-tournament")
        parser.add_argument("--round", type=int, required=True, dest="round_number")
        parser.add_argument("--out", required=True, help="the PDF file to write")
        parser.add_argument(
            "--filled", action="store_true", help="print the hands entered so far, with totals"
        )
        parser.add_argument("--lang", default=None, help="nl, en or de (default: the site's)")
        parser.add_argument(
            "--site",
            default="",
            help="the address the players' phones use, e.g. http://192.168.1.20:8000: "
            "prints each table's QR code (without it, only the seat codes)",
        )

    def handle(
        self,
        *args: str,
        event: str,
        round_number: int,
        out: str,
        filled: bool,
        lang: str | None,
        site: str,
        **options: Any,
    ) -> None:
        if site and not site.startswith(("http://", "https://")):
            raise CommandError("--site must start with http:// or https://")
        try:
            found = Event.objects.select_related("club").get(slug=event)
        except Event.DoesNotExist as exc:
            raise CommandError(f"No event with slug {event!r}.") from exc
        try:
            pdf = score_sheets_pdf(
                event=found,
                round_number=round_number,
                filled=filled,
                lang=lang,
                base_url=site.rstrip("/"),
            )
        except NothingToPrint as exc:
            raise CommandError(str(exc)) from exc
        private_file_write(out, pdf)
        self.stdout.write(
            self.style.SUCCESS(f"Score sheets of round {round_number} written to {out}")
        )
