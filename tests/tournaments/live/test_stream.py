"""The stream: who may follow which topic, the messages, Last-Event-ID's replay; and that
a save announces its event and table once it has committed."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Iterator

import pytest
from asgiref.sync import sync_to_async
from django.contrib.auth.models import AnonymousUser
from django.test import AsyncClient

from tests import browser_loop
from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.live.loops import run_async
from tests.tournaments.play.fixtures import seat_table
from tournaments.core.live import event_topic, live_grant, table_topic
from tournaments.live.selectors import topics_allowed
from tournaments.play.services.hand_entry import hand_enter

DRAW = {"result": {"kind": "draw"}}


def stream(client: AsyncClient, query: str, chunks: int, publish=(), **headers):
    """The stream's first ``chunks`` pieces; ``publish``: topics published once it is open."""

    async def scenario():
        response = await client.get(f"/live/stream/?{query}", headers=headers)
        if response.status_code != 200:
            return response, []
        iterator = aiter(response.streaming_content)
        got = [(await anext(iterator)).decode()]  # open: subscribed
        if publish:
            await sync_to_async(_publish)(list(publish))
        for _ in range(chunks - 1):
            got.append((await anext(iterator)).decode())
        await iterator.aclose()
        return response, got

    return run_async(scenario)


def _publish(topics):
    from tournaments.live.broker import broker

    return broker().publish(topics)


def data_of(chunk: str) -> dict:
    return json.loads(next(line[6:] for line in chunk.splitlines() if line.startswith("data: ")))


@pytest.fixture
def world(db, make_user):
    public = seat_table(ClubFactory(public_results=True))
    private_club = ClubFactory(public_results=False)
    private = seat_table(private_club)
    keeper = make_user("scorekeeper", club=private_club)
    member = make_user(None)
    MemberFactory(club=private_club, user=member)
    return {"public": public, "private": private, "keeper": keeper, "member": member}


def _topic(world, which: str) -> str:
    """``"table:private"``: the private table's topic."""
    kind, table_name = which.split(":")
    table = world[table_name]
    event_id = table.round.event_id
    return {"event": event_topic(event_id), "table": table_topic(table.pk)}[kind]


@pytest.mark.parametrize(
    ("who", "which", "allowed"),
    [
        ("anonymous", "event:public", True),  # a public event's topic is public
        ("anonymous", "table:public", True),
        ("anonymous", "event:private", False),  # no more than the page shows
        ("anonymous", "table:private", False),
        ("member", "event:private", True),
        ("keeper", "table:private", True),
    ],
)
def test_who_may_follow_which_topic(world, who, which, allowed):
    user = world.get(who) or AnonymousUser()

    found = topics_allowed(user=user, topics=[_topic(world, which)], grants=[])
    assert (found is not None) is allowed


@pytest.mark.parametrize(
    ("topics", "grant_for", "allowed"),
    [
        (["table:private"], "table:private", True),  # the players' link page's grant
        (["table:private", "event:private"], "table:private", False),  # only what it names
        (["event:private"], "table:private", False),
        (["table:private"], "forged", False),
    ],
)
def test_a_grant_opens_only_its_topic(world, topics, grant_for, allowed):
    names = [_topic(world, t) for t in topics]
    forged = grant_for == "forged"
    grant = live_grant(_topic(world, "table:private" if forged else grant_for))
    grant = grant[:-2] + "xx" if forged else grant

    found = topics_allowed(user=AnonymousUser(), topics=names, grants=[grant])
    assert (found is not None) is allowed


@pytest.mark.parametrize(
    "topics",
    [[], ["event-x"], ["club-1"], ["event-0"], [f"event-{n}" for n in range(1, 11)]],
)
def test_no_stream_of_no_topic_a_wrong_one_or_too_many(world, topics):
    assert topics_allowed(user=AnonymousUser(), topics=topics, grants=[]) is None


@pytest.mark.django_db(transaction=True)
def test_the_stream_sends_each_message_of_its_topics(memory_broker):
    table = seat_table(ClubFactory(public_results=True))
    topic = event_topic(table.round.event_id)

    response, chunks = stream(AsyncClient(), f"topic={topic}", 2, publish=["event-0", topic])

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/event-stream")
    assert response["Cache-Control"] == "no-store"
    assert chunks[0].startswith("retry: ")
    message = data_of(chunks[1])
    assert message["topic"] == topic
    assert f"id: {message['id']}\n" in chunks[1]


