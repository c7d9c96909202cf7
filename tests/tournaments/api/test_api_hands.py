"""Entering hands through the API (issue 43): once per Idempotency-Key, refused where the
pages refuse, corrections and deletions by version."""

from __future__ import annotations

import threading

import pytest
from django.db import connection
from rest_framework.test import APIClient

from tests.tournaments.api.conftest import ApiWorld, key, next_hand
from tournaments.accounts.models import ApiToken
from tournaments.accounts.services.api_tokens import api_token_create, api_token_revoke
from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.play.models import Hand

pytestmark = pytest.mark.django_db


def _hands_url(w: ApiWorld) -> str:
    return f"/api/v1/tables/{w.table.pk}/hands/"


def _post(client: APIClient, w: ApiWorld, body, save_key: str | None = None):
    extra = {"HTTP_IDEMPOTENCY_KEY": save_key} if save_key is not None else {}
    return client.post(_hands_url(w), body, format="json", **extra)


def test_a_resend_answers_the_first_answer(private_world):
    w = private_world
    client, same = w.client("scorekeeper"), key()
    first = _post(client, w, next_hand(w), same)
    again = _post(client, w, next_hand(w), same)
    assert first.status_code == again.status_code == 201
    assert first.json() == again.json()
    assert "Idempotent-Replayed" not in first.headers
    assert again.headers["Idempotent-Replayed"] == "true"
    assert Hand.objects.filter(table=w.table).count() == 2
    assert AuditEntry.objects.filter(action="hand.create").count() == 2  # the world's + ours


def test_the_same_key_with_another_hand_is_a_conflict(private_world):
    w = private_world
    client, same = w.client("scorekeeper"), key()
    assert _post(client, w, next_hand(w, seed=1), same).status_code == 201
    other = _post(client, w, next_hand(w, seed=2), same)
    assert other.status_code == 409
    assert other.json()["current"]["number"] == 2
    assert Hand.objects.filter(table=w.table).count() == 2


@pytest.mark.parametrize(
    ("save_key", "body", "status"),
    [
        (None, "hand", 400),  # no key
        ("not-a-uuid", "hand", 400),
        ("key", [], 400),  # no hand
        ("key", "two", 400),  # two hands
        ("key", {"result": {"kind": "win", "winner": "X"}}, 400),
        ("key", {"players": {"E": {}, "S": {}, "W": {}}, "result": {"kind": "draw"}}, 400),
        ("key", "string", 400),
    ],
)
def test_bad_requests_are_400_and_save_nothing(private_world, save_key, body, status):
    w = private_world
    if body == "hand":
        body = next_hand(w)
    elif body == "two":
        body = [next_hand(w), next_hand(w, seed=2)]
    response = _post(w.client("admin"), w, body, key() if save_key == "key" else save_key)
    assert response.status_code == status, response.content
    assert response.json()["detail"]
    assert Hand.objects.filter(table=w.table).count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_retry_storm_saves_exactly_once(private_world):
    """Threads post the same hand with the same key at once (bench/load.py --retry-storm's
    idea): one hand is saved, every answer is that hand."""
    w = private_world
    body, same, answers = next_hand(w), key(), []
    barrier = threading.Barrier(6)

    def send() -> None:
        client = w.client("scorekeeper")
        barrier.wait(timeout=30)
        try:
            response = _post(client, w, body, same)
            answers.append((response.status_code, response.json().get("id")))
        finally:
            connection.close()

    threads = [threading.Thread(target=send) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert len(answers) == 6
    assert {status for status, _ in answers} == {201}
    assert len({hand for _, hand in answers}) == 1
    assert Hand.objects.filter(table=w.table).count() == 2


def test_a_read_key_cannot_write_and_a_hands_key_can(private_world):
    w = private_world
    reader = w.key_client("scorekeeper", "read")
    assert reader.get(_hands_url(w)).status_code == 200
    assert _post(reader, w, next_hand(w), key()).status_code == 403
    writer = w.key_client("scorekeeper", "hands")
    assert _post(writer, w, next_hand(w), key()).status_code == 201
    token = ApiToken.objects.get(scope="hands")
    assert token.last_used_at is not None


def test_a_key_acts_in_its_own_club_only(private_world):
    """The admin's key for another club is an outsider's in this one: 404."""
    w = private_world
    from tests.factories import MemberFactory

    MemberFactory(club=w.other_club, user=w.users["admin"])
    elsewhere = w.key_client("admin", "hands", club=w.other_club)
    assert elsewhere.get(f"/api/v1/clubs/{w.club.slug}/").status_code == 404
    assert _post(elsewhere, w, next_hand(w), key()).status_code == 404


def test_a_revoked_or_unknown_key_is_401(private_world):
    w = private_world
    token, secret = api_token_create(user=w.users["admin"], club=w.club, name="old", scope="read")
    api_token_revoke(token=token, actor=w.users["admin"])
    for header in (f"Bearer {secret}", "Bearer cs_nothing", "Token", "Bearer a b"):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=header)
        assert client.get(f"/api/v1/clubs/{w.club.slug}/").status_code == 401, header


