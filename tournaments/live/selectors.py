"""Who may follow which topic: no more than the page the topic feeds shows."""

from __future__ import annotations

from collections.abc import Iterable

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

from tournaments.core.live import live_grant_topic, topic_parts
from tournaments.core.permissions import event_access
from tournaments.events.models import Event
from tournaments.play.models import Table

MAX_TOPICS = 8  # a page follows one or two; a stream of more is refused


def topics_allowed(
    *, user: AbstractBaseUser | AnonymousUser, topics: Iterable[str], grants: Iterable[str]
) -> list[str] | None:
    """``topics`` when ``user`` may follow every one (an event's and its tables' as far as
    the event's page may be seen; any topic a grant of the server names), else None. Two queries at most."""
    wanted = list(dict.fromkeys(topics))
    if not wanted or len(wanted) > MAX_TOPICS:
        return None
    granted = {topic for grant in grants if (topic := live_grant_topic(grant))}
    parts = {topic: topic_parts(topic) for topic in wanted if topic not in granted}
    if any(part is None for part in parts.values()):
        return None
    event_ids = {pk for part in parts.values() if part and part[0] == "event" for pk in [part[1]]}
    table_ids = {pk for part in parts.values() if part and part[0] == "table" for pk in [part[1]]}
    tables = {
        table.pk: table.round.event
        for table in Table.objects.filter(pk__in=table_ids).select_related("round__event__club")
    }
    events = {
        event.pk: event for event in Event.objects.filter(pk__in=event_ids).select_related("club")
    }
    for part in parts.values():
        assert part is not None
        kind, pk = part
        event = tables.get(pk) if kind == "table" else events.get(pk)
        if event is None:
            return None
        if not event_access(user, event).view:
            return None
    return wanted
