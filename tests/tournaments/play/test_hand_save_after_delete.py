"""Issue 38 finding 3: a save resent with the same idempotency key and the same contents
after a referee deleted that hand brought the hand back as a new one. The key of a
deleted hand is now answered as a replay of the deletion: a 409 (JSON for the device's
queue, the table page with the message for a form), and nothing is saved."""

from __future__ import annotations

import uuid

import pytest

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.test_hand_entry_idempotency import JSON, create_url, quick
from tournaments.audit.models import AuditEntry
from tournaments.play.models import Hand
from tournaments.play.services.corrections import hand_delete

pytestmark = pytest.mark.django_db


def _save_then_delete(client, table, referee, key: str) -> None:
    assert client.post(create_url(table), quick(key=key), **JSON).status_code == 200
    hand = Hand.objects.get(idempotency_key=key)
    hand_delete(hand=hand, version=hand.version, actor=referee, reason="wrong table")
    assert not Hand.objects.exists()


@pytest.mark.parametrize(("headers", "status"), [({}, 409), (JSON, 409)], ids=["form", "json"])
def test_a_resent_save_of_a_deleted_hand_does_not_bring_it_back(
    keeper_client, nmb_table, referee, headers, status
):
    key = str(uuid.uuid4())
    _save_then_delete(keeper_client, nmb_table, referee, key)
    response = keeper_client.post(create_url(nmb_table), quick(key=key), **headers)
    assert response.status_code == status
    assert not Hand.objects.exists()
    text = response.content.decode()
    if headers:
        text = response.json()["message"]
    assert "door een scheidsrechter verwijderd" in text  # the site's language, Dutch


def test_other_keys_still_save_after_a_deletion(keeper_client, nmb_table, referee):
    _save_then_delete(keeper_client, nmb_table, referee, str(uuid.uuid4()))
    response = keeper_client.post(create_url(nmb_table), quick(key=str(uuid.uuid4())), **JSON)
    assert response.status_code == 200
    assert Hand.objects.count() == 1


def test_the_same_key_at_another_table_is_not_the_deleted_hand(keeper_client, nmb_table, referee):
    """The key is unique per table: a deletion at one table answers only that table."""
    key = str(uuid.uuid4())
    _save_then_delete(keeper_client, nmb_table, referee, key)
    entry = AuditEntry.objects.get(action="hand.delete")
    entry.before = {**entry.before, "table_id": nmb_table.pk + 1000}
    entry.save()
    response = keeper_client.post(create_url(nmb_table), quick(key=key), **JSON)
    assert response.status_code == 200
