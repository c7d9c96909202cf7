"""The upload form of the external results' import (it only reads the file)."""

from __future__ import annotations

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext_lazy

from tournaments.core.uploads import upload_size_check
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
        return upload_size_check(self.cleaned_data["file"], MAX_UPLOAD_BYTES)
