"""Forms of the team page: the settings, a new team, a player moved to a team."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from tournaments.core.integers import AsciiIntegerField
from tournaments.events.models import EventParticipant
from tournaments.teams.models import TEAM_SIZE_MAX, TEAM_SIZE_MIN, Team, TeamSettings


class TeamSettingsForm(forms.ModelForm[TeamSettings]):
    class Meta:
        model = TeamSettings
        field_classes = dict.fromkeys(("size_min", "size_max", "best_count"), AsciiIntegerField)
        fields = ["enabled", "size_min", "size_max", "rule", "best_count"]
        widgets = {
            "size_min": forms.NumberInput(attrs={"min": TEAM_SIZE_MIN, "max": TEAM_SIZE_MAX}),
            "size_max": forms.NumberInput(attrs={"min": TEAM_SIZE_MIN, "max": TEAM_SIZE_MAX}),
            "best_count": forms.NumberInput(attrs={"min": 1, "max": TEAM_SIZE_MAX}),
        }

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        low, high = data.get("size_min"), data.get("size_max")
        if low is not None and high is not None and low > high:
            raise forms.ValidationError(_("The smallest team cannot be larger than the largest."))
        return data


def _player_label(participant: EventParticipant) -> str:
    """A player and his club, so a team by hand can follow the clubs too."""
    club = participant.group.strip()
    return f"{participant.name} ({club})" if club else participant.name


class TeamCreateForm(forms.Form):
    name = forms.CharField(
        label=_("Team name"),
        max_length=60,
        required=False,
        help_text=_("Empty: the players' club, else 'Team' and a number."),
    )
    players = forms.ModelMultipleChoiceField(
        label=_("Players"),
        queryset=EventParticipant.objects.none(),
        widget=forms.CheckboxSelectMultiple,
    )

    def __init__(self, *args: Any, free: list[EventParticipant], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["players"]
        assert isinstance(field, forms.ModelMultipleChoiceField)
        field.queryset = EventParticipant.objects.filter(pk__in=[p.pk for p in free])
        field.label_from_instance = _player_label  # type: ignore[method-assign,assignment]


class TeamMemberForm(forms.Form):
    """A player into a team, or (no team) out of his team."""

    participant = forms.ModelChoiceField(
        label=_("Player"), queryset=EventParticipant.objects.none()
    )
    team = forms.ModelChoiceField(
        label=_("Team"), queryset=Team.objects.none(), required=False, empty_label=_("no team")
    )

    def __init__(
        self, *args: Any, participants: list[EventParticipant], teams: list[Team], **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        player = self.fields["participant"]
        team = self.fields["team"]
        assert isinstance(player, forms.ModelChoiceField) and isinstance(
            team, forms.ModelChoiceField
        )
        player.queryset = EventParticipant.objects.filter(pk__in=[p.pk for p in participants])
        team.queryset = Team.objects.filter(pk__in=[t.pk for t in teams])
