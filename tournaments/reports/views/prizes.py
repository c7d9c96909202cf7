"""The prize-giving on paper: trophy results, winners' certificates, the results sheet.

Thin views: read the request (language, number of places, paper size), call
``reports.prizes`` and turn a ``PrizeError`` into a message on the page the link came from.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect

from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.permissions import can_export, can_view_club
from tournaments.events.selectors.events import event_get
from tournaments.reports.jobs import CERTIFICATES, in_background, print_job_enqueue
from tournaments.reports.prizes import (
    PrizeError,
    certificates_pdf,
    check_places,
    check_size,
    results_sheet_pdf,
    trophies_pdf,
)
from tournaments.reports.selectors.results import season_get
from tournaments.reports.views.print_sheets import _lang


def _pdf(
    request: HttpRequest, filename: str, make: Callable[[], bytes], back: Callable[[], HttpResponse]
) -> HttpResponse:
    try:
        content = make()
    except PrizeError as exc:
        messages.warning(request, str(exc))
        return back()
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{filename}.pdf"'
    return response


def trophies_pdf_view(request: HttpRequest, slug: str, year: int) -> HttpResponse:
    """The season's trophy results (whoever may see the trophy page may print it)."""
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    season = season_get(club=club, year=year)
    return _pdf(
        request,
        f"{club.slug}-trophies-{year}",
        lambda: trophies_pdf(season=season, lang=_lang(request)),
        lambda: redirect("reports_trophies", slug=club.slug, year=year),
    )


def season_certificates_view(request: HttpRequest, slug: str, year: int) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_export(request.user, club):
        return deny(request, club)
    season = season_get(club=club, year=year)
    return _pdf(
        request,
        f"{club.slug}-{year}-certificates",
        lambda: certificates_pdf(
            season=season,
            places=request.GET.get("places", "1"),
            size=request.GET.get("size", "a4"),
            lang=_lang(request),
        ),
        lambda: redirect("reports_trophies", slug=club.slug, year=year),
    )


def event_certificates_view(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event.club)
    if in_background():  # a set of certificates: the worker makes it
        try:
            params = {
                "places": check_places(request.GET.get("places", "3")),
                "size": check_size(request.GET.get("size", "a4")),
                "lang": _lang(request),
            }
        except PrizeError as exc:
            messages.warning(request, str(exc))
            return redirect("print_event", slug=event.slug)
        job = print_job_enqueue(event=event, kind=CERTIFICATES, params=params)
        return redirect("print_job", slug=event.slug, job=job)
    return _pdf(
        request,
        f"{event.slug}-certificates",
        lambda: certificates_pdf(
            event=event,
            places=request.GET.get("places", "3"),
            size=request.GET.get("size", "a4"),
            lang=_lang(request),
        ),
        lambda: redirect("print_event", slug=event.slug),
    )


def event_results_sheet(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event.club)
    return _pdf(
        request,
        f"{event.slug}-results",
        lambda: results_sheet_pdf(
            event=event, places=request.GET.get("places", "3"), lang=_lang(request)
        ),
        lambda: redirect("print_event", slug=event.slug),
    )
