"""The lifecycle of events and rounds: one state machine, every transition here.

Event::

    planned ──(a round starts / a first hand is saved)──▶ in progress
    in progress ──(last round closed / "finish" by the director)──▶ finished
    finished ──(a round is reopened)──▶ in progress
    planned ──("cancel": nobody played)──▶ cancelled

Round::

    planned ──(start / a first hand is saved)──▶ in play (``in_progress``)
    planned, in play ──(close)──▶ closed
    closed ──(reopen by a referee or club admin, audited)──▶ in play

A past event that is still planned was never played; the pages show it as "not played"
(``Event.not_played``) and offer it for cancelling. Only finished events count in season
standings and trophies (``reports.selectors``); a cancelled event counts nowhere.

Who may press which button is decided here too (:func:`event_actions`), so a page shows
exactly the buttons whose service would accept the press. A refused transition raises
``ValidationError`` with a message in the user's language.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.models import Event, EventStatus, Hand, Round, RoundStatus, Table
from tournaments.permissions import can_admin_club, can_enter_hands, can_referee
from tournaments.services.audit import audit_record, model_snapshot

User = AbstractBaseUser | AnonymousUser

EVENT_TRANSITIONS: dict[str, frozenset[str]] = {
    EventStatus.PLANNED: frozenset({EventStatus.IN_PROGRESS, EventStatus.CANCELLED}),
    EventStatus.IN_PROGRESS: frozenset({EventStatus.FINISHED}),
    EventStatus.FINISHED: frozenset({EventStatus.IN_PROGRESS}),
    EventStatus.CANCELLED: frozenset(),
}
"""Allowed event status changes: the state machine in one table."""

ROUND_TRANSITIONS: dict[str, frozenset[str]] = {
    RoundStatus.PLANNED: frozenset({RoundStatus.IN_PROGRESS, RoundStatus.CLOSED}),
    RoundStatus.IN_PROGRESS: frozenset({RoundStatus.CLOSED}),
    RoundStatus.CLOSED: frozenset({RoundStatus.IN_PROGRESS}),
}
"""Allowed round status changes."""


# -- who may ------------------------------------------------------------------------------


def may_run_rounds(user: User, event: Event) -> bool:
    """Start and close rounds: whoever enters the event's hands (scorekeeper, referee,
    club admin)."""
    return can_enter_hands(user, event)


def may_direct(user: User, event: Event) -> bool:
    """Reopen a closed round, finish or cancel the event: a referee or a club admin."""
    return can_referee(user, event)


def may_cancel_club_events(user: User, event_or_club) -> bool:
    club = getattr(event_or_club, "club", event_or_club)
    return can_admin_club(user, club)


@dataclass(frozen=True)
class EventActions:
    """The lifecycle buttons a user sees on an event page (each one its service accepts)."""

    finish: bool = False
    cancel: bool = False
    start_rounds: frozenset[int] = frozenset()
    close_rounds: frozenset[int] = frozenset()
    reopen_rounds: frozenset[int] = frozenset()

    @property
    def any(self) -> bool:
        return bool(
            self.finish
            or self.cancel
            or self.start_rounds
            or self.close_rounds
            or self.reopen_rounds
        )


def event_actions(*, user: User, event: Event, rounds: Iterable[Round]) -> EventActions:
    """Which lifecycle actions ``user`` may take on ``event`` now. ``rounds`` come from
    ``selectors.event_rounds`` (tables prefetched with ``hand_total``)."""
    rounds = list(rounds)
    run = may_run_rounds(user, event)
    direct = may_direct(user, event)
    open_event = event.status in (EventStatus.PLANNED, EventStatus.IN_PROGRESS)
    played = any(t.hand_total for r in rounds for t in r.tables.all())
    in_play = any(r.status == RoundStatus.IN_PROGRESS for r in rounds)
    start, close, reopen = set(), set(), set()
    for round_ in rounds:
        tables = list(round_.tables.all())
        if run and open_event and not in_play and round_.status == RoundStatus.PLANNED and tables:
            start.add(round_.number)
        if run and open_event and round_.status == RoundStatus.IN_PROGRESS:
            close.add(round_.number)
        if (
            run
            and open_event
            and round_.status == RoundStatus.PLANNED
            and any(t.hand_total for t in tables)
        ):
            close.add(round_.number)
        if direct and round_.status == RoundStatus.CLOSED and event.status != EventStatus.CANCELLED:
            reopen.add(round_.number)
    return EventActions(
        finish=direct and event.status == EventStatus.IN_PROGRESS and not in_play,
        cancel=direct and event.status == EventStatus.PLANNED and not played,
        start_rounds=frozenset(start),
        close_rounds=frozenset(close),
        reopen_rounds=frozenset(reopen),
    )


# -- event --------------------------------------------------------------------------------


def _event_lock(event: Event) -> Event:
    return Event.objects.select_for_update().select_related("club").get(pk=event.pk)


def _event_move(*, event: Event, status: str, actor: User | None, action: str) -> Event:
    """Move ``event`` (locked) to ``status`` if the state machine allows it, audited."""
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
    # The table links' expiry counts from here (``selectors_table_links``).
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
    )
    return event


def _has_hands(event: Event) -> bool:
    return Hand.objects.filter(table__round__event=event).exists()


@transaction.atomic
def event_start(*, event: Event, actor: User | None = None) -> Event:
    """Planned → in progress (a round started or a first hand was saved). Idempotent for
    an event already in progress."""
    event = _event_lock(event)
    if event.status == EventStatus.CANCELLED:
        raise ValidationError(
            _("This event was cancelled; nothing can be played in it."), code="event_cancelled"
        )
    if event.status == EventStatus.FINISHED:
        raise ValidationError(
            _("This event is finished; reopen a round first to play on."), code="event_finished"
        )
    return _event_move(
        event=event, status=EventStatus.IN_PROGRESS, actor=actor, action="event.start"
    )


def event_play_started(*, event: Event, round_: Round | None = None) -> None:
    """Called by the hand-save service after a hand was saved: the event (and the hand's
    round) are in play from now on. A no-op once they are; refused at a cancelled event."""
    if event.status == EventStatus.CANCELLED:
        raise ValidationError(
            _("This event was cancelled; nothing can be played in it."), code="event_cancelled"
        )
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
    event = _event_lock(event)
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
    return _event_move(event=event, status=EventStatus.FINISHED, actor=actor, action="event.finish")


@transaction.atomic
def event_cancel(*, event: Event, actor: User | None) -> Event:
    """Planned → cancelled: only when nobody played (no hand at any table)."""
    event = _event_lock(event)
    if event.status == EventStatus.CANCELLED:
        raise ValidationError(_("This event is already cancelled."), code="event_cancelled")
    if _has_hands(event) or event.status != EventStatus.PLANNED:
        raise ValidationError(
            _("%(event)s has been played; only an event nobody played can be cancelled.")
            % {"event": event.name},
            code="event_played",
        )
    return _event_move(
        event=event, status=EventStatus.CANCELLED, actor=actor, action="event.cancel"
    )


@transaction.atomic
def events_cancel_not_played(*, events: Iterable[Event], actor: User | None) -> list[Event]:
    """Cancel every given event at once (a club admin clears past evenings nobody played).
    All or nothing: one that was played refuses the whole action."""
    return [event_cancel(event=event, actor=actor) for event in events]


# -- round --------------------------------------------------------------------------------


def _round_lock(round_: Round) -> Round:
    return Round.objects.select_for_update().select_related("event__club").get(pk=round_.pk)


def _round_move(
    *, round_: Round, status: str, actor: User | None, action: str, reason: str = ""
) -> Round:
    if status not in ROUND_TRANSITIONS[round_.status]:
        raise ValidationError(
            _("Round %(number)d is %(current)s; it cannot become %(new)s.")
            % {
                "number": round_.number,
                "current": RoundStatus(round_.status).label.lower(),
                "new": RoundStatus(status).label.lower(),
            },
            code="round_transition",
        )
    before = model_snapshot(round_)
    round_.status = status
    round_.full_clean()
    round_.save(update_fields=["status"])
    audit_record(
        actor=actor,
        action=action,
        obj=round_,
        before=before,
        after=model_snapshot(round_),
        event=round_.event,
        reason=reason,
    )
    return round_


def _refuse_closed_event(event: Event) -> None:
    if event.status == EventStatus.CANCELLED:
        raise ValidationError(
            _("This event was cancelled; nothing can be played in it."), code="event_cancelled"
        )
    if event.status == EventStatus.FINISHED:
        raise ValidationError(
            _("This event is finished; reopen a round first to play on."), code="event_finished"
        )


@transaction.atomic
def round_start(*, round_: Round, actor: User | None) -> Round:
    """Planned → in play; the event is in progress from now on. Needs drawn tables."""
    round_ = _round_lock(round_)
    _refuse_closed_event(round_.event)
    if round_.status != RoundStatus.PLANNED:
        raise ValidationError(
            _("Round %(number)d is %(current)s; it cannot become %(new)s.")
            % {
                "number": round_.number,
                "current": RoundStatus(round_.status).label.lower(),
                "new": RoundStatus.IN_PROGRESS.label.lower(),
            },
            code="round_transition",
        )
    in_play = round_.event.rounds.filter(status=RoundStatus.IN_PROGRESS).first()
    if in_play is not None:
        raise ValidationError(
            _("Round %(number)d is still in play: close it first.") % {"number": in_play.number},
            code="round_in_play",
        )
    if not round_.tables.exists():
        raise ValidationError(
            _("Round %(number)d has no tables yet: draw the seats first.")
            % {"number": round_.number},
            code="round_no_tables",
        )
    _round_move(round_=round_, status=RoundStatus.IN_PROGRESS, actor=actor, action="round.start")
    # The round clock runs from here, on the server's time (``selectors_clock``).
    round_.started_at = timezone.now()
    round_.save(update_fields=["started_at"])
    event_start(event=round_.event, actor=actor)
    return round_


def round_is_last(round_: Round) -> bool:
    """The event's last round: its planned count reached and no later round with tables."""
    return (
        round_.number >= round_.event.round_count
        and not Table.objects.filter(
            round__event_id=round_.event_id, round__number__gt=round_.number
        ).exists()
    )


