"""Confirming a table's result and closing a round.

A table's result counts once its totals sum to zero (always true for hands scored by the
engine; checked again here because it is the invariant the standings rely on) and, when the
club asks for it, a second person has confirmed it. Players have no logins in a real club,
so who confirms is (:func:`table_confirm_refusal`): a referee, the club admin, or a second
scorekeeper of the event, other than the one who entered the last hand. The table page
shows the button only to them and says who can.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Sum
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.audit.actors import actor_account
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.core.permissions import event_access
from tournaments.events.models import Round, RoundStatus
from tournaments.events.services.event_guard import event_check_open
from tournaments.events.services.lifecycle import round_close_transition
from tournaments.play.models import HandResult, Table
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.play.selectors.turns import table_carry
from tournaments.play.services.hand_entry import User, table_lock


def table_total(*, table: Table) -> int:
    """What ``table``'s seats' settlements sum to, with the points lying on the table (the
    sticks a ruleset carries to the next hand, ``Ruleset.carried_points``): zero for a
    table in balance."""
    total = HandResult.objects.filter(hand__table=table).aggregate(t=Sum("settlement"))["t"]
    on_table = event_ruleset(table.round.event).carried_points(table_carry(table))
    return (total or 0) + on_table


def _check_zero(table: Table) -> None:
    total = table_total(table=table)
    if total != 0:
        raise ValidationError(
            _("The totals of table %(number)d sum to %(total)+d, not zero.")
            % {"number": table.number, "total": total}
        )


def table_confirm_refusal(*, table: Table, user: User) -> str | None:
    """Why ``user`` may not confirm ``table``'s result now, or None when they may: a
    referee or the club admin, or a scorekeeper of the event who did not enter the last
    hand. The page asks this before showing the button; the service asks it again."""
    event = table.round.event
    if not event.is_open:
        return _("This event is finished; its results are no longer confirmed.")
    if table.is_confirmed:
        return _("This table's result has already been confirmed.")
    last = table.hands.order_by("-number").values_list("entered_by", flat=True).first()
    if last is None and not table.hands.exists():
        return _("There are no hands to confirm yet.")
    access = event_access(user, event)
    if access.referee:
        return None
    if not access.enter_hands:
        return str(CONFIRM_WHO)
    if last == user.pk:
        return _(
            "You entered the last hand; a second scorekeeper, a referee or the club admin confirms."
        )
    return None


CONFIRM_WHO = gettext_lazy(
    "A referee, the club admin or a second scorekeeper (not the one who entered the last "
    "hand) confirms this table's result."
)


@transaction.atomic
def table_confirm(*, table: Table, user: User) -> Table:
    """``user`` confirms the result of ``table`` (see :func:`table_confirm_refusal`)."""
    table = table_lock(table)
    event = table.round.event
    event_check_open(event=event)
    refusal = table_confirm_refusal(table=table, user=user)
    if refusal is not None:
        raise ValidationError(refusal)
    _check_zero(table)
    before = model_snapshot(table)
    table.confirmed_by = actor_account(user)
    table.confirmed_at = timezone.now()
    table.full_clean()
    table.save(update_fields=["confirmed_by", "confirmed_at"])
    audit_record(
        actor=user,
        action="table.confirm",
        obj=table,
        before=before,
        after=model_snapshot(table),
        event=event,
    )
    return table


@transaction.atomic
def round_close(*, round_: Round, actor: User | None, require_confirmation: bool = False) -> Round:
    """Close ``round_`` once every table's totals sum to zero (and, if asked, every table
    with hands is confirmed). Closing the event's last round finishes the event
    (``events.services.lifecycle``)."""
    round_ = Round.objects.select_for_update().select_related("event").get(pk=round_.pk)
    event_check_open(event=round_.event)
    if round_.status == RoundStatus.CLOSED:
        raise ValidationError(_("This round is already closed."))
    for table in round_.tables.all():
        _check_zero(table)
        if require_confirmation and not table.is_confirmed and table.hands.exists():
            raise ValidationError(
                _("Table %(number)d has not been confirmed yet.") % {"number": table.number}
            )
    return round_close_transition(round_=round_, actor=actor).round
