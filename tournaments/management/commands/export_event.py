"""``manage.py export_event EVENT --out FILE``: the whole event as stable JSON."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.core.files import private_file_write
from tournaments.events.models import Event
from tournaments.transfer import dumps, event_export


class Command(BaseCommand):
    help = "Write an event (rounds, tables, seats, hands, results, audit trail) as JSON."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event", help="the event's slug, e.g. demo-evening")
        parser.add_argument("--out", required=True, help="file to write ('-' for stdout)")

    def handle(self, *args: str, event: str, out: str, **options: Any) -> None:
        found = Event.objects.filter(slug=event).first()
        if found is None:
            raise CommandError(f"No event with slug {event!r}.")
        text = dumps(event_export(event=found))
        if out == "-":
            self.stdout.write(text, ending="")
            return
        private_file_write(out, text)
        self.stdout.write(self.style.SUCCESS(f"{found.name} written to {out}"))
