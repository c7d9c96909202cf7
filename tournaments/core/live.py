"""What changed, announced to the live pages (docs/live.md): the topics and the hook.

A *topic* names what a live page follows: ``event-<id>`` (anything in the event: a hand, a
correction, a penalty, a round started, a draw, a referee call, a check-in) and
``table-<id>`` (a table's hands, penalties, clock and calls). A write announces its
topics with :func:`live_announce`; once its transaction commits, each publisher the
``live`` feature fills into :data:`LIVE_PUBLISHERS` sends them to the streams (core knows
no feature, so the transport fills a hook of core's). ``page_cache.page_version_bump``,
which every audited write and every hand save call, announces the event's topic, so a
feature writes nothing more to be live.

A page that is open without a login (a players' table link, a personal link) hands its
stream a *grant*: the topic signed by the server (:func:`live_grant`), which the stream
accepts in place of the login's access.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from django.conf import settings
from django.core import signing
from django.db import transaction

from tournaments.core.features import Hook

#: the transport's ``publish(topics)``, filled by ``tournaments/live/feature.py``
LIVE_PUBLISHERS: Hook[Callable[[list[str]], None]] = Hook("live publishers")

TOPIC = re.compile(r"^(event|table)-([1-9][0-9]{0,17})$")
_GRANT_SALT = "clubsite.live.grant"
GRANT_MAX_AGE = 7 * 24 * 3600  # a players' link page left open for an evening, and longer


def event_topic(event_id: int) -> str:
    return f"event-{event_id}"


def table_topic(table_id: int) -> str:
    return f"table-{table_id}"


def topic_parts(topic: str) -> tuple[str, int] | None:
    """``("event", 3)`` for ``"event-3"``; None for anything that is not a topic."""
    match = TOPIC.match(topic)
    return (match[1], int(match[2])) if match else None


def live_grant(topic: str) -> str:
    """The signed permission to follow ``topic`` without a login (a players' page)."""
    return signing.dumps(topic, salt=_GRANT_SALT, compress=False)


def live_grant_topic(grant: str) -> str | None:
    """The topic a grant allows, or None when it is forged or too old."""
    try:
        topic = signing.loads(grant, salt=_GRANT_SALT, max_age=GRANT_MAX_AGE)
    except signing.BadSignature:
        return None
    return topic if isinstance(topic, str) else None


def _publish_now(topics: list[str]) -> None:
    for publish in LIVE_PUBLISHERS.items():
        publish(topics)


def live_announce(
    *,
    event_id: int | None = None,
    table_id: int | None = None,
    topics: Iterable[str] = (),
) -> None:
    """The event's, the table's and ``topics`` change once the current transaction commits
    (at once outside one): the open live pages fetch them again."""
    named = [event_topic(event_id)] if event_id else []
    named += [table_topic(table_id)] if table_id else []
    named += list(topics)
    if not named:
        return
    connection = transaction.get_connection()
    if not connection.in_atomic_block:
        _publish_now(list(dict.fromkeys(named)))
        return
    # one message per topic and transaction (a save is audited and written: one message)
    pending: _Pending | None = getattr(connection, "_live_pending", None)
    if pending is None or not any(f is pending for _, f, _ in connection.run_on_commit):
        pending = _Pending()  # the first in this transaction (or the last was rolled back)
        connection._live_pending = pending
        transaction.on_commit(pending)
    pending.topics.update(dict.fromkeys(named))


class _Pending:
    """The topics a transaction announced, published once it commits."""

    def __init__(self) -> None:
        self.topics: dict[str, None] = {}

    def __call__(self) -> None:
        _publish_now(list(self.topics))


def poll_seconds() -> int:
    """Seconds between a live page's fetches while its stream cannot be used (a proxy that
    buffers it, a server without streams): ``settings.LIVE_POLL_SECONDS``, 10 by default
    (``static/js/live.js`` polls at least that often)."""
    return max(1, int(settings.LIVE_POLL_SECONDS))


def quick_poll_seconds() -> int:
    """The same for what a table waits on (a hand to accept, a referee's call): twice as
    often, 5 s by default."""
    return (poll_seconds() + 1) // 2
