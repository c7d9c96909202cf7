"""Publish, deliver and replay, in memory and through Redis (the same cases for both)."""

from __future__ import annotations

import asyncio

import pytest

from tests.tournaments.live.loops import run_async
from tournaments.live import broker as live_broker
from tournaments.live.broker import BACKLOG, MemoryBroker


def run(coroutine_function):
    return run_async(coroutine_function)


def replay_of(broker, topics, after):
    return run_async(broker.replay, topics, after)


def test_a_subscriber_gets_its_topics_in_order_and_no_other(any_broker):
    async def scenario():
        subscription = await any_broker.subscribe(["event-1", "table-7"])
        published = any_broker.publish(["event-1", "event-2", "table-7"])
        got = [await subscription.get(2), await subscription.get(2), await subscription.get(0.2)]
        await any_broker.unsubscribe(subscription)
        return published, got

    published, got = run(scenario)
    assert [m.topic for m in published] == ["event-1", "event-2", "table-7"]
    assert published[0].id < published[1].id < published[2].id  # one sequence for all
    assert got == [published[0], published[2], None]


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        ("first", ["event-1:2", "table-7:3"]),  # what came after the first
        ("last", []),  # nothing missed
        ("second", ["table-7:3"]),
    ],
)
def test_replay_gives_what_came_after_the_last_id(any_broker, after, expected):
    first, second, third = any_broker.publish(["event-1", "event-1", "table-7"])
    any_broker.publish(["event-9"])  # another page's topic
    names = {first.id: "1", second.id: "2", third.id: "3"}
    since = {"first": first.id, "second": second.id, "last": third.id}[after]

    replay = replay_of(any_broker, ["event-1", "table-7"], since)

    assert replay.complete
    assert [f"{m.topic}:{names[m.id]}" for m in replay.messages] == expected


def test_replay_says_so_when_the_backlog_no_longer_reaches_back(any_broker):
    # other topics in between: one topic's ids are not consecutive
    ids = [any_broker.publish(["event-1", "event-2"])[0].id for _ in range(BACKLOG + 2)]
    dropped, oldest_kept = ids[1], ids[2]

    assert not replay_of(any_broker, ["event-1"], ids[0]).complete
    assert not replay_of(any_broker, ["event-1"], dropped - 1).complete
    kept = replay_of(any_broker, ["event-1"], dropped)  # missed only what is still kept
    assert kept.complete
    assert kept.messages[0].id == oldest_kept
    assert replay_of(any_broker, ["event-1"], oldest_kept).complete


def test_a_restarted_process_without_redis_asks_for_a_full_refresh():
    before = MemoryBroker().publish(["event-1"])[0]
    restarted = MemoryBroker()  # its backlog is empty: it cannot tell what was missed

    replay = replay_of(restarted, ["event-1"], before.id)

    assert not replay.complete
    assert restarted.publish(["event-1"])[0].id > before.id  # ids still grow


def test_a_message_from_another_thread_wakes_the_stream(any_broker):
    async def scenario():
        subscription = await any_broker.subscribe(["event-1"])
        loop = asyncio.get_running_loop()
        published = await loop.run_in_executor(None, any_broker.publish, ["event-1"])
        got = await subscription.get(2)
        await any_broker.unsubscribe(subscription)
        return published[0], got

    published, got = run(scenario)
    assert got == published


def test_the_process_broker_follows_redis_url(settings):
    previous = list(live_broker._BROKER)
    try:
        settings.REDIS_URL = ""
        assert isinstance(live_broker.broker_reset(), MemoryBroker)
        settings.REDIS_URL = "redis://127.0.0.1:1/0"
        assert isinstance(live_broker.broker_reset(), live_broker.RedisBroker)
        assert live_broker.broker().publish(["event-1"]) == []  # Redis away: no error
    finally:
        live_broker._BROKER[:] = previous
