"""Check-in forms: they parse input only (the services decide)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _


class CheckInSettingsForm(forms.Form):
    enabled = forms.BooleanField(label=_("Check-in on"), required=False)
    deadline = forms.TimeField(
        label=_("Check-in until"),
        required=False,
        widget=forms.TimeInput(attrs={"type": "time"}, format="%H:%M"),
        help_text=_("On the event's day; players can check themselves in until then."),
    )


class LatePlayerForm(forms.Form):
    name = forms.CharField(
        label=_("Name"),
        max_length=120,
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )


class DeskSearchForm(forms.Form):
    q = forms.CharField(required=False, max_length=100)

    def query(self) -> str:
        return str(self.cleaned_data.get("q") or "") if self.is_valid() else ""
