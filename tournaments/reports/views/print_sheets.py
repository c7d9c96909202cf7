"""The print centre of an event and its PDFs: score sheets, table cards, seat rotation."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from tournaments.core.access import deny
from tournaments.core.exports.pdf import PRINT_LANGUAGES
from tournaments.core.permissions import can_admin_club, can_export
from tournaments.events.models import Event
from tournaments.events.selectors.events import event_get, event_print_rounds
from tournaments.reports.jobs import SCORE_SHEETS, print_job_enqueue, score_sheets_in_background
from tournaments.reports.printing import (
    NothingToPrint,
    rotation_pdf,
    score_sheets_pdf,
    table_cards_pdf,
)
from tournaments.reports.prizes import CERTIFICATE_SIZE_LABELS, MAX_PLACES


def _lang(request: HttpRequest) -> str:
    lang = request.GET.get("lang", "")
    return lang if lang in PRINT_LANGUAGES else get_language()


def _site(request: HttpRequest) -> str:
    """The site's address as the players' phones reach it (for the QR codes)."""
    return request.build_absolute_uri("/").rstrip("/")


def _pdf(
    request: HttpRequest, event: Event, filename: str, make: Callable[[], bytes]
) -> HttpResponse:
    try:
        content = make()
    except NothingToPrint:
        messages.warning(
            request, _("Nothing to print yet: no tables have been drawn for this round.")
        )
        return redirect("print_event", slug=event.slug)
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{event.slug}-{filename}.pdf"'
    return response


def _event_for_print(request: HttpRequest, slug: str) -> Event | HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event.club)
    return event


def print_event(request: HttpRequest, slug: str) -> HttpResponse:
    """Every document of the event, per round, in the language chosen."""
    event = _event_for_print(request, slug)
    if isinstance(event, HttpResponse):
        return event
    rounds = event_print_rounds(event=event)
    return render(
        request,
        "reports/print_event.html",
        {
            "event": event,
            "club": event.club,
            "rounds": rounds,
            "lang": _lang(request),
            "languages": PRINT_LANGUAGES,
            "max_places": MAX_PLACES,
            "certificate_sizes": list(CERTIFICATE_SIZE_LABELS.items()),
            "can_admin": can_admin_club(request.user, event.club),
        },
    )


def print_score_sheets(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    event = _event_for_print(request, slug)
    if isinstance(event, HttpResponse):
        return event
    filled = request.GET.get("filled") == "1"
    if score_sheets_in_background(event=event, round_number=number):
        params = {
            "round": number,
            "filled": filled,
            "lang": _lang(request),
            "base_url": _site(request),
        }
        job = print_job_enqueue(event=event, kind=SCORE_SHEETS, params=params)
        return redirect("print_job", slug=event.slug, job=job)
    return _pdf(
        request,
        event,
        f"round-{number}-{'results' if filled else 'score-sheets'}",
        lambda: score_sheets_pdf(
            event=event,
            round_number=number,
            filled=filled,
            lang=_lang(request),
            base_url=_site(request),
        ),
    )


def print_table_cards(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    event = _event_for_print(request, slug)
    if isinstance(event, HttpResponse):
        return event
    return _pdf(
        request,
        event,
        f"round-{number}-table-cards",
        lambda: table_cards_pdf(
            event=event, round_number=number, lang=_lang(request), base_url=_site(request)
        ),
    )


def print_rotation(request: HttpRequest, slug: str, by: str) -> HttpResponse:
    if by not in ("round", "player"):
        raise Http404
    event = _event_for_print(request, slug)
    if isinstance(event, HttpResponse):
        return event
    return _pdf(
        request,
        event,
        f"seat-rotation-by-{by}",
        lambda: rotation_pdf(event=event, by=by, lang=_lang(request)),
    )
