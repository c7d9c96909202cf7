"""The round clock, written: a round's length, a table's extra minutes.

Starting the clock is part of starting the round (``events.services.lifecycle.round_start``).
Only a referee or the club admin changes a round's length or gives a table extra time.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import Event, Round
from tournaments.events.services.event_guard import event_check_open
from tournaments.events.services.lifecycle import User, may_direct
from tournaments.events.services.round_lifecycle import round_tables_announce
from tournaments.play.models import Table
from tournaments.play.services.hand_entry import table_lock


def _refuse_unless_director(actor: User, event: Event) -> None:
    if not may_direct(actor, event):
        raise ValidationError(
            _("Only a referee or the club admin can change the round clock."),
            code="not_allowed",
        )


@transaction.atomic
def round_minutes_set(*, round_: Round, minutes: int | None, actor: User) -> Round:
    """Set ``round_``'s length in minutes (None: the event's length), audited."""
    round_ = Round.objects.select_for_update().select_related("event__club").get(pk=round_.pk)
    _refuse_unless_director(actor, round_.event)
    event_check_open(event=round_.event)
    before = model_snapshot(round_)
    round_.minutes = minutes
    round_.full_clean()
    round_.save(update_fields=["minutes"])
    audit_record(
        actor=actor,
        action="round.minutes",
        obj=round_,
        before=before,
        after=model_snapshot(round_),
        event=round_.event,
    )
    round_tables_announce(round_)  # the tables' clocks
    return round_


@transaction.atomic
def table_extra_minutes_set(*, table: Table, minutes: int, actor: User, reason: str = "") -> Table:
    """Give ``table`` ``minutes`` extra minutes on its round's clock in all (0 takes them
    back; setting a total, not adding, so a form sent twice gives them once), audited."""
    table = table_lock(table)
    _refuse_unless_director(actor, table.round.event)
    event_check_open(event=table.round.event)
    before = model_snapshot(table)
    table.extra_minutes = minutes
    table.full_clean()
    table.save(update_fields=["extra_minutes"])
    audit_record(
        actor=actor,
        action="table.extra_minutes",
        obj=table,
        before=before,
        after=model_snapshot(table),
        event=table.round.event,
        reason=reason[:500],
    )
    return table
