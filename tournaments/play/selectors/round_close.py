"""Reads for closing a round: what it would leave behind at each table (the game's end read
from the turn each table stores, not replayed)."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Prefetch

from scoring.engine.progression import GameEnd, game_end
from tournaments.events.models import Round
from tournaments.play.models import Seat, Table
from tournaments.play.selectors.turns import table_turn


@dataclass(frozen=True)
class TableCheck:
    """One table of a round about to be closed, with what is still open at it."""

    table: Table
    players: list[str]
    hands: int
    unfinished: bool
    unconfirmed: bool

    @property
    def no_hands(self) -> bool:
        return self.hands == 0

    @property
    def warn(self) -> bool:
        return self.no_hands or self.unfinished or self.unconfirmed


def round_close_checks(*, round_: Round) -> list[TableCheck]:
    """Every table of ``round_`` with its open points: no hands, a game not played to the
    end of the North round, a result not confirmed. Two queries."""
    tables = (
        round_.tables.order_by("number")
        .annotate(hand_count=Count("hands"))
        .prefetch_related(
            Prefetch("seats", queryset=Seat.objects.select_related("member").order_by("position"))
        )
    )
    checks = []
    for table in tables:
        table.round = round_  # the event is the caller's: no query per table
        seats = list(table.seats.all())
        hands: int = table.hand_count
        unfinished = bool(hands and seats) and (
            game_end(table_turn(table=table, players=len(seats))) is not GameEnd.NORTH_ROUND
        )
        checks.append(
            TableCheck(
                table=table,
                players=[s.player_name for s in seats],
                hands=hands,
                unfinished=unfinished,
                unconfirmed=bool(hands) and not table.is_confirmed,
            )
        )
    return checks
