"""The engine's pao advice in the reader's language.

The engine (``rulesets/hk/pao_advice.py``, ``rulesets/majiang/pao.py``) explains its advice
in English with the seed's line references: right for the ``manage.py`` tools and for a
referee checking the rule book, wrong in front of a scorekeeper. Each ruleset that gives
advice turns it into one sentence in its package's ``texts.py`` (``RulesetTexts.pao``), from
what the advice says (the rule that decided, liable or not, and for two cases the passage it
cites); this module hands it the translating function. The engine's own words stay
available to referees behind a "source" disclosure. An advice the ruleset does not
recognise gets no sentence (the headline "X is liable" / "no one is liable" still shows).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext

from scoring.element_texts import element_name, ruleset_texts


def pao_text(ruleset_id: str, advice: Any, *, winner: str, player: str) -> str:
    """One sentence in the active language explaining ``advice`` ("" when unknown);
    ``winner`` and ``player`` (the liable one, or the discarder) are people's names."""
    texts = ruleset_texts(ruleset_id)
    if texts is None or texts.pao is None:
        return ""
    return texts.pao(advice, {"winner": winner, "player": player}, gettext, element_name)
