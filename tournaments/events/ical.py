"""An event calendar in iCalendar format (RFC 5545), made with ``icalendar`` (issue 40).

One VEVENT per event: a stable UID (``event-<pk>@<host>``), local times with the club's
time zone (``settings.TIME_ZONE``, its VTIMEZONE included) or a whole day when the event
has no start time, the name as shown in the reader's language, the venue and a link back.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable
from zoneinfo import ZoneInfo

from django.conf import settings
from django.utils import timezone
from icalendar import Calendar
from icalendar import Event as VEvent

from tournaments.events.models import Event

PRODID = "-//clubsite//calendar feed//EN"


def event_times(event: Event) -> tuple[datetime.date, datetime.date]:
    """DTSTART and DTEND: local date-times in the club's time zone, or the whole day (end
    exclusive) without a start time. Without an end time the event lasts its rounds; an
    end before the start is past midnight."""
    if event.start_time is None:
        return event.date, event.date + datetime.timedelta(days=1)
    zone = ZoneInfo(settings.TIME_ZONE)
    start = datetime.datetime.combine(event.date, event.start_time, tzinfo=zone)
    if event.end_time is None:
        return start, start + datetime.timedelta(minutes=event.round_count * event.round_minutes)
    end = datetime.datetime.combine(event.date, event.end_time, tzinfo=zone)
    if end <= start:
        end += datetime.timedelta(days=1)
    return start, end


def event_uid(event: Event, host: str) -> str:
    """The event's UID: the same in every fetch, so a calendar app updates, not duplicates."""
    return f"event-{event.pk}@{host.split(':')[0]}"


def calendar_build(
    *, name: str, events: Iterable[Event], host: str, link: Callable[[Event], str]
) -> bytes:
    """The calendar ``name`` with ``events``; ``link(event)`` is the event page's absolute
    URL (``request.build_absolute_uri``)."""
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("x-wr-calname", name)
    calendar.add("x-wr-timezone", settings.TIME_ZONE)
    stamp = timezone.now().astimezone(datetime.UTC).replace(microsecond=0)
    for event in events:
        start, end = event_times(event)
        url = link(event)
        vevent = VEvent()
        vevent.add("uid", event_uid(event, host))
        vevent.add("dtstamp", stamp)
        vevent.add("dtstart", start)
        vevent.add("dtend", end)
        vevent.add("summary", str(event.name))
        if event.venue:
            vevent.add("location", event.venue)
        vevent.add("url", url)
        vevent.add("description", url)
        calendar.add_component(vevent)
    calendar.add_missing_timezones()
    body: bytes = calendar.to_ical()
    return body
