"""``manage.py export_standings EVENT --format xlsx|pdf|csv --out FILE`` for scripts and cron."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.core.exports.renderers import RENDERERS, render
from tournaments.core.files import private_file_write
from tournaments.events.models import Event
from tournaments.reports.selectors.results import event_report
from tournaments.reports.stage_export import standings_exporter


class Command(BaseCommand):
    help = "Write the standings of an event (by slug) as xlsx, pdf or csv."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event", help="the event's slug, e.g. demo-evening")
        parser.add_argument("--format", choices=sorted(RENDERERS), default="xlsx")
        parser.add_argument("--out", required=True, help="file to write ('-' for stdout, csv only)")
        parser.add_argument("--lang", default=None, help="nl, en or de (default: the site's)")

    def handle(
        self, *args: str, event: str, format: str, out: str, lang: str | None, **options: Any
    ) -> None:
        try:
            found = Event.objects.select_related("club", "season").get(slug=event)
        except Event.DoesNotExist as exc:
            raise CommandError(f"No event with slug {event!r}.") from exc
        exporter = standings_exporter(event_report(event=found, full=True))
        content, _renderer = render(exporter, format, lang=lang)
        if out == "-":
            if format != "csv":
                raise CommandError("Only csv can go to stdout.")
            self.stdout.write(content.decode("utf-8-sig"), ending="")
            return
        private_file_write(out, content)
        self.stdout.write(self.style.SUCCESS(f"Standings of {found.name} written to {out}"))
