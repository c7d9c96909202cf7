"""The majiang ruleset's texts on the site, marked for translation (see
:mod:`scoring.engine.texts`): its name, its elements' names, its options' labels and the
sentences explaining its pao advice."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from scoring.engine.texts import OptionText, RulesetTexts, gettext_noop
from scoring.engine.texts import pgettext_noop as pgettext

ELEMENTS = {
    "majiang.self_drawn": pgettext("majiang", "Winning tile taken concealed (self-drawn)"),
    "majiang.last_wall_tile": pgettext("majiang", "Winning tile is the last tile of the live wall"),
    "majiang.robbing_kong": pgettext("majiang", "Robbing a kong"),
    "majiang.replacement": pgettext("majiang", "Winning on a replacement tile from the wall end"),
    "majiang.kong_on_kong": pgettext(
        "majiang", "Kong on kong: a replacement makes another kong whose replacement wins"
    ),
    "majiang.own_bonus": pgettext("majiang", "Own bonus tile (number = own seat wind)"),
    "majiang.all_flowers_or_seasons": pgettext("majiang", "All four flowers or all four seasons"),
    "majiang.all_bonus": pgettext("majiang", "All eight bonus tiles"),
    "majiang.only_chows": pgettext("majiang", "Only chows (plus the pair)"),
    "majiang.only_pungs": pgettext("majiang", "Only pungs and kongs (plus the pair)"),
    "majiang.alt_only_pungs": pgettext(
        "majiang", "Only pungs and kongs (plus the pair), appendix C"
    ),
    "majiang.dragon_pung": pgettext("majiang", "Dragon pung or kong"),
    "majiang.prevailing_wind_pung": pgettext(
        "majiang", "Pung or kong of the prevailing (round) wind"
    ),
    "majiang.own_wind_pung": pgettext("majiang", "Pung or kong of the own (seat) wind"),
    "majiang.double_wind_pung": pgettext(
        "majiang", "Double-wind pung or kong (seat wind = round wind)"
    ),
    "majiang.no_honours_no_bonus": pgettext("majiang", "No honour tile and no bonus tile"),
    "majiang.one_suit_with_honours": pgettext("majiang", "One suit plus honours (mixed flush)"),
    "majiang.alt_one_suit_with_honours": pgettext(
        "majiang", "One suit plus honours (mixed flush), appendix C"
    ),
    "majiang.one_suit": pgettext("majiang", "One suit without honours (pure flush)"),
    "majiang.thirteen_orphans": pgettext("majiang", "Thirteen orphans"),
    "majiang.heaven": pgettext("majiang", "Heaven (dealer wins on the deal)"),
    "majiang.earth": pgettext("majiang", "Earth (win on the first tile)"),
    "majiang.four_concealed_pungs": pgettext("majiang", "Four concealed pungs"),
    "majiang.big_four_winds": pgettext("majiang", "Big four winds"),
    "majiang.small_four_winds": pgettext("majiang", "Small four winds"),
    "majiang.big_three_dragons": pgettext("majiang", "Big three dragons"),
    "majiang.only_terminals": pgettext("majiang", "Only terminals"),
    "majiang.only_honours": pgettext("majiang", "Only honours"),
    "majiang.nine_gates": pgettext("majiang", "Nine gates"),
    "majiang.penalty": pgettext(
        "majiang", "Penalty: the culprit pays each other player 1 Laak (East double)"
    ),
    "majiang.false_sik": pgettext(
        "majiang", "False Sik: 1 Laak to each other player (East double)"
    ),
    "majiang.false_sik_discarder": pgettext(
        "majiang", "False Sik on a discard: the discarder receives 2 Laak (4 if East)"
    ),
}

OPTIONS = {
    "table": OptionText(
        gettext_noop("Evaluation and points tables"),
        {
            "main": gettext_noop("The tables of 6.1 (limit 64)"),
            "alternative": gettext_noop("Appendix C (U2 and P2 worth 3 Faan, points up to 128)"),
        },
    ),
    "faan_laak": OptionText(
        gettext_noop("Faan/Laak: how Faan and Laak add up"),
        {
            "row": gettext_noop(
                "A Laak total starts on its row of the points table and the Faan are "
                "added (reading A)"
            ),
            "double": gettext_noop("The points of the Laak row double once per Faan"),
        },
    ),
    "cumulation": OptionText(
        gettext_noop("Rows of the evaluation table that overlap"),
        {
            "additive": gettext_noop("Additive: every row that holds counts"),
            "non_cumulative": gettext_noop(
                "Not cumulative: the wider row replaces the narrower (P3 for P1, "
                "W2/W4/W5 for W1, W5 for W4, B2/B3 for B1, B3 for B2)"
            ),
        },
    ),
    "double_wind": OptionText(
        gettext_noop("Double-wind pung (own wind = round wind)"),
        {
            "additive": gettext_noop("Added up: H2 + H3 + H4 (4 Faan)"),
            "replaces": gettext_noop("Replaced: H4 alone (2 Faan)"),
        },
    ),
    "own_bonus": OptionText(
        gettext_noop("Own flower and own season (B1)"),
        {
            "per_tile": gettext_noop("1 Faan each"),
            "once": gettext_noop("1 Faan for having either or both"),
        },
    ),
    "replacement_concealed": OptionText(
        gettext_noop(
            "A win on a replacement tile (after a kong or a bonus tile, also kong on "
            "kong) counts as 'verdeckt genommen' (self-drawn): W1 and the self-drawn "
            "payment"
        )
    ),
    "heaven_concealed": OptionText(
        gettext_noop(
            "Himmel (Heaven, no winning tile) is paid like a self-drawn win; off: "
            "everyone pays single"
        )
    ),
    "east_discarder_compound": OptionText(
        gettext_noop(
            "On a discard the doublings for East and for the discarder multiply (East "
            "as discarder pays 4x, East as winner gets 4x from the discarder); off: one "
            "doubling only"
        )
    ),
    "alternative_limit": OptionText(
        gettext_noop("Value of a limit hand with the table of Appendix C"),
        {
            128: gettext_noop("128 (its limit row)"),
            64: gettext_noop("64 (as in 6.1.2)"),
        },
    ),
    "penalty_laak_points": OptionText(
        gettext_noop(
            "Points of 1 Laak in a penalty; 0 = the 1-Laak row of the main points table (16), "
            "also under Appendix C (whose row is 32)"
        )
    ),
    "false_sik_discarder": OptionText(
        gettext_noop("After a false Sik on a discard the discarder gets"),
        {
            "replaces": gettext_noop("2 Laak in all (4 if East)"),
            "adds": gettext_noop("1 + 2 Laak (added)"),
        },
    ),
    "east_single": OptionText(
        gettext_noop("Payout variant: East pays and receives single (no doubling for East)")
    ),
    "no_winning_tile_double": OptionText(
        gettext_noop(
            "Payout variant: no doubling for a winning tile taken concealed, nor for the discarder"
        )
    ),
    "no_bonus_tiles": OptionText(
        gettext_noop(
            "Variant without flowers and seasons (136 tiles): no bonus tile may be entered"
        )
    ),
    "minimum_points": OptionText(
        gettext_noop("Agreed minimum value (points) a hand needs to go out; 0 = none")
    ),
}

#: the advice's ``trigger`` -> the limit hand it is about
_PAO_TARGETS = {
    "three_dragons": "majiang.big_three_dragons",
    "four_winds": "majiang.big_four_winds",
}


def explain_pao(
    advice: Any,
    who: Mapping[str, str],
    _: Callable[[str], str],
    element_name: Callable[[str], str],
) -> str:
    """One sentence on :func:`.pao_advice`'s advice from what it says (the rule that
    decided, liable or not, and for some cases the passage it cites)."""
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
    if trigger in _PAO_TARGETS:
        hand = element_name(_PAO_TARGETS[trigger])
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


TEXTS = RulesetTexts(
    name=gettext_noop("Ma Jiang"),
    rule_book_language="de",
    elements=ELEMENTS,
    options=OPTIONS,
    pao=explain_pao,
)
