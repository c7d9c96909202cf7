"""Small pages for another site's ``<iframe>`` (issue 43): a club's standings, its next
events, an event's live standings, each also as JSON.

Only the sites the club lists (``Club.embed_origins``, on its settings page) may frame
them: each answer carries its own ``Content-Security-Policy: frame-ancestors <those>``
(none listed: ``'none'``), and is exempt from the site's ``X-Frame-Options: DENY`` only
together with that header. The page is in ``?lang=``, else the browser's language
(Accept-Language), else the club's; its colours are the club's (checked hex values in a
style element with the response's CSP nonce). A private club's embeds are 404 to
outsiders, as its pages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.middleware.csp import get_nonce
from django.shortcuts import render
from django.utils import translation
from django.utils.csp import CSP
from django.utils.translation import get_supported_language_variant
from django.utils.translation.trans_real import parse_accept_lang_header
from django.views.decorators.clickjacking import xframe_options_exempt

from tournaments.clubs.models import Club
from tournaments.core.permissions import can_view_club
from tournaments.embeds.selectors import (
    embed_club,
    embed_club_standings,
    embed_event,
    embed_event_standings,
    embed_next_events,
)
from tournaments.events.models import Event


def embed_language(request: HttpRequest, club: Club) -> str:
    """``?lang=``, else the first of the browser's languages the site speaks, else the
    club's."""
    languages = dict(settings.LANGUAGES)
    asked = request.GET.get("lang", "")
    if asked in languages:
        return asked
    for code, _quality in parse_accept_lang_header(request.headers.get("Accept-Language", "")):
        try:
            return get_supported_language_variant(code)
        except LookupError:
            continue
    return club.language if club.language in languages else settings.LANGUAGE_CODE


def _framed(request: HttpRequest, response: HttpResponse, club: Club) -> HttpResponse:
    """Only the club's sites may frame ``response``; its JSON they may also fetch."""
    origins = club.embed_origin_list
    config = dict(settings.SECURE_CSP)
    config["frame-ancestors"] = origins or [CSP.NONE]
    config["style-src"] = [CSP.SELF, CSP.NONCE]
    response._csp_config = config  # type: ignore[attr-defined]  # read by Django's CSP middleware
    origin = request.headers.get("Origin", "").lower()
    if origin and origin in origins:
        response["Access-Control-Allow-Origin"] = origin
    response["Vary"] = "Origin, Accept-Language"
    return response


def _club_seen(club: Club | None, request: HttpRequest) -> Club:
    if club is None or not can_view_club(request.user, club):
        raise Http404
    return club


def _answer(
    request: HttpRequest,
    club: Club,
    template: str,
    data: Callable[[], dict[str, Any]],
    *,
    as_json: bool,
) -> HttpResponse:
    language = embed_language(request, club)
    with translation.override(language):
        body = data()
        if as_json:
            response: HttpResponse = JsonResponse(body, json_dumps_params={"ensure_ascii": False})
        else:
            context = {**body, "club": club, "nonce": get_nonce(request), "lang": language}
            response = render(request, template, context)
    response["Content-Language"] = language
    return _framed(request, response, club)


@xframe_options_exempt
def club_standings(request: HttpRequest, slug: str, as_json: bool = False) -> HttpResponse:
    club = _club_seen(embed_club(slug=slug), request)

    def data() -> dict[str, Any]:
        year, rows = embed_club_standings(club=club)
        return {"club": club.name, "season": year, "rows": [r.as_dict() for r in rows]}

    return _answer(request, club, "embeds/standings.html", data, as_json=as_json)


@xframe_options_exempt
def club_events(request: HttpRequest, slug: str, as_json: bool = False) -> HttpResponse:
    club = _club_seen(embed_club(slug=slug), request)

    def data() -> dict[str, Any]:
        events = embed_next_events(club=club)
        return {"club": club.name, "events": [_event(e, request) for e in events]}

    return _answer(request, club, "embeds/events.html", data, as_json=as_json)


@xframe_options_exempt
def event_standings(request: HttpRequest, slug: str, as_json: bool = False) -> HttpResponse:
    event = embed_event(slug=slug)
    club = _club_seen(event.club if event is not None else None, request)
    assert event is not None

    def data() -> dict[str, Any]:
        rows = embed_event_standings(event=event)
        return {**_event(event, request), "rows": [r.as_dict() for r in rows], "live": True}

    return _answer(request, club, "embeds/event_standings.html", data, as_json=as_json)


def _event(event: Event, request: HttpRequest) -> dict[str, Any]:
    return {
        "name": event.name,
        "date": event.date.isoformat(),
        "start_time": event.start_time.strftime("%H:%M") if event.start_time else None,
        "venue": event.venue,
        "status": event.status,
        "status_label": str(event.get_status_display()),
        "url": request.build_absolute_uri(event.get_absolute_url()),
    }
