"""Calendar feeds (issue 40): a club's events as iCalendar (``/clubs/<club>/calendar.ics``)
and one event's "add to calendar" file, read back with two parsers."""

import datetime

import pytest
import vobject
from django.conf import settings
from django.urls import reverse
from django.utils import timezone
from icalendar import Calendar

from tests.factories import ClubFactory, EventFactory
from tournaments.events.models import EventStatus

pytestmark = pytest.mark.django_db

TODAY = timezone.localdate()


def _feed(client, club, **headers):
    response = client.get(reverse("club_calendar_feed", kwargs={"slug": club.slug}), **headers)
    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    assert response["Content-Disposition"] == f'inline; filename="{club.slug}.ics"'
    return response.content


def _vevents(body):
    return {str(e["uid"]): e for e in Calendar.from_ical(body).walk("VEVENT")}


@pytest.fixture
def evenings(club):
    """A planned, a running, a finished and a cancelled evening of ``club``, and one too old."""
    made = {}
    for status, days in [
        (EventStatus.PLANNED, 7),
        (EventStatus.IN_PROGRESS, 0),
        (EventStatus.FINISHED, -7),
        (EventStatus.CANCELLED, 14),
        (EventStatus.FINISHED, -400),
    ]:
        made[(status, days)] = EventFactory(
            club=club,
            status=status,
            date=TODAY + datetime.timedelta(days=days),
            start_time=datetime.time(19, 30),
            end_time=datetime.time(23, 0),
            venue="Buurthuis De Linde",
        )
    return made


def test_the_feed_parses_with_icalendar_and_vobject(client, club, evenings):
    body = _feed(client, club)
    calendar = Calendar.from_ical(body)
    assert str(calendar["x-wr-calname"]) == club.name
    assert [str(tz["tzid"]) for tz in calendar.walk("VTIMEZONE")] == [settings.TIME_ZONE]
    parsed = vobject.readOne(body.decode())
    assert len(parsed.vevent_list) == 3
    assert {v.location.value for v in parsed.vevent_list} == {"Buurthuis De Linde"}


@pytest.mark.parametrize(
    ("status", "days", "listed"),
    [
        (EventStatus.PLANNED, 7, True),
        (EventStatus.IN_PROGRESS, 0, True),
        (EventStatus.FINISHED, -7, True),
        (EventStatus.CANCELLED, 14, False),
        (EventStatus.FINISHED, -400, False),
    ],
)
def test_which_events_the_feed_lists(client, club, evenings, status, days, listed):
    event = evenings[(status, days)]
    assert (f"event-{event.pk}@testserver" in _vevents(_feed(client, club))) is listed


def test_uids_are_stable_and_times_local_with_the_zone(client, club, evenings):
    first, second = _vevents(_feed(client, club)), _vevents(_feed(client, club))
    assert set(first) == set(second) and len(first) == 3
    event = evenings[(EventStatus.PLANNED, 7)]
    vevent = first[f"event-{event.pk}@testserver"]
    start, end = vevent.decoded("dtstart"), vevent.decoded("dtend")
    assert (start.date(), start.time(), end.time()) == (
        event.date,
        event.start_time,
        event.end_time,
    )
    assert str(start.tzinfo) == settings.TIME_ZONE
    assert vevent["dtstart"].params["TZID"] == settings.TIME_ZONE
    link = "http://testserver" + event.get_absolute_url()
    assert (str(vevent["url"]), str(vevent["description"])) == (link, link)
    assert str(vevent["location"]) == "Buurthuis De Linde"
    assert vevent.get("dtstamp") is not None
    raw = _feed(client, club).decode()
    assert f"DTSTART;TZID={settings.TIME_ZONE}:" in raw


@pytest.mark.parametrize(
    ("start", "end", "want_start", "want_end"),
    [
        (None, None, "date", 1),  # no start time: the whole day
        (datetime.time(20, 0), datetime.time(1, 0), "datetime", 5 * 60),  # past midnight
        (datetime.time(20, 0), None, "datetime", 2 * 75),  # its rounds' length
    ],
)
def test_event_times(club, start, end, want_start, want_end):
    from tournaments.events.ical import event_times

    event = EventFactory(club=club, date=TODAY, start_time=start, end_time=end, round_minutes=75)
    first, last = event_times(event)
    if want_start == "date":
        assert not isinstance(first, datetime.datetime)
        assert last - first == datetime.timedelta(days=want_end)
    else:
        assert last - first == datetime.timedelta(minutes=want_end)


@pytest.mark.parametrize(
    ("language", "prefix"),
    [("en", "Club evening "), ("nl", "Clubavond "), ("de", "Clubabend ")],
)
def test_a_generated_name_in_the_requested_language(client, club, language, prefix):
    event = EventFactory(club=club, date=TODAY, name="Clubavond", name_generated=True)
    body = _feed(client, club, HTTP_ACCEPT_LANGUAGE=language)
    summary = str(_vevents(body)[f"event-{event.pk}@testserver"]["summary"])
    assert summary.startswith(prefix)


@pytest.mark.parametrize(
    ("who", "status"), [("anonymous", 404), ("outsider", 404), ("member", 200)]
)
@pytest.mark.parametrize("url_name", ["club_calendar_feed", "event_calendar_file"])
def test_a_private_club_feeds_only_its_members(client, make_user, who, status, url_name):
    private = ClubFactory(public_results=False)
    event = EventFactory(club=private, date=TODAY)
    if who != "anonymous":
        client.force_login(make_user(club=private if who == "member" else None))
    slug = private.slug if url_name == "club_calendar_feed" else event.slug
    assert client.get(reverse(url_name, kwargs={"slug": slug})).status_code == status


def test_the_event_file_adds_one_event(client, club, evenings):
    event = evenings[(EventStatus.PLANNED, 7)]
    response = client.get(reverse("event_calendar_file", kwargs={"slug": event.slug}))
    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    assert response["Content-Disposition"] == f'inline; filename="{event.slug}.ics"'
    assert list(_vevents(response.content)) == [f"event-{event.pk}@testserver"]
    assert len(vobject.readOne(response.content.decode()).vevent_list) == 1
    cancelled = evenings[(EventStatus.CANCELLED, 14)]
    url = reverse("event_calendar_file", kwargs={"slug": cancelled.slug})
    assert client.get(url).status_code == 404


def test_the_pages_link_to_the_feeds(client, club, evenings):
    event = evenings[(EventStatus.PLANNED, 7)]
    page = client.get(club.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    feed = reverse("club_calendar_feed", kwargs={"slug": club.slug})
    assert f'href="webcal://testserver{feed}"' in page
    assert f'href="http://testserver{feed}"' in page
    page = client.get(event.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert reverse("event_calendar_file", kwargs={"slug": event.slug}) in page
    assert "Add to calendar" in page
