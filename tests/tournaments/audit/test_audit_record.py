"""The audit trail keeps a write's before and after."""

import pytest

from tests.tournaments.play.test_hand_services import QUICK_WIN
from tournaments.audit.models import AuditEntry
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db


# -- audit -------------------------------------------------------------------------------


def test_audit_record_keeps_before_and_after(seated_table, make_user):
    referee = make_user("referee")
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    before = model_snapshot(hand)
    entry = audit_record(
        actor=referee,
        action="hand.correct",
        obj=hand,
        before=before,
        after={**before, "version": 2},
        event=seated_table.round.event,
        reason="wrong winner",
    )
    stored = AuditEntry.objects.get(pk=entry.pk)
    assert stored.object_type == "tournaments.hand" and stored.object_id == str(hand.pk)
    assert stored.before["version"] == 1 and stored.after["version"] == 2
    assert stored.actor == referee
