"""The hk ruleset's texts on the site, marked for translation (see
:mod:`scoring.engine.texts`): its name, its elements' names, its options' labels and the
sentences explaining its pao advice."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from scoring.engine.texts import OptionText, RulesetTexts, gettext_noop
from scoring.engine.texts import pgettext_noop as pgettext

ELEMENTS = {
    "hk.concealed_hand": pgettext("hk", "Concealed hand"),
    "hk.self_drawn": pgettext("hk", "Self-drawn"),
    "hk.all_chows": pgettext("hk", "All chows"),
    "hk.all_pungs": pgettext("hk", "All pungs"),
    "hk.dragon_pung": pgettext("hk", "Dragon pung"),
    "hk.seat_wind_pung": pgettext("hk", "Seat wind pung"),
    "hk.round_wind_pung": pgettext("hk", "Round wind pung"),
    "hk.half_flush": pgettext("hk", "Half flush (one suit and honours)"),
    "hk.full_flush": pgettext("hk", "Full flush (one suit)"),
    "hk.little_three_dragons": pgettext("hk", "Little three dragons"),
    "hk.little_four_winds": pgettext("hk", "Little four winds"),
    "hk.robbing_kong": pgettext("hk", "Robbing the kong"),
    "hk.kong_replacement": pgettext("hk", "Win on a kong replacement"),
    "hk.kong_on_kong": pgettext("hk", "Kong on kong"),
    "hk.last_tile": pgettext("hk", "Last tile"),
    "hk.moon": pgettext("hk", "Moon from the bottom of the sea (last wall tile 1 circles)"),
    "hk.seven_pairs": pgettext("hk", "Seven pairs"),
    "hk.own_season": pgettext("hk", "Own season"),
    "hk.complete_seasons": pgettext("hk", "Complete set of seasons"),
    "hk.no_seasons": pgettext("hk", "No seasons"),
    "hk.seven_seasons": pgettext("hk", "Seven seasons"),
    "hk.season_replacement": pgettext("hk", "Win on a season replacement"),
    "hk.terminals_and_honours": pgettext("hk", "Terminals with honours"),
    "hk.pair_258": pgettext("hk", "Pair of 2, 5 or 8"),
    "hk.big_three_dragons": pgettext("hk", "Big three dragons"),
    "hk.big_four_winds": pgettext("hk", "Big four winds"),
    "hk.all_honours": pgettext("hk", "All honours"),
    "hk.thirteen_orphans": pgettext("hk", "Thirteen orphans"),
    "hk.all_terminals": pgettext("hk", "All terminals"),
    "hk.nine_gates": pgettext("hk", "Nine gates"),
    "hk.hidden_treasure": pgettext("hk", "Four concealed pungs"),
    "hk.heaven": pgettext("hk", "Heavenly hand"),
    "hk.earth": pgettext("hk", "Earthly hand"),
    "hk.eight_seasons": pgettext("hk", "All eight seasons"),
    "hk.eight_seasons_unclaimed": pgettext("hk", "Eight seasons, not claimed"),
    "hk.all_green": pgettext("hk", "All green"),
}

OPTIONS = {
    "discard_payment": OptionText(
        gettext_noop("Who pays for a win on a discard"),
        {
            "discarder_pays_all": gettext_noop("Discarder pays all (T1 'Veroorzaker betaalt')"),
            "split": gettext_noop("Split (T2): the discarder pays double, the others single"),
        },
    ),
    "min_fan": OptionText(
        gettext_noop(
            "Fan needed to go out (variants e 0 'chickenspel', f 3, g 4); fewer is a false mahjong"
        )
    ),
    "below_min_fan": OptionText(
        gettext_noop("A mahjong with fewer fan than the minimum"),
        {
            "false_mahjong": gettext_noop("Is a false mahjong and is paid as one (rule book)"),
            "accept": gettext_noop("Stands and is paid as counted"),
        },
    ),
    "eight_seasons_fan": OptionText(
        gettext_noop("All eight seasons in a regular mahjong (not claimed on drawing the eighth)"),
        {
            4: gettext_noop("4 fan: both own seasons and both complete sets"),
            3: gettext_noop("3 fan, as for seven seasons"),
        },
    ),
    "all_pungs_fan": OptionText(
        gettext_noop("Fan for all pungs"),
        {
            5: gettext_noop("5 (rule text and score card)"),
            3: gettext_noop("3 (one picture caption)"),
        },
    ),
    "all_chows_pair": OptionText(
        gettext_noop("Pair allowed in all chows (the rule book does not say)"),
        {
            "any": gettext_noop("Any pair"),
            "suit": gettext_noop("A pair of a suit only"),
        },
    ),
    "seven_pairs_concealed": OptionText(
        gettext_noop(
            "Seven pairs also scores the concealed-hand fan (it is formed wholly in the hand)"
        )
    ),
    "moon_eats_cake": OptionText(
        gettext_noop("Moon from the bottom of the sea (announced last tile of the wall, c1)"),
        {
            "replaces": gettext_noop("6 fan instead of last tile and self-drawn"),
            "adds": gettext_noop("6 fan on top of last tile and self-drawn"),
            "off": gettext_noop("Off: last tile and self-drawn only"),
        },
    ),
    "false_mahjong_discard": OptionText(
        gettext_noop("False mahjong on a discard: what the offender pays"),
        {
            "each_player": gettext_noop(
                "Every other player, as for a false mahjong on a wall tile"
            ),
            "to_discarder": gettext_noop("The 'van tafel' penalty, to the discarder alone"),
        },
    ),
    "split_above_six": OptionText(
        gettext_noop("Table T2 has no rows for 7-10 fan: pay them as"),
        {
            "limit": gettext_noop("The Limiet row (T2 doubles up to it at 7 fan)"),
            "six": gettext_noop("The 6-fan row"),
        },
    ),
    "live_wall": OptionText(
        gettext_noop("Live-wall variant (advice only; the Pao ruling is entered with the hand)"),
        {
            1: gettext_noop("1: every wall tile is played"),
            2: gettext_noop("2: the last 18 tiles stay standing and the 7-5 Pao rule applies"),
        },
    ),
    "suit_dangerous_game": OptionText(
        gettext_noop(
            "The 'Gevaarlijk Spel' suit variant (9 exposed tiles of one suit) is played "
            "(advice only; the Pao ruling is entered with the hand)"
        )
    ),
    "season_replacement_fan": OptionText(
        gettext_noop(
            "Variant a: a win on the replacement tile after a season scores 1 fan on top "
            "of self-drawn"
        )
    ),
    "won_on_season_replacement": OptionText(
        gettext_noop("This hand: the winning tile was the replacement for a season (variant a)")
    ),
    "one_bamboo_points": OptionText(
        gettext_noop(
            "Variant b: chips each paying player adds per 1 Bamboe in the winning hand "
            "(e.g. 20; 0 = off)"
        )
    ),
    "terminals_and_honours": OptionText(
        gettext_noop("Variant c: a hand of only 1s, 9s and winds or dragons scores 1 fan")
    ),
    "pair_258": OptionText(gettext_noop("Variant d: a pair of 2, 5 or 8 scores 1 fan")),
    "all_green": OptionText(
        gettext_noop(
            "Variant h: All Green (bamboo 2, 3, 4, 6, 8 and the green dragon) is an extra limit hand"
        )
    ),
    "draw_pot": OptionText(
        gettext_noop(
            "Variant i: chips each player puts in the pot on a draw, for the next winner; 0 = off"
        )
    ),
    "pot_draws": OptionText(
        gettext_noop(
            "This hand: draws since the last win, whose pot the winner collects (variant i)"
        )
    ),
    "fan_cap": OptionText(
        gettext_noop(
            "Variant j: the most fan an ordinary hand counts (10; more, or 0 = "
            "unlimited, extends the table and raises the limit with it)"
        )
    ),
}

#: hk's dangerous games (the advice's ``trigger``) -> the limit hand they aim at
_PAO_TARGETS = {
    "dragons": "hk.big_three_dragons",
    "winds": "hk.big_four_winds",
    "honours": "hk.all_honours",
    "terminals": "hk.all_terminals",
}


def explain_pao(
    advice: Any,
    who: Mapping[str, str],
    _: Callable[[str], str],
    element_name: Callable[[str], str],
) -> str:
    """One sentence on :func:`.pao_advice`'s advice from what it says (the dangerous game,
    liable or not, and for a suit game the passage it cites)."""
    trigger, liable, source = advice.trigger, advice.liable, str(advice.source)
    if trigger in _PAO_TARGETS:
        hand = element_name(_PAO_TARGETS[trigger])
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


TEXTS = RulesetTexts(
    name=gettext_noop("Hong Kong"),
    rule_book_language="nl",
    elements=ELEMENTS,
    options=OPTIONS,
    pao=explain_pao,
)
