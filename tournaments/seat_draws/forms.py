"""Forms of the seat draw pages; they only parse input, the services do the work."""

from typing import Any, cast

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tournaments.clubs.models import Member
from tournaments.core.integers import AsciiIntegerField
from tournaments.core.model_choices import IdChoicesField
from tournaments.core.uploads import upload_size_check
from tournaments.events.models import Event, TablePolicy
from tournaments.seat_draws.plan_files import MAX_UPLOAD_BYTES
from tournaments.seat_draws.selectors.field import members_available
from tournaments.seat_draws.services.draws import MAX_DRAW_ROUNDS


class MemberChoiceField(IdChoicesField):
    def label_from_instance(self, obj: Member) -> str:
        return obj.full_name


class ParticipantsForm(forms.Form):
    """Who came: tick members, type guests (one per line), optionally a group for all."""

    members = MemberChoiceField(
        label=_("Members"),
        queryset=Member.objects.none(),
        required=False,
        widget=forms.CheckboxSelectMultiple(attrs={"class": "member-choices"}),
    )
    guests = forms.CharField(
        label=_("Guests"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 3, "placeholder": _("One name per line")}),
    )
    group = forms.CharField(
        label=_("Group"),
        max_length=60,
        required=False,
        help_text=_(
            "Same club or family: players of one group do not meet if it can be helped. "
            "Applies to everyone added now."
        ),
    )

    def __init__(self, *args: Any, event: Event, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # the form's copy of the ``members`` field declared above
        members = cast(MemberChoiceField, self.fields["members"])
        members.queryset = members_available(event=event)

    def clean_guests(self) -> list[str]:
        return [
            " ".join(line.split())
            for line in self.cleaned_data["guests"].splitlines()
            if line.strip()
        ]

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        if not data.get("members") and not data.get("guests"):
            raise forms.ValidationError(_("Tick at least one member or type a guest's name."))
        return data


class SeatDrawForm(forms.Form):
    """The draw button with how many rounds and what to do with a remainder of players;
    a seed repeats an earlier draw (it is shown after every draw)."""

    rounds = AsciiIntegerField(
        label=_("Rounds"),
        min_value=1,
        max_value=MAX_DRAW_ROUNDS,
        required=False,
        error_messages={
            "max_value": _("At most %(limit_value)s rounds can be drawn."),
            "min_value": _("Draw at least %(limit_value)s round."),
        },
    )
    table_policy = forms.ChoiceField(
        label=_("Players left over"), choices=TablePolicy.choices, required=False
    )

    seed = AsciiIntegerField(
        label=pgettext_lazy("random seed", "Seed"),
        required=False,
        min_value=0,
        help_text=_(
            "Leave empty for a new draw. The same seed with the same players and settings "
            "gives the same draw again."
        ),
    )

    def __init__(self, *args: Any, event: Event, **kwargs: Any) -> None:
        kwargs.setdefault(
            "initial", {"rounds": event.round_count, "table_policy": event.table_policy}
        )
        super().__init__(*args, **kwargs)


def _player_key(value: str) -> tuple[str, int | str]:
    """``m:12`` -> ("m", 12); ``g:Kees Gast`` -> ("g", "Kees Gast")."""
    kind, _sep, ident = value.partition(":")
    if kind == "m" and ident.isdigit():
        return ("m", int(ident))
    if kind == "g" and ident.strip():
        return ("g", ident)
    raise forms.ValidationError(_("Choose a player from the list."))


class SeatSwapForm(forms.Form):
    """Two players of one round who change seats (tables and winds)."""

    round = AsciiIntegerField(min_value=1, max_value=50)
    first = forms.CharField(label=pgettext_lazy("seat swap", "Swap"), max_length=130)
    second = forms.CharField(label=_("with"), max_length=130)

    def clean_first(self) -> tuple[str, int | str]:
        return _player_key(self.cleaned_data["first"])

    def clean_second(self) -> tuple[str, int | str]:
        return _player_key(self.cleaned_data["second"])


class SeatPlanForm(forms.Form):
    """A seating plan's file (``plan_files``); only its size is checked here."""

    file = forms.FileField(
        label=_("File (.xlsx or .csv)"),
        help_text=_(
            "Columns round, table, seat and player, one row per seat; a bye has no table "
            "and no seat. The player is the member number or the exact name."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".xlsx,.csv,text/csv"}),
    )

    def clean_file(self) -> UploadedFile[bytes]:
        return upload_size_check(self.cleaned_data["file"], MAX_UPLOAD_BYTES)
