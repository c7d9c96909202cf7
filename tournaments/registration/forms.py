"""The register form (a guest's details; a member's consent), and the director's settings."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from tournaments.core.integers import AsciiIntegerField
from tournaments.registration.models import RegistrationSettings
from tournaments.registration.services.director import SETTINGS_FIELDS

_WHEN = forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M")


class RegistrationSettingsForm(forms.ModelForm):  # type: ignore[type-arg]
    class Meta:
        model = RegistrationSettings
        field_classes = {"capacity": AsciiIntegerField, "offer_hours": AsciiIntegerField}
        fields = SETTINGS_FIELDS
        widgets = {
            "opens_at": _WHEN,
            "closes_at": _WHEN,
            "consent_text": forms.Textarea(attrs={"rows": 3}),
        }


class RegisterForm(forms.Form):
    """A guest gives name and e-mail and the fields the event asks; everyone may agree to
    be named on the public list (a member's form has only that box)."""

    name = forms.CharField(label=_("Name"), max_length=120)
    email = forms.EmailField(label=_("E-mail"), max_length=254)
    club_name = forms.CharField(label=_("Club"), max_length=120, required=False)
    ema_number = forms.CharField(label=_("EMA number"), max_length=20, required=False)
    country = forms.CharField(label=_("Country"), max_length=60, required=False)
    consent = forms.BooleanField(required=False)

    def __init__(
        self, *args: Any, settings: RegistrationSettings, guest: bool, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        asked = {
            "club_name": settings.ask_club,
            "ema_number": settings.ask_ema_number,
            "country": settings.ask_country,
        }
        for name, wanted in asked.items():
            if not guest or not wanted:
                del self.fields[name]
        if not guest:
            del self.fields["name"], self.fields["email"]
        self.fields["consent"].label = settings.consent_text or _(
            "My name may be shown on the public list of registrations."
        )


class StaffChangeForm(forms.Form):
    """The director's reason for cancelling, withdrawing or reinstating a registration."""

    reason = forms.CharField(
        label=_("Reason"),
        max_length=200,
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
        help_text=_("Kept in the audit trail."),
    )
