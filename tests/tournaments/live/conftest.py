"""The brokers under test: in memory always, Redis where a server answers (``REDIS_URL``
or a local one on the default port; CI starts redis-server)."""

from __future__ import annotations

import os
import uuid

import pytest

from tournaments.live import broker as live_broker
from tournaments.live.broker import MemoryBroker, RedisBroker


def redis_url() -> str | None:
    url = os.environ.get("LIVE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
    try:
        import redis

        redis.Redis.from_url(url, socket_timeout=0.5).ping()
    except Exception:
        return None
    return url


@pytest.fixture(params=["memory", "redis"])
def any_broker(request):
    """Each test once per broker, made the process's broker for its duration."""
    if request.param == "memory":
        made: live_broker.Broker = MemoryBroker()
    else:
        url = redis_url()
        if url is None:
            pytest.skip("no Redis server answers")
        made = RedisBroker(url, prefix=f"test-live:{uuid.uuid4().hex}")  # apart from others
    previous = list(live_broker._BROKER)
    live_broker._BROKER[:] = [made]
    yield made
    live_broker._BROKER[:] = previous


@pytest.fixture
def memory_broker():
    previous = list(live_broker._BROKER)
    made = live_broker._BROKER[:] = [MemoryBroker()]
    yield made[0]
    live_broker._BROKER[:] = previous
