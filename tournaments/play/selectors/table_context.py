"""What a write at a table reads of it, once: the event's ruleset and options, the seats,
and the next hand's turn, seat winds and draws.

A save (``services.hand_entry``) reads it under the table's lock, so the turn the table
stores is current, and hands it on: the entry is completed from it, scored with its
``Ruleset`` and written with its turn (``services.hands.hand_create``). A correction reads
the ruleset, options and seats from it. Nothing on the way looks the ruleset up by id or
reads the seats again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from scoring.engine import Ruleset
from scoring.engine.progression import Turn
from tournaments.play.models import Seat, Table
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.play.selectors.turns import (
    seats_by_position,
    table_carry,
    table_draws,
    table_turn,
    turn_winds,
)


@dataclass(frozen=True, slots=True)
class TableContext:
    """A table as its next hand is played: ``options`` are the event's (the snapshot each
    hand stores), ``seats`` by position, ``winds`` wind -> seat (E S W N order), ``draws``
    the hands without a winner right before it (HK's draw pot), ``carry`` what the ruleset
    carries to it (the counters and sticks on the table)."""

    ruleset: Ruleset[Any]
    options: Mapping[str, object]
    seats: list[Seat]
    turn: Turn
    winds: dict[str, Seat]
    draws: int
    #: what the ruleset carries to the next hand (the counters and sticks on the table)
    carry: Mapping[str, int] = MappingProxyType({})

    @property
    def sitting_out(self) -> Seat | None:
        """Who sits the next hand out (a five-player table), else None."""
        out = self.turn.sitting_out
        return self.seats[out] if out is not None else None


def table_context(*, table: Table) -> TableContext:
    """The context of the next hand at ``table`` (the caller holds its row, with its round
    and event; under the lock for a write): one query, the seats."""
    event = table.round.event
    seats = seats_by_position(table)
    turn = table_turn(table=table, players=len(seats))
    return TableContext(
        ruleset=event_ruleset(event),
        options=MappingProxyType(dict(event.ruleset_options or {})),
        seats=seats,
        turn=turn,
        winds=turn_winds(turn, seats),
        draws=table_draws(table),
        carry=MappingProxyType(table_carry(table)),
    )
