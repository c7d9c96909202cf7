"""The tournament report's page and PDF: public once a public event is finished (and its
silent rounds revealed), to the club's staff at any time (a draft until it finishes)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments.core.access import deny
from tournaments.core.exports.pdf import PRINT_LANGUAGES
from tournaments.core.permissions import can_admin_club, can_view_event, is_club_staff
from tournaments.events.models import Event, EventStatus
from tournaments.events.selectors.events import event_get
from tournaments.tournament_report.printing import event_language, tournament_report_pdf
from tournaments.tournament_report.selectors.report import tournament_report_kept


def may_read(request: HttpRequest, event: Event) -> bool:
    """Staff always; anyone who may see the event once it is finished and its silent
    rounds are revealed (the report holds their hands and standings)."""
    if is_club_staff(request.user, event.club_id):
        return True
    return (
        event.status == EventStatus.FINISHED
        and event.silent_from is None
        and can_view_event(request.user, event)
    )


def report_page(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not may_read(request, event):
        return deny(request, event)
    return render(
        request,
        "tournament_report/report.html",
        {
            "event": event,
            "club": event.club,
            "report": tournament_report_kept(event=event),
            "can_admin": can_admin_club(request.user, event.club),
            "event_language": event_language(event),
            "languages": [code for code in PRINT_LANGUAGES if code != event_language(event)],
        },
    )


def report_pdf(request: HttpRequest, slug: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not may_read(request, event):
        return deny(request, event)
    lang = request.GET.get("lang", "")
    content = tournament_report_pdf(
        event=event,
        lang=lang if lang in PRINT_LANGUAGES else None,
        staff=can_admin_club(request.user, event.club),
    )
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{event.slug}-report.pdf"'
    return response
