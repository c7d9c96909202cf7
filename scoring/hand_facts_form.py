"""The entry form's fields for a ruleset whose hands carry table facts
(``Ruleset.asks_hand_facts``, :class:`~scoring.engine.hand_facts.HandFacts`): each seat's
declaration of ready (and whether it was a double one), the winner's win within the first
turn after it, the indicator tiles for bonus han and the ones under them, the seats ready
at a draw; and the per-hand options quick entry asks beside the winner's total
(``Ruleset.quick_facts``). The words are the ruleset's (``RulesetTexts.hand_facts``).
Parsing only: the ruleset writes the facts into the hand (``Ruleset.facts_entry``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from django import forms

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
#: the other winners of one discard who won within the first turn after declaring
ALSO_FIRST_TURN = "also_ippatsu"
#: a ruleset's words for its facts (``RulesetTexts.hand_facts``), in the page's language
FactLabels = Mapping[str, Any]


@dataclass(frozen=True)
class FactsAsked:
    """What the form needs of a ruleset that asks table facts."""

    writer: FactsWriter
    labels: FactLabels
    #: the optional facts the club's house options ask (``Ruleset.facts_asked``)
    optional: frozenset[str] = frozenset()


class FactFieldsMixin:
    """The entry form's table facts, grouped for the template."""

    def _starting(self, prefix: str) -> list[forms.BoundField]:
        form = cast(forms.Form, self)
        return [form[name] for name in form.fields if name.startswith(prefix)]

    def ready_fields(self) -> list[forms.BoundField]:
        """Each seat's declaration of ready (or a double one)."""
        return self._starting("ready_")

    def quick_fact_fields(self) -> list[forms.BoundField]:
        """Quick entry's per-hand options (fu, yakuman)."""
        return self._starting("fact_")


def add_fact_fields(
    form: forms.Form,
    seat_choices: list[tuple[str, str]],
    quick_facts: Sequence[tuple[str, Any, object]],
    labels: FactLabels,
    optional: frozenset[str] = frozenset(),
) -> None:
    """The facts' fields on ``form``; ``quick_facts``: (option name, label, default);
    ``optional``: the facts the house options ask beside the others (red fives, a limit
    paid at a draw), only when switched on."""
    ready = [("", "—"), (READY, labels["ready"]), (DOUBLE, labels["double_ready"])]
    for wind, label in seat_choices:
        form.fields[f"ready_{wind}"] = forms.ChoiceField(
            label=label, choices=ready, required=False, widget=FastSelect
        )
    form.fields["ippatsu"] = forms.BooleanField(label=labels["first_turn"], required=False)
    for name, key in (("dora", "indicators"), ("ura_dora", "under_indicators")):
        form.fields[name] = forms.CharField(
            label=labels[key],
            help_text=labels[f"{key}_help"],
            required=False,
            max_length=60,
            widget=FastTextInput(attrs={"placeholder": "k3 W", "autocomplete": "off"}),
        )
    form.fields["tenpai"] = forms.MultipleChoiceField(
        label=labels["tenpai"],
        choices=seat_choices,
        required=False,
        widget=FastCheckboxSelectMultiple,
    )
    if "bonus_count" in optional:
        form.fields["bonus_count"] = forms.IntegerField(
            label=labels["bonus_count"],
            required=False,
            min_value=0,
            max_value=4,
            widget=FastNumberInput,
        )
    if "limit_at_draw" in optional:
        form.fields["limit_at_draw"] = forms.MultipleChoiceField(
            label=labels["limit_at_draw"],
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
    winners: Sequence[str],
    quick: bool,
    labels: FactLabels,
) -> HandFacts:
    """The facts ``data`` holds for this result: a win entered with tiles carries the
    declarations and indicators; a quick win the declarations alone (its han count the
    rest already; every declared seat's bet goes to the winner); a draw its tenpai seats
    and the declarations (their bets stay on the table). ``winners``: the winner chosen
    first, then the others of the same discard."""
    double = tuple(w for w in winds if data.get(f"ready_{w}") == DOUBLE)
    ready = tuple(w for w in winds if data.get(f"ready_{w}") in (READY, DOUBLE))
    if kind == "draw":
        tenpai = tuple(w for w in winds if w in (data.get("tenpai") or ()))
        limit = tuple(w for w in winds if w in (data.get("limit_at_draw") or ()))
        return HandFacts(tenpai=tenpai, ready=ready, double_ready=double, limit_at_draw=limit)
    if kind != "win":
        return HandFacts()
    if quick:  # the winner's total counts his own declaration; they settle the bets
        return HandFacts(ready=ready, double_ready=double)
    first_turn = [winners[0]] if data.get("ippatsu") and winners else []
    first_turn += [w for w in winners[1:] if w in (data.get(ALSO_FIRST_TURN) or ())]
    for seat in first_turn:
        if seat not in ready:
            field = "ippatsu" if seat == winners[0] else ALSO_FIRST_TURN
            form.add_error(field, labels["first_turn_needs_ready"])
    return HandFacts(
        ready=ready,
        double_ready=double,
        first_turn=tuple(w for w in winds if w in first_turn),
        indicators=_indicators(form, data, "dora"),
        under_indicators=_indicators(form, data, "ura_dora"),
        bonus_count=data.get("bonus_count") or 0,
    )


def quick_options(
    data: dict[str, Any], quick_facts: Sequence[tuple[str, Any, object]]
) -> dict[str, object]:
    """The per-hand options a quick win brings (their defaults where left empty)."""
    return {
        name: data[f"fact_{name}"] if data.get(f"fact_{name}") is not None else default
        for name, _label, default in quick_facts
    }


def written_facts(
    form: forms.Form,
    data: dict[str, Any],
    winds: Sequence[str],
    *,
    kind: str | None,
    winners: Sequence[str],
    quick: bool,
    asked: FactsAsked,
    winner_options: Mapping[str, Mapping[str, int]] | None = None,
) -> tuple[dict[str, object], dict[str, object]]:
    """The entry's and its result's keys that hold the facts ``data`` gives
    (``winner_options``: several winners' quick facts, option -> seat -> value)."""
    facts = hand_facts(
        form, data, winds, kind=kind, winners=winners, quick=quick, labels=asked.labels
    )
    if winner_options:
        facts = replace(facts, winner_options=winner_options)
    return asked.writer(facts)


def initial_facts(
    facts: HandFacts, *, winners: Sequence[str], quick_options: Mapping[str, object]
) -> dict[str, object]:
    """The form's values of a stored hand's ``facts`` (a correction opens with them):
    each declaration, the first turn win of the first of ``winners`` and of the others,
    the indicators, a draw's tenpai seats, and each winner's per-hand options of a quick
    entry (``quick_options``: the first winner's, by name)."""
    out: dict[str, object] = {}
    for seat in facts.ready:
        out[f"ready_{seat}"] = DOUBLE if seat in facts.double_ready else READY
    first, others = (winners[0], winners[1:]) if winners else (None, ())
    out["ippatsu"] = first in facts.first_turn
    out[ALSO_FIRST_TURN] = [s for s in others if s in facts.first_turn]
    out["dora"] = " ".join(facts.indicators)
    out["ura_dora"] = " ".join(facts.under_indicators)
    out["tenpai"] = list(facts.tenpai)
    for name, value in quick_options.items():
        out[f"fact_{name}"] = value
    return out
