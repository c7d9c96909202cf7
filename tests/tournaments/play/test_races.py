"""Issue 21 finding 7: every pair of write endpoints, raced, answers 2xx, 3xx or 409.

Each pair gets a fresh round with one table of two hands; two logged-in devices (a
scorekeeper and a referee) send their POSTs at the same moment from two threads, each
with its own database connection. On SQLite (WAL, ``BEGIN IMMEDIATE``, a busy timeout)
the second writer waits for the first; on PostgreSQL the table row lock serialises them
and a hand deleted under a correction is a conflict, not ``Hand.DoesNotExist``. After
each race the table is whole: hand numbers 1..n, every hand's settlement sums to zero.
"""

from __future__ import annotations

import itertools
import threading

import pytest
from django.db import connection
from django.db.models import Count, Sum
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.test_hand_entry import DRAW, win_by
from tournaments.events.models import RoundStatus
from tournaments.events.services.rounds import round_create
from tournaments.play.models import Hand
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat


def _table_urls(table) -> dict:
    kw = {"slug": table.round.event.slug, "round_number": table.round.number, "table_number": 1}
    return kw


def _post_for(action: str, table, hand: Hand) -> tuple[str, dict]:
    kw = _table_urls(table)
    hand_kw = {**kw, "number": hand.number}
    quick = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "S"}
    quick |= {"points_E": 30, "points_S": 0, "points_W": 10, "points_N": 4}
    if action == "enter":
        return reverse("play_hand_create", kwargs=kw), {**quick, "number": 3}
    if action == "correct":
        data = {**quick, "version": hand.version, "hand_id": hand.pk, "reason": "race"}
        return reverse("play_hand_edit", kwargs=hand_kw), data
    if action == "delete":
        data = {"version": hand.version, "hand_id": hand.pk, "reason": "race"}
        return reverse("play_hand_delete", kwargs=hand_kw), data
    if action == "confirm":
        return reverse("play_table_confirm", kwargs=kw), {}
    if action == "close":
        round_kw = {"slug": kw["slug"], "round_number": kw["round_number"]}
        return reverse("play_round_close", kwargs=round_kw), {}
    raise ValueError(action)


ACTIONS = ("enter", "correct", "delete", "confirm", "close")
PAIRS = list(itertools.combinations_with_replacement(ACTIONS, 2))


def race(clients, posts) -> list:
    barrier = threading.Barrier(len(posts))
    statuses: list = [None] * len(posts)

    def run(i):
        from django.db import connection as conn

        try:
            barrier.wait(timeout=10)
            statuses[i] = clients[i].post(*posts[i]).status_code
        except Exception as exc:  # a 500 raised through the test client
            statuses[i] = exc
        finally:
            conn.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(posts))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    return statuses


def _whole(table) -> list[str]:
    problems = []
    hands = Hand.objects.filter(table=table).order_by("number")
    numbers = list(hands.values_list("number", flat=True))
    if numbers != list(range(1, len(numbers) + 1)):
        problems.append(f"hand numbers {numbers}")
    for hand in hands.annotate(total=Sum("results__settlement"), n=Count("results")):
        if (hand.total, hand.n) != (0, 4):
            problems.append(f"hand {hand.number}: {hand.n} results summing to {hand.total}")
    return problems


def _race_every_pair(make_user):
    club = ClubFactory(slug="race-club", public_results=False)
    keeper = make_user("scorekeeper", club=club, username="race-keeper")
    referee = make_user("referee", club=club, username="race-ref")
    players = MemberFactory.create_batch(4, club=club)
    from tests.factories import EventFactory

    event = EventFactory(club=club, slug="race-evening", status="in_progress")
    clients = [Client(), Client()]
    clients[0].force_login(keeper)
    clients[1].force_login(referee)
    wrong = []
    for number, pair in enumerate(PAIRS, start=1):
        round_ = round_create(event=event, number=number, status=RoundStatus.IN_PROGRESS)
        table = table_seat(round_=round_, number=1, sitters=players)
        hand_enter(table=table, entry=win_by("S"), entered_by=keeper)
        hand = hand_enter(table=table, entry=DRAW, entered_by=keeper)
        posts = [_post_for(action, table, hand) for action in pair]
        statuses = race(clients, posts)
        for action, status in zip(pair, statuses, strict=True):
            if not (isinstance(status, int) and (200 <= status < 400 or status == 409)):
                wrong.append(f"{pair}: {action} gave {status!r}")
        wrong += [f"{pair}: {p}" for p in _whole(table)]
    return wrong


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif("connection.vendor != 'sqlite'", reason="the SQLite variant")
def test_every_pair_of_writes_raced_on_sqlite(make_user):
    assert connection.vendor == "sqlite"
    wrong = _race_every_pair(make_user)
    assert not wrong, "\n".join(wrong)


@pytest.mark.django_db(transaction=True)
@pytest.mark.postgres  # row locks
def test_every_pair_of_writes_raced_on_postgresql(make_user):
    wrong = _race_every_pair(make_user)
    assert not wrong, "\n".join(wrong)


def test_a_hand_deleted_between_reading_it_and_its_results_is_a_conflict(
    keeper_client, nmb_table, monkeypatch
):
    """The correction view reads the hand, then its results: a delete committed in between
    leaves a hand without results, answered as a deleted hand (409), not a bad form."""
    from tournaments.play.models import HandResult
    from tournaments.play.views import hand_corrections

    hand = hand_enter(table=nmb_table, entry=DRAW)
    read = hand_corrections.hand_by_id

    def read_then_deleted(**kwargs):
        found = read(**kwargs)
        HandResult.objects.filter(hand=hand).delete()  # the other device's delete, half seen
        found._prefetched_objects_cache["results"] = HandResult.objects.none()
        return found

    monkeypatch.setattr(hand_corrections, "hand_by_id", read_then_deleted)
    url, data = _post_for("correct", nmb_table, hand)
    assert keeper_client.post(url, data).status_code == 409
