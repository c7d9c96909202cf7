"""Penalties outside a hand: a referee gives one to a player at a table, or cancels one.

Both are audited (``penalty.give``, ``penalty.cancel``); a cancelled penalty keeps its
row and stops counting. A closed round takes no new penalty and cancels none until a
referee reopens it, as for hands. How the points count: ``tournaments.penalties.reasons``.
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.contrib.auth.models import User as AccountUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import RoundStatus
from tournaments.events.services.event_guard import event_check_open
from tournaments.penalties.models import Penalty
from tournaments.penalties.reasons import mode_for, penalty_limit, penalty_shares, reason_ids
from tournaments.play.models import Table

User = AbstractBaseUser | AnonymousUser


def _account(actor: User | None) -> AccountUser | None:
    """The logged-in user to record as giver or canceller (None for a script)."""
    return actor if isinstance(actor, AccountUser) else None


def _closed_refusal(table: Table) -> None:
    event_check_open(event=table.round.event)
    if table.round.status == RoundStatus.CLOSED:
        raise ValidationError(
            _("Round %(number)d is closed; a referee must reopen it before changing penalties.")
            % {"number": table.round.number}
        )


@transaction.atomic
def penalty_give(
    *,
    table: Table,
    seat_id: int | None,
    points: int | None,
    reason: str,
    note: str = "",
    actor: User | None = None,
) -> Penalty:
    """Give the player in seat ``seat_id`` of ``table`` a penalty of ``points``.

    Refuses (ValidationError, in the user's language) 0 or negative points, a seat that is
    not at this table (a stale form after a seat swap), an unknown reason and a closed
    round. The shares are computed once, here, under the event's option."""
    table = Table.objects.select_for_update().select_related("round__event").get(pk=table.pk)
    event = table.round.event
    _closed_refusal(table)
    errors: dict[str, str] = {}
    if points is None or points < 1:
        errors["points"] = _("A penalty is at least 1 point.")
    elif points > (most := penalty_limit(event.ruleset)):
        errors["points"] = _("A penalty is at most %(max)d points.") % {"max": most}
    seats = list(table.seats.select_related("member").order_by("position"))
    seat = next((s for s in seats if s.pk == seat_id), None)
    if seat is None:
        errors["seat"] = _("Choose a player at this table.")
    if reason not in reason_ids(event.ruleset):
        errors["reason"] = _("Choose a reason from the list.")
    if errors:
        raise ValidationError(errors)
    assert seat is not None and points is not None  # refused above otherwise
    mode = mode_for(event_mode=event.penalty_mode, ruleset=event.ruleset)
    penalty = Penalty(
        table=table,
        seat=seat,
        points=points,
        reason=reason,
        note=note.strip(),
        mode=mode,
        shares=penalty_shares(
            points=points, mode=mode, penalised=seat.wind, winds=[s.wind for s in seats]
        ),
        given_by=_account(actor),
        given_at=timezone.now(),
    )
    penalty.full_clean(exclude=["table", "seat", "given_by"])
    penalty.save()
    audit_record(
        actor=actor,
        action="penalty.give",
        obj=penalty,
        after=model_snapshot(penalty),
        event=event,
        reason=penalty.note,
    )
    return penalty


@transaction.atomic
def penalty_cancel(
    *, penalty_id: int | None, table: Table, reason: str, actor: User | None = None
) -> Penalty:
    """Cancel an active penalty of ``table`` with a reason. A penalty already cancelled (on
    another device) or gone is refused with a message, never a 500."""
    table = Table.objects.select_for_update().select_related("round__event").get(pk=table.pk)
    _closed_refusal(table)
    if penalty_id is None:
        raise ValidationError(_("This penalty no longer exists at this table."))
    penalty = (
        Penalty.objects.select_for_update(of=("self",))
        .select_related("seat__member")
        .filter(pk=penalty_id, table=table)
        .first()
    )
    if penalty is None:
        raise ValidationError(_("This penalty no longer exists at this table."))
    if not penalty.active:
        raise ValidationError(_("This penalty has already been cancelled."))
    reason = reason.strip()
    if not reason:
        raise ValidationError({"cancel_reason": _("Say why the penalty is cancelled.")})
    before = model_snapshot(penalty)
    penalty.cancelled_at = timezone.now()
    penalty.cancelled_by = _account(actor)
    penalty.cancel_reason = reason[:300]
    penalty.full_clean(exclude=["table", "seat", "given_by", "cancelled_by"])
    penalty.save(update_fields=["cancelled_at", "cancelled_by", "cancel_reason"])
    audit_record(
        actor=actor,
        action="penalty.cancel",
        obj=penalty,
        before=before,
        after=model_snapshot(penalty),
        event=table.round.event,
        reason=penalty.cancel_reason,
    )
    return penalty
