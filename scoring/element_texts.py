"""Scoring elements in the reader's language, for every page, PDF and sheet.

The engine (``scoring.engine``) keeps its element ids and the rule books' own wording
(``Element.name``: Dutch for nmb, redbook, mcr and hk, German for majiang; ``name_en``);
it knows no Django. Each ruleset's package marks one translatable name per element in its
``texts.py`` (:class:`scoring.engine.texts.RulesetTexts`), with the ruleset as the message
context (the same English name can be a different rule book term in two rulesets); this
module looks an element up there by its id and translates it. The rule book's term is shown
only as a marked hint where it differs from the name in the page's language, and the
seed's line references never reach a scorekeeper.

A test checks that every element of every ruleset has a name, and that nl and de
translate each one of the shipped rulesets.
"""

from __future__ import annotations

from collections.abc import Callable

from django.utils.translation import gettext, ngettext, pgettext

from scoring.engine import UnknownRuleset, get_ruleset
from scoring.engine.texts import ContextText, RulesetTexts


def ruleset_texts(ruleset_id: str) -> RulesetTexts | None:
    """The texts of the ruleset called ``ruleset_id`` (None for one the registry does not
    know, or one that brings no texts)."""
    try:
        return get_ruleset(ruleset_id).texts
    except UnknownRuleset:
        return None


def _element_text(element_id: str) -> ContextText | None:
    texts = ruleset_texts(element_id.split(".", 1)[0])
    return texts.elements.get(element_id) if texts is not None else None


def element_name(element_id: str, default: str = "") -> str:
    """The element's name in the active language; ``default`` (the stored name) for an id
    no ruleset names (a hand stored by an older engine)."""
    text = _element_text(element_id)
    return pgettext(text.context, text.message) if text is not None else default


def rule_book_term(element_id: str, seed_name: str) -> str:
    """The rule book's term when it differs from the shown name ("" otherwise): a hint
    for players who know the rule book, shown marked as such."""
    shown = element_name(element_id, seed_name)
    return "" if not seed_name or seed_name.casefold() == shown.casefold() else seed_name


def rule_book_language(element_id: str) -> str:
    """The language of the rule book of the element's ruleset (an element id or a ruleset
    id), for the ``lang`` of its terms; "" when unknown."""
    texts = ruleset_texts(element_id.split(".", 1)[0])
    return texts.rule_book_language if texts is not None else ""


_UNIT_TEXTS: dict[str, Callable[[int], str]] = {
    "points": lambda n: ngettext("%(n)d point", "%(n)d points", n) % {"n": n},
    "doubles": lambda n: ngettext("%(n)d double", "%(n)d doubles", n) % {"n": n},
    "fan": lambda n: ngettext("%(n)d fan", "%(n)d fan", n) % {"n": n},
    "faan": lambda n: ngettext("%(n)d Faan", "%(n)d Faan", n) % {"n": n},
    "han": lambda n: ngettext("%(n)d han", "%(n)d han", n) % {"n": n},
    "laak": lambda n: ngettext("%(n)d Laak", "%(n)d Laak", n) % {"n": n},
}


def value_text(value: int, unit: str, *, ruleset_unit: str = "points") -> str:
    """``3 verdubbelingen``, ``1 verdubbeling``, ``1000 punten (limiet)``: an element's value
    with its unit, plural by the number (a limit counts in the ruleset's own unit)."""
    if unit == "limit":
        text = _UNIT_TEXTS.get(ruleset_unit, _UNIT_TEXTS["points"])(value)
        return gettext("%(value)s (limit)") % {"value": text}
    to_text = _UNIT_TEXTS.get(unit)
    return to_text(value) if to_text else f"{value} {unit}".strip()


def element_value_text(element_id: str, value: int, unit: str) -> str:
    """:func:`value_text` with the unit of the element's own ruleset (for a limit)."""
    try:
        ruleset_unit = str(getattr(get_ruleset(element_id.split(".", 1)[0]), "unit", "points"))
    except UnknownRuleset:
        ruleset_unit = "points"
    return value_text(value, unit, ruleset_unit=ruleset_unit)
