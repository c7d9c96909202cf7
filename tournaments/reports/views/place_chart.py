"""The standings page's chart: each player's place after each round (``place_history``).

A phone cannot tell twenty lines apart: the chart draws the top ``PLACE_CHART_TOP`` and
the player the viewer picks (``?player=<member id>``, a link in the chart's form).
"""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from tournaments.core.integers import int_or_none
from tournaments.reports.line_charts import ChartPoint, ChartSeries, line_chart_svg
from tournaments.reports.place_history import followed_keys, places_after_rounds
from tournaments.reports.selectors.results import EventReport

PLACE_CHART_TOP = 6


def followed_member(request: HttpRequest) -> int | None:
    """The member id of ``?player=``; None when absent or not a whole number."""
    return int_or_none(request.GET.get("player"), minimum=1)


def place_chart(report: EventReport, *, follow: int | None) -> SafeString:
    """The chart ("" before the second played round: one point is no line)."""
    rounds, places, players = places_after_rounds(
        report.tables, report.chain, unplayed_last=report.event.club.rank_unplayed_last
    )
    if len(rounds) < 2:
        return SafeString("")
    order = [row.player.key for row in report.rows if row.player.key in places]
    keys = followed_keys(order, top=PLACE_CHART_TOP, follow=[f"m{follow}"] if follow else [])
    series = [
        ChartSeries(
            name=players[key].name,
            points=[
                ChartPoint(
                    x=number,
                    y=place,
                    title=_("Round %(round)s: place %(place)s") % {"round": number, "place": place},
                )
                for number, place in places[key]
            ],
        )
        for key in keys
    ]
    return line_chart_svg(series, title=_("Place after each round"), places=True)
