"""Standings, the big screen, the season table, player pages, trophies and exports.

Views read through ``tournaments.reports.selectors.results``, check ``tournaments.core.permissions``
and hand exporters to the renderers; no ranking or formatting happens here.
"""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django_tables2 import RequestConfig

from tournaments.clubs.models import Club, Member, Season
from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.members import member_get
from tournaments.core.access import deny
from tournaments.core.exports.download import export_download, export_links
from tournaments.core.htmx import HtmxHttpRequest
from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.core.live import event_topic
from tournaments.core.page_cache import cached_public
from tournaments.core.permissions import (
    can_admin_club,
    can_export,
    can_view_club,
    can_view_event,
    is_club_staff,
)
from tournaments.events.selectors.events import (
    club_current_season_year,
    club_season_years,
    event_get,
)
from tournaments.events.selectors.silence import sees_silent
from tournaments.events.services.lifecycle_access import may_direct
from tournaments.play.selectors.acceptance import provisional_players
from tournaments.registration.selectors.registrations import guest_ema_details
from tournaments.reports.exporters import (
    EmaResultsExporter,
    EventHandsExporter,
    EventStandingsExporter,
    MembersExporter,
    MissingEmaNumbers,
    SeasonStandingsExporter,
    substituted_legend,
)
from tournaments.reports.line_charts import ChartPoint, ChartSeries, line_chart_svg
from tournaments.reports.selectors.kept import finished_stamp_held, season_report_kept
from tournaments.reports.selectors.member_record import member_tables, member_year_penalties
from tournaments.reports.selectors.results import (
    event_report,
    season_get,
    season_report,
)
from tournaments.reports.selectors.screen import screen_round, standings_pages
from tournaments.reports.selectors.trophies import trophy_report
from tournaments.reports.sortable import EventStandingsTable, SeasonStandingsTable
from tournaments.reports.stage_export import standings_exporter
from tournaments.reports.views.place_chart import followed_member, place_chart
from tournaments.reports.views.player_sections import player_sections
from tournaments.reports.views.screen_pages import screen_pages
from tournaments.reports.views.screen_reveal import reveal_pace, screen_reveal
from tournaments.reports.views.statistics import player_statistics_context

SCREEN_REFRESH_SECONDS = 30
SCREEN_PAGE_SECONDS = 12


# -- an evening or a tournament ----------------------------------------------------------