@pytest.mark.django_db(transaction=True)
def test_a_reconnect_with_last_event_id_gets_what_it_missed(memory_broker):
    table = seat_table(ClubFactory(public_results=True))
    topics = [event_topic(table.round.event_id), table_topic(table.pk)]
    seen, missed_a, missed_b = memory_broker.publish([topics[0], topics[1], topics[0]])

    query = "&".join(f"topic={t}" for t in topics)
    _, chunks = stream(AsyncClient(), query, 3, **{"Last-Event-ID": str(seen.id)})

    assert [data_of(c)["id"] for c in chunks[1:]] == [missed_a.id, missed_b.id]


@pytest.mark.django_db(transaction=True)
def test_a_reconnect_the_backlog_cannot_cover_is_told_to_refresh(memory_broker):
    table = seat_table(ClubFactory(public_results=True))
    topic = event_topic(table.round.event_id)

    _, chunks = stream(AsyncClient(), f"topic={topic}&last=5", 2)  # before this process

    assert chunks[1].startswith("event: refresh\n")


@pytest.mark.django_db(transaction=True)
def test_a_refused_topic_is_a_403_and_no_stream(memory_broker):
    table = seat_table(ClubFactory(public_results=False))

    response, _ = stream(AsyncClient(), f"topic={event_topic(table.round.event_id)}", 1)

    assert response.status_code == 403


def test_without_the_asgi_server_the_page_is_told_to_poll(world, client):
    response = client.get(f"/live/stream/?topic={event_topic(world['public'].round.event_id)}")

    assert response.status_code == 204  # WSGI: a stream would hold a worker thread


@pytest.fixture(scope="class")
def a_browser_loop() -> Iterator[asyncio.AbstractEventLoop]:
    """A worker's browser started (tests/browser_loop.py): its loop marked as running in
    the main thread, as Playwright's sync API leaves it between its calls."""
    allowed = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # as tests/browser/conftest.py says
    the_worker_s = browser_loop.remembered()  # a real browser's, if this worker has one
    loop = asyncio.new_event_loop()
    browser_loop.remember(loop)
    asyncio._set_running_loop(loop)
    yield loop
    browser_loop.remember(the_worker_s)
    asyncio._set_running_loop(None)
    loop.close()
    if allowed is None:
        del os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"]


@pytest.fixture
def a_row_of_a_fixture(db) -> int:
    """A row a fixture writes: in the test's transaction, as the test's own writes are."""
    from django.contrib.auth.models import Group
    from django.db import connection

    assert connection.in_atomic_block  # the connection pytest-django's ``db`` opened
    return Group.objects.create(name="of the fixture").pk


@pytest.mark.usefixtures("a_browser_loop")
class TestAfterABrowserTestInTheSameWorker:
    """The first test starts the "browser" and leaves its loop marked as running; the next
    test of the worker must be set up, run and torn down as in a worker without a browser
    (tests/conftest.py's ``pytest_runtest_setup``/``teardown``)."""

    browser_test_ran = False

    def test_a_browser_test_runs_with_its_loop_marked(self, a_browser_loop, db):
        assert asyncio.get_running_loop() is a_browser_loop
        type(self).browser_test_ran = True

    def test_the_next_test_runs_on_one_connection_and_reaches_an_async_view(
        self, a_row_of_a_fixture, world, client
    ):
        if not self.browser_test_ran:
            pytest.skip("the test before it ran on another xdist worker")
        from django.contrib.auth.models import Group
        from django.db import connection

        assert connection.in_atomic_block
        assert Group.objects.filter(pk=a_row_of_a_fixture).exists()
        response = client.get(f"/live/stream/?topic={event_topic(world['public'].round.event_id)}")
        assert response.status_code == 204  # WSGI: told to poll


def test_a_saved_hand_announces_its_event_and_table_after_the_commit(
    world, memory_broker, django_capture_on_commit_callbacks
):
    table = world["public"]
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        hand_enter(table=table, entry=DRAW)
    assert memory_broker._backlog == {}  # nothing before the commit

    for callback in callbacks:
        callback()

    assert set(memory_broker._backlog) == {
        event_topic(table.round.event_id),
        table_topic(table.pk),
    }


def test_one_message_per_topic_and_transaction_and_none_after_a_rollback(
    world, memory_broker, django_capture_on_commit_callbacks
):
    from django.db import transaction

    from tournaments.core.live import live_announce

    event_id = world["public"].round.event_id
    with django_capture_on_commit_callbacks(execute=True):
        try:
            with transaction.atomic():
                live_announce(event_id=event_id, topics=["table-1"])
                raise RuntimeError  # rolled back: announced nothing
        except RuntimeError:
            pass
        live_announce(event_id=event_id, table_id=7)
        live_announce(event_id=event_id)  # the audit entry of the same save

    assert {t: len(m) for t, m in memory_broker._backlog.items()} == {
        event_topic(event_id): 1,
        "table-7": 1,
    }
