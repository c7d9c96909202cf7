"""A season's calendar: the dates of its club evenings, generated once."""

import datetime

import pytest
from django.core.exceptions import ValidationError

from tests.factories import ClubFactory
from tournaments.clubs.services.seasons import season_create
from tournaments.events.models import Event, EventKind
from tournaments.events.services.calendar import season_evening_dates, season_generate_evenings

pytestmark = pytest.mark.django_db


# -- season calendar ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("year", "weekday", "skip", "count", "first", "last"),
    [
        (2026, 1, [], 52, datetime.date(2026, 1, 6), datetime.date(2026, 12, 29)),
        (2026, 1, [7, 8], 44, datetime.date(2026, 1, 6), datetime.date(2026, 12, 29)),
        (2026, 3, [1, 12], 43, datetime.date(2026, 2, 5), datetime.date(2026, 11, 26)),
        (2024, 0, [], 53, datetime.date(2024, 1, 1), datetime.date(2024, 12, 30)),
    ],
)
def test_season_evening_dates(year, weekday, skip, count, first, last):
    dates = season_evening_dates(year=year, weekday=weekday, skip_months=skip)
    assert len(dates) == count
    assert (dates[0], dates[-1]) == (first, last)
    assert all(d.weekday() == weekday and d.month not in skip for d in dates)


@pytest.mark.parametrize(("weekday", "skip"), [(7, []), (-1, []), (1, [13]), (1, [0])])
def test_season_evening_dates_refuses_nonsense(weekday, skip):
    with pytest.raises(ValueError):
        season_evening_dates(year=2026, weekday=weekday, skip_months=skip)


def test_season_generate_evenings_skips_months_and_is_repeatable():
    club = ClubFactory(default_ruleset_options={"limit": 1000})
    season = season_create(club=club, year=2026)
    kwargs = dict(
        season=season,
        weekday=1,
        start_time=datetime.time(19, 30),
        end_time=datetime.time(23, 0),
        skip_months=[7, 8],
        venue="Buurthuis",
    )
    created = season_generate_evenings(**kwargs)
    assert len(created) == 44
    evenings = Event.objects.filter(season=season)
    assert evenings.count() == 44
    assert not evenings.filter(date__month__in=[7, 8]).exists()
    assert {e.kind for e in evenings} == {EventKind.CLUB_EVENING}
    assert all(e.ruleset_options == {"limit": 1000} for e in evenings)
    assert season_generate_evenings(**kwargs) == []  # a second run adds nothing
    assert Event.objects.filter(season=season).count() == 44


@pytest.mark.parametrize(
    ("start", "count", "first"),
    [
        (None, 44, datetime.date(2026, 1, 6)),
        (datetime.date(2026, 11, 3), 9, datetime.date(2026, 11, 3)),  # a Tuesday: from it
        (datetime.date(2026, 11, 4), 8, datetime.date(2026, 11, 10)),
        (datetime.date(2027, 1, 1), 0, None),
    ],
)
def test_season_generate_evenings_from_a_start(start, count, first):
    """A calendar begun mid-season (the demo's, four weeks back) has no earlier evenings."""
    season = season_create(club=ClubFactory(), year=2026)
    created = season_generate_evenings(
        season=season,
        weekday=1,
        start_time=datetime.time(19, 30),
        end_time=datetime.time(23, 0),
        skip_months=[7, 8],
        start=start,
    )
    assert len(created) == count
    assert min((e.date for e in created), default=None) == first


def test_season_is_unique_per_club_and_year():
    club = ClubFactory()
    season_create(club=club, year=2026)
    with pytest.raises(ValidationError):
        season_create(club=club, year=2026)
