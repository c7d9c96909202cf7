"""Forms of play that are not the hand entry (``scoring.forms`` has that one)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from tournaments.play.models import Seat

REASON_MAX = 500


class SeatSwapForm(forms.Form):
    """Two seats of one table whose players swap, and why."""

    first = forms.TypedChoiceField(label=_("Player"), coerce=int)
    second = forms.TypedChoiceField(label=_("swaps seats with"), coerce=int)
    reason = forms.CharField(
        label=_("Reason"),
        max_length=REASON_MAX,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=_("For example: the two players sat in each other's seats."),
    )

    def __init__(self, *args: Any, seats: list[Seat], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seats = {seat.pk: seat for seat in seats}
        choices = [(seat.pk, f"{seat.get_wind_display()}: {seat.player_name}") for seat in seats]
        for name in ("first", "second"):
            self.fields[name].choices = choices  # type: ignore[attr-defined]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("first") is not None and data.get("first") == data.get("second"):
            raise forms.ValidationError(_("Choose two different players."))
        return data
