"""The statistics pages: a player's statistics on their page (all time, a season, an event;
all rulesets or one; against a chosen opponent) and a club's statistics page (all time or
a season). Reads through ``reports.selectors.member_parts`` (the finished events' part kept),
``statistics`` (a head-to-head's hands) and ``club_statistics`` (kept while the club plays no
event: ``kept.club_statistics_kept``)."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from scoring.element_texts import rule_book_language, rule_book_term
from scoring.engine.registry import get_ruleset
from tournaments.clubs.models import Club, Member
from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.choices import ruleset_label
from tournaments.core.integers import int_or_none
from tournaments.core.permissions import can_view_club
from tournaments.events.selectors.events import club_season_years
from tournaments.reports.bar_charts import Bar, bar_chart_svg
from tournaments.reports.best_hands import element_name, value_unit_label
from tournaments.reports.line_charts import ChartPoint, ChartSeries, line_chart_svg
from tournaments.reports.selectors.club_statistics import CLUB_ELEMENTS
from tournaments.reports.selectors.head_to_head import member_head_to_head
from tournaments.reports.selectors.kept import club_statistics_kept
from tournaments.reports.selectors.member_parts import member_statistics_parts
from tournaments.reports.selectors.member_statistics import MemberScope, member_statistics
from tournaments.reports.selectors.members import member_events
from tournaments.reports.statistics import PlayerStatistics


def percent(part: float) -> str:
    return f"{number_format(part * 100, 1)} %"


def _places_chart(stats: PlayerStatistics) -> str:
    shown = 5 if stats.places[4] else 4
    return bar_chart_svg(
        [
            Bar(
                label=pgettext("place at a table", "%(place)s.") % {"place": place},
                value=count,
                title=_("Place %(place)s: %(count)s×") % {"place": place, "count": count},
            )
            for place, count in enumerate(stats.places[:shown], start=1)
        ],
        title=_("Places at the table"),
    )


def _outcomes_chart(stats: PlayerStatistics) -> str:
    other = stats.hands - stats.wins - stats.deal_ins - stats.draws
    return bar_chart_svg(
        [
            Bar(_("Self-drawn"), stats.self_drawn_wins),
            Bar(_("On a discard"), stats.discard_wins),
            Bar(_("Dealt in"), stats.deal_ins),
            Bar(pgettext("hand result", "Draw"), stats.draws),
            Bar(pgettext("hands", "Other"), other),
        ],
        title=_("How the hands ended"),
    )


def player_statistics_context(
    request: HttpRequest, club: Club, member: Member, years: list[int]
) -> dict[str, Any]:
    """The statistics section of a player's page: the scope chosen in its form
    (``period``: "" all time, a season's year or ``e<event id>``; ``ruleset``; ``vs``, an
    opponent's key), the figures, two charts and the head-to-head; ``years``: the club's
    seasons."""
    events = member_events(member=member)
    rulesets = sorted({e.ruleset for e in events})
    period = request.GET.get("period", "")
    event = next((e for e in events if f"e{e.pk}" == period), None)
    year = int_or_none(period) if event is None else None
    if year not in years:
        year = None
    ruleset = request.GET.get("ruleset", "")
    scope = MemberScope(year=year, event=event, ruleset=ruleset if ruleset in rulesets else "")
    vs = request.GET.get("vs", "")
    duel = None
    if vs:  # the head-to-head needs the hands: all read, the statistics counted from them
        found = member_statistics(member=member, scope=scope)
        stats, opponents = found.statistics, found.opponents
        duel = member_head_to_head(member=member, read=found.read, opponent_key=vs)
    else:  # the finished events' part kept, tonight's counted (member_parts)
        parts = member_statistics_parts(member=member, scope=scope)
        stats, opponents = parts.statistics, list(parts.opponents)
    return {
        "stats": stats,
        "stats_scope": scope,
        "stats_period": period if (event or year) else "",
        "stats_events": events,
        "stats_years": years,
        "stats_rulesets": [(r, ruleset_label(r)) for r in rulesets],
        "stats_opponents": opponents,
        "stats_vs": vs,
        "duel": duel,
        "stats_facts": _facts(stats) if stats else [],
        "stats_winning": [
            {
                "ruleset": ruleset_label(w.ruleset),
                "unit": value_unit_label(w.ruleset),
                "wins": w.wins,
                "average": number_format(w.average_points, 1),
                "biggest": w.biggest_points,
                "average_settlement": number_format(w.average_settlement, 1),
                "biggest_settlement": w.biggest_settlement,
            }
            for w in (stats.winning_hands if stats else ())
        ],
        "stats_elements": [
            {
                "name": element_name(e.element),
                "term": rule_book_term(e.id, str(e.element.get("name") or "")),
                "term_lang": rule_book_language(e.id),
                "count": e.count,
            }
            for e in (stats.most_elements() if stats else ())
        ],
        "places_chart": _places_chart(stats) if stats else "",
        "outcomes_chart": _outcomes_chart(stats) if stats else "",
    }


def _table_facts(stats: PlayerStatistics) -> list[tuple[str, str]]:
    """Declarations and tenpai at draws, named in the words of the ruleset whose hands carry
    them (``RulesetTexts.hand_facts``); nothing for a player without such hands."""
    if not stats.fact_rulesets:
        return []
    texts = get_ruleset(stats.fact_rulesets[0]).texts
    words = texts.hand_facts if texts is not None else {}
    if "ready" not in words or "tenpai" not in words:
        return []
    declared = _("%(count)s · %(wins)s won (%(rate)s)") % {
        "count": stats.declared,
        "wins": stats.declared_wins,
        "rate": percent(stats.declared_win_rate),
    }
    return [(_(words["ready"]), declared), (_(words["tenpai"]), str(stats.tenpai_draws))]


def _facts(stats: PlayerStatistics) -> list[tuple[str, str]]:
    return [
        (_("Hands"), str(stats.hands)),
        (_("Wins"), f"{stats.wins} · {percent(stats.win_rate)}"),
        (_("Self-drawn wins"), str(stats.self_drawn_wins)),
        (_("Wins on a discard"), str(stats.discard_wins)),
        (_("Dealt in"), f"{stats.deal_ins} · {percent(stats.deal_in_rate)}"),
        (pgettext("hand results", "Draws"), str(stats.draws)),
        *_table_facts(stats),
        (_("Limit hands"), str(stats.limit_hands)),
        (pgettext("tables played", "Games"), str(stats.games)),
        (_("Table points per game"), number_format(float(stats.table_points_per_game), 2)),
        (
            _("Penalties"),
            f"{stats.penalties} · {stats.penalty_points:+d}" if stats.penalties else "0",
        ),
    ]


def club_statistics_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A club's statistics: all time, or a season (``?year=``)."""
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    years = club_season_years(club=club)
    year = int_or_none(request.GET.get("year"))
    if request.GET.get("year") and year not in years:
        raise Http404(_("There is no such season."))
    stats = club_statistics_kept(club=club, year=year)
    days = stats.events
    chart = line_chart_svg(
        [
            ChartSeries(
                name=_("Players"),
                points=[
                    ChartPoint(d.event.date, d.players, f"{d.event.name}: {d.players}")
                    for d in days
                ],
            ),
            ChartSeries(
                name=_("Hands"),
                points=[
                    ChartPoint(d.event.date, d.hands, f"{d.event.name}: {d.hands}") for d in days
                ],
            ),
        ],
        title=_("Players and hands per event"),
    )
    return render(
        request,
        "reports/club_statistics.html",
        {
            "club": club,
            "years": years,
            "year": year,
            "stats": stats,
            "chart": chart,
            "elements": [
                (ruleset_label(r), element_name(e.element), e.count)
                for r, e in stats.elements[:CLUB_ELEMENTS]
            ],
            "limit_hands": [(h, element_name(h.element)) for h in stats.limit_hands],
        },
    )
