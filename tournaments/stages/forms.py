"""Forms of the stages pages; they only parse input, the services do the work."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from tournaments.core.integers import AsciiIntegerField
from tournaments.reports.rows import StandingRow
from tournaments.stages.models import MAX_STAGES, CarryOver, StageSeating
from tournaments.stages.services.plan import MAX_EVENT_ROUNDS, StagePlan


class StageForm(forms.Form):
    """One stage; a row left without a name is no stage."""

    name = forms.CharField(label=_("Stage"), max_length=80, required=False)
    rounds = AsciiIntegerField(
        label=_("Rounds"), min_value=1, max_value=MAX_EVENT_ROUNDS, required=False
    )
    field_size = AsciiIntegerField(
        label=_("Top N"),
        min_value=3,
        max_value=1000,
        required=False,
        help_text=_("Empty: everyone."),
    )
    carry_over = forms.ChoiceField(
        label=_("Carry-over"), choices=CarryOver.choices, initial=CarryOver.NONE
    )
    seating = forms.ChoiceField(
        label=_("Seating"), choices=StageSeating.choices, initial=StageSeating.DRAWN
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("name") and not data.get("rounds"):
            self.add_error("rounds", _("How many rounds does this stage play?"))
        return data

    def plan(self) -> StagePlan | None:
        data = self.cleaned_data
        if not data.get("name"):
            return None
        return StagePlan(
            name=data["name"].strip(),
            rounds=data["rounds"],
            field_size=data.get("field_size"),
            carry_over=data["carry_over"],
            seating=data["seating"],
        )


StageFormSet = forms.formset_factory(
    StageForm, extra=0, max_num=MAX_STAGES, absolute_max=MAX_STAGES, validate_max=True
)


def stage_plans(formset: Any) -> list[StagePlan]:
    return [plan for form in formset.forms if (plan := form.plan()) is not None]


class CutForm(forms.Form):
    """Make the cut: how a tie at the line is settled, and a confirmation."""

    rule = forms.ChoiceField(label=_("Tie at the cut"), required=False, widget=forms.RadioSelect)
    winners = forms.MultipleChoiceField(
        label=_("Winners of the play-off hand"),
        required=False,
        widget=forms.CheckboxSelectMultiple,
    )
    seed = forms.CharField(
        label=_("Seed of the lots"),
        max_length=32,
        required=False,
        help_text=_("Anyone can repeat the lots with this seed."),
    )
    confirm = forms.BooleanField(
        label=_("I have checked the standings: make the cut. It cannot be undone."),
        required=True,
    )

    def __init__(self, *args: Any, tied: list[StandingRow], shared: bool, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        rules = [("playoff", _("play-off hand")), ("lots", _("drawing lots"))]
        if shared:
            rules.insert(0, ("shared", _("shared qualification")))
        rule = self.fields["rule"]
        winners = self.fields["winners"]
        assert isinstance(rule, forms.ChoiceField) and isinstance(winners, forms.ChoiceField)
        rule.choices = rules if tied else []
        rule.required = bool(tied)
        winners.choices = [(r.player.key, r.player.name) for r in tied]

    def rule_chosen(self) -> str:
        return str(self.cleaned_data.get("rule") or "no_tie")
