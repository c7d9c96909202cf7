"""Check-in in the event file and back (``Feature.event_file``): whether the event checks
its players in and until when (``"check_in"``), and each participant's check-in, when and
by whom (``participants[i].checked_in_at`` / ``checked_in_by``, a username). Left out
when the event has no check-in, so older files read as before. The personal links' hashes
stay behind: a restored event makes new links."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.contrib.auth import get_user_model

from tournaments.core.event_file import (
    EventFileSection,
    SectionRefs,
    date_out,
    get_field,
    time_in,
    ts_in,
    ts_out,
)
from tournaments.events.models import Event, EventParticipant

WHERE = "check_in"


class CheckInSection(EventFileSection[Event]):
    key = "check_in"

    def out(self, event: Event) -> dict[str, Any] | None:
        """The event's check-in settings; None when it has none and nobody checked in."""
        anyone = event.participants.filter(checked_in_at__isnull=False).exists()
        if not event.check_in_enabled and event.check_in_deadline is None and not anyone:
            return None
        return {
            "enabled": event.check_in_enabled,
            "deadline": date_out(event.check_in_deadline),
        }

    def participant_keys(self, event: Event) -> dict[int, dict[str, Any]]:
        """Each checked-in participant's time and desk (only theirs: the others' rows stay
        as they were)."""
        user_field = get_user_model().USERNAME_FIELD
        rows = event.participants.filter(checked_in_at__isnull=False).values_list(
            "pk", "checked_in_at", f"checked_in_by__{user_field}"
        )
        return {pk: {"checked_in_at": ts_out(at), "checked_in_by": by} for pk, at, by in rows}

    def restore(self, event: Event, data: Any, refs: SectionRefs) -> None:
        event.check_in_enabled = get_field(data, "enabled", bool, WHERE)
        deadline = get_field(data, "deadline", str, WHERE, null=True)
        event.check_in_deadline = time_in(deadline, f"{WHERE}.deadline")
        event.save(update_fields=["check_in_enabled", "check_in_deadline"])
        _participants_restore(event, refs.participants)


def _participants_restore(event: Event, rows: Sequence[Any]) -> None:
    """Each participant row's check-in onto the participant restored from it."""
    participants = list(EventParticipant.objects.filter(event=event).select_related("member"))
    users = get_user_model()._default_manager
    user_field = get_user_model().USERNAME_FIELD
    for index, row in enumerate(rows):
        if not isinstance(row, Mapping) or row.get("checked_in_at") is None:
            continue
        where = f"participants[{index}]"
        at = ts_in(get_field(row, "checked_in_at", str, where), f"{where}.checked_in_at")
        name = (
            get_field(row, "checked_in_by", str, where, null=True)
            if "checked_in_by" in row
            else None
        )
        participant = next(
            (
                p
                for p in participants
                if (p.member is not None and p.member.member_number == row.get("member"))
                or (p.member is None and p.guest_name == row.get("guest"))
            ),
            None,
        )
        if participant is None:  # every row was restored as a participant: not reached
            continue
        participant.checked_in_at = at
        participant.checked_in_by = (
            users.filter(**{user_field: name}).first() if name is not None else None
        )
        participant.save(update_fields=["checked_in_at", "checked_in_by"])
