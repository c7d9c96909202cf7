"""The club's rating list (``/clubs/<club>/rating/``) and its exports.

Read through ``ratings.selectors`` (cached per state of the club's results); the filter
comes from the query string (``ratings.forms.rating_filter``): a family of rulesets, a
season (the ratings at its last evening, its players only) or a date.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import get_language

from tournaments.clubs.models import Club
from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.exports.download import export_download
from tournaments.core.permissions import can_export, can_view_club
from tournaments.ratings.exporters import RatingListExporter, rating_note
from tournaments.ratings.forms import RatingFilter, rating_filter
from tournaments.ratings.rows import RatingRow, rating_list
from tournaments.ratings.selectors import ClubRatings, club_ratings, member_names
from tournaments.ratings.texts import family_label

SCREEN_ROWS = 20  # two columns of ten: readable from the back of the room
SCREEN_REFRESH_SECONDS = 60


def _filtered(
    request: HttpRequest, club: Club
) -> tuple[ClubRatings, RatingFilter, list[RatingRow]]:
    ratings = club_ratings(club=club)
    seasons = sorted(
        {e.season_year for e in ratings.events.values() if e.season_year}, reverse=True
    )
    season_end = {
        year: max(e.date for e in ratings.events.values() if e.season_year == year)
        for year in seasons
    }
    chosen = rating_filter(
        family=request.GET.get("family"),
        season=request.GET.get("season"),
        date=request.GET.get("date"),
        families=sorted(ratings.families),
        seasons=seasons,
        season_end=season_end,
        today=timezone.localdate(),
    )
    book = ratings.families.get(chosen.family)
    if book is None:
        return ratings, chosen, []
    event_ids = (
        {e.id for e in ratings.events.values() if e.season_year == chosen.season}
        if chosen.season
        else None
    )
    rows = rating_list(book, on=chosen.on, event_ids=event_ids)
    names = member_names(club=club, member_ids=[r.member_id for r in rows])
    return ratings, chosen, rating_list(book, on=chosen.on, event_ids=event_ids, names=names)


def club_rating_view(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    ratings, chosen, rows = _filtered(request, club)
    if request.GET.get("screen") == "1":
        return _screen(request, club, chosen, rows)
    query = {"family": chosen.family, "date": chosen.on.isoformat()}
    if chosen.season:
        query["season"] = str(chosen.season)
    exports = (
        [
            (
                label,
                f"{reverse('ratings_club_export', kwargs={'slug': club.slug, 'fmt': fmt})}?"
                + urlencode({**query, "lang": get_language()}),
            )
            for fmt, label in (("xlsx", "Excel"), ("csv", "CSV"), ("pdf", "PDF"))
        ]
        if can_export(request.user, club)
        else []
    )
    return render(
        request,
        "ratings/club_rating.html",
        {
            "club": club,
            "rows": rows,
            "chosen": chosen,
            "families": [(f, family_label(f)) for f in sorted(ratings.families)],
            "family_name": family_label(chosen.family) if chosen.family else "",
            "seasons": sorted(
                {e.season_year for e in ratings.events.values() if e.season_year}, reverse=True
            ),
            "exports": exports,
            "note": rating_note(),
        },
    )


def _screen(
    request: HttpRequest, club: Club, chosen: RatingFilter, rows: list[RatingRow]
) -> HttpResponse:
    """The big screen's rating mode: the top ``SCREEN_ROWS`` in two columns, large type,
    reloading itself every ``SCREEN_REFRESH_SECONDS``."""
    top = rows[:SCREEN_ROWS]
    half = (len(top) + 1) // 2
    columns = [column for column in (top[:half], top[half:]) if column]
    context = {
        "club": club,
        "chosen": chosen,
        "columns": columns,
        "family_name": family_label(chosen.family) if chosen.family else "",
        "refresh": SCREEN_REFRESH_SECONDS,
        "note": rating_note(),
    }
    return render(request, "ratings/screen.html", context)


def club_rating_export_view(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_export(request.user, club):
        return deny(request, club)
    _ratings, chosen, rows = _filtered(request, club)
    exporter = RatingListExporter(club, rows, family=chosen.family, on=chosen.on)
    return export_download(exporter, fmt, request.GET.get("lang") or get_language())
