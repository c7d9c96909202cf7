"""The toy ruleset's texts on the site, marked as a shipped ruleset marks them (see
:mod:`scoring.engine.texts`). ``makemessages`` skips ``tests/``, so they stay English in
every language: the site shows them as they are."""

from __future__ import annotations

from scoring.engine.texts import OptionText, RulesetTexts, gettext_noop
from scoring.engine.texts import pgettext_noop as pgettext

TEXTS = RulesetTexts(
    name=gettext_noop("Toy rules"),
    rule_book_language="nl",
    elements={
        "toy.mahjong": pgettext("toy", "Mahjong"),
        "toy.pung": pgettext("toy", "Pung or kong"),
    },
    options={
        "self_drawn_double": OptionText(gettext_noop("A self-drawn win is paid double")),
    },
)
