"""Reads for the calendar feeds (issue 40): a club's events a calendar app subscribes to."""

from __future__ import annotations

import datetime

from django.db.models import QuerySet
from django.utils import timezone

from tournaments.clubs.models import Club
from tournaments.events.models import Event, EventStatus

#: How far back a club's feed reaches: a calendar app keeps the older ones itself.
FEED_DAYS_BACK = 366


def club_feed_events(*, club: Club, today: datetime.date | None = None) -> QuerySet[Event]:
    """The club's planned, running and finished events from a year back onwards, oldest
    first; cancelled events are left out (they were not held)."""
    today = today or timezone.localdate()
    since = today - datetime.timedelta(days=FEED_DAYS_BACK)
    return (
        Event.objects.filter(club=club, date__gte=since)
        .exclude(status=EventStatus.CANCELLED)
        .select_related("club")
        .order_by("date", "start_time", "pk")
    )


def event_in_feed(*, event: Event) -> bool:
    """Whether ``event`` goes into a calendar: every event that was not cancelled."""
    return event.status != EventStatus.CANCELLED
