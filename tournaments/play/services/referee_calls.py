"""Calling the referee to a table, taking a call ("I'm coming") and resolving it with a
note; each step audited, and timed for the event's report (docs/acceptance.md).

One call per table is open at a time (a database constraint): a second tap or a second
phone finds the open call. A table that called a moment ago waits ``CALL_GAP_SECONDS`` before
it can call again, so a button pressed in a hurry does not flood the referees' overview. A
disputed hand calls the referee regardless (``play.services.acceptance.hand_dispute``).
"""

from __future__ import annotations

import datetime as dt

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor, actor_account
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.core.permissions import can_referee
from tournaments.events.models import Event
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import (
    Hand,
    HandCheck,
    HandCheckState,
    RefereeCall,
    RefereeCallReason,
    Seat,
    Table,
)
from tournaments.play.services.hand_entry import table_lock

CALL_GAP_SECONDS = 60
NOTE_MAX = 1000


def referee_call_open(
    *,
    table: Table,
    reason: str = RefereeCallReason.CALL,
    hand: Hand | None = None,
    seat: Seat | None = None,
    actor: Actor | None = None,
    now: dt.datetime | None = None,
) -> RefereeCall:
    """The table's open call, or a new one (``table`` locked by the caller, inside its
    transaction); a dispute joins an open call that names no hand."""
    now = now or timezone.now()
    current = RefereeCall.objects.filter(table=table, resolved_at__isnull=True).first()
    if current is not None:
        if hand is not None and current.hand_id is None:
            current.hand = hand
            current.reason = RefereeCallReason.DISPUTE
            current.save(update_fields=["hand", "reason"])
        return current
    call = RefereeCall(
        table=table,
        reason=reason,
        hand=hand,
        called_by_seat=seat,
        called_by=actor_account(actor),
        called_at=now,
    )
    call.full_clean()
    call.save()
    who = seat.player_name if seat is not None else ""
    audit_record(
        actor=actor,
        action="referee_call.make",
        obj=table,
        after={"referee_call": call.pk, "reason": reason},
        event=table.round.event,
        reason=_("Called by %(name)s.") % {"name": who} if who else "",
    )
    return call


@transaction.atomic
def referee_call_make(
    *,
    table: Table,
    seat: Seat | None = None,
    actor: Actor | None = None,
    now: dt.datetime | None = None,
) -> RefereeCall:
    """Call the referee to ``table`` (from the players' page: ``seat`` if the player signed
    in; from the table page: ``actor``). The open call if there is one."""
    now = now or timezone.now()
    table = table_lock(table)
    event_check_open(event=table.round.event)
    if seat is not None and seat.table_id != table.pk:
        raise ValidationError(_("You sit at another table."), code="other_table")
    if not RefereeCall.objects.filter(table=table, resolved_at__isnull=True).exists():
        last = RefereeCall.objects.filter(table=table).order_by("-called_at").first()
        if last is not None and now - last.called_at < dt.timedelta(seconds=CALL_GAP_SECONDS):
            raise ValidationError(
                _("The referee was called from this table a moment ago. Wait a minute."),
                code="too_soon",
            )
    return referee_call_open(table=table, seat=seat, actor=actor, now=now)


def _locked_call(call_id: int, *, event: Event, actor: Actor) -> RefereeCall:
    if not can_referee(actor, event):
        raise ValidationError(_("Only a referee takes and resolves calls."), code="not_allowed")
    call = (
        # the call's own row only: PostgreSQL locks no nullable side of an outer join
        RefereeCall.objects.select_for_update(of=("self",))
        .select_related("table__round", "taken_by", "hand")
        .filter(pk=call_id, table__round__event=event)
        .first()
    )
    if call is None:
        raise ValidationError(_("This call no longer exists."), code="gone")
    event_check_open(event=event)  # a finished event changes only after a reopen
    return call


def _audit(call: RefereeCall, *, actor: Actor, action: str, before: dict[str, object]) -> None:
    audit_record(
        actor=actor,
        action=action,
        obj=call.table,
        before=before,
        after={**model_snapshot(call), "referee_call": call.pk},
        event=call.table.round.event,
        reason=call.note if action == "referee_call.resolve" else "",
    )


@transaction.atomic
def referee_call_take(
    *, call_id: int, event: Event, actor: Actor, now: dt.datetime | None = None
) -> RefereeCall:
    """A referee takes the call ("I'm coming"). Taken already by the same referee: the
    call as it is; by another: refused, with their name."""
    call = _locked_call(call_id, event=event, actor=actor)
    if call.taken_at is not None:
        if call.taken_by_id == getattr(actor, "pk", None) or call.resolved_at is not None:
            return call
        taker = call.taken_by
        name = (taker.get_full_name() or taker.get_username()) if taker else "?"
        raise ValidationError(
            _("%(name)s has taken this call already.") % {"name": name}, code="taken"
        )
    before = model_snapshot(call)
    call.taken_by = actor_account(actor)
    call.taken_at = now or timezone.now()
    call.save(update_fields=["taken_by", "taken_at"])
    _audit(call, actor=actor, action="referee_call.take", before=before)
    return call


@transaction.atomic
def referee_call_resolve(
    *, call_id: int, event: Event, actor: Actor, note: str, now: dt.datetime | None = None
) -> RefereeCall:
    """A referee resolves the call with a ``note`` (what was decided); a disputed hand it
    names is settled (no longer provisional). Resolved already: the call as it is."""
    call = _locked_call(call_id, event=event, actor=actor)
    if call.resolved_at is not None:
        return call
    note = note.strip()[:NOTE_MAX]
    if not note:
        raise ValidationError(_("Write down what was decided."), code="no_note")
    now = now or timezone.now()
    before = model_snapshot(call)
    if call.taken_at is None:
        call.taken_by, call.taken_at = actor_account(actor), now
    call.resolved_by, call.resolved_at, call.note = actor_account(actor), now, note
    call.full_clean()
    call.save()
    if call.hand_id is not None:
        HandCheck.objects.filter(hand_id=call.hand_id, state=HandCheckState.DISPUTED).update(
            state=HandCheckState.SETTLED, settled_by=actor_account(actor), decided_at=now
        )
    _audit(call, actor=actor, action="referee_call.resolve", before=before)
    return call
