"""The live pages' transport (docs/live.md): a message per changed topic, numbered, kept a
while for a reconnect, handed to every open stream of every app server.

A message is ``Message(id, topic, at)``: ``id`` grows with every message of the site (one
sequence for all topics, so a stream of several topics has one ``Last-Event-ID``), ``at``
the publishing time (the benchmark's commit-to-arrival). Each topic keeps its last
``BACKLOG`` messages: a stream that comes back with ``Last-Event-ID`` gets what it missed.
When the backlog cannot tell (the id is older than what it keeps, or from before a
restart of a server without Redis), the stream is told to fetch everything again.

Two brokers, one interface:

- ``MemoryBroker`` (no ``REDIS_URL``: one machine, one process): a dict of deques and the
  waiting streams' queues, woken on their event loop from the thread that committed.
- ``RedisBroker`` (``REDIS_URL``: several app servers and workers): one Lua call numbers
  the message (``INCR``), appends it to the topic's list (trimmed, with an expiry) and
  ``PUBLISH``es it; each process holds one subscription (``redis.asyncio``) and hands
  each message to its own waiting streams. A stream that subscribes replays the list
  after subscribing, so nothing falls between the two (a message seen twice is dropped
  by its id).
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings

logger = logging.getLogger(__name__)

BACKLOG = 200  # messages kept per topic for a reconnect
BACKLOG_SECONDS = 24 * 3600  # Redis: a topic's list lives a day after its last message
PREFIX = "clubsite:live"


@dataclass(frozen=True)
class Message:
    id: int
    topic: str
    at: float  # when it was published (time.time())

    def encode(self) -> str:
        return json.dumps({"id": self.id, "topic": self.topic, "at": self.at})

    @classmethod
    def decode(cls, raw: str | bytes) -> Message:
        data = json.loads(raw)
        return cls(id=int(data["id"]), topic=str(data["topic"]), at=float(data["at"]))


@dataclass(frozen=True)
class Replay:
    """What a stream that came back missed: the messages, or ``complete=False`` when the
    backlog no longer reaches back to its last id (the page fetches everything again)."""

    messages: list[Message]
    complete: bool


class Subscription:
    """One stream's inbox: the broker puts messages in, the stream awaits them."""

    def __init__(self, topics: Iterable[str]) -> None:
        self.topics = frozenset(topics)
        self.loop = asyncio.get_running_loop()
        self.queue: asyncio.Queue[Message] = asyncio.Queue()

    def deliver(self, message: Message) -> None:
        """From any thread."""
        if message.topic in self.topics:
            self.loop.call_soon_threadsafe(self.queue.put_nowait, message)

    async def get(self, timeout: float) -> Message | None:
        try:
            return await asyncio.wait_for(self.queue.get(), timeout)
        except TimeoutError:
            return None


class Broker:
    def publish(self, topics: list[str]) -> list[Message]:
        raise NotImplementedError

    async def subscribe(self, topics: Iterable[str]) -> Subscription:
        raise NotImplementedError

    async def unsubscribe(self, subscription: Subscription) -> None:
        raise NotImplementedError

    async def replay(self, topics: Iterable[str], after: int) -> Replay:
        raise NotImplementedError


class MemoryBroker(Broker):
    """One process: ids from the clock in microseconds (still growing after a restart, so
    an id from before it is recognised as older than this process's first)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._last = 0
        self._backlog: dict[str, deque[Message]] = {}
        self._dropped: dict[str, int] = {}  # per topic: the newest id no longer kept
        self._subscriptions: set[Subscription] = set()
        self.first_id = self._next_id()  # nothing before this id is known here

    def _next_id(self) -> int:
        self._last = max(self._last + 1, time.time_ns() // 1000)
        return self._last

    def publish(self, topics: list[str]) -> list[Message]:
        with self._lock:
            now = time.time()
            messages = [Message(self._next_id(), topic, now) for topic in topics]
            for message in messages:
                kept = self._backlog.setdefault(message.topic, deque(maxlen=BACKLOG))
                if len(kept) == BACKLOG:
                    self._dropped[message.topic] = kept[0].id
                kept.append(message)
            subscriptions = list(self._subscriptions)
        for message in messages:
            for subscription in subscriptions:
                subscription.deliver(message)
        return messages

    async def subscribe(self, topics: Iterable[str]) -> Subscription:
        subscription = Subscription(topics)
        with self._lock:
            self._subscriptions.add(subscription)
        return subscription

    async def unsubscribe(self, subscription: Subscription) -> None:
        with self._lock:
            self._subscriptions.discard(subscription)

    async def replay(self, topics: Iterable[str], after: int) -> Replay:
        topics = list(topics)
        with self._lock:
            messages = [m for t in topics for m in self._backlog.get(t, ()) if m.id > after]
            # complete unless the stream's last id is from before this process, or older
            # than a message dropped from a backlog
            complete = after >= self.first_id and all(
                after >= self._dropped.get(topic, 0) for topic in topics
            )
        return Replay(sorted(messages, key=lambda m: m.id), complete)


# KEYS: the sequence, then per topic its list and the newest id dropped from it; ARGV: the
# channel, the backlog, its seconds, the time, then the topics. Numbered, kept and
# published in one step.
_PUBLISH = """
local out = {}
for i = 5, #ARGV do
  local id = redis.call('INCR', KEYS[1])
  local message = cjson.encode({id = id, topic = ARGV[i], at = tonumber(ARGV[4])})
  local key, dropped = KEYS[2 * (i - 4)], KEYS[2 * (i - 4) + 1]
  redis.call('RPUSH', key, message)
  while redis.call('LLEN', key) > tonumber(ARGV[2]) do
    redis.call('SET', dropped, cjson.decode(redis.call('LPOP', key)).id)
  end
  redis.call('EXPIRE', key, tonumber(ARGV[3]))
  redis.call('EXPIRE', dropped, tonumber(ARGV[3]))
  redis.call('PUBLISH', ARGV[1], message)
  table.insert(out, message)
