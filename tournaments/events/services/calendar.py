"""A season's calendar: the dates of its club evenings and the events made for them (a
club evening counts in the season of its date's year)."""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction

from tournaments.clubs.models import Club, Season
from tournaments.clubs.services.seasons import season_get_or_create
from tournaments.core.evening_names import evening_name
from tournaments.events.models import Event, EventKind
from tournaments.events.services.events import event_create


def season_evening_dates(
    *, year: int, weekday: int, skip_months: Iterable[int] = ()
) -> list[datetime.date]:
    """Every ``weekday`` (0 = Monday) of ``year``, leaving out ``skip_months`` (1–12)."""
    if not 0 <= weekday <= 6:
        raise ValueError(f"weekday must be 0 (Monday) to 6 (Sunday), not {weekday}")
    skipped = set(skip_months)
    if not skipped <= set(range(1, 13)):
        raise ValueError(f"months are 1 to 12, not {sorted(skipped - set(range(1, 13)))}")
    first = datetime.date(year, 1, 1)
    day = first + datetime.timedelta(days=(weekday - first.weekday()) % 7)
    dates = []
    while day.year == year:
        if day.month not in skipped:
            dates.append(day)
        day += datetime.timedelta(days=7)
    return dates


@transaction.atomic
def season_generate_evenings(
    *,
    season: Season,
    weekday: int,
    start_time: datetime.time,
    end_time: datetime.time,
    skip_months: Iterable[int] = (),
    venue: str = "",
    round_count: int = 2,
    actor: AbstractBaseUser | AnonymousUser | None = None,
    start: datetime.date | None = None,
) -> list[Event]:
    """Create a club evening on every ``weekday`` of the season, except in ``skip_months``
    and (``start``) before the day the calendar starts.

    Dates that already have a club evening of this club are left alone, so the calendar
    can be generated again after adding a month without duplicating evenings.
    """
    club = season.club
    existing = set(
        Event.objects.filter(
            club=club, kind=EventKind.CLUB_EVENING, date__year=season.year
        ).values_list("date", flat=True)
    )
    created = []
    for day in season_evening_dates(year=season.year, weekday=weekday, skip_months=skip_months):
        if day in existing or (start is not None and day < start):
            continue
        created.append(
            event_create(
                club=club,
                season=season,
                kind=EventKind.CLUB_EVENING,
                name=evening_name(day),
                name_generated=True,
                slug=f"{club.slug}-{day:%Y-%m-%d}",
                date=day,
                start_time=start_time,
                end_time=end_time,
                venue=venue,
                round_count=round_count,
                actor=actor,
            )
        )
    return created


@transaction.atomic
def season_event_create(*, club: Club, date: datetime.date, **fields: Any) -> Event:
    """Create an event (``event_create``) in the club's season of its date's year,
    creating that season if needed, so it counts where the club's standings look."""
    season = season_get_or_create(club=club, year=date.year)
    return event_create(club=club, season=season, date=date, **fields)
