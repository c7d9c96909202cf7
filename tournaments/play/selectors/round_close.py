"""Reads for the lifecycle pages: what closing a round would leave behind."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Prefetch

from scoring.engine.progression import GameEnd, game_end, replay
from tournaments.models import Hand, Round, Seat, Table


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
    end of the North round, a result not confirmed. Three queries."""
    hands = Hand.objects.only("table_id", "number", "entry", "result_kind").order_by("number")
    tables = round_.tables.order_by("number").prefetch_related(
        Prefetch("seats", queryset=Seat.objects.select_related("member").order_by("position")),
        Prefetch("hands", queryset=hands),
    )
    ruleset = round_.event.ruleset
    checks = []
    for table in tables:
        seats = list(table.seats.all())
        table_hands = list(table.hands.all())
        unfinished = False
        if table_hands and seats:
            results = [h.entry_result.typed for h in table_hands]
            turn = replay(ruleset, results, players=len(seats))[-1]
            unfinished = game_end(turn) is not GameEnd.NORTH_ROUND
        checks.append(
            TableCheck(
                table=table,
                players=[s.player_name for s in seats],
                hands=len(table_hands),
                unfinished=unfinished,
                unconfirmed=bool(table_hands) and not table.is_confirmed,
            )
        )
    return checks
