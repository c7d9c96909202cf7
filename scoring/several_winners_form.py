"""The entry form's fields for several players who won one discard, where the ruleset
allows it (``Ruleset.several_winners``): which other players won the discard, the first
turn win of each of them, and by totals each one's per-hand facts (fu, yakuman) beside his
total in his own ``points_<seat>`` field; each one's tiles go in his own ``tiles_<seat>``
field. Parsing only: the form writes the winners into the result (``winner: [S, N]``) and
the facts through the ruleset's writer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from scoring.hand_facts_form import ALSO_FIRST_TURN
from scoring.messages import MESSAGES
from scoring.widgets import FastCheckboxSelectMultiple, FastNumberInput
from scoring.wind_markers import wind_marker

#: the other players who won the same discard
ALSO = "also_won"
#: several winners' per-hand facts of a quick entry: ``winner_fact_<option>_<seat>``
WINNER_FACT = "winner_fact_"


def add_winner_fields(
    form: forms.Form,
    players: Sequence[tuple[str, str]],
    quick_facts: Sequence[tuple[str, Any, object]],
) -> None:
    choices = [(w, f"{wind_marker(w)} · {name}") for w, name in players]
    form.fields[ALSO] = forms.MultipleChoiceField(
        label=_("Also won on this discard"),
        help_text=_(
            "Tick each other player who won the same discard; enter each winner's hand. The "
            "discarder pays every winner."
        ),
        choices=choices,
        required=False,
        widget=FastCheckboxSelectMultiple,
    )
    first_turn = form.fields.get("ippatsu")
    if first_turn is not None:
        form.fields[ALSO_FIRST_TURN] = forms.MultipleChoiceField(
            label=format_lazy("{} ({})", first_turn.label, _("the other winners")),
            choices=choices,
            required=False,
            widget=FastCheckboxSelectMultiple,
        )
    for wind, name in players:
        for option, label, default in quick_facts:
            form.fields[f"{WINNER_FACT}{option}_{wind}"] = forms.IntegerField(
                label=format_lazy("{} · {}: {}", wind_marker(wind), name, label),
                required=False,
                min_value=0,
                max_value=200,
                initial=default,
                widget=FastNumberInput,
            )


def also_won(
    form: forms.Form,
    data: Mapping[str, Any],
    *,
    kind: str | None,
    winner: str | None,
    discarder: str | None,
) -> tuple[str, ...]:
    """The other winners ticked, in seat order; an error at the field for a self-drawn
    win, the discarder among them or the winner ticked again (``discarder`` None: self
    drawn or not chosen)."""
    if ALSO not in form.fields or kind != "win":
        return ()
    ticked = [w for w in "ESWN" if w in (data.get(ALSO) or ())]
    if not ticked:
        return ()
    if not discarder:
        form.add_error(ALSO, MESSAGES["several_winners_self_drawn"])
        return ()
    if discarder in ticked:
        form.add_error(ALSO, _("The discarder cannot be among the winners."))
    if winner in ticked:
        form.add_error(
            ALSO,
            _("%(seat)s is already the winner: tick only the others.")
            % {"seat": wind_marker(winner or "")},
        )
    return tuple(w for w in ticked if w not in (winner, discarder))


def winner_options(
    data: Mapping[str, Any],
    winners: Sequence[str],
    quick_facts: Sequence[tuple[str, Any, object]],
) -> dict[str, dict[str, int]]:
    """Each winner's per-hand facts of a quick entry (option -> seat -> value): the first
    winner's from the form's own fields (``fact_<option>``), the others' from theirs."""
    out: dict[str, dict[str, int]] = {}
    for option, _label, default in quick_facts:
        values: dict[str, int] = {}
        for i, seat in enumerate(winners):
            name = f"fact_{option}" if i == 0 else f"{WINNER_FACT}{option}_{seat}"
            value = data.get(name)
            values[seat] = int(str(value if value is not None else default))
        out[option] = values
    return out


class SeveralWinnersMixin:
    """The fields for the template: each seat's per-hand facts of a quick entry."""

    def winner_fact_fields(self) -> list[tuple[str, list[forms.BoundField]]]:
        form: Any = self
        if not getattr(form, "several_winners", False):
            return []
        out = []
        for wind in form.winds:
            fields = [
                form[n] for n in form.fields if n.startswith(WINNER_FACT) and n.endswith(f"_{wind}")
            ]
            if fields:
                out.append((wind, fields))
        return out
