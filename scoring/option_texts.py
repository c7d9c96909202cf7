"""Translatable texts for the engine's ruleset options, for the house-rules pages.

The engine (``scoring.engine``) stays free of Django: its ``Option.description`` is English
and serves the ``manage.py rules`` command. The site shows the texts each ruleset's package
marks in its ``texts.py`` (:class:`scoring.engine.texts.OptionText`) instead, per (ruleset,
option name): a label and, for an option with a fixed set of values, a label per value. The
stored values stay the engine's identifiers (``discarder_pays_all``).

A label names rules and elements in the page's language, as the element names do ("All
green", "Alles grün"; the Dutch rule book's "Jade spel" only in the Dutch text: one language
per page, issue 39, tests/tournaments/demo/test_demo_one_language.py); the reference codes of
the specs' ambiguity lists ((A17), (B4), (AMBIG-1)) stay, so a reader can look a reading up.

A test checks that every option and every value of every ruleset has a text; an option
missing anyway (a new engine option before its translation) shows the engine's English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy

from scoring.element_texts import ruleset_texts
from scoring.engine.options import Option
from scoring.engine.texts import OptionText

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


def option_text(ruleset_id: str, option: Option) -> OptionText | None:
    """The texts the ruleset's package marks for ``option`` (untranslated), if any."""
    texts = ruleset_texts(ruleset_id)
    return texts.options.get(option.name) if texts is not None else None


def option_label(ruleset_id: str, option: Option) -> StrOrPromise:
    """The option's label in the active language; the engine's English when not listed."""
    text = option_text(ruleset_id, option)
    return gettext_lazy(text.label) if text is not None else option.description


def choice_label(ruleset_id: str, option: Option, value: object) -> StrOrPromise:
    """A value's label in the active language; the identifier itself when not listed."""
    text = option_text(ruleset_id, option)
    if text is not None and value in text.choices:
        return gettext_lazy(text.choices[value])
    return str(value)
