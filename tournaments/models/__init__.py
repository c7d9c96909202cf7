"""The nouns of the club: clubs, members, seasons, events, rounds, tables, seats, hands."""

from tournaments.models.audit import AuditEntry
from tournaments.models.choices import (
    WIND_ORDER,
    PenaltyMode,
    PenaltyReason,
    ReseatingMode,
    SeatWind,
    SubstituteRule,
    TablePointsScheme,
    Wind,
)
from tournaments.models.club import Club
from tournaments.models.event import NOT_PLAYED, Event, EventKind, EventStatus, TablePolicy
from tournaments.models.hand import EntryMode, Hand, HandResult, HandResultKind
from tournaments.models.member import Member, member_ordering
from tournaments.models.participant import EventParticipant
from tournaments.models.penalty import Penalty
from tournaments.models.round import Round, RoundStatus
from tournaments.models.season import Season
from tournaments.models.seat import MAX_SEATS_PER_TABLE, MIN_SEATS_PER_TABLE, Seat
from tournaments.models.table import Table

__all__ = [
    "MAX_SEATS_PER_TABLE",
    "MIN_SEATS_PER_TABLE",
    "NOT_PLAYED",
    "WIND_ORDER",
    "AuditEntry",
    "Club",
    "EntryMode",
    "Event",
    "EventKind",
    "EventParticipant",
    "EventStatus",
    "Hand",
    "HandResult",
    "HandResultKind",
    "Member",
    "Penalty",
    "PenaltyMode",
    "PenaltyReason",
    "ReseatingMode",
    "Round",
    "RoundStatus",
    "Season",
    "Seat",
    "SeatWind",
    "SubstituteRule",
    "Table",
    "TablePointsScheme",
    "TablePolicy",
    "Wind",
    "member_ordering",
]