@pytest.mark.parametrize("status", [EventStatus.FINISHED, EventStatus.CANCELLED])
def test_a_closed_event_refuses_every_write(private_world, status):
    """The finished walk (tests/tournaments/events/test_finished_means_finished.py) for the
    API: every write, as the club admin and as the scorekeeper, changes nothing."""
    w = private_world
    w.event.status = status
    w.event.save()
    url = f"/api/v1/hands/{w.hand.pk}/"
    correction = {"version": 1, "hand": next_hand(w, seed=3)}
    before = list(Hand.objects.values_list("pk", "version", "number", "entry"))
    for role in ("admin", "scorekeeper"):
        client = w.client(role)
        answers = [
            _post(client, w, next_hand(w), key()).status_code,
            client.put(url, correction, format="json").status_code,
            client.patch(url, correction, format="json").status_code,
            client.delete(url + "?version=1").status_code,
        ]
        assert set(answers) <= {403, 409}, (role, answers)
    assert list(Hand.objects.values_list("pk", "version", "number", "entry")) == before


def test_a_closed_round_refuses_hands(private_world):
    w = private_world
    w.base.round.status = RoundStatus.CLOSED
    w.base.round.save()
    response = _post(w.client("scorekeeper"), w, next_hand(w), key())
    assert response.status_code == 409
    assert Hand.objects.filter(table=w.table).count() == 1


def test_a_hand_for_the_wrong_table_is_refused(private_world, make_user):
    """A three-player hand at a four-player table; a table of another club (404)."""
    w = private_world
    three = {"players": {"E": {}, "S": {}, "W": {}}, "result": {"kind": "draw"}}
    assert _post(w.client("admin"), w, three, key()).status_code == 400
    missing = w.client("admin").post(
        "/api/v1/tables/999999/hands/",
        next_hand(w),
        format="json",
        HTTP_IDEMPOTENCY_KEY=key(),
    )
    assert missing.status_code == 404


def test_a_stale_version_is_a_conflict(private_world):
    w = private_world
    client = w.client("admin")
    url = f"/api/v1/hands/{w.hand.pk}/"
    fixed = client.put(url, {"version": 1, "hand": next_hand(w, seed=3)}, format="json")
    assert fixed.status_code == 200 and fixed.json()["version"] == 2
    stale = client.put(url, {"version": 1, "hand": next_hand(w, seed=4)}, format="json")
    assert stale.status_code == 409
    assert stale.json()["current"]["version"] == 2
    assert client.delete(url + "?version=1").status_code == 409
    assert client.delete(url + "?version=x").status_code == 400
    assert client.delete(url + "?version=2").status_code == 204
    assert not Hand.objects.filter(pk=w.hand.pk).exists()
    assert AuditEntry.objects.filter(action="hand.delete").count() == 1


def test_a_correction_through_the_api_is_audited_once(private_world):
    w = private_world
    client = w.client("admin")
    before = AuditEntry.objects.filter(action="hand.correct").count()
    client.patch(
        f"/api/v1/hands/{w.hand.pk}/",
        {"version": 1, "hand": {"result": {"kind": "draw"}, "quick": None}},
        format="json",
    )
    assert AuditEntry.objects.filter(action="hand.correct").count() == before + 1


@pytest.mark.parametrize(
    ("language", "words"), [("en", "at least 8 are needed"), ("nl", "ten minste 8 nodig")]
)
def test_a_win_under_the_minimum_is_a_400_that_names_it(private_world, language, words):
    """As on the table page: MCR's 2-point "win" is refused in the caller's language, not
    saved as a win settled -30 / +10 x3."""
    w = private_world
    w.event.ruleset = "mcr"
    w.event.save(update_fields=["ruleset"])
    body = {
        "players": {wind: {} for wind in "ESWN"},
        "result": {"kind": "win", "winner": "S", "discarder": "W"},
        "quick": {"points": {"S": 2}},
    }
    before = Hand.objects.filter(table=w.table).count()
    client = w.client("scorekeeper")
    answer = client.post(
        _hands_url(w),
        body,
        format="json",
        HTTP_IDEMPOTENCY_KEY=key(),
        HTTP_ACCEPT_LANGUAGE=language,
    )
    assert answer.status_code == 400
    assert words in str(answer.json())
    assert Hand.objects.filter(table=w.table).count() == before
