"""An event's transitions (``events.services.lifecycle`` has the state machine): start, finish,
cancel, and the start a first hand or round makes."""

from __future__ import annotations

from collections.abc import Iterable

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.hooks import EVENT_FINISHED
from tournaments.events.models import Event, EventStatus, Round, RoundStatus
from tournaments.events.selectors.rounds import event_has_hands
from tournaments.events.services.event_guard import event_check_open
from tournaments.events.services.lifecycle_access import User

EVENT_TRANSITIONS: dict[str, frozenset[str]] = {
    EventStatus.PLANNED: frozenset({EventStatus.IN_PROGRESS, EventStatus.CANCELLED}),
    EventStatus.IN_PROGRESS: frozenset({EventStatus.FINISHED}),
    EventStatus.FINISHED: frozenset({EventStatus.IN_PROGRESS}),
    EventStatus.CANCELLED: frozenset(),
}
"""Allowed event status changes: the state machine in one table."""


def event_lock(event: Event) -> Event:
    """``event`` again, locked for the transaction (one transition at a time)."""
    return Event.objects.select_for_update().select_related("club").get(pk=event.pk)


def event_status_move(
    *, event: Event, status: str, actor: User | None, action: str, reason: str = ""
) -> Event:
    """Move ``event`` (locked) to ``status`` if the state machine allows it, audited (with
    ``reason``: why it was reopened)."""
    if event.status == status:
        return event
    if status not in EVENT_TRANSITIONS[event.status]:
        raise ValidationError(
            _("An event that is %(current)s cannot become %(new)s.")
            % {
                "current": EventStatus(event.status).label.lower(),
                "new": EventStatus(status).label.lower(),
            },
            code="event_transition",
        )
    before = model_snapshot(event)
    event.status = status
    # The table links' expiry counts from here (``play.selectors.table_links``).
    event.finished_at = timezone.now() if status == EventStatus.FINISHED else None
    event.full_clean(exclude=["slug"])
    event.save(update_fields=["status", "finished_at"])
    audit_record(
        actor=actor,
        action=action,
        obj=event,
        before=before,
        after=model_snapshot(event),
        event=event,
        reason=reason,
    )
    if status == EventStatus.FINISHED:
        transaction.on_commit(lambda: _finished(event))
    return event


def _finished(event: Event) -> None:
    """What the later features do once ``event`` is finished (``EVENT_FINISHED``)."""
    for finished in EVENT_FINISHED.items():
        finished(event)


def _has_hands(event: Event) -> bool:
    return event_has_hands(event=event)


@transaction.atomic
def event_start(*, event: Event, actor: User | None = None) -> Event:
    """Planned → in progress (a round started or a first hand was saved). Idempotent for
    an event already in progress."""
    event = event_lock(event)
    if event.status == EventStatus.CANCELLED:
        raise ValidationError(
            _("This event was cancelled; nothing can be played in it."), code="event_cancelled"
        )
    if event.status == EventStatus.FINISHED:
        raise ValidationError(
            _("This event is finished; reopen a round first to play on."), code="event_finished"
        )
    return event_status_move(
        event=event, status=EventStatus.IN_PROGRESS, actor=actor, action="event.start"
    )


def event_play_started(*, event: Event, round_: Round | None = None) -> None:
    """Called by the hand-save service after a hand was saved: the event (and the hand's
    round) are in play from now on. A no-op once they are; refused at a finished or
    cancelled event (``event_guard``)."""
    event_check_open(event=event)
    if event.status == EventStatus.PLANNED:
        event_start(event=event)
        event.status = EventStatus.IN_PROGRESS
    if round_ is not None and round_.status == RoundStatus.PLANNED:
        Round.objects.filter(pk=round_.pk, status=RoundStatus.PLANNED).update(
            status=RoundStatus.IN_PROGRESS
        )
        round_.status = RoundStatus.IN_PROGRESS


@transaction.atomic
def event_finish(*, event: Event, actor: User | None) -> Event:
    """In progress → finished, by the director; refused while a round is still in play or
    when nothing was played."""
    event = event_lock(event)
    if event.status == EventStatus.PLANNED:
        raise ValidationError(
            _("Nothing has been played at this event yet; it cannot be finished."),
            code="event_not_started",
        )
    open_round = event.rounds.filter(status=RoundStatus.IN_PROGRESS).order_by("number").first()
    if event.status == EventStatus.IN_PROGRESS and open_round is not None:
        raise ValidationError(
            _("Round %(number)d is still in play: close it first.") % {"number": open_round.number},
            code="round_in_play",
        )
    if event.status == EventStatus.FINISHED:
        raise ValidationError(_("This event is already finished."), code="event_finished")
    return event_status_move(
        event=event, status=EventStatus.FINISHED, actor=actor, action="event.finish"
    )


@transaction.atomic
def event_cancel(*, event: Event, actor: User | None) -> Event:
    """Planned → cancelled: only when nobody played (no hand at any table)."""
    event = event_lock(event)
    if event.status == EventStatus.CANCELLED:
        raise ValidationError(_("This event is already cancelled."), code="event_cancelled")
    if _has_hands(event) or event.status != EventStatus.PLANNED:
        raise ValidationError(
            _("%(event)s has been played; only an event nobody played can be cancelled.")
            % {"event": event.name},
            code="event_played",
        )
    return event_status_move(
        event=event, status=EventStatus.CANCELLED, actor=actor, action="event.cancel"
    )


@transaction.atomic
def events_cancel_not_played(*, events: Iterable[Event], actor: User | None) -> list[Event]:
    """Cancel every given event at once (a club admin clears past evenings nobody played).
    All or nothing: one that was played refuses the whole action."""
    return [event_cancel(event=event, actor=actor) for event in events]
