"""Failed log-ins per username and client address, counted in the cache.

After ``LOGIN_FAILURE_LIMIT`` failures (default 5) within ``LOGIN_LOCKOUT_SECONDS``
(default 15 minutes) that username is refused from that address, even with the right
password, until the oldest of those failures is older than the window. A successful
log-in clears the count.

The counter lives in Django's default cache. The default (local memory) is per
process: with several gunicorn workers each keeps its own count, so the effective
limit is workers × limit. A deployment that wants the exact limit points ``CACHES``
at a shared cache (database or Redis) — no code changes.

The address is ``REMOTE_ADDR``: behind a proxy that is the proxy, unless the proxy
rewrites it; ``X-Forwarded-For`` is deliberately not trusted (anyone can send it).
"""

from __future__ import annotations

import hashlib
import math
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest


def limit() -> int:
    return int(getattr(settings, "LOGIN_FAILURE_LIMIT", 5))


def window() -> int:
    return int(getattr(settings, "LOGIN_LOCKOUT_SECONDS", 15 * 60))


def _now() -> float:
    """The clock (a function, so tests can move it)."""
    return time.time()


def client_ip(request: HttpRequest | None) -> str:
    if request is None:
        return ""
    return request.META.get("REMOTE_ADDR", "")


def _key(username: str, ip: str) -> str:
    digest = hashlib.sha256(f"{username.strip().casefold()}\x00{ip}".encode()).hexdigest()
    return f"clubsite:login-failures:{digest}"


def _recent(username: str, ip: str) -> list[float]:
    cutoff = _now() - window()
    return [t for t in cache.get(_key(username, ip), []) if t > cutoff]


def failure_record(*, username: str, ip: str) -> int:
    """Count one failed attempt; returns the failures now within the window."""
    failures = [*_recent(username, ip), _now()][-limit() :]
    cache.set(_key(username, ip), failures, timeout=window())
    return len(failures)


def failures_clear(*, username: str, ip: str) -> None:
    cache.delete(_key(username, ip))


def locked_for(*, username: str, ip: str) -> int:
    """Seconds until ``username`` may try again from ``ip``; 0 when not locked."""
    failures = _recent(username, ip)
    if len(failures) < limit():
        return 0
    return max(1, math.ceil(failures[-limit()] + window() - _now()))
