"""The MERS ranking's pages: the club's list on a day, a player's calculation, exports."""

from __future__ import annotations

import datetime

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from tournaments.clubs.models import Club
from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.choices import ruleset_label
from tournaments.core.exports.download import export_download
from tournaments.core.permissions import can_export, can_host_clubs, can_view_club
from tournaments.rankings.exporters import MersExporter
from tournaments.rankings.files import parse_day
from tournaments.rankings.selectors.mers import ema_rulesets, mers_report, ranking_ruleset
from tournaments.rankings.workings import workings

_FORMAT_LABELS = {"xlsx": "Excel", "csv": "CSV", "pdf": "PDF"}


def ranking_day(request: HttpRequest) -> datetime.date:
    """The ``on`` day of the request (default today); a bad one is today, with a message."""
    text = request.GET.get("on", "")
    if text:
        try:
            return parse_day(text[:20])
        except ValueError:
            messages.error(
                request, _("“%(value)s” is not a date such as 2025-06-14; today is shown.")
                % {"value": text[:20]},
            )  # fmt: skip
    return timezone.localdate()


def chosen_ruleset(request: HttpRequest) -> str:
    """Whose ranking the request asks for (``?ruleset=``; the EMA ranks one per ruleset)."""
    return ranking_ruleset(request.GET.get("ruleset", "")[:40])


def _ranking_label(request: HttpRequest) -> str:
    """The ranking's ruleset on the page, when the EMA ranks more than one."""
    return ruleset_label(chosen_ruleset(request)) if len(ema_rulesets()) > 1 else ""


def _list_page(
    request: HttpRequest, club: Club | None, exports: list[tuple[str, str]], on: datetime.date
) -> HttpResponse:
    """The list of the club (or, ``club`` None, of the whole site) on ``on``."""
    kwargs = {"slug": club.slug} if club else {}
    prefix = "rankings" if club else "rankings_site"
    ranked = ema_rulesets()
    return render(
        request,
        "rankings/ranking_list.html",
        {
            "club": club,
            "report": mers_report(club=club, on=on, ruleset=chosen_ruleset(request)),
            "rankings": [(r, ruleset_label(r)) for r in ranked] if len(ranked) > 1 else [],
            "ranking_label": _ranking_label(request),
            "on": on,
            "exports": exports,
            "can_import": club is not None and can_export(request.user, club),
            "player_url": reverse(f"{prefix}_player", kwargs=kwargs),
        },
    )


def _player_page(request: HttpRequest, club: Club | None) -> HttpResponse:
    """A listed player's calculation on the day (``?player=<key>&on=``); no player: the list."""
    on = ranking_day(request)
    key = request.GET.get("player", "")[:200]
    list_url = (
        reverse("rankings_list", kwargs={"slug": club.slug}) if club else reverse("rankings_site")
    )
    if not key:
        return redirect(list_url)
    report = mers_report(club=club, on=on, ruleset=chosen_ruleset(request))
    ranking = next((row for row in report.rows if row.key == key), None)
    if ranking is None:
        raise Http404(_("This player is not in the ranking on that day."))
    return render(
        request,
        "rankings/ranking_player.html",
        {
            "club": club,
            "report": report,
            "on": on,
            "w": workings(ranking),
            "listed": len(report.rows),
            "ranking_label": _ranking_label(request),
            "list_url": list_url,
        },
    )


def ranking_list(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    on = ranking_day(request)
    exports = []
    if can_export(request.user, club):
        base = reverse("rankings_export", kwargs={"slug": club.slug, "fmt": "csv"})[: -len("csv")]
        query = f"on={on.isoformat()}&ruleset={chosen_ruleset(request)}&lang={get_language()}"
        exports = [(label, f"{base}{fmt}?{query}") for fmt, label in _FORMAT_LABELS.items()]
    return _list_page(request, club, exports, on)


def ranking_player(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    return _player_page(request, club)


def site_ranking_list(request: HttpRequest) -> HttpResponse:
    """Every club's finished tournaments and imported results: the site's operator only."""
    if not can_host_clubs(request.user):
        return deny(request)
    return _list_page(request, None, [], ranking_day(request))


def site_ranking_player(request: HttpRequest) -> HttpResponse:
    if not can_host_clubs(request.user):
        return deny(request)
    return _player_page(request, None)


def ranking_export(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_export(request.user, club):
        return deny(request, club)
    report = mers_report(club=club, on=ranking_day(request), ruleset=chosen_ruleset(request))
    exporter = MersExporter(club, report)
    return export_download(exporter, fmt, request.GET.get("lang") or get_language())
