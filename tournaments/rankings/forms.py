"""The upload form of the external results' import (it only reads the file)."""

from __future__ import annotations

from django import forms
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.rankings.files import MAX_UPLOAD_BYTES


class ExternalResultsForm(forms.Form):
    file = forms.FileField(
        label=gettext_lazy("File (.csv)"),
        help_text=gettext_lazy(
            "First row: tournament, start_date, days, players, countries, qualification, "
            "player, ema_number, position. One row per player's result; dates as 2025-06-14; "
            "qualification 0 or 1."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".csv,text/csv"}),
    )

    def clean_file(self) -> UploadedFile[bytes]:
        upload: UploadedFile[bytes] = self.cleaned_data["file"]
        if upload.size is not None and upload.size > MAX_UPLOAD_BYTES:
            raise ValidationError(
                _("The file is larger than %(size)d MB.")
                % {"size": MAX_UPLOAD_BYTES // 1024 // 1024}
            )
        return upload
