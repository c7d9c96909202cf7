import datetime

from django import forms
from django.utils.dates import MONTHS, WEEKDAYS
from django.utils.translation import gettext_lazy as _

from tournaments.models import Club


class ClubSettingsForm(forms.ModelForm):
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
        ]


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
    round_count = forms.IntegerField(label=_("Rounds per evening"), min_value=1, initial=2)

    def clean(self) -> dict:
        data = super().clean()
        start, end = data.get("start_time"), data.get("end_time")
        if start and end and end <= start:
            self.add_error("end_time", _("The evening must end after it starts."))
        return data
