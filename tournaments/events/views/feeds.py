"""Calendar feeds (issue 40): a club's events to subscribe to, one event to add to a
calendar. Served as the pages are: a private club's only to its members."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse

from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.page_cache import cached_public
from tournaments.core.permissions import can_view_club, can_view_event
from tournaments.events.ical import calendar_build
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get
from tournaments.events.selectors.feeds import club_feed_events, event_in_feed


def _body(request: HttpRequest, *, name: str, events: list[Event]) -> bytes:
    return calendar_build(
        name=name,
        events=events,
        host=request.get_host(),
        link=lambda event: request.build_absolute_uri(event.get_absolute_url()),
    )


def _ics(request: HttpRequest, *, body: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


def club_calendar_feed(request: HttpRequest, slug: str) -> HttpResponse:
    """The club's events as an iCalendar feed (``webcal://`` subscribes to it)."""
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    body, _updated = cached_public(  # the club's version changes with each event's
        request,
        kind="club",
        pk=club.pk,
        name=f"feed:{request.build_absolute_uri('/')}",
        compute=lambda: _body(request, name=club.name, events=list(club_feed_events(club=club))),
    )
    return _ics(request, body=body, filename=f"{club.slug}.ics")


def event_calendar_file(request: HttpRequest, slug: str) -> HttpResponse:
    """One event as an iCalendar file: "Add to calendar". A cancelled event has none."""
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    if not event_in_feed(event=event):
        raise Http404
    body = _body(request, name=event.club.name, events=[event])
    return _ics(request, body=body, filename=f"{event.slug}.ics")
