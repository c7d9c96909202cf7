"""The upload form of the external results' import (it only reads the file)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext_lazy

from tournaments.core.choices import ruleset_label
from tournaments.core.uploads import upload_size_check
from tournaments.rankings.files import MAX_UPLOAD_BYTES
from tournaments.rankings.selectors.mers import ema_rulesets, ranking_ruleset


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
    ruleset = forms.ChoiceField(
        required=False,  # left out: the first ranking, as before rulesets were named
        label=gettext_lazy("MERS ranking"),
        help_text=gettext_lazy(
            "The EMA ranking the results count in (a “ruleset” column in the file may name "
            "it per row)."
        ),
    )

    def __init__(self, *args: Any, club_ruleset: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        ranked = ema_rulesets()
        field = self.fields["ruleset"]
        assert isinstance(field, forms.ChoiceField)
        field.choices = [(r, ruleset_label(r)) for r in ranked]
        field.initial = club_ruleset if club_ruleset in ranked else ranking_ruleset()

    def clean_file(self) -> UploadedFile[bytes]:
        return upload_size_check(self.cleaned_data["file"], MAX_UPLOAD_BYTES)
