"""Reads of an event's participants (who plays in it)."""

from __future__ import annotations

from tournaments.clubs.names import guest_sort_name
from tournaments.events.models import Event, EventParticipant


def event_participants(*, event: Event) -> list[EventParticipant]:
    """All participants (withdrawn ones included), members first by name, then guests."""
    return sorted(
        event.participants.select_related("member"),
        key=lambda p: (
            p.is_guest,
            p.member.sort_name if p.member is not None else guest_sort_name(p.name),
        ),
    )