def event_standings_view(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    report, updated = cached_public(
        request,
        kind="event",
        pk=event.pk,
        club_id=event.club_id,  # the members' names: a hidden or erased name at once
        name="standings",
        compute=lambda: event_report(event=event, full=sees_silent(request.user, event)),
    )
    provisional = provisional_players(event=event, full=sees_silent(request.user, event))
    table = EventStandingsTable(
        report.rows,
        club_slug=event.club.slug,
        provisional=provisional,
        by_score=report.by_score,
    )
    RequestConfig(request, paginate=False).configure(table)
    follow = followed_member(request)
    return render(
        request,  # a live page fetches the body again (docs/live.md)
        "reports/_event_standings_body.html" if request.htmx else "reports/event_standings.html",
        {
            "event": event,
            "club": event.club,
            "live_topic": event_topic(event.pk),
            "report": report,
            "updated": timezone.localtime(updated),
            "table": table,
            "place_chart": place_chart(report, follow=follow),
            "follow": follow,
            "has_penalties": any(row.penalty for row in report.rows),
            "has_provisional": bool(provisional),
            "substituted_legend": (
                substituted_legend(event) if any(r.substituted for r in report.rows) else ""
            ),
            "can_export": can_export(request.user, event.club),
            "can_direct": may_direct(request.user, event),
            "exports": export_links(
                request,
                EventStandingsExporter,
                "reports_event_export",
                slug=event.slug,
                exporter="standings",
            )
            if can_export(request.user, event.club)
            else [],
        },
    )


def event_screen(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """The standings for a projector: large type, live (docs/live.md; polls without the
    stream, a meta refresh without JavaScript)."""
    event = event_get(slug=slug)
    if not can_view_event(request.user, event):
        return deny(request, event)
    (report, screen), updated = cached_public(
        request,
        kind="event",
        pk=event.pk,
        club_id=event.club_id,  # the members' names: a hidden or erased name at once
        name="screen",
        compute=lambda: (event_report(event=event), screen_round(event=event)),
    )
    # before anybody played, the standings are everyone tied at nothing: not shown
    played = any(row.played for row in report.rows)
    reveal = screen_reveal(event)
    context = {
        "event": event,
        "club": event.club,
        "report": report,
        "standings_pages": standings_pages(report.rows) if played else (),
        "extra_pages": screen_pages(event) if played else [],
        "refresh": SCREEN_REFRESH_SECONDS,
        "updated": timezone.localtime(updated),
        "screen": screen,
        "page_seconds": SCREEN_PAGE_SECONDS,
        # silent rounds: the standings without them, or the reveal at the prize-giving
        "reveal": reveal,
        "reveal_pace": reveal_pace(request),
        "live_topic": event_topic(event.pk),
    }
    template = "reports/_screen_body.html" if request.htmx else "reports/screen.html"
    return render(request, template, context)


def event_export(request: HttpRequest, slug: str, exporter: str, fmt: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event.club)
    lang = request.GET.get("lang") or get_language()
    if exporter == "standings":
        report = event_report(event=event, full=True)  # the club's staff: every round
        return export_download(standings_exporter(report), fmt, lang)
    if exporter == "hands":
        return export_download(EventHandsExporter(event), fmt, lang)
    if exporter == "ema":
        if not can_admin_club(request.user, event.club):
            return deny(request, event.club)
        ema = EmaResultsExporter(event_report(event=event))  # for the public: not silent rounds
        try:
            ema.check()
        except MissingEmaNumbers:
            return ema_missing(request, slug, status=409)
        return export_download(ema, fmt, lang)
    raise Http404


def ema_missing(request: HttpRequest, slug: str, status: int = 200) -> HttpResponse:
    """The players the EMA results file still needs an EMA number of, each with its fix:
    a member's edit page, or (a guest) a member record made here."""
    event = event_get(slug=slug)
    if not can_admin_club(request.user, event.club):
        return deny(request, event)
    try:
        EmaResultsExporter(event_report(event=event)).check()
        players = []
    except MissingEmaNumbers as exc:
        players = exc.players
    given = guest_ema_details(event=event)  # what a guest gave when registering
    rows = [(p, *given.get(p.name, ("", ""))) for p in players]
    context = {"event": event, "club": event.club, "players": players, "rows": rows}
    return render(request, "reports/ema_missing.html", context, status=status)


# -- a season ----------------------------------------------------------------------------


def _season_or_404(club: Club, year: int) -> Season:
    return season_get(club=club, year=year)


def club_standings(request: HttpRequest, slug: str) -> HttpResponse:
    """The club's current season table (the latest season with a played evening)."""
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    year = club_current_season_year(club=club)
    if year is None:
        raise Http404(_("This club has no seasons yet."))
    return redirect("reports_season_standings", slug=club.slug, year=year)


def season_standings_view(request: HttpRequest, slug: str, year: int) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    season = _season_or_404(club, year)
    report, updated = cached_public(  # the club's version: any evening's hand or status
        request,
        kind="club",
        pk=club.pk,
        name=f"season:{year}",
        compute=lambda: season_report(season=season),
    )
    table = SeasonStandingsTable(
        report.rows, club_slug=club.slug, show_bonus=bool(report.options.attendance_bonus)
    )
    RequestConfig(request, paginate=False).configure(table)
    return render(
        request,
        "reports/season_standings.html",
        {
            "club": club,
            "season": season,
            "report": report,
            "updated": timezone.localtime(updated),
            "table": table,
            "notes": SeasonStandingsExporter(report).notes(),
            "seasons": club_season_years(club=club),
            "exports": export_links(
                request,
                SeasonStandingsExporter,
                "reports_season_export",
                slug=club.slug,
                year=season.year,
            )
            if can_export(request.user, club)
            else [],
        },
    )


def season_export(request: HttpRequest, slug: str, year: int, fmt: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_export(request.user, club):
        return deny(request, club)
    report = season_report(season=_season_or_404(club, year))
    return export_download(
        SeasonStandingsExporter(report), fmt, request.GET.get("lang") or get_language()
    )


def trophies(request: HttpRequest, slug: str, year: int) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    report = trophy_report(season=_season_or_404(club, year))
    return render(
        request,
        "reports/trophies.html",
        {
            "club": club,
            "season": report.season,
            "report": report,
            "trophy": report.trophy,
            "can_export": can_export(request.user, club),
        },
    )


def player(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    """A member's page: their season (result per evening, the cumulative score as a chart)
    when the club has seasons, and the sections other features add (rating, ranking)."""
    club = club_get(slug=club_slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    years = club_season_years(club=club)
    context: dict[str, Any] = {"club": club, "member": member, "years": years, "season": None}
    with finished_stamp_held():  # the season's table, the statistics, the rating: one stamp
        if years:
            context |= _player_season(request, club, member, years)
        context |= player_statistics_context(request, club, member, years)
        context["sections"] = player_sections(request, club, member)
        return render(request, "reports/player.html", context)


def _player_season(
    request: HttpRequest, club: Club, member: Member, years: list[int]
) -> dict[str, Any]:
    year = None
    if "year" in request.GET:
        try:
            year = parse_int(request.GET["year"], minimum=1)
        except NotAnInteger as exc:
            raise Http404(_("There is no such season.")) from exc
    if year not in years:
        this_year = timezone.localdate().year
        year = this_year if this_year in years else years[0]
    season = _season_or_404(club, year)
    report = season_report_kept(season=season)  # the member's place needs the whole table
    staff = is_club_staff(request.user, club.pk)  # silent rounds: staff see them
    key = f"m{member.pk}"
    lines = report.standings.player_lines(key)
    chart = line_chart_svg(
        [
            ChartSeries(
                name=_("Score"),
                points=[
                    ChartPoint(
                        x=line.date,
                        y=line.cumulative_score,
                        title=f"{line.event_name}: {line.score:+d} → {line.cumulative_score:+d}",
                    )
                    for line in lines
                ],
            )
        ],
        title=_("Cumulative score %(year)s") % {"year": season.year},
    )
    return {
        "season": season,
        "lines": lines,
        "row": next((r for r in report.rows if r.player.key == key), None),
        "chart": chart,
        "season_size": len(report.rows),
        "tables": member_tables(member=member, year=season.year, full=staff),
        "penalties": member_year_penalties(member=member, year=season.year, full=staff),
    }


def members_export(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    return export_download(MembersExporter(club), fmt, get_language())
