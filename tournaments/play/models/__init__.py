"""Tables, seats, hands and each seat's result of a hand."""

from tournaments.play.models.hand import EntryMode, Hand, HandResult, HandResultKind
from tournaments.play.models.seat import MAX_SEATS_PER_TABLE, MIN_SEATS_PER_TABLE, Seat
from tournaments.play.models.table import Table

__all__ = [
    "MAX_SEATS_PER_TABLE",
    "MIN_SEATS_PER_TABLE",
    "EntryMode",
    "Hand",
    "HandResult",
    "HandResultKind",
    "Seat",
    "Table",
]