end
return out
"""


class RedisBroker(Broker):
    """Several processes: the sequence, the backlogs and the fan-out in Redis."""

    def __init__(self, url: str, prefix: str = PREFIX) -> None:
        self.url = url
        self.prefix = prefix
        self.channel = f"{prefix}:messages"
        self._sync: Any = None
        self._async: dict[asyncio.AbstractEventLoop, _RedisListener] = {}
        self._guard = threading.Lock()

    def _key(self, topic: str, kind: str = "backlog") -> str:
        return f"{self.prefix}:{kind}:{topic}"

    def _client(self) -> Any:
        if self._sync is None:
            import redis

            self._sync = redis.Redis.from_url(self.url, socket_timeout=2)
        return self._sync

    def publish(self, topics: list[str]) -> list[Message]:
        keys = [f"{self.prefix}:sequence"]
        for topic in topics:
            keys += [self._key(topic), self._key(topic, "dropped")]
        args = [self.channel, BACKLOG, BACKLOG_SECONDS, repr(time.time()), *topics]
        try:
            raw = self._client().eval(_PUBLISH, len(keys), *keys, *args)
        except Exception:  # Redis away: the pages poll until it is back (never a failed save)
            logger.warning("live: Redis is not answering; %s not published", topics)
            return []
        return [Message.decode(item) for item in raw]

    def _listener(self) -> _RedisListener:
        loop = asyncio.get_running_loop()
        with self._guard:
            listener = self._async.get(loop)
            if listener is None:
                listener = self._async[loop] = _RedisListener(self.url, self.channel)
        return listener

    async def subscribe(self, topics: Iterable[str]) -> Subscription:
        listener = self._listener()
        await listener.started()
        subscription = Subscription(topics)
        listener.subscriptions.add(subscription)
        return subscription

    async def unsubscribe(self, subscription: Subscription) -> None:
        self._listener().subscriptions.discard(subscription)

    async def replay(self, topics: Iterable[str], after: int) -> Replay:
        listener = self._listener()
        messages: list[Message] = []
        complete = True
        for topic in topics:
            async with listener.client.pipeline(transaction=True) as pipe:
                pipe.lrange(self._key(topic), 0, -1)
                pipe.get(self._key(topic, "dropped"))
                held, dropped = await pipe.execute()
            complete = complete and after >= int(dropped or 0)
            messages += [m for raw in held if (m := Message.decode(raw)).id > after]
        return Replay(sorted(messages, key=lambda m: m.id), complete)


class _RedisListener:
    """One subscription per process and event loop, handing messages to its streams."""

    def __init__(self, url: str, channel: str) -> None:
        import redis.asyncio

        self.client = redis.asyncio.Redis.from_url(url, socket_timeout=5)  # the replays
        # the subscription waits as long as nothing is published: no read timeout; a dead
        # connection is found by the health check (a PING every 15 s)
        self._listening = redis.asyncio.Redis.from_url(url, health_check_interval=15)
        self.channel = channel
        self.subscriptions: set[Subscription] = set()
        self._ready = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def started(self) -> None:
        if self._task is None or self._task.done():
            self._ready.clear()
            self._task = asyncio.get_running_loop().create_task(self._listen())
        await asyncio.wait_for(self._ready.wait(), 5)

    async def _listen(self) -> None:
        while True:
            try:
                async with self._listening.pubsub() as pubsub:
                    await pubsub.subscribe(self.channel)
                    self._ready.set()
                    async for item in pubsub.listen():
                        if item.get("type") == "message":
                            message = Message.decode(item["data"])
                            for subscription in list(self.subscriptions):
                                subscription.deliver(message)
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis restarted: subscribe again; the backlog fills the gap
                logger.warning("live: the Redis subscription dropped; subscribing again")
                self._ready.clear()
                await asyncio.sleep(1)


_BROKER: list[Broker] = []


def broker() -> Broker:
    """The process's broker: Redis when ``REDIS_URL`` is set, else in memory."""
    if not _BROKER:
        url = getattr(settings, "REDIS_URL", "")
        _BROKER.append(RedisBroker(url) if url else MemoryBroker())
    return _BROKER[0]


def broker_reset(new: Broker | None = None) -> Broker:
    """Tests: start with a new broker (or ``new``)."""
    _BROKER[:] = [
        new or (RedisBroker(settings.REDIS_URL) if settings.REDIS_URL else MemoryBroker())
    ]
    return _BROKER[0]


def publish(topics: list[str]) -> None:
    """The publisher ``core.live`` calls after a commit."""
    broker().publish(topics)
