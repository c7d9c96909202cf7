"""Issue 19: every hand save carries a key made on the device; a repeat never makes a
second hand.

The key is unique per table (a database constraint); a replay answers with the hand that
was saved (the same JSON body, the same redirect); the same key with other contents is a
409 that saves nothing; keys are accepted only from users who may enter hands at that
table. Two replays at the same moment (threads, each with its own database connection;
SQLite and PostgreSQL variants as in test_races.py) still give one hand.
"""

from __future__ import annotations

import threading
import uuid

import pytest
from django.db import IntegrityError, connection, transaction
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.events.models import RoundStatus
from tournaments.events.services.rounds import round_create
from tournaments.play.models import Hand
from tournaments.play.services.tables import table_seat

JSON = {"HTTP_ACCEPT": "application/json"}


def create_url(table) -> str:
    kw = {"slug": table.round.event.slug, "round_number": table.round.number, "table_number": 1}
    return reverse("play_hand_create", kwargs=kw)


def quick(number: int = 1, key: str | None = None, east: int = 40) -> dict:
    data = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "S", "number": number}
    data |= {"points_E": east, "points_S": 0, "points_W": 10, "points_N": 4}
    if key is not None:
        data["idempotency_key"] = key
    return data


@pytest.mark.parametrize("headers", [{}, JSON], ids=["form", "json"])
def test_a_replayed_save_returns_the_saved_hand(keeper_client, nmb_table, headers):
    key = str(uuid.uuid4())
    first = keeper_client.post(create_url(nmb_table), quick(key=key), **headers)
    again = keeper_client.post(create_url(nmb_table), quick(key=key), **headers)
    assert first.status_code == again.status_code == (200 if headers else 302)
    assert first.content == again.content
    assert first.get("Location") == again.get("Location")
    assert "Idempotent-Replayed" not in first and again.get("Idempotent-Replayed") == "true"
    hand = Hand.objects.get()
    assert hand.idempotency_key == uuid.UUID(key)
    if headers:
        body = first.json()
        assert body["status"] == "saved" and body["hand"]["number"] == 1
        assert body["hand"]["key"] == key
        assert sum(p["settlement"] for p in body["hand"]["players"]) == 0


def test_a_replay_after_later_hands_is_still_the_first_hand(keeper_client, nmb_table):
    key = str(uuid.uuid4())
    keeper_client.post(create_url(nmb_table), quick(key=key), **JSON)
    keeper_client.post(create_url(nmb_table), quick(2, key=str(uuid.uuid4())), **JSON)
    again = keeper_client.post(create_url(nmb_table), quick(key=key), **JSON)
    assert again.status_code == 200 and again.json()["hand"]["number"] == 1
    assert Hand.objects.count() == 2


@pytest.mark.parametrize(
    "change",
    [{"points_E": 48}, {"number": 2}, {"winner": "S", "discarder": "E"}],
    ids=["points", "number", "winner"],
)
def test_the_same_key_with_other_contents_is_refused(keeper_client, nmb_table, change):
    key = str(uuid.uuid4())
    keeper_client.post(create_url(nmb_table), quick(key=key), **JSON)
    response = keeper_client.post(create_url(nmb_table), quick(key=key) | change, **JSON)
    assert response.status_code == 409
    body = response.json()
    assert body["status"] == "conflict" and "andere inhoud" in body["message"]
    assert body["current"]["number"] == 1
    assert Hand.objects.count() == 1
    page = keeper_client.post(create_url(nmb_table), quick(key=key) | change)
    assert page.status_code == 409 and "andere inhoud" in page.content.decode()
    assert Hand.objects.count() == 1


def test_the_key_is_unique_per_table_in_the_database(club, nmb_table, scorekeeper, client):
    other = seat_table(club)
    key = uuid.uuid4()
    client.force_login(scorekeeper)
    for table in (nmb_table, other):  # the same key at another table is another save
        response = client.post(create_url(table), quick(key=str(key)), **JSON)
        assert response.status_code == 200, response.content
    assert Hand.objects.filter(idempotency_key=key).count() == 2
    with pytest.raises(IntegrityError), transaction.atomic():
        Hand.objects.create(
            table=nmb_table, number=2, result_kind="draw", idempotency_key=key, entry={}
        )


@pytest.mark.parametrize(
    "who", ["member without a role", "scorekeeper of another club", "unassigned scorekeeper"]
)
def test_keys_are_accepted_only_from_who_may_enter_hands(
    keeper_client, client, make_user, club, nmb_table, who
):
    key = str(uuid.uuid4())
    assert keeper_client.post(create_url(nmb_table), quick(key=key), **JSON).status_code == 200
    event = nmb_table.round.event
    if who == "member without a role":
        user = make_user(club=club)
    elif who == "scorekeeper of another club":
        user = make_user("scorekeeper", club=ClubFactory(slug="elsewhere"))
    else:
        user = make_user("scorekeeper", club=club)
        event.scorekeepers.add(make_user("scorekeeper", club=club, username="assigned"))
    client.force_login(user)
    for data in (quick(key=key), quick(2, key=str(uuid.uuid4()))):  # a replay, a new key
        response = client.post(create_url(nmb_table), data, **JSON)
        assert response.status_code == 403
        assert b"points" not in response.content and key.encode() not in response.content
    assert Hand.objects.count() == 1
    client.logout()
    response = client.post(create_url(nmb_table), quick(2, key=str(uuid.uuid4())), **JSON)
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert Hand.objects.count() == 1


