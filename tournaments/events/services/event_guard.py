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
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from tournaments.models import Event, EventStatus


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
