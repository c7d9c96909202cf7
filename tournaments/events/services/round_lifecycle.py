"""A round's transitions (``events.services.lifecycle`` has the state machine): start, close,
reopen; each moves the event along where it must."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record, model_snapshot
from tournaments.core.live import live_announce, table_topic
from tournaments.events.models import Event, EventStatus, Round, RoundStatus
from tournaments.events.services.event_guard import event_check_open
from tournaments.events.services.event_lifecycle import (
    event_finish,
    event_lock,
    event_start,
    event_status_move,
)
from tournaments.events.services.lifecycle_access import User, may_direct, may_reopen_round

ROUND_TRANSITIONS: dict[str, frozenset[str]] = {
    RoundStatus.PLANNED: frozenset({RoundStatus.IN_PROGRESS, RoundStatus.CLOSED}),
    RoundStatus.IN_PROGRESS: frozenset({RoundStatus.CLOSED}),
    RoundStatus.CLOSED: frozenset({RoundStatus.IN_PROGRESS}),
}
"""Allowed round status changes."""


def round_order_blocker(round_: Round, rounds: Iterable[Round]) -> Round | None:
    """The first round before ``round_`` (of the same event's ``rounds``) that is not
    closed: rounds start in order, so ``round_`` waits for it. None when every earlier
    round is closed."""
    earlier = sorted(
        (r for r in rounds if r.number < round_.number and r.status != RoundStatus.CLOSED),
        key=lambda r: r.number,
    )
    return earlier[0] if earlier else None


class OffDateStart(ValidationError):
    """The event's first start falls on another day than its date: the director confirms
    it once (the page's second step, the API's ``confirm_date``)."""


def start_is_off_date(event: Event) -> bool:
    """Whether starting ``event`` now starts it on another day than planned (early or
    late). Asked only while it is planned: once started, it is remembered."""
    return event.status == EventStatus.PLANNED and event.date != timezone.localdate()


def round_check_first_hand(*, round_: Round) -> None:
    """A hand saved at a table of a planned round starts that round (and its event): the
    same order and date rules as :func:`round_start`, as far as a table can keep them.
    Refused while an earlier round was never played (rounds are played in order) and while
    the event is planned for a later day (an early start is the director's, asked once on
    the event page). A late event (results entered afterwards) starts at its first hand."""
    if round_.status != RoundStatus.PLANNED:
        return
    event = round_.event
    unplayed = (
        event.rounds.filter(number__lt=round_.number, status=RoundStatus.PLANNED)
        .order_by("number")
        .first()
    )
    if unplayed is not None:
        raise ValidationError(
            _(
                "Round %(earlier)d has not been played yet: rounds are played in order. "
                "The director starts round %(earlier)d first."
            )
            % {"earlier": unplayed.number},
            code="round_order",
        )
    if event.status == EventStatus.PLANNED and event.date > timezone.localdate():
        raise ValidationError(
            _(
                "%(event)s is planned for %(date)s. The director starts it early on the "
                "event page; then the hands can be entered."
            )
            % {"event": event.name, "date": date_format(event.date, "DATE_FORMAT")},
            code="event_early",
        )


def _round_lock(round_: Round) -> Round:
    return Round.objects.select_for_update().select_related("event__club").get(pk=round_.pk)


def round_tables_announce(round_: Round) -> None:
    """The round's clock and state changed: every table page of the round (which follows
    its table's topic, docs/live.md) fetches its header again."""
    ids = round_.tables.values_list("pk", flat=True)  # through the relation: play's tables
    live_announce(topics=[table_topic(pk) for pk in ids])


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
    round_tables_announce(round_)
    return round_


@transaction.atomic
def round_start(*, round_: Round, actor: User | None, confirm_date: bool = False) -> Round:
    """Planned → in play; the event is in progress from now on. Needs drawn tables and
    every earlier round closed (rounds start in order). The first start of an event on
    another day than its date needs ``confirm_date`` (:class:`OffDateStart`)."""
    round_ = _round_lock(round_)
    event_check_open(event=round_.event)
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
    waiting = round_order_blocker(round_, round_.event.rounds.all())
    if waiting is not None:
        raise ValidationError(
            _("Round %(earlier)d is not closed yet: rounds start in order.")
            % {"earlier": waiting.number},
            code="round_order",
        )
    if not round_.tables.exists():
        raise ValidationError(
            _("Round %(number)d has no tables yet: draw the seats first.")
            % {"number": round_.number},
            code="round_no_tables",
        )
    if start_is_off_date(round_.event) and not confirm_date:
        raise OffDateStart(
            _(
                "%(event)s is planned for %(date)s, not today. Start it anyway? "
                "The event is in progress from then on."
            )
            % {"event": round_.event.name, "date": date_format(round_.event.date)},
            code="start_off_date",
        )
    _round_move(round_=round_, status=RoundStatus.IN_PROGRESS, actor=actor, action="round.start")
    # The round clock runs from here, on the server's time (``play.selectors.clock``).
    round_.started_at = timezone.now()
    round_.save(update_fields=["started_at"])
    event_start(event=round_.event, actor=actor)
    return round_


def round_is_last(round_: Round) -> bool:
    """The event's last round: its planned count reached and no later round with tables."""
    return (
        round_.number >= round_.event.round_count
        and not round_.event.rounds.filter(number__gt=round_.number, tables__isnull=False).exists()
    )


@dataclass(frozen=True)
class RoundCloseOutcome:
    """What closing a round did: the round, and whether that finished the event."""

    round: Round
    event_finished: bool


@transaction.atomic
def round_close_transition(
    *, round_: Round, actor: User | None, finish_event: bool = True
) -> RoundCloseOutcome:
    """Planned or in play → closed (the checks on the tables are ``round_close``'s). The
    event is in progress from now on; closing its last round finishes it when
    ``finish_event`` (and no other round is still in play)."""
    round_ = _round_lock(round_)
    event_check_open(event=round_.event)
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
    return RoundCloseOutcome(round=round_, event_finished=finished)


def reopen_reason(reason: str) -> str:
    """The reason a round or event is reopened, trimmed; refused when empty."""
    reason = " ".join(reason.split())[:500]
    if not reason:
        raise ValidationError(
            {"reason": _("Say why it is reopened: the reason is kept in the audit trail.")},
            code="reason_missing",
        )
    return reason


@transaction.atomic
def round_reopen(*, round_: Round, actor: User, reason: str) -> Round:
    """Closed → in play, audited with the (required) reason. A round of an event in
    progress: whoever may close it (``may_reopen_round``); a round of a finished event: a
    referee or a club admin, and the event is in progress again."""
    round_ = _round_lock(round_)
    event = round_.event
    if not may_reopen_round(actor, event):
        raise ValidationError(
            _("Only a referee or a club admin can reopen a round of a finished event."),
            code="not_allowed",
        )
    if event.status == EventStatus.CANCELLED:
        event_check_open(event=event)
    if round_.status != RoundStatus.CLOSED:
        raise ValidationError(
            _("Round %(number)d is not closed.") % {"number": round_.number}, code="round_open"
        )
    reason = reopen_reason(reason)
    _round_move(
        round_=round_,
        status=RoundStatus.IN_PROGRESS,
        actor=actor,
        action="round.reopen",
        reason=reason,
    )
    if event.status == EventStatus.FINISHED:
        event_status_move(
            event=event_lock(event),
            status=EventStatus.IN_PROGRESS,
            actor=actor,
            action="event.reopen",
            reason=reason,
        )
    return round_


@transaction.atomic
def event_reopen(*, event: Event, actor: User, reason: str) -> Event:
    """Finished → in progress without reopening a round (finished by mistake before its
    last round was played), by a referee or a club admin, audited with the reason."""
    event = event_lock(event)
    if not may_direct(actor, event):
        raise ValidationError(
            _("Only a referee or a club admin can reopen an event."), code="not_allowed"
        )
    if event.status != EventStatus.FINISHED:
        raise ValidationError(_("Only a finished event can be reopened."), code="event_open")
    return event_status_move(
        event=event,
        status=EventStatus.IN_PROGRESS,
        actor=actor,
        action="event.reopen",
        reason=reopen_reason(reason),
    )
