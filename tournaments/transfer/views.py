"""The event file on the pages: download an event (its print & export page) and upload one
(the club's page), as ``export_event``/``import_event`` do on the command line. Club
admins only; an upload is checked like the command's and audited."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.event_file import TransferError
from tournaments.core.permissions import can_admin_club
from tournaments.events.selectors.events import event_get
from tournaments.transfer.export import dumps, event_export
from tournaments.transfer.services.files import event_file_import


def event_file_download(request: HttpRequest, slug: str) -> HttpResponse:
    """The whole event as its JSON file (what ``manage.py export_event`` writes)."""
    event = event_get(slug=slug)
    if not can_admin_club(request.user, event.club):
        return deny(request, event)
    response = HttpResponse(
        dumps(event_export(event=event)), content_type="application/json; charset=utf-8"
    )
    response["Content-Disposition"] = f'attachment; filename="{event.slug}.json"'
    return response


def event_file_upload(request: HttpRequest, slug: str) -> HttpResponse:
    """Upload an event file into this club; errors are a message on the form."""
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    error = ""
    if request.method == "POST":
        upload = request.FILES.get("file")
        if upload is None:
            error = _("Choose an event file.")
        else:
            try:
                result = event_file_import(
                    club=club,
                    raw=upload.read(),
                    replace=request.POST.get("replace") == "1",
                    actor=request.user,
                )
            except TransferError as exc:
                error = _("The file was not imported: %(error)s") % {"error": exc}
            else:
                messages.success(
                    request, _("%(event)s was imported.") % {"event": result.event.name}
                )
                for warning in result.warnings:
                    messages.warning(request, warning)
                return redirect(result.event)
    status = 400 if error else 200
    return render(
        request, "transfer/event_upload.html", {"club": club, "error": error}, status=status
    )
