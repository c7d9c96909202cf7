"""The entry form's fields for a ruleset whose hands carry table facts
(``Ruleset.asks_hand_facts``, :class:`~scoring.engine.hand_facts.HandFacts`): each seat's
declaration of ready (riichi, double riichi), the winner's first-turn win (ippatsu), the
dora and ura-dora indicators, the tenpai seats of a draw; and the per-hand options quick
entry asks beside the winner's total (``Ruleset.quick_facts``: fu, yakuman). Parsing only:
the ruleset writes the facts into the hand (``Ruleset.facts_entry``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, cast

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from scoring.engine import ScoringError, Tile
from scoring.engine.hand_facts import HandFacts
from scoring.messages import error_message
from scoring.notation import canonical
from scoring.widgets import (
    FastCheckboxSelectMultiple,
    FastNumberInput,
    FastSelect,
    FastTextInput,
)
from scoring.wind_markers import wind_aliases

#: the entry's keys and its result's keys that hold the facts (``Ruleset.facts_entry``)
FactsWriter = Callable[[HandFacts], tuple[dict[str, object], dict[str, object]]]
READY, DOUBLE = "ready", "double"
READY_CHOICES = [
    ("", "—"),
    (READY, pgettext_lazy("ready declaration", "Riichi")),
    (DOUBLE, pgettext_lazy("ready declaration", "Double riichi")),
]
INDICATORS = (
    ("dora", _("Dora indicators"), _("The indicator tiles turned up, kan dora included.")),
    ("ura_dora", _("Ura-dora indicators"), _("The tiles under them (a winner in riichi).")),
)


class FactFieldsMixin:
    """The entry form's table facts, grouped for the template."""

    def _starting(self, prefix: str) -> list[forms.BoundField]:
        form = cast(forms.Form, self)
        return [form[name] for name in form.fields if name.startswith(prefix)]

    def ready_fields(self) -> list[forms.BoundField]:
        """Each seat's declaration (riichi, double riichi)."""
        return self._starting("ready_")

    def quick_fact_fields(self) -> list[forms.BoundField]:
        """Quick entry's per-hand options (fu, yakuman)."""
        return self._starting("fact_")


def add_fact_fields(
    form: forms.Form,
    seat_choices: list[tuple[str, str]],
    quick_facts: Sequence[tuple[str, Any, object]],
) -> None:
    """The facts' fields on ``form``; ``quick_facts``: (option name, label, default)."""
    for wind, label in seat_choices:
        form.fields[f"ready_{wind}"] = forms.ChoiceField(
            label=label, choices=READY_CHOICES, required=False, widget=FastSelect
        )
    form.fields["ippatsu"] = forms.BooleanField(
        label=_("Ippatsu: won within one turn of the riichi"), required=False
    )
    for name, indicator_label, help_text in INDICATORS:
        form.fields[name] = forms.CharField(
            label=indicator_label,
            help_text=help_text,
            required=False,
            max_length=60,
            widget=FastTextInput(attrs={"placeholder": "k3 W", "autocomplete": "off"}),
        )
    form.fields["tenpai"] = forms.MultipleChoiceField(
        label=_("Tenpai at the draw"),
        choices=seat_choices,
        required=False,
        widget=FastCheckboxSelectMultiple,
    )
    for name, label, default in quick_facts:
        form.fields[f"fact_{name}"] = forms.IntegerField(
            label=label,
            required=False,
            min_value=0,
            max_value=200,
            initial=default,
            widget=FastNumberInput,
        )


def _indicators(form: forms.Form, data: dict[str, Any], name: str) -> tuple[str, ...]:
    out = []
    for text in re.split(r"[\s,]+", (data.get(name) or "").strip()):
        if not text:
            continue
        try:
            out.append(str(Tile.parse(canonical(text, wind_aliases()))))
        except ScoringError as exc:
            form.add_error(name, error_message(exc))
    return tuple(out)


def hand_facts(
    form: forms.Form,
    data: dict[str, Any],
    winds: Sequence[str],
    *,
    kind: str | None,
    winner: str | None,
    quick: bool,
) -> HandFacts:
    """The facts ``data`` holds for this result: a win entered with tiles carries the
    declarations and indicators (a quick entry's han counts them already); a draw its
    tenpai seats."""
    if kind == "draw":
        return HandFacts(tenpai=tuple(w for w in winds if w in (data.get("tenpai") or ())))
    if kind != "win" or quick:
        return HandFacts()
    double = tuple(w for w in winds if data.get(f"ready_{w}") == DOUBLE)
    ready = tuple(w for w in winds if data.get(f"ready_{w}") in (READY, DOUBLE))
    first_turn: tuple[str, ...] = ()
    if data.get("ippatsu") and winner:
        if winner not in ready:
            form.add_error("ippatsu", _("Ippatsu needs the winner's riichi."))
        first_turn = (winner,)
    return HandFacts(
        ready=ready,
        double_ready=double,
        first_turn=first_turn,
        indicators=_indicators(form, data, "dora"),
        under_indicators=_indicators(form, data, "ura_dora"),
    )


def quick_options(
    data: dict[str, Any], quick_facts: Sequence[tuple[str, Any, object]]
) -> dict[str, object]:
    """The per-hand options a quick win brings (their defaults where left empty)."""
    return {
        name: data[f"fact_{name}"] if data.get(f"fact_{name}") is not None else default
        for name, _label, default in quick_facts
    }
