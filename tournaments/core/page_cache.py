"""The public pages' cache (issue 44): standings, big screen and calendar feeds are
computed once per ``PUBLIC_PAGE_CACHE_SECONDS`` for all anonymous visitors together.

Each cached value is keyed by a *version* of its event or club, kept in the shared cache
(Redis when ``REDIS_URL`` is set). The writes that change what these pages show (a hand
saved, corrected, removed or restored; a penalty; a round; an event's details or status)
call :func:`page_version_bump` once their transaction has committed: the next visitor then
misses the cache and sees the new standings at once, never after the cache time.

A change of the club itself or of its members (audited without an event: a name hidden,
a member renamed or erased) reaches every event page of the club too: such a change also
starts a new *club-wide* version, which the event pages that show the club's members
(``cached_public(..., club_id=...)``) read besides their event's. A hand saved in one
event starts only that event's (and the club's own pages') version: the club's other
events stay cached.

The version is read before the data: a page computed from data read before a commit is
stored under the version that commit replaced, so it is never shown again.

Off (``PUBLIC_PAGE_CACHE_SECONDS=0``) every page is computed per request. The default is
on only with a shared cache (Redis): each process's own memory cache (Django's default)
would not hear another app server's (or gunicorn worker's) bump.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import get_language

from tournaments.core.live import live_announce

PREFIX = "clubsite:page"
#: the version a change of the club or its members starts, read by its event pages too
CLUB_WIDE = "club-wide"


def cache_seconds() -> int:
    return int(getattr(settings, "PUBLIC_PAGE_CACHE_SECONDS", 0))


def _version_key(kind: str, pk: int) -> str:
    return f"{PREFIX}:version:{kind}:{pk}"


def page_version(*, kind: str, pk: int) -> str:
    """The current version of event or club ``pk`` (``kind`` "event" or "club")."""
    key = _version_key(kind, pk)
    version = cache.get(key)
    if version is None:
        version = uuid.uuid4().hex
        if not cache.add(key, version, None):  # another request made one first
            version = cache.get(key) or version
    return str(version)


def _bump_now(event_id: int | None, club_id: int | None) -> None:
    keys = [_version_key("event", event_id)] if event_id else []
    keys += [_version_key("club", club_id)] if club_id else []
    if club_id and not event_id:  # the club's or a member's change: all its event pages
        keys.append(_version_key(CLUB_WIDE, club_id))
    cache.set_many({key: uuid.uuid4().hex for key in keys}, None)


def page_version_bump(
    *, event_id: int | None = None, club_id: int | None = None, table_id: int | None = None
) -> None:
    """Cached pages of the event (and of its club) are outdated once the current
    transaction commits (at once outside a transaction). Without an event (a change of
    the club or of its members) every event page of the club is outdated too. The live
    pages of the event (and of ``table_id``'s table) hear of it then too (``core.live``)."""
    if cache_seconds() > 0:
        transaction.on_commit(lambda: _bump_now(event_id, club_id))
    # after the new version: a live page that fetches at once never gets the cached one
    live_announce(event_id=event_id, table_id=table_id)


def cached_public[T](
    request: HttpRequest,
    *,
    kind: str,
    pk: int,
    name: str,
    compute: Callable[[], T],
    club_id: int | None = None,
) -> tuple[T, Any]:
    """``compute()`` and the time it was computed, for an anonymous visitor taken from the
    cache when the event's or club's version is unchanged; ``club_id``: an event page that
    shows the club's members follows the club's club-wide version too (a member who hides
    their name or is erased disappears at once). A signed-in user (staff, a member) always
    gets a fresh value: their pages may hold what visitors do not see."""
    seconds = cache_seconds()
    if seconds <= 0 or request.user.is_authenticated:
        return compute(), timezone.now()
    version = page_version(kind=kind, pk=pk)
    if club_id is not None:
        version += "." + page_version(kind=CLUB_WIDE, pk=club_id)
    key = f"{PREFIX}:{kind}:{pk}:{name}:{get_language()}:{version}"
    held = cache.get(key)
    if held is not None:
        return held[0], held[1]
    value, now = compute(), timezone.now()
    cache.set(key, (value, now), seconds)
    return value, now
