"""The house-rules form: one field per option of a ruleset (a reading of an ambiguity or a
variant), built from the engine's option declarations, so a new option shows up here
without a line of form code.

Options that describe one hand (``Option.per_hand``) are not house rules and are left out.
The engine checks the values again when they are saved (``Ruleset.resolve_options``).

Labels come from ``scoring.option_texts`` (translated); the values stay the engine's
identifiers (``discarder_pays_all``), shown with their translated labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django import forms
from django.utils.translation import gettext as _

from scoring.engine.options import Option
from scoring.engine.ruleset import Ruleset
from scoring.option_texts import choice_label, option_label


def house_rule_options(ruleset: Ruleset[Any]) -> list[Option]:
    return [o for o in ruleset.options if not o.per_hand]


def _field_for(ruleset_id: str, option: Option) -> forms.Field:
    label = option_label(ruleset_id, option)
    help_text = option.source
    if option.choices is not None:
        by_text = {str(c): c for c in option.choices}
        return forms.TypedChoiceField(
            choices=[(str(c), choice_label(ruleset_id, option, c)) for c in option.choices],
            coerce=by_text.__getitem__,
            label=label,
            help_text=help_text,
        )
    if isinstance(option.default, bool):
        return forms.BooleanField(required=False, label=label, help_text=help_text)
    if isinstance(option.default, int):
        return forms.IntegerField(
            min_value=0, max_value=1_000_000, label=label, help_text=help_text
        )
    return forms.CharField(max_length=100, label=label, help_text=help_text)


class RulesetOptionsForm(forms.Form):
    """The house rules of one ruleset; ``cleaned_data`` maps option name -> value."""

    def __init__(
        self, *args: Any, ruleset: Ruleset[Any], current: Mapping[str, object], **kwargs: Any
    ) -> None:
        resolved = ruleset.resolve_options(
            {k: v for k, v in current.items() if k in {o.name for o in ruleset.options}}
        )
        kwargs.setdefault(
            "initial", {o.name: resolved[o.name] for o in house_rule_options(ruleset)}
        )
        super().__init__(*args, **kwargs)
        self.ruleset = ruleset
        #: field name -> its option (for the template: the name, the source, the default)
        self.house_rules: dict[str, Option] = {}
        for option in house_rule_options(ruleset):
            self.fields[option.name] = _field_for(ruleset.id, option)
            self.house_rules[option.name] = option

    def rows(self) -> list[HouseRuleRow]:
        out = []
        for name in self.fields:
            bound = self[name]
            value = bound.initial if not self.is_bound else bound.value()
            option = self.house_rules[name]
            out.append(
                HouseRuleRow(
                    field=bound,
                    option=option,
                    differs=_differs(option, value),
                    value=_shown(self.ruleset.id, option, value),
                    default=_shown(self.ruleset.id, option, option.default),
                )
            )
        return out


@dataclass(frozen=True)
class HouseRuleRow:
    field: forms.BoundField
    option: Option
    differs: bool  # the club chose otherwise than the rule book
    value: str  # as shown to someone who may not change it
    default: str  # the rule book's


def _shown(ruleset_id: str, option: Option, value: object) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None:
        return ""
    if option.choices is not None:
        # a bound form holds the posted text ("1000"), the initial data the value (1000)
        by_text = {str(c): c for c in option.choices}
        if str(value) in by_text:
            return str(choice_label(ruleset_id, option, by_text[str(value)]))
    return str(value)


def _differs(option: Option, value: object) -> bool:
    if isinstance(option.default, bool):
        return bool(value) != option.default
    return str(value) != str(option.default)
