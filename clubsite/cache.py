"""Django's own Redis cache, kept from taking the site down with it.

Every page reads the cache (a club's language, the public pages' versions, the API's
rate limits), so with the stock backend a Redis that is down or restarting answers every
request with a server error. Here a Redis error is logged (once a minute at most) and the
cache behaves as if it were empty: reads miss, writes are dropped, counters start over.
Pages are then computed as without a cache; nothing the site must keep lives in the cache
(docs/scaling.md: sessions, lockouts, idempotency keys and form tokens are in the database).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from django.core.cache.backends.redis import RedisCache, RedisCacheClient
from redis.exceptions import RedisError

logger = logging.getLogger("clubsite.cache")

#: seconds between two log lines about the same outage
LOG_EVERY = 60.0


class TolerantRedisCacheClient(RedisCacheClient):
    """``RedisCacheClient`` whose calls answer as an empty cache while Redis is away."""

    _last_logged = 0.0

    @staticmethod
    def _log(exc: RedisError) -> None:
        now = time.monotonic()
        if now - TolerantRedisCacheClient._last_logged >= LOG_EVERY:
            TolerantRedisCacheClient._last_logged = now
            logger.warning("Redis unavailable, serving without the cache: %s", exc)

    def _safely[T](self, call: Callable[[], T], fallback: T) -> T:
        try:
            return call()
        except RedisError as exc:
            self._log(exc)
            return fallback

    def get(self, key: Any, default: Any) -> Any:
        return self._safely(partial(super().get, key, default), default)

    def get_many(self, keys: Any) -> dict[Any, Any]:
        return self._safely(partial(super().get_many, keys), {})

    def has_key(self, key: Any) -> bool:
        return self._safely(partial(super().has_key, key), False)

    def add(self, key: Any, value: Any, timeout: Any) -> bool:
        return self._safely(partial(super().add, key, value, timeout), False)

    def set(self, key: Any, value: Any, timeout: Any) -> None:
        self._safely(partial(super().set, key, value, timeout), None)

    def set_many(self, data: Any, timeout: Any) -> None:
        self._safely(partial(super().set_many, data, timeout), None)

    def touch(self, key: Any, timeout: Any) -> bool:
        return self._safely(partial(super().touch, key, timeout), False)

    def delete(self, key: Any) -> bool:
        return self._safely(partial(super().delete, key), False)

    def delete_many(self, keys: Any) -> None:
        self._safely(partial(super().delete_many, keys), None)

    def incr(self, key: Any, delta: int) -> Any:
        # a counter that cannot be read starts over: the caller's "missing key" path
        try:
            return super().incr(key, delta)
        except RedisError as exc:
            self._log(exc)
            raise ValueError(f"Key '{key}' not found.") from exc

    def clear(self) -> bool:
        return self._safely(super().clear, False)


class TolerantRedisCache(RedisCache):
    """``django.core.cache.backends.redis.RedisCache`` on ``TolerantRedisCacheClient``."""

    def __init__(self, server: Any, params: dict[str, Any]) -> None:
        super().__init__(server, params)
        self._class = TolerantRedisCacheClient
