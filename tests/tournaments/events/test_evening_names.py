"""Evenings the calendar names are named in the reader's language, and dates are written in
each language's own format (issue #39)."""

import datetime

import pytest
from django.template import Context, Template
from django.utils import translation

from tests.factories import ClubFactory
from tournaments.clubs.services.seasons import season_create
from tournaments.events.models import Event
from tournaments.events.services.calendar import season_generate_evenings
from tournaments.events.services.events import event_update

pytestmark = pytest.mark.django_db

SATURDAY = datetime.date(2026, 11, 28)


@pytest.mark.parametrize(
    ("language", "name"),
    [
        ("nl", "Clubavond 1 december 2026"),
        ("en", "Club evening 1 December 2026"),
        ("de", "Clubabend 1. Dezember 2026"),
    ],
)
def test_a_calendar_evening_is_named_in_the_readers_language(language, name):
    club = ClubFactory()
    with translation.override("nl"):  # made on a Dutch page
        season_generate_evenings(
            season=season_create(club=club, year=2026),
            weekday=1,
            start_time=datetime.time(19, 30),
            end_time=datetime.time(23, 0),
            skip_months=range(1, 12),
        )
    event = Event.objects.get(club=club, date=datetime.date(2026, 12, 1))
    assert event.name_generated
    with translation.override(language):
        assert event.name == name
        assert str(event).startswith(name)


def test_a_renamed_evening_keeps_its_name_in_every_language():
    club = ClubFactory()
    with translation.override("en"):
        season_generate_evenings(
            season=season_create(club=club, year=2026),
            weekday=1,
            start_time=datetime.time(19, 30),
            end_time=datetime.time(23, 0),
            skip_months=range(1, 12),
        )
    event = Event.objects.filter(club=club).first()
    event_update(event=event, name="Kerstdrive")
    event.refresh_from_db()
    assert not event.name_generated
    for language in ("nl", "en", "de"):
        with translation.override(language):
            assert event.name == "Kerstdrive"


@pytest.mark.parametrize(
    ("language", "style", "text"),
    [
        ("nl", "WEEKDAY_DATE", "zaterdag 28 november 2026"),
        ("en", "WEEKDAY_DATE", "Saturday 28 November 2026"),
        ("de", "WEEKDAY_DATE", "Samstag, 28. November 2026"),
        ("de", "DATE_FORMAT", "28. November 2026"),
        ("de", "DAY_MONTH_DATE", "28. November"),
        ("de", "SHORT_DAY_MONTH_DATE", "28. Nov"),
        ("de", "WEEKDAY_DAY_MONTH_DATE", "Sa, 28. Nov"),
        ("de", "SHORT_MONTH_DATE", "28. Nov 2026"),
        ("de", "DAY_DATE", "28."),
        ("nl", "DAY_MONTH_DATE", "28 november"),
        ("nl", "SHORT_DAY_MONTH_DATE", "28 nov"),  # Dutch months are lower case
        ("nl", "WEEKDAY_DAY_MONTH_DATE", "za 28 nov"),
        ("nl", "SHORT_MONTH_DATE", "28 nov 2026"),
        ("en", "DAY_MONTH_DATE", "28 November"),
        ("en", "DATE_FORMAT", "28 November 2026"),
    ],
)
def test_dates_in_each_languages_format(language, style, text):
    template = Template("{% load dates %}{{ day|ldate:style }}")
    with translation.override(language):
        assert template.render(Context({"day": SATURDAY, "style": style})) == text
