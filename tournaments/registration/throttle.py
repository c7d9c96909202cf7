"""A limit on anonymous guest registration, so a script cannot flood an event's list
(security issue 54): at most ``REGISTRATION_GUEST_LIMITS`` registration posts per client
address and per event in a window, counted in Django's cache (django-redis in production,
shared by every app server; locmem in tests). A cache outage reads as an empty cache
(``IGNORE_EXCEPTIONS``): the limit is then off rather than the page broken.

The address is the one the log-in lockout counts (``AXES_CLIENT_IP_CALLABLE``: behind
``TRUSTED_PROXY_COUNT`` proxies the address the outermost trusted one saw, never one the
client wrote), read through the setting so the feature imports no ``security`` module."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from django.utils.module_loading import import_string

#: (posts, seconds) per client address and per event; a setting may override them
DEFAULT_LIMITS = {"address": (5, 3600), "event": (60, 3600)}


def _limits() -> dict[str, tuple[int, int]]:
    return {**DEFAULT_LIMITS, **getattr(settings, "REGISTRATION_GUEST_LIMITS", {})}


def client_address(request: HttpRequest) -> str:
    path = getattr(settings, "AXES_CLIENT_IP_CALLABLE", "")
    if path:
        reader: Callable[[HttpRequest], str] = import_string(path)
        return reader(request)
    return str(request.META.get("REMOTE_ADDR", ""))


def _count(key: str, seconds: int) -> int:
    cache.add(key, 0, seconds)
    try:
        value = cache.incr(key)
    except ValueError:  # expired between add and incr: a new window
        cache.set(key, 1, seconds)
        return 1
    return int(value) if value is not None else 0  # None: the cache is out, no limit


def guest_registration_throttled(*, request: HttpRequest, event_id: int) -> bool:
    """Count this guest registration post; True when it is over a limit (the post is then
    refused: nothing is registered)."""
    limits = _limits()
    keys = {
        "address": f"registration:guest:address:{client_address(request)}",
        "event": f"registration:guest:event:{event_id}",
    }
    over = False
    for name, key in keys.items():
        most, seconds = limits[name]
        if _count(key, seconds) > most:
            over = True
    return over
