"""The director's exports of the registered people (xlsx, CSV) and the sign-in sheet."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from tournaments.core.access import deny
from tournaments.core.permissions import can_export
from tournaments.events.selectors.events import event_get
from tournaments.registration.exports import render_csv, render_xlsx, rows
from tournaments.registration.selectors.registrations import confirmed_registrations
from tournaments.registration.services.director import registration_offers_expire

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def registration_export_view(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event)
    if fmt not in ("xlsx", "csv"):
        raise Http404
    registration_offers_expire(event=event)
    table = rows(confirmed_registrations(event=event))
    if fmt == "xlsx":
        response = HttpResponse(render_xlsx(table, str(event.name)), content_type=XLSX)
    else:
        response = HttpResponse(render_csv(table), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{event.slug}-registrations.{fmt}"'
    return response


def registration_signin_sheet_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A printable page: one line per registered person, a column to sign."""
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event)
    registration_offers_expire(event=event)
    return render(
        request,
        "registration/signin_sheet.html",
        {"event": event, "club": event.club, "people": confirmed_registrations(event=event)},
    )
