import datetime
import re
from typing import TYPE_CHECKING, Any, cast

from django import forms
from django.contrib.auth.models import User
from django.db.models import QuerySet
from django.utils.dates import MONTHS, WEEKDAYS
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from tournaments.events.services.events import EVENT_ROUNDS_MAX, EVENT_ROUNDS_MIN
from tournaments.models import Club, Event, Member, PenaltyMode

if TYPE_CHECKING:  # generic for the type checker only (Django's classes are not at run time)
    _ClubModelForm = forms.ModelForm[Club]
    _MemberModelForm = forms.ModelForm[Member]
    _EventModelForm = forms.ModelForm[Event]
    _UsersField = forms.ModelMultipleChoiceField[User]
else:
    _ClubModelForm = _MemberModelForm = _EventModelForm = forms.ModelForm
    _UsersField = forms.ModelMultipleChoiceField


class ScorekeeperChoiceField(_UsersField):
    """An event's scorekeepers, each by full name (else by username)."""

    def label_from_instance(self, obj: User) -> str:
        return obj.get_full_name() or obj.get_username()


class ClubSettingsForm(_ClubModelForm):
    """The settings a club admin changes on the site; saving goes through ``club_update``."""

    class Meta:
        model = Club
        fields = [
            "name",
            "default_ruleset",
            "table_points_scheme",
            "public_results",
            "member_lapse_months",
            "reseating_mode",
            "rank_unplayed_last",
            "penalty_mode",
            "substitute_rule",
            "table_link_days",
        ]
        widgets = {"penalty_mode": forms.RadioSelect, "substitute_rule": forms.RadioSelect}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _penalty_mode_choices(self.fields["penalty_mode"])
        self.fields["substitute_rule"].required = False
        self.fields["table_link_days"].required = False

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        _keep_unposted_options(self, data, fallback=self.instance)
        return data

    def clean_table_link_days(self) -> int:
        """Left empty (or not sent by an older form): the club keeps its setting."""
        value: int | None = self.cleaned_data.get("table_link_days")
        return self.instance.table_link_days if value is None else value


TIME_INPUT = forms.TimeInput(format="%H:%M", attrs={"type": "time"})


class SeasonCalendarForm(forms.Form):
    """A club evening every week on one weekday, except in the chosen months."""

    year = forms.IntegerField(label=_("Year"), min_value=2000, max_value=2100)
    weekday = forms.TypedChoiceField(
        label=_("Weekday"), choices=sorted(WEEKDAYS.items()), coerce=int, initial=1
    )
    start_time = forms.TimeField(
        label=_("Start time"), initial=datetime.time(19, 30), widget=TIME_INPUT
    )
    end_time = forms.TimeField(label=_("End time"), initial=datetime.time(23, 0), widget=TIME_INPUT)
    skip_months = forms.TypedMultipleChoiceField(
        label=_("No club evenings in"),
        choices=sorted(MONTHS.items()),
        coerce=int,
        required=False,
        widget=forms.CheckboxSelectMultiple(attrs={"class": "month-choices"}),
        initial=[7, 8],
    )
    venue = forms.CharField(label=_("Venue"), max_length=200, required=False)
    round_count = forms.IntegerField(
        label=_("Rounds per evening"),
        min_value=EVENT_ROUNDS_MIN,
        max_value=EVENT_ROUNDS_MAX,
        initial=2,
    )

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        start, end = data.get("start_time"), data.get("end_time")
        if start and end and end <= start:
            self.add_error("end_time", _("The evening must end after it starts."))
        return data


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


class EventForm(_EventModelForm):
    """Plan or change a club evening or a tournament; saving goes through
    ``event_create``/``event_update``, which snapshot the club's house rules."""

    round_count = forms.IntegerField(
        label=_("Number of rounds"),
        initial=2,
        widget=forms.NumberInput(attrs={"min": EVENT_ROUNDS_MIN, "max": EVENT_ROUNDS_MAX}),
    )

    class Meta:
        model = Event
        fields = [
            "kind",
            "name",
            "date",
            "start_time",
            "end_time",
            "venue",
            "ruleset",
            "round_count",
            "round_minutes",
            "table_policy",
            "penalty_mode",
            "substitute_rule",
            "scorekeepers",
        ]
        widgets = {
            "date": DATE_INPUT,
            "start_time": TIME_INPUT,
            "end_time": TIME_INPUT,
            "table_policy": forms.RadioSelect,
            "penalty_mode": forms.RadioSelect,
            "substitute_rule": forms.RadioSelect,
            "scorekeepers": forms.CheckboxSelectMultiple,
        }
        field_classes = {"scorekeepers": ScorekeeperChoiceField}

    def __init__(self, *args: Any, club: Club, scorekeepers: QuerySet[User], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.instance.club = club
        # the form's copy of the field Meta.field_classes names
        scorekeeper_field = cast(ScorekeeperChoiceField, self.fields["scorekeepers"])
        scorekeeper_field.queryset = scorekeepers
        _penalty_mode_choices(self.fields["penalty_mode"])
        self.fields["substitute_rule"].required = False
        self._club = club
        if self.instance.pk is None:
            self.fields["ruleset"].initial = club.default_ruleset
            self.fields["penalty_mode"].initial = club.penalty_mode
            self.fields["substitute_rule"].initial = club.substitute_rule
        self.fields["round_minutes"].required = False

    def clean_round_minutes(self) -> int:
        """Left empty (or not sent by an older form): the event keeps its length."""
        value: int | None = self.cleaned_data.get("round_minutes")
        return self.instance.round_minutes if value is None else value

    def clean_round_count(self) -> int:
        value: int = self.cleaned_data["round_count"]
        if not EVENT_ROUNDS_MIN <= value <= EVENT_ROUNDS_MAX:
            raise forms.ValidationError(
                gettext("Choose between %(min)d and %(max)d rounds.")
                % {"min": EVENT_ROUNDS_MIN, "max": EVENT_ROUNDS_MAX}
            )
        return value

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        start, end = data.get("start_time"), data.get("end_time")
        if start and end and end <= start:
            self.add_error("end_time", _("The event must end after it starts."))
        _keep_unposted_options(
            self, data, fallback=self.instance if self.instance.pk else self._club
        )
        return data


def _penalty_mode_choices(field: forms.Field) -> None:
    """The empty choice said in words: the ruleset decides."""
    if not isinstance(field, forms.ChoiceField):  # the model field has choices
        raise TypeError(f"penalty_mode is a {type(field).__name__}, not a choice field")
    field.choices = [
        ("", _("By ruleset (deducted only under Chinese Official, paid to the table otherwise)")),
        *PenaltyMode.choices,
    ]


def _keep_unposted_options(
    form: forms.BaseForm, data: dict[str, Any], *, fallback: Club | Event
) -> None:
    """The penalty and substitute options when a form (an older page, a script) does not
    post them: the event's or club's current value, never a silent reset."""
    for name in ("penalty_mode", "substitute_rule"):
        if form.add_prefix(name) not in form.data or (
            name == "substitute_rule" and not data.get(name)
        ):
            data[name] = getattr(fallback, name)
