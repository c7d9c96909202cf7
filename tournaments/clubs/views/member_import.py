"""Member import: upload → preview with an error per bad row → confirm (club admins)."""

from __future__ import annotations

import hashlib

from django import forms
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import UploadedFile
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.audit.once import once_view, submit_once
from tournaments.clubs.imports.members import (
    MAX_UPLOAD_BYTES,
    MemberImportError,
    member_import,
    member_import_preview,
    preview_from_token,
    preview_token,
)
from tournaments.clubs.selectors.clubs import club_get
from tournaments.core.access import deny
from tournaments.core.permissions import can_admin_club
from tournaments.core.uploads import upload_size_check


class MemberImportForm(forms.Form):
    file = forms.FileField(
        label=gettext_lazy("File (.xlsx or .csv)"),
        help_text=gettext_lazy(
            "First row: member_number, first_name, last_name; optional surname_prefix, "
            "ema_number, country, joined_on, active, adult (Dutch and German column names work "
            "too; a last name such as “de Boer” fills the prefix)."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".xlsx,.csv,text/csv"}),
    )

    def clean_file(self) -> UploadedFile[bytes]:
        return upload_size_check(self.cleaned_data["file"], MAX_UPLOAD_BYTES)


def member_import_upload(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    form = MemberImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            preview = member_import_preview(
                club=club, data=upload.read(MAX_UPLOAD_BYTES + 1), filename=upload.name
            )
        except MemberImportError as exc:
            form.add_error("file", str(exc))
        else:
            return render(
                request,
                "clubs/member_import_preview.html",
                {
                    "club": club,
                    "preview": preview,
                    "token": preview_token(club=club, preview=preview) if preview.ok else "",
                    "filename": upload.name,
                },
            )
    return render(request, "clubs/member_import.html", {"club": club, "form": form})


@once_view
def member_import_confirm(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    if request.method != "POST":
        return redirect("member_import", slug=club.slug)
    token = request.POST.get("token", "")
    try:
        preview = preview_from_token(club=club, token=token)
        # the signed preview is the form's one-use token: confirmed twice, imported once
        created, updated = submit_once(
            token=hashlib.sha256(token.encode()).hexdigest(),
            create=lambda: member_import(club=club, preview=preview, actor=request.user),
            url=lambda made: reverse("member_list", kwargs={"club_slug": club.slug}),
        )
    except MemberImportError as exc:
        messages.error(request, str(exc))
        return redirect("member_import", slug=club.slug)
    except ValidationError:
        return render(
            request,
            "clubs/member_import_preview.html",
            {"club": club, "preview": preview, "token": "", "filename": ""},
        )
    messages.success(
        request,
        _("Imported: %(created)d new members, %(updated)d updated.")
        % {"created": created, "updated": updated},
    )
    return redirect("member_list", club_slug=club.slug)