@dataclass(frozen=True)
class RoundClosed:
    round: Round
    event_finished: bool


@transaction.atomic
def round_close_transition(
    *, round_: Round, actor: User | None, finish_event: bool = True
) -> RoundClosed:
    """Planned or in play → closed (the checks on the tables are ``round_close``'s). The
    event is in progress from now on; closing its last round finishes it when
    ``finish_event`` (and no other round is still in play)."""
    round_ = _round_lock(round_)
    if round_.event.status == EventStatus.CANCELLED:
        raise ValidationError(
            _("This event was cancelled; nothing can be played in it."), code="event_cancelled"
        )
    if round_.status == RoundStatus.CLOSED:
        raise ValidationError(_("This round is already closed."), code="round_closed")
    _round_move(round_=round_, status=RoundStatus.CLOSED, actor=actor, action="round.close")
    event = round_.event
    if event.status == EventStatus.PLANNED:
        event = event_start(event=event, actor=actor)
    finished = False
    if (
        finish_event
        and event.status == EventStatus.IN_PROGRESS
        and round_is_last(round_)
        and not event.rounds.filter(status=RoundStatus.IN_PROGRESS).exists()
    ):
        event_finish(event=event, actor=actor)
        finished = True
    return RoundClosed(round=round_, event_finished=finished)


@transaction.atomic
def round_reopen(*, round_: Round, actor: User, reason: str = "") -> Round:
    """Closed → in play, by a referee or a club admin (audited with the reason); a finished
    event is in progress again."""
    round_ = _round_lock(round_)
    event = round_.event
    if not may_direct(actor, event):
        raise ValidationError(
            _("Only a referee or a club admin can reopen a round."), code="not_allowed"
        )
    if event.status == EventStatus.CANCELLED:
        raise ValidationError(
            _("This event was cancelled; nothing can be played in it."), code="event_cancelled"
        )
    if round_.status != RoundStatus.CLOSED:
        raise ValidationError(
            _("Round %(number)d is not closed.") % {"number": round_.number}, code="round_open"
        )
    _round_move(
        round_=round_,
        status=RoundStatus.IN_PROGRESS,
        actor=actor,
        action="round.reopen",
        reason=reason[:500],
    )
    if event.status == EventStatus.FINISHED:
        _event_move(
            event=_event_lock(event),
            status=EventStatus.IN_PROGRESS,
            actor=actor,
            action="event.reopen",
        )
    return round_
