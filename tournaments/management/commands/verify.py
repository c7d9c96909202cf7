"""``manage.py verify [--event SLUG]``: re-score every stored hand; exit 1 on any difference."""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.events.models import Event
from tournaments.integrity import verify_hands, verify_idle_tables, verify_penalties
from tournaments.integrity.registrations import verify_registrations
from tournaments.integrity.rounds import verify_round_order
from tournaments.integrity.selectors import (
    hands_to_verify,
    idle_tables_to_verify,
    penalties_to_verify,
)
from tournaments.integrity.stages import verify_stages
from tournaments.integrity.teams import teams_to_verify, verify_teams


class Command(BaseCommand):
    help = (
        "Re-score every stored hand from its entry and report hands whose stored points or "
        "settlement differ, hands or tables whose settlements do not sum to zero, tables "
        "whose stored next turn differs from the replay of their hands, penalties "
        "outside a hand whose stored shares differ from the recomputed ones, teams with a "
        "player of another event or more players than the event allows, stages whose "
        "cut or seats do not agree, events with more places taken than they have, "
        "cancelled or withdrawn registrations whose player is still in the field, checked "
        "in or seated in a round to be played, and rounds in play or closed while an "
        "earlier round is unplayed."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--event", help="check only this event (slug)")

    def handle(self, *args: str, event: str | None = None, **options: Any) -> None:
        found = None
        if event:
            found = Event.objects.filter(slug=event).first()
            if found is None:
                raise CommandError(f"No event with slug {event!r}.")
        report = verify_hands(hands_to_verify(event=found).iterator(chunk_size=500))
        verify_penalties(penalties_to_verify(event=found).iterator(chunk_size=500), report)
        verify_idle_tables(idle_tables_to_verify(event=found), report)
        verify_teams(teams_to_verify(event=found), report)
        verify_stages(event=found, report=report)
        verify_registrations(event=found, report=report)
        verify_round_order(event=found, report=report)
        for issue in report.issues:
            self.stdout.write(str(issue))
        summary = f"{report.hands} hands at {report.tables} tables checked"
        if report.penalties:
            summary += f", {report.penalties} penalties"
        if report.issues:
            raise CommandError(f"{summary}: {len(report.issues)} problem(s).", returncode=1)
        self.stdout.write(self.style.SUCCESS(f"{summary}: all consistent."))
