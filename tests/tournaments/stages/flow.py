"""Helpers for the stages tests: a tournament played round by round (services only)."""

from __future__ import annotations

from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.models import Event, Round, RoundStatus, Table
from tournaments.play.services.round_close import round_close
from tournaments.stages.services.plan import StagePlan

PLANS = [
    StagePlan("Qualification", 2, None, "none", "drawn"),
    StagePlan("Semi-final", 1, 8, "half", "swiss"),
    StagePlan("Final", 1, 4, "all", "fixed"),
]
#: one hand per table: East +30, South +10, West -10, North -30 (sums to 0)
SCORES = {0: 30, 1: 10, 2: -10, 3: -30}


def play_round(event: Event, number: int, scores: dict[int, int] | None = None) -> Round:
    """One hand at every table of round ``number``, then the round is closed."""
    round_ = Round.objects.get(event=event, number=number)
    for table in Table.objects.filter(round=round_):
        play_table(table, scores or SCORES)
    return round_close(round_=round_, actor=None)


def closed(event: Event) -> list[int]:
    return list(
        Round.objects.filter(event=event, status=RoundStatus.CLOSED).values_list(
            "number", flat=True
        )
    )
