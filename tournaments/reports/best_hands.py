"""Best hands compared like with like: one best hand per ruleset, never across units.

A 512-point NMB hand, a 7-fan Hong Kong hand and a 4-faan Ma Jiang hand are counted in
different units (and MCR points are not NMB points), so a season's "best hand" is one per
ruleset. Pure: takes ``BestHand`` rows, returns groups; no queries.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.utils import translation
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from scoring.element_texts import element_name as catalogue_element_name
from scoring.engine import UnknownRuleset, get_ruleset
from scoring.engine.registry import ruleset_ids
from tournaments.core.choices import ruleset_label

if TYPE_CHECKING:  # the rows show names through this module: no import back at run time
    from tournaments.reports.rows import BestHand

#: the translated name of each ``Ruleset.unit_label`` a hand value can count in
UNIT_LABELS: dict[str, object] = {
    "points": _("points"),
    "MCR points": _("MCR points"),
    "fan": _("fan"),
    "faan": _("faan"),
}

#: the language a ruleset's own element names (``name``) are in; ``name_en`` is English


@dataclass(frozen=True, slots=True)
class RulesetBest:
    """The best hand of one ruleset, with the unit its value counts in."""

    ruleset: str
    unit: object  # a lazy translation: the label follows the page's language
    hand: BestHand

    @property
    def name(self) -> str:
        """The ruleset's name in the current language."""
        return ruleset_label(self.ruleset)


def _unit(ruleset: str, *, stored: bool = True) -> object:
    """The lazy label of the unit ``ruleset``'s stored hand values count in (``stored``;
    ``Ruleset.points_label`` where it differs from the ruleset's unit), or of its own unit
    (``unit_label``: the statistics' winning hands); its own words for a unit the
    translations do not know; points for a ruleset the registry does not know."""
    try:
        found = get_ruleset(ruleset)
    except UnknownRuleset:
        return _("points")
    label = (stored and found.points_label) or found.unit_label
    return UNIT_LABELS.get(label, label)


def unit_label(ruleset: str) -> str:
    """What a stored hand's points count in (best hands, trophies, the report)."""
    return str(_unit(ruleset))


def value_unit_label(ruleset: str) -> str:
    """The ruleset's own unit (``Ruleset.unit_label``), as the statistics count a win."""
    return str(_unit(ruleset, stored=False))


def best_per_ruleset(hands: Iterable[BestHand]) -> list[RulesetBest]:
    """The highest hand of each ruleset (the earliest of equal ones), rulesets in a fixed
    order: a hand is only ever compared with hands of its own ruleset."""
    best: dict[str, BestHand] = {}
    for hand in hands:
        held = best.get(hand.ruleset)
        if held is None or (hand.points, -hand.date.toordinal()) > (
            held.points,
            -held.date.toordinal(),
        ):
            best[hand.ruleset] = hand
    order = list(ruleset_ids())
    return [
        RulesetBest(ruleset=r, unit=_unit(r), hand=best[r])
        for r in sorted(best, key=lambda r: (order.index(r) if r in order else len(order), r))
    ]


def element_name(element: Mapping[str, object], lang: str | None = None) -> str:
    """An element's name in ``lang`` (the current language by default), from the element
    catalogue (scoring.element_texts); the stored name for an id the catalogue does not
    know (a hand stored by an older engine)."""
    lang = (lang or get_language() or "en")[:2]
    fallback = str(element.get("name_en") or element.get("name") or element.get("id") or "")
    with translation.override(lang):
        return catalogue_element_name(str(element.get("id") or ""), fallback)


def is_limit(elements: Iterable[Mapping[str, object]]) -> bool:
    return any(str(e.get("unit")) == "limit" for e in elements)
