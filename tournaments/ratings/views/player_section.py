"""The rating section of a player's page (``reports_player``): per family of rulesets the
rating now, its history as a chart, and the events it comes from with place and points.

A section of ``reports.views.player_sections`` (``PLAYER_SECTIONS``, filled by ``ratings``'
feature). The chart takes several named series: another ranking (the EMA's MERS) adds its
own line through ``HISTORY_SERIES`` without this module knowing it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from tournaments.clubs.models import Club, Member
from tournaments.core.features import Hook
from tournaments.ratings.engine import FamilyRatings
from tournaments.ratings.rows import after_each_event
from tournaments.ratings.selectors import ClubRatings, club_ratings
from tournaments.ratings.texts import family_label
from tournaments.reports.line_charts import ChartPoint, ChartSeries, line_chart_svg

#: (member, family) -> more lines for the rating chart (e.g. a ranking's history)
HistorySeries = Callable[[Member, str], list[ChartSeries]]
HISTORY_SERIES: Hook[HistorySeries] = Hook("ratings.history_series")


def rating_series(ratings: ClubRatings, book: FamilyRatings, key: str) -> ChartSeries:
    """The rating after each event the player played in the family, as a chart line."""
    points = []
    for point in after_each_event(book.history.get(key, [])):
        event = ratings.events[point.event_id]
        value = point.rating.display
        title = f"{date_format(point.date, 'SHORT_DATE_FORMAT')} {event.name}: {value}"
        points.append(ChartPoint(x=point.date, y=value, title=title))
    return ChartSeries(name=_("Rating"), points=points)


def rating_section(request: HttpRequest, club: Club, member: Member) -> SafeString | str:
    ratings = club_ratings(club=club)
    key = f"m{member.pk}"
    today = timezone.localdate()
    families = []
    for family, book in sorted(ratings.families.items()):
        rating = book.rating(key, on=today)
        if rating is None:
            continue
        label = family_label(family)
        series = [rating_series(ratings, book, key)]
        for source in HISTORY_SERIES.items():
            series.extend(source(member, family))
        families.append(
            {
                "family": family,
                "label": label,
                "rating": rating,
                "tables": len(book.history[key]),
                "chart": line_chart_svg(
                    series, title=_("Rating history · %(family)s") % {"family": label}
                ),
            }
        )
    return render_to_string(
        "ratings/_player_section.html",
        {"club": club, "families": families, "results": _results(ratings, key)},
        request=request,
    )


def _results(ratings: ClubRatings, key: str) -> list[dict[str, Any]]:
    """The player's events, newest first: place in the standings, table points, score (and
    the family's name when they played in more than one)."""
    results = sorted(
        ratings.results.get(key, []),
        key=lambda r: (ratings.events[r.event_id].date, r.event_id),
        reverse=True,
    )
    several = len({ratings.events[r.event_id].family for r in results}) > 1
    return [
        {
            "event": ratings.events[r.event_id],
            "family": family_label(ratings.events[r.event_id].family) if several else "",
            "result": r,
        }
        for r in results
    ]
