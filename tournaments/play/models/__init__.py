"""Tables, seats, hands and each seat's result of a hand; hand acceptance and referee calls."""

from tournaments.play.models.acceptance import UNACCEPTED, HandCheck, HandCheckState
from tournaments.play.models.hand import EntryMode, Hand, HandResult, HandResultKind
from tournaments.play.models.referee_call import RefereeCall, RefereeCallReason
from tournaments.play.models.seat import MAX_SEATS_PER_TABLE, MIN_SEATS_PER_TABLE, Seat
from tournaments.play.models.table import Table

__all__ = [
    "MAX_SEATS_PER_TABLE",
    "MIN_SEATS_PER_TABLE",
    "UNACCEPTED",
    "EntryMode",
    "Hand",
    "HandCheck",
    "HandCheckState",
    "HandResult",
    "HandResultKind",
    "RefereeCall",
    "RefereeCallReason",
    "Seat",
    "Table",
]
