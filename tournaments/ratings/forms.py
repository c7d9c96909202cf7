"""The rating list's filter (family, season, date) from the query string: parsing only."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext as _

from tournaments.core.integers import int_or_none


@dataclass(frozen=True, slots=True)
class RatingFilter:
    family: str
    season: int | None
    on: datetime.date
    errors: tuple[str, ...] = ()


def rating_filter(
    *,
    family: str | None,
    season: str | None,
    date: str | None,
    families: Sequence[str],
    seasons: Sequence[int],
    season_end: dict[int, datetime.date],
    today: datetime.date,
) -> RatingFilter:
    """The filter the query asks for; what it cannot use is dropped with a message (never
    an error page): an unknown family becomes the first, an unknown season none, a date
    that is not one today."""
    errors = []
    chosen = family if family and family in families else (families[0] if families else "")
    if family and family not in families:
        errors.append(_("There is no rating for that ruleset; showing the first one."))
    year = int_or_none(season, minimum=1) if season else None
    if season and year not in seasons:
        errors.append(_("There is no such season."))
        year = None
    on = min(today, season_end.get(year, today)) if year else today
    if date:
        try:
            on = datetime.date.fromisoformat(date)
        except ValueError:
            errors.append(_("That is not a date (YYYY-MM-DD); showing today's ratings."))
    return RatingFilter(family=chosen, season=year, on=on, errors=tuple(errors))
