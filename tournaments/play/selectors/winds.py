"""Which seat holds which wind: in a turn of the game, or in a stored hand (E S W N order)."""

from __future__ import annotations

from scoring.engine.progression import Turn
from tournaments.models import Hand, Seat, Table
from tournaments.play.selectors.turns import seats_by_position, stored_winds

WIND_ORDER = "ESWN"


def winds_in_order(turn: Turn, seats: list[Seat]) -> dict[str, Seat]:
    return {
        w: seats[p] for p, w in sorted(turn.winds.items(), key=lambda i: WIND_ORDER.index(i[1]))
    }


def hand_winds_of(*, table: Table, hand: Hand) -> dict[str, Seat]:
    """The seat winds of a stored hand (wind -> seat), in E S W N order."""
    held = stored_winds(hand, seats_by_position(table))
    return {w: held[w] for w in WIND_ORDER if w in held}
