"""Finished means finished: the one rule every write of an event's play asks first.

A finished or cancelled event refuses new rounds, seat draws, hands (entry, correction,
deletion, offline sync), penalties, the round clock, table confirmations, table links,
substitutes and players added or withdrawn. Each write service calls
:func:`event_check_open` with the event it is about to change (read under its lock);
the refusal is :class:`EventClosed`, a ``ValidationError`` with a message in the user's
language, which the pages show as a message (409 for htmx and JSON).

The only ways back are the lifecycle's own: a referee or club admin reopens the event or
one of its rounds, with a reason (``events.services.round_lifecycle``). Restoring an event
file (``transfer``) writes a new event as it was exported and is not play: it does not ask.

Editing the plan of a finished or cancelled event (``event_update``) may change only what
does not count: :data:`EVENT_CLOSED_EDITABLE` (name, venue); its date, season, rounds,
ruleset, kind and the rest stay as they were counted (:func:`event_check_plan_closed`).
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from tournaments.events.models import Event, EventStatus

#: What the plan of a finished or cancelled event may still change: words, not counting.
EVENT_CLOSED_EDITABLE = ("name", "venue")


class EventClosed(ValidationError):
    """The event is finished or cancelled: nothing of its play may change. A conflict with
    the event's state (HTTP 409), not a bad form."""


def event_check_open(*, event: Event) -> None:
    """Raise :class:`EventClosed` when ``event`` is finished or cancelled (not
    ``Event.is_open``)."""
    if event.is_open:
        return
    if event.status == EventStatus.CANCELLED:
        raise EventClosed(
            _("This event was cancelled; nothing can be played in it."), code="event_cancelled"
        )
    raise EventClosed(
        _(
            "This event is finished; nothing in it can change until a referee or the club "
            "admin reopens it."
        ),
        code="event_finished",
    )


def event_closed_plan_message() -> str:
    """The one sentence the edit page shows above a finished event's form and as refusal."""
    return _("This event is finished or cancelled; only its name and venue can still change.")


def event_check_plan_closed(
    *, event: Event, changes: dict[str, Any], scorekeeper_ids: set[int] | None = None
) -> None:
    """Raise :class:`EventClosed` when a plan change of a finished or cancelled ``event``
    touches more than :data:`EVENT_CLOSED_EDITABLE` (a value given equal to the stored one
    is no change). ``scorekeeper_ids``: the new scorekeepers, ``None`` when not changed."""
    if event.is_open:
        return
    moved = [
        name
        for name, value in changes.items()
        if name not in EVENT_CLOSED_EDITABLE and value != getattr(event, name)
    ]
    if scorekeeper_ids is not None and scorekeeper_ids != set(
        event.scorekeepers.values_list("pk", flat=True)
    ):
        moved.append("scorekeepers")
    if moved:
        raise EventClosed(event_closed_plan_message(), code="event_closed_plan")
