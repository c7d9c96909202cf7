"""Riichi through the API (issue 52): a hand posted with its riichi facts is scored and
stored like one from the entry form, and the event's hands, standings and statistics read
back; a hand without a yaku is refused with the engine's message."""

from __future__ import annotations

import uuid

import pytest
from rest_framework.test import APIClient

from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.riichi_tournament import riichi_offered, ron_from_tiles  # noqa: F401
from tournaments.play.models import Hand, HandResult

pytestmark = pytest.mark.django_db


def _post(client: APIClient, table, body):
    return client.post(
        f"/api/v1/tables/{table.pk}/hands/",
        body,
        format="json",
        HTTP_IDEMPOTENCY_KEY=str(uuid.uuid4()),
        HTTP_ACCEPT_LANGUAGE="en",
    )


def test_a_riichi_hand_through_the_api(riichi_offered, club, make_user):  # noqa: F811
    table = seat_table(club, ruleset="riichi")
    client = APIClient()
    client.force_authenticate(make_user("scorekeeper", club=club))
    body = ron_from_tiles("S", "N") | {"riichi": {"riichi": ["S"], "dora_indicators": ["k1"]}}
    body.pop("ruleset")
    answer = _post(client, table, body)
    assert answer.status_code == 201, answer.content
    hand = Hand.objects.get(table=table)
    assert hand.hand_entry.extra["riichi"] == {"riichi": ["S"], "dora_indicators": ["k1"]}
    # riichi, pinfu, tanyao, one dora: 4 han 30 fu, a non-dealer mangan
    south = HandResult.objects.get(hand=hand, wind="S")
    assert south.settlement == 8000
    assert {e["id"] for e in south.elements} == {
        "riichi.riichi",
        "riichi.pinfu",
        "riichi.tanyao",
        "riichi.dora",
    }

    event = table.round.event
    hands = client.get(f"/api/v1/tables/{table.pk}/hands/")
    assert hands.status_code == 200 and len(hands.json()["results"]) == 1
    standings = client.get(f"/api/v1/events/{event.slug}/standings/")
    assert standings.status_code == 200
    statistics = client.get(f"/api/v1/events/{event.slug}/statistics/")
    assert statistics.status_code == 200
    assert sorted(row["declared"] for row in statistics.json()) == [0, 0, 0, 1]

    no_yaku = ron_from_tiles("E", "W")
    no_yaku["players"]["E"] = {
        "concealed": [
            "k1",
            "k2",
            "k3",
            "k5",
            "k6",
            "k7",
            "c3",
            "c4",
            "c5",
            "b4",
            "b5",
            "b6",
            "E",
            "E",
        ]
    }
    no_yaku.pop("riichi")
    refused = _post(client, table, no_yaku)
    assert refused.status_code == 400
    assert "no yaku" in refused.content.decode()
    assert Hand.objects.filter(table=table).count() == 1
