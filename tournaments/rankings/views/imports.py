"""Import of external results: upload → preview with an error per bad row → confirm
(the club's staff; audited by the service)."""

from __future__ import annotations

import hashlib

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _

from tournaments.audit.once import once_view, refused_status, submit_once
from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.permissions import can_export
from tournaments.rankings.files import MAX_UPLOAD_BYTES, ResultFileError
from tournaments.rankings.forms import ExternalResultsForm
from tournaments.rankings.services.imports import (
    external_import_preview,
    external_results_import,
    preview_from_token,
    preview_token,
)


def ranking_import(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_export(request.user, club):
        return deny(request, club)
    form = ExternalResultsForm(
        request.POST or None, request.FILES or None, club_ruleset=club.default_ruleset
    )
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            preview = external_import_preview(
                club=club,
                data=upload.read(MAX_UPLOAD_BYTES + 1),
                ruleset=form.cleaned_data["ruleset"],
            )
        except ResultFileError as exc:
            form.add_error("file", str(exc))
        else:
            token = preview_token(club=club, preview=preview) if preview.ok else ""
            return render(
                request,
                "rankings/import_preview.html",
                {"club": club, "preview": preview, "token": token},
            )
    status = refused_status(request)
    return render(request, "rankings/import.html", {"club": club, "form": form}, status=status)


@once_view
def ranking_import_confirm(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_export(request.user, club):
        return deny(request, club)
    if request.method != "POST":
        return redirect("rankings_import", slug=club.slug)
    token = request.POST.get("token", "")
    try:
        preview = preview_from_token(club=club, token=token)
        # the signed preview is the form's one-use token: confirmed twice, imported once
        count = submit_once(
            token=hashlib.sha256(token.encode()).hexdigest(),
            create=lambda: external_results_import(club=club, preview=preview, actor=request.user),
            url=lambda made: reverse("rankings_list", kwargs={"slug": club.slug}),
        )
    except ResultFileError as exc:
        messages.error(request, str(exc))
        return redirect("rankings_import", slug=club.slug)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect("rankings_import", slug=club.slug)
    messages.success(request, _("Imported: %(count)d results.") % {"count": count})
    return redirect("rankings_list", slug=club.slug)
