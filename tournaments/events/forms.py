"""Forms of the event pages: an event, and a season's calendar of club evenings."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Any, cast

from django import forms
from django.contrib.auth.models import User
from django.db.models import QuerySet
from django.utils.dates import MONTHS, WEEKDAYS
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from tournaments.clubs.forms import (
    DATE_INPUT,
    TIME_INPUT,
    ScorekeeperChoiceField,
    keep_unposted_options,
    penalty_mode_choices,
)
from tournaments.clubs.models import Club
from tournaments.core.integers import AsciiIntegerField
from tournaments.events.models import Event
from tournaments.events.services.event_guard import EVENT_CLOSED_EDITABLE
from tournaments.events.services.events import EVENT_ROUNDS_MAX, EVENT_ROUNDS_MIN

if TYPE_CHECKING:  # generic for the type checker only (Django's classes are not at run time)
    _EventModelForm = forms.ModelForm[Event]
else:
    _EventModelForm = forms.ModelForm


class SeasonCalendarForm(forms.Form):
    """A club evening every week on one weekday, except in the chosen months."""

    year = AsciiIntegerField(label=_("Year"), min_value=2000, max_value=2100)
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
    round_count = AsciiIntegerField(
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


PLAY_OPTIONS = ("hand_entry_by", "hand_acceptance")
"""Who enters and who accepts the hands (docs/acceptance.md)."""


class EventForm(_EventModelForm):
    """Plan or change a club evening or a tournament; saving goes through
    ``event_create``/``event_update``, which snapshot the club's house rules."""

    round_count = AsciiIntegerField(
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
            "ema_qualifying",
            "silent_rounds",
            "scorekeepers",
            "hand_entry_by",
            "hand_acceptance",
        ]
        widgets = {
            "date": DATE_INPUT,
            "start_time": TIME_INPUT,
            "end_time": TIME_INPUT,
            "table_policy": forms.RadioSelect,
            "penalty_mode": forms.RadioSelect,
            "substitute_rule": forms.RadioSelect,
            "scorekeepers": forms.CheckboxSelectMultiple,
            "hand_entry_by": forms.RadioSelect,
            "hand_acceptance": forms.RadioSelect,
        }
        field_classes = {
            "scorekeepers": ScorekeeperChoiceField,
            "round_minutes": AsciiIntegerField,
            "silent_rounds": AsciiIntegerField,
        }

    def __init__(self, *args: Any, club: Club, scorekeepers: QuerySet[User], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.instance.club = club
        # the form's copy of the field Meta.field_classes names
        scorekeeper_field = cast(ScorekeeperChoiceField, self.fields["scorekeepers"])
        scorekeeper_field.queryset = scorekeepers
        penalty_mode_choices(self.fields["penalty_mode"])
        self.fields["substitute_rule"].required = False
        self._club = club
        if self.instance.pk is None:
            self.fields["ruleset"].initial = club.default_ruleset
            self.fields["penalty_mode"].initial = club.penalty_mode
            self.fields["substitute_rule"].initial = club.substitute_rule
        self.fields["round_minutes"].required = False
        self.fields["silent_rounds"].required = False
        for name in PLAY_OPTIONS:  # an older page or a script that does not post them
            self.fields[name].required = False
        if self.instance.pk is not None and not self.instance.is_open:
            for name, field in self.fields.items():  # finished: what it counted stays
                field.disabled = field.disabled or name not in EVENT_CLOSED_EDITABLE

    def clean_round_minutes(self) -> int:
        """Left empty (or not sent by an older form): the event keeps its length."""
        value: int | None = self.cleaned_data.get("round_minutes")
        return self.instance.round_minutes if value is None else value

    def clean_silent_rounds(self) -> int:
        """Left empty (or not sent by an older form): the event keeps its silent rounds."""
        value: int | None = self.cleaned_data.get("silent_rounds")
        return self.instance.silent_rounds if value is None else value

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
        keep_unposted_options(
            self, data, fallback=self.instance if self.instance.pk else self._club
        )
        for name in PLAY_OPTIONS:  # not posted: the event keeps its choice, never a reset
            if not data.get(name):
                data[name] = getattr(self.instance, name)
        return data
