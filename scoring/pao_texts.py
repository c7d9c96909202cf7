"""The engine's pao advice in the reader's language.

The engine (``rulesets/hk/pao_advice.py``, ``rulesets/majiang/pao.py``) explains its advice
in English with the seed's line references: right for the ``manage.py`` tools and for a
referee checking the rule book, wrong in front of a scorekeeper. This module turns an
advice into one translated sentence from what the advice says (ruleset, the rule that
decided, liable or not, and for two cases the passage it cites); the engine's own words
stay available to referees behind a "source" disclosure. An advice this module does not
recognise gets no sentence (the headline "X is liable" / "no one is liable" still shows).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scoring.element_texts import element_name

#: hk's dangerous games (the advice's ``trigger``) -> the limit hand they aim at
_HK_TARGETS = {
    "dragons": "hk.big_three_dragons",
    "winds": "hk.big_four_winds",
    "honours": "hk.all_honours",
    "terminals": "hk.all_terminals",
}
_MAJIANG_TARGETS = {
    "three_dragons": "majiang.big_three_dragons",
    "four_winds": "majiang.big_four_winds",
}


def _hk(advice: Any, who: Mapping[str, str]) -> str:
    trigger, liable, source = advice.trigger, advice.liable, str(advice.source)
    if trigger in _HK_TARGETS:
        hand = element_name(_HK_TARGETS[trigger])
        if liable:
            return _(
                "Dangerous game (%(hand)s): the discarder pays for everyone if this tile "
                "completes it, not when it only makes the pair of Little three dragons."
            ) % {"hand": hand}
        return _("This tile does not complete the dangerous game (%(hand)s): no pao.") % {
            "hand": hand
        }
    if trigger == "suit":
        if liable:
            return _(
                "The discard completes a full flush of a dangerous suit game: pao, unless "
                "the discarder shows he had no other choice (force majeure)."
            )
        if "L1330" in source:
            return _(
                "A tile of the latest dangerous suit that is already on the table: no pao, "
                "unless the discarder held a tile that feeds no dangerous game."
            )
        return _("The winner can no longer make a full flush: no pao.")
    if trigger == "seven_rule":
        return _("Few tiles left in the live wall: no dragon or wind may be discarded.")
    if trigger == "five_rule":
        return _(
            "Few tiles left in the live wall: no suit tile that is not yet on the table may "
            "be discarded."
        )
    if trigger is None and not liable:
        return _("No dangerous game of the winner that this tile completes.")
    return ""


def _majiang(advice: Any, who: Mapping[str, str]) -> str:
    trigger, liable, source = advice.trigger, advice.liable, str(advice.source)
    if not liable and source.endswith("L491"):
        return _("The pao condition held but no pao was declared: normal settlement.")
    if trigger in ("nine_tiles", "twelfth_tile"):
        if liable:
            return (
                _(
                    "%(winner)s had three or more sets of one suit exposed and a one-suit hand "
                    "was completed: %(player)s pays for everyone."
                )
                % who
            )
        if "L528" in source:
            return _(
                "Two players show nine tiles of one suit: only the first to show them is protected."
            )
        return _("Nine-tile pao needs a one-suit hand; this win is not one.")
    if trigger in _MAJIANG_TARGETS:
        hand = element_name(_MAJIANG_TARGETS[trigger])
        if liable:
            return _(
                "%(player)s discarded the tile that led to %(hand)s while its other sets "
                "were exposed: %(player)s pays for everyone."
            ) % {**who, "hand": hand}
        return _("The discarded tile did not complete %(hand)s: no pao.") % {"hand": hand}
    if trigger == "last_five":
        if liable:
            return (
                _(
                    "Last five tiles: the discarded tile was not yet visible; %(player)s pays "
                    "for everyone, no declaration needed."
                )
                % who
            )
        return _("Last five tiles: the discarded tile was already visible on the table: no pao.")
    if trigger is None and not liable:
        if "L493" in source:
            return _("A self-drawn winning tile has no discarder: nobody is liable.")
        return _("No pao condition holds: normal settlement.")
    return ""


_BY_RULESET = {"hk": _hk, "majiang": _majiang}


def pao_text(ruleset_id: str, advice: Any, *, winner: str, player: str) -> str:
    """One sentence in the active language explaining ``advice`` ("" when unknown);
    ``winner`` and ``player`` (the liable one, or the discarder) are people's names."""
    explain = _BY_RULESET.get(ruleset_id)
    if explain is None:
        return ""
    return explain(advice, {"winner": winner, "player": player})
