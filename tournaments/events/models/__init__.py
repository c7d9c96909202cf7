"""Events, rounds and participants."""

from tournaments.events.models.event import (
    NOT_PLAYED,
    Event,
    EventKind,
    EventStatus,
    HandAcceptance,
    HandEntryBy,
    TablePolicy,
)
from tournaments.events.models.participant import EventParticipant
from tournaments.events.models.round import Round, RoundStatus

__all__ = [
    "NOT_PLAYED",
    "Event",
    "EventKind",
    "EventParticipant",
    "EventStatus",
    "HandAcceptance",
    "HandEntryBy",
    "Round",
    "RoundStatus",
    "TablePolicy",
]
