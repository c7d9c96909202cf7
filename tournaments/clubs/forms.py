import re
from typing import TYPE_CHECKING, Any

from django import forms
from django.contrib.auth.models import User
from django.db import models
from django.utils.translation import gettext_lazy as _

from tournaments.clubs.models import Club, Member
from tournaments.core.choices import PenaltyMode
from tournaments.core.integers import AsciiIntegerField
from tournaments.core.model_choices import IdChoicesField

if TYPE_CHECKING:  # generic for the type checker only (Django's classes are not at run time)
    _ClubModelForm = forms.ModelForm[Club]
    _MemberModelForm = forms.ModelForm[Member]
else:
    _ClubModelForm = _MemberModelForm = forms.ModelForm


class ScorekeeperChoiceField(IdChoicesField):
    """An event's scorekeepers, each by full name (else by username)."""

    def label_from_instance(self, obj: User) -> str:
        return obj.get_full_name() or obj.get_username()


#: the embedded pages' settings (issue 43): the sites that may frame them, their colours
EMBED_FIELDS = ("embed_origins", "embed_background", "embed_text", "embed_accent")


class ClubSettingsForm(_ClubModelForm):
    """The settings a club admin changes on the site; saving goes through ``club_update``."""

    class Meta:
        model = Club
        fields = [
            "name",
            "language",
            "default_ruleset",
            "table_points_scheme",
            "public_results",
            "minors_by_initials",
            "member_lapse_months",
            "reseating_mode",
            "rank_unplayed_last",
            "penalty_mode",
            "substitute_rule",
            "table_link_days",
            "guest_contact_days",
            *EMBED_FIELDS,
        ]
        #: numbers in ASCII digits only (issue 54)
        field_classes = {
            "member_lapse_months": AsciiIntegerField,
            "table_link_days": AsciiIntegerField,
            "guest_contact_days": AsciiIntegerField,
        }
        widgets = {
            "penalty_mode": forms.RadioSelect,
            "substitute_rule": forms.RadioSelect,
            "embed_origins": forms.Textarea(attrs={"rows": 3}),
            "embed_background": forms.TextInput(attrs={"type": "color"}),
            "embed_text": forms.TextInput(attrs={"type": "color"}),
            "embed_accent": forms.TextInput(attrs={"type": "color"}),
        }

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        penalty_mode_choices(self.fields["penalty_mode"])
        self.fields["substitute_rule"].required = False
        self.fields["table_link_days"].required = False
        self.fields["guest_contact_days"].required = False
        for name in EMBED_FIELDS:
            self.fields[name].required = False

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        keep_unposted_options(self, data, fallback=self.instance)
        for name in EMBED_FIELDS:  # not posted (an older page, a script): kept as they are
            if self.add_prefix(name) not in self.data or (
                name != "embed_origins" and not data.get(name)
            ):
                data[name] = getattr(self.instance, name)
        return data

    def clean_table_link_days(self) -> int:
        """Left empty (or not sent by an older form): the club keeps its setting."""
        value: int | None = self.cleaned_data.get("table_link_days")
        return self.instance.table_link_days if value is None else value

    def clean_guest_contact_days(self) -> int:
        """Left empty (or not sent by an older form): the club keeps its setting."""
        value: int | None = self.cleaned_data.get("guest_contact_days")
        return self.instance.guest_contact_days if value is None else value


TIME_INPUT = forms.TimeInput(format="%H:%M", attrs={"type": "time"})


DATE_INPUT = forms.DateInput(format="%Y-%m-%d", attrs={"type": "date"})


class MemberForm(_MemberModelForm):
    """Add or edit a member; saving goes through ``member_create``/``member_update``."""

    class Meta:
        model = Member
        fields = [
            "first_name",
            "surname_prefix",
            "last_name",
            "member_number",
            "ema_number",
            "country",
            "joined_on",
            "adult",
            "hide_public_name",
            "active",
        ]
        widgets = {"joined_on": DATE_INPUT}

    def __init__(self, *args: Any, club: Club, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.instance.club = club
        if self.instance.pk is None:
            del self.fields["active"]  # a new member is active

    def clean_ema_number(self) -> str:
        value: str = self.cleaned_data["ema_number"].strip()
        if value and not re.fullmatch(r"\d{8}", value):
            raise forms.ValidationError(_("An EMA number has 8 digits."))
        return value

    def clean_country(self) -> str:
        value: str = self.cleaned_data["country"].strip().upper()
        if not re.fullmatch(r"[A-Z]{2}", value):
            raise forms.ValidationError(_("Use a two-letter country code such as NL or DE."))
        return value


def penalty_mode_choices(field: forms.Field) -> None:
    """The empty choice said in words: the ruleset decides."""
    if not isinstance(field, forms.ChoiceField):  # the model field has choices
        raise TypeError(f"penalty_mode is a {type(field).__name__}, not a choice field")
    field.choices = [
        ("", _("By ruleset (deducted only under Chinese Official, paid to the table otherwise)")),
        *PenaltyMode.choices,
    ]


def keep_unposted_options(
    form: forms.BaseForm, data: dict[str, Any], *, fallback: models.Model
) -> None:
    """The penalty and substitute options when a form (an older page, a script) does not
    post them: the ``fallback``'s (the event's or club's) current value, never a silent
    reset."""
    for name in ("penalty_mode", "substitute_rule"):
        if form.add_prefix(name) not in form.data or (
            name == "substitute_rule" and not data.get(name)
        ):
            data[name] = getattr(fallback, name)
