"""Forms of a referee: a penalty outside a hand, cancelling one, seating a substitute."""

from __future__ import annotations

from typing import Any, cast

from django import forms
from django.core.validators import MaxValueValidator
from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _

from tournaments.clubs.models import Member
from tournaments.core.integers import AsciiIntegerField
from tournaments.play.models import Seat


class PenaltyForm(forms.Form):
    seat = forms.TypedChoiceField(label=_("Player"), coerce=int)
    points = AsciiIntegerField(
        label=_("Penalty points"),
        min_value=1,
        error_messages={"min_value": _("A penalty is at least 1 point.")},
    )
    reason = forms.ChoiceField(label=_("Reason"))
    note = forms.CharField(label=_("Explanation"), max_length=300, required=False)

    def __init__(
        self,
        *args: Any,
        seats: list[Seat],
        reasons: list[tuple[str, str]],
        most: int = 10_000,
        false_claim: int | None = None,
        **kwargs: Any,
    ) -> None:
        # prefixed: the table page also holds the hand form, and ids must stay unique
        kwargs.setdefault("prefix", "penalty")
        super().__init__(*args, **kwargs)
        points = cast(AsciiIntegerField, self.fields["points"])
        points.max_value = most
        points.validators.append(MaxValueValidator(most))
        points.widget.attrs["max"] = str(most)
        if false_claim is not None:  # the rules' value of a false claim (a chombo)
            points.help_text = _("A false claim: %(points)d points under these rules.") % {
                "points": false_claim
            }
        # no player chosen in advance: a penalty for the first seat by a slip is worse
        cast(forms.ChoiceField, self.fields["seat"]).choices = [("", _("— choose —"))] + [
            (s.pk, s.player_name) for s in seats
        ]
        # nor a reason: the first one (MCR's "wrong mahjong claim") by a slip is worse too
        cast(forms.ChoiceField, self.fields["reason"]).choices = [
            ("", _("— choose —")),
            *reasons,
        ]


class PenaltyCancelForm(forms.Form):
    penalty = AsciiIntegerField(widget=forms.HiddenInput, min_value=1)
    cancel_reason = forms.CharField(label=_("Why cancel it?"), max_length=300)


class SubstituteForm(forms.Form):
    """Who leaves (a member, ``m:<id>``, or a guest, ``g:<name>``), from which round, and
    who takes the seats (a member or a guest's name)."""

    # a select of "m:<id>" and "g:<name>" (set in __init__); checked by clean_absent
    absent = forms.CharField(label=_("Player who leaves"), max_length=130, widget=forms.Select)
    from_round = forms.TypedChoiceField(label=_("From round"), coerce=int)
    substitute = forms.ModelChoiceField(
        label=_("Substitute (member)"),
        queryset=Member.objects.none(),
        required=False,
        empty_label=_("— none: a guest —"),
    )
    guest_name = forms.CharField(label=_("or a guest's name"), max_length=120, required=False)

    def __init__(
        self,
        *args: Any,
        absent_choices: QuerySet[Member],
        absent_guests: list[str],
        members: QuerySet[Member],
        rounds: list[int],
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.absent_members = {m.pk: m for m in absent_choices}
        self.absent_guests = set(absent_guests)
        cast(forms.Select, self.fields["absent"].widget).choices = [
            ("", _("— choose —")),
            *((f"m:{m.pk}", m.full_name) for m in self.absent_members.values()),
            *((f"g:{name}", _("%(name)s (guest)") % {"name": name}) for name in absent_guests),
        ]
        cast("forms.ModelChoiceField[Member]", self.fields["substitute"]).queryset = members
        cast(forms.ChoiceField, self.fields["from_round"]).choices = [(n, str(n)) for n in rounds]

    def clean_absent(self) -> tuple[Member | None, str]:
        """(the member, "") or (None, the guest's name); a bare number is a member's."""
        value = self.cleaned_data["absent"]
        kind, _sep, ident = value.partition(":") if ":" in value else ("m", "", value)
        if kind == "m" and ident.isdigit() and int(ident) in self.absent_members:
            return self.absent_members[int(ident)], ""
        if kind == "g" and ident in self.absent_guests:
            return None, ident
        raise forms.ValidationError(_("Choose the player who leaves."))
