"""The director's exports of the registered people (xlsx, CSV) and the sign-in sheet."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language

from tournaments.core.access import deny
from tournaments.core.exports.download import export_download
from tournaments.core.permissions import can_export
from tournaments.events.selectors.events import event_get
from tournaments.registration.exports import RegistrationsExporter
from tournaments.registration.selectors.registrations import confirmed_registrations
from tournaments.registration.services.director import registration_offers_expire


def registration_export_view(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    event = event_get(slug=slug)
    if not can_export(request.user, event.club):
        return deny(request, event)
    registration_offers_expire(event=event)
    exporter = RegistrationsExporter(event, confirmed_registrations(event=event))
    return export_download(exporter, fmt, get_language())


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
