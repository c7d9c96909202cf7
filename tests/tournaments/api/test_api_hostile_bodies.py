"""Bodies a holder of an entry key may send that the API refuses with a message, never a
500: nested deeper than the parser allows (it was a ``RecursionError``), larger than the
limit, not JSON; and no refusal repeats a large body back."""

from __future__ import annotations

import pytest

from tests.tournaments.api.conftest import ApiWorld, key, next_hand
from tournaments.api.parsers import MAX_BODY_BYTES, MAX_DEPTH
from tournaments.play.models import Hand

pytestmark = pytest.mark.django_db

LONG = "x" * 50_000

BODIES = {
    "nested 100,000 deep": ("[" * 100_000 + "]" * 100_000, 400, "nested more than"),
    "nested in a hand": ('{"players": ' + "[" * 5_000 + "]" * 5_000 + "}", 400, "nested"),
    "just too deep": ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), 400, "nested"),
    "too large": ('{"note": "' + "y" * MAX_BODY_BYTES + '"}', 413, "larger than"),
    "not json": ("{'players': ", 400, "not valid JSON"),
    "not utf-8": (b"\xff\xfe{}", 400, "not valid JSON"),
    "a huge number": ("1" + "0" * 10_000, 400, "not valid JSON"),
    "a long key": ('{"' + LONG + '": 1}', 400, ""),
    "a long value": ('{"result": {"kind": "' + LONG + '"}}', 400, ""),
}


@pytest.mark.parametrize("name", BODIES)
def test_a_hostile_body_is_a_message_without_the_body(private_world: ApiWorld, name: str, settings):
    settings.LANGUAGE_CODE = "en"
    body, status, words = BODIES[name]
    client = private_world.key_client("scorekeeper", "hands")
    url = f"/api/v1/tables/{private_world.table.pk}/hands/"
    before = Hand.objects.count()
    response = client.post(url, body, content_type="application/json", HTTP_IDEMPOTENCY_KEY=key())
    assert response.status_code == status, response.content[:300]
    detail = response.json()["detail"]
    assert words in detail
    assert len(response.content) < 5_000, "a refusal never echoes the body"
    assert Hand.objects.count() == before


def test_a_plain_hand_still_saves(private_world: ApiWorld):
    client = private_world.key_client("scorekeeper", "hands")
    url = f"/api/v1/tables/{private_world.table.pk}/hands/"
    response = client.post(url, next_hand(private_world), format="json", HTTP_IDEMPOTENCY_KEY=key())
    assert response.status_code == 201
