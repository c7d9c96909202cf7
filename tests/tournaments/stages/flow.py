"""Helpers for the stages tests: a tournament played round by round (services only)."""

from __future__ import annotations

from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.events.models import Event, Round, RoundStatus
from tournaments.play.models import Table
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


def play_round_entered(event: Event, number: int) -> Round:
    """One real hand (the hand service, a golden nmb hand) at every table, then closed."""
    from tests.tournaments.golden_hands import entry_of, golden_hands
    from tournaments.play.services.hand_entry import hand_enter

    hands = [h for h in golden_hands("nmb") if h["result"].get("winner")]
    round_ = Round.objects.get(event=event, number=number)
    for table in Table.objects.filter(round=round_).order_by("number"):
        hand_enter(table=table, entry=entry_of(hands[(number + table.number) % len(hands)]))
    return round_close(round_=round_, actor=None)
