"""A confirmed table whose hands change is no longer confirmed.

Confirmation (``round_close.table_confirm``) vouches for the hands as they were; a hand
entered, corrected or deleted afterwards withdraws it, with an audit entry, and the
table must be confirmed again.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.play.models import Table


def table_unconfirm(*, table: Table, actor: Actor | None, reason: str = "") -> bool:
    """Withdraw ``table``'s confirmation (call inside the transaction that changes its
    hands, with the table row locked). Returns whether it was confirmed."""
    if not table.is_confirmed:
        return False
    before = model_snapshot(table)
    table.confirmed_by = None
    table.confirmed_by_seat = None
    table.confirmed_at = None
    table.save(update_fields=["confirmed_by", "confirmed_by_seat", "confirmed_at"])
    audit_record(
        actor=actor,
        action="table.unconfirm",
        obj=table,
        before=before,
        after=model_snapshot(table),
        event=table.round.event,
        reason=reason or _("A hand changed after the table was confirmed."),
    )
    return True
