"""The texts a ruleset shows on the site, kept in the ruleset's own package (``texts.py``).

The engine knows no Django, so it never translates: a ruleset marks its texts with the no-op
markers below and the ``scoring`` app translates them at the edge (``scoring.element_texts``,
``scoring.option_texts``, ``scoring.pao_texts``, the models' ruleset choices).

``makemessages`` finds the marked texts because the markers are called by names its
xgettext knows: :func:`gettext_noop` is Django's own name for the same no-op, and
:func:`pgettext_noop` (a message with a context, which Django has no no-op for) is imported
as ``pgettext``, a keyword xgettext reads as ``pgettext:1c,2``::

    from scoring.engine.texts import gettext_noop, pgettext_noop as pgettext

A pao explanation is a function of the ruleset (:data:`PaoExplainer`); it receives the
translating function as ``_``, so the sentences it writes are extracted as ``_("...")``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple


def gettext_noop(message: str) -> str:
    """Mark ``message`` for translation and return it untranslated."""
    return message


class ContextText(NamedTuple):
    """A message whose translation depends on its context (the same English element name
    can be a different rule book term in two rulesets)."""

    context: str
    message: str


def pgettext_noop(context: str, message: str) -> ContextText:
    """Mark ``message`` in ``context`` for translation; import it as ``pgettext``."""
    return ContextText(context, message)


@dataclass(frozen=True)
class OptionText:
    """An option's label on the house-rules page and, for a fixed set of values, a label
    per value (keyed by the value as the engine declares it: ``1000`` is not ``"1000"``)."""

    label: str
    choices: Mapping[object, str] = field(default_factory=dict)


#: ``explain(advice, who, _, element_name)``: one sentence explaining a pao advice ("" when
#: the advice is not one it knows). ``who`` holds the people's names (``winner``,
#: ``player``), ``_`` translates a message, ``element_name`` names an element by its id in
#: the reader's language.
PaoExplainer = Callable[
    [Any, Mapping[str, str], Callable[[str], str], Callable[[str], str]],
    str,
]


@dataclass(frozen=True)
class RulesetTexts:
    """Everything a ruleset says on a page, marked for translation.

    ``name``: the ruleset's name on pages and in choices. ``rule_book_language``: the
    language of its rule book's own terms (``Element.name``), for the ``lang`` of a term shown
    as a hint. ``elements``: element id -> its name. ``options``: option name -> its texts.
    ``pao``: how it explains its pao advice, if it gives any. ``hand_facts``: the entry
    form's labels of the table facts. ``errors``: the message of each error code only this
    ruleset raises (``scoring.messages.error_message`` reads them beside the shared ones).
    ``carried``: the table page's label of each
    thing the table carries from hand to hand.
    """

    name: str
    rule_book_language: str = ""
    elements: Mapping[str, ContextText] = field(default_factory=dict)
    options: Mapping[str, OptionText] = field(default_factory=dict)
    pao: PaoExplainer | None = None
    #: the entry form's words for a hand's table facts (``Ruleset.asks_hand_facts``), by
    #: :data:`~.hand_facts.FACT_TEXTS` key
    hand_facts: Mapping[str, str] = field(default_factory=dict)
    #: error code -> its message, ``%(name)s`` filled from the error's params
    errors: Mapping[str, str] = field(default_factory=dict)
    #: the table page's words for what the table carries to the next hand
    #: (``Ruleset.carry_after``), by key
    carried: Mapping[str, str] = field(default_factory=dict)
    #: the printed sheet's words for each part of a game's result beyond the hands
    #: (``Ruleset.table_result_parts``: uma, oka), by key
    result_parts: Mapping[str, str] = field(default_factory=dict)