@pytest.mark.parametrize("headers", [{}, JSON], ids=["form", "json"])
def test_an_unreadable_key_is_refused_in_words(keeper_client, nmb_table, headers):
    response = keeper_client.post(create_url(nmb_table), quick(key="not-a-uuid"), **headers)
    assert response.status_code == 422
    assert "onleesbaar id" in response.content.decode()
    assert not Hand.objects.exists()


def test_a_hand_saved_meanwhile_on_another_device_is_a_conflict_with_both(keeper_client, nmb_table):
    keeper_client.post(create_url(nmb_table), quick(key=str(uuid.uuid4())), **JSON)
    mine = keeper_client.post(create_url(nmb_table), quick(key=str(uuid.uuid4()), east=32), **JSON)
    assert mine.status_code == 409
    body = mine.json()
    assert body["current"]["number"] == 1 and body["next_number"] == 2
    assert [p["name"] for p in body["current"]["players"]] == [
        s.player_name for s in nmb_table.seats.order_by("position")
    ]
    assert Hand.objects.count() == 1


def test_an_invalid_hand_is_a_422_with_the_field(keeper_client, nmb_table):
    data = quick(key=str(uuid.uuid4())) | {"winner": ""}
    response = keeper_client.post(create_url(nmb_table), data, **JSON)
    assert response.status_code == 422
    body = response.json()
    assert body["status"] == "invalid" and "winner" in body["errors"]
    assert not Hand.objects.exists()


def test_saves_without_a_key_still_work(keeper_client, nmb_table):
    """bench/load.py and the older forms post no key: a hand as before, no key stored."""
    assert keeper_client.post(create_url(nmb_table), quick()).status_code == 302
    assert Hand.objects.get().idempotency_key is None


def test_the_table_page_gives_a_form_its_own_key(keeper_client, nmb_table):
    page = keeper_client.get(nmb_table.round.event.get_absolute_url() + "round/1/table/1/")
    text = page.content.decode()
    assert 'name="idempotency_key"' in text and 'id="queue-strings"' in text


# --- two replays at the same moment -----------------------------------------------------------
def _replay_race(make_user) -> tuple[list, list]:
    club = ClubFactory(slug="replay-club", public_results=False)
    keeper = make_user("scorekeeper", club=club, username="replay-keeper")
    players = MemberFactory.create_batch(4, club=club)
    event = EventFactory(club=club, slug="replay-evening", status="in_progress")
    clients = [Client(), Client()]  # one phone's request and its retry, on two connections
    for c in clients:
        c.force_login(keeper)
    wrong, bodies = [], []
    for number in range(1, 4):
        round_ = round_create(event=event, number=number, status=RoundStatus.IN_PROGRESS)
        table = table_seat(round_=round_, number=1, sitters=players)
        data = quick(key=str(uuid.uuid4()))
        barrier = threading.Barrier(2)
        responses: list = [None, None]

        def run(i, table=table, data=data, barrier=barrier, responses=responses):
            from django.db import connection as conn

            try:
                barrier.wait(timeout=10)
                responses[i] = clients[i].post(create_url(table), data, **JSON)
            except Exception as exc:  # a 500 raised through the test client
                responses[i] = exc
            finally:
                conn.close()

        threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        statuses = [getattr(r, "status_code", r) for r in responses]
        if statuses != [200, 200]:
            wrong.append(f"round {number}: {statuses}")
            continue
        bodies.append([r.json() for r in responses])
        if Hand.objects.filter(table=table).count() != 1:
            wrong.append(f"round {number}: {Hand.objects.filter(table=table).count()} hands")
    return wrong, bodies


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif("connection.vendor != 'sqlite'", reason="the SQLite variant")
def test_two_replays_at_once_give_one_hand_on_sqlite(make_user):
    assert connection.vendor == "sqlite"
    wrong, bodies = _replay_race(make_user)
    assert not wrong, "\n".join(wrong)
    assert all(a == b for a, b in bodies)


@pytest.mark.django_db(transaction=True)
@pytest.mark.postgres  # row locks
def test_two_replays_at_once_give_one_hand_on_postgresql(make_user):
    wrong, bodies = _replay_race(make_user)
    assert not wrong, "\n".join(wrong)
    assert all(a == b for a, b in bodies)
