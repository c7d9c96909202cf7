"""Translatable texts for the engine's ruleset options, for the house-rules pages.

The engine (``scoring.engine``) stays free of Django: its ``Option.description`` is English
and serves the ``manage.py rules`` command. The site shows these texts instead, per
(ruleset id, option name): a label and, for an option with a fixed set of values, a label
per value. The stored values stay the engine's identifiers (``discarder_pays_all``).

The rule books' own element names stay as they are in every language ("Pe-ling eet cake",
"Veroorzaker betaalt", "Faan/Laak"), and so do the reference codes of the specs' ambiguity
lists ((A17), (B4), (AMBIG-1)), so a reader can look a reading up in the rule book.

A test checks that every option and every value of every ruleset has a text here; an option
missing anyway (a new engine option before its translation) shows the engine's English.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from scoring.engine.options import Option

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


@dataclass(frozen=True)
class OptionText:
    label: StrOrPromise
    #: value (as the engine declares it: str or int) -> label
    choices: Mapping[object, StrOrPromise] = field(default_factory=dict)


# values several options share
_ONLY_HIGHEST = _("Only the highest counts")
_ALL_ADD_UP = _("All add up")
_HIGHER_OF_HALF = _("The higher of half its value and its own count")
_ALWAYS_HALF = _("Always half its value")

_NMB: dict[str, OptionText] = {
    "round_to_tens": OptionText(
        _(
            "Fiche rounding: every hand score is rounded to the nearest ten after the "
            "doubles, half up (A17)"
        ),
        {
            "off": _("Off: scores are not rounded"),
            "nearest": _("Round to the nearest ten (5 up)"),
        },
    ),
    "min_doubles": OptionText(_("Doubles needed to go out (irregular limit hands are exempt)")),
    "flowers": OptionText(
        _("Play with flowers and seasons: 4 points each; a double for an own one or a full set")
    ),
    "flowers_losers": OptionText(_("With flowers, losers score their bonus tiles too (A24)")),
    "green_dragon_round": OptionText(
        _(
            "Green dragon round (tables of 3 and 5 players): no round wind; a pung or kong "
            "of green dragons earns a double"
        )
    ),
    "nine_gates": OptionText(
        _(
            "Negen poorten: an irregular limit hand (waiting for it earns half) or a "
            "regular one (A1)"
        ),
        {
            "irregular": _("Irregular limit hand"),
            "regular": _("Regular limit hand"),
        },
    ),
    "kronkelende_slang": OptionText(
        _("Value of Kronkelende slang (A2)"),
        {
            1000: _("1000 (rule text)"),
            2000: _("2000 (score card)"),
        },
    ),
    "jade_b1": OptionText(
        _("Jade spel may hold b1 besides b2 b3 b4 b6 b8 and the green dragon (A3)")
    ),
    "only_possible": OptionText(
        _("Only possible tile: which other completing tiles spoil it (A4)"),
        {
            "literal": _("Any other tile that completes the hand (literal)"),
            "legal_waits": _("Only another tile that gives a valid mahjong"),
        },
    ),
    "regular_limit_minimum": OptionText(
        _("Regular limit hands need the minimum of doubles too; off: only ordinary hands do (A5)")
    ),
    "alleen_pungs": OptionText(_("The score card's 'alleen pungs' double for the winner (A6)")),
    "exclusive_doubles": OptionText(
        _(
            "Footnote 4: only the highest concealed-set double and the highest purity "
            "double count, or all add up (A7)"
        ),
        {"highest": _ONLY_HIGHEST, "add": _ALL_ADD_UP},
    ),
    "special_tile_doubles": OptionText(
        _("c1 as the last tile of the wall / c5 as a loose tile (A8)"),
        {
            "replace": _("3 doubles in all (replace)"),
            "add": _("1 + 3 doubles (add)"),
        },
    ),
    "kong_on_kong": OptionText(
        _("Kong op kong: its 2 doubles replace the loose-tile double or are added to it (A9)"),
        {
            "replace": _("2 doubles in all (replace)"),
            "add": _("Added to the loose-tile double (add)"),
        },
    ),
    "loose_tile_self_drawn": OptionText(
        _("A win on a loose tile also scores 'zelf gepakt van muur' (A10)")
    ),
    "pe_ling": OptionText(_("Pe-ling eet cake: a winning c1 may complete a b1 pair")),
    "pe_ling_stacks": OptionText(
        _("Pe-ling's 10 points add to pair completion and the only possible tile (A11)")
    ),
    "discard_pung_open": OptionText(
        _("A pung completed by the winning discard counts as open (A12)")
    ),
    "concealed_kong_breaks_concealed": OptionText(
        _("A declared concealed kong spoils 'geheel verborgen spel' (A13)")
    ),
    "heersende_wind": OptionText(
        _("What 'Heersende wind' in the tables means (A14)"),
        {
            "round": _("The round wind"),
            "east": _("Always East"),
        },
    ),
    "cap_losers": OptionText(_("The limit of 2000 caps the losers' hands too (A15)")),
    "regular_limit_at_least_ordinary": OptionText(
        _("A regular limit hand earns its ordinary count when that is higher (A16)")
    ),
    "schoon_terminals_only": OptionText(
        _("A hand of only 1s and 9s (no winds or dragons, several suits) is schoon spel (A18)")
    ),
    "zeer_schone_tweelingen": OptionText(
        _("Zeer schone tweelingen: the 1s and 9s beside the winds and dragons (A19)"),
        {
            "one_suit": _("Of one suit"),
            "any_suits": _("Of any suits"),
        },
    ),
    "seven_pairs_four_of_a_kind": OptionText(
        _("Four identical tiles count as two pairs in the tweelingen (A21)")
    ),
    "kop_en_staart_kongs": OptionText(_("Kongs count as pungs in Kop en staart (A22)")),
    "waiting_irregular": OptionText(
        _("What a loser waiting for an irregular limit hand scores (A29)"),
        {"higher": _HIGHER_OF_HALF, "half": _ALWAYS_HALF},
    ),
    "open_kong_as_concealed_pung": OptionText(
        _("An open kong counts as a concealed pung for 'drie/vier pungs dicht' (A30)")
    ),
}

_REDBOOK: dict[str, OptionText] = {
    "limit": OptionText(
        _("The limit L: the value of a full limit hand and the most an ordinary hand earns (B4)")
    ),
    "min_doubles": OptionText(_("Doubles needed to go out; the rule book states none (B7)")),
    "cap_ordinary": OptionText(_("Ordinary hands are capped at the limit (B5)")),
    "concealed_limit_capped": OptionText(
        _("A limit hand doubled for 'geheel in de hand' is capped at L (B6)")
    ),
    "superschoon": OptionText(
        _("What Superschoon means (B3)"),
        {
            "one_suit": _("One suit only"),
            "zeer_schoon": _("The national 'zeer schoon'"),
        },
    ),
    "round_wind_pair": OptionText(_("A pair of the round wind scores 2 (B8)")),
    "own_round_wind_stack": OptionText(
        _("A pung of a wind that is both own and round wind gets both doubles (B9)")
    ),
    "exclusive_doubles": OptionText(
        _("Concealed-set and purity doubles: only the highest of each counts, or all add up (B10)"),
        {"highest": _ONLY_HIGHEST, "add": _ALL_ADD_UP},
    ),
    "kong_roof_any": OptionText(
        _("Kong-roof also when the robbed tile completes a pung or the pair (B12)")
    ),
    "last_tile_discard": OptionText(
        _("'Laatste steen voor remise' also for the discard after the last wall tile (B13)")
    ),
    "plain_seven_pairs": OptionText(
        _("Seven pairs that are neither schoon nor superschoon (B19)"),
        {
            "none": _("No mahjong"),
            "quarter_limit": _("A quarter of the limit"),
        },
    ),
    "loose_tile_self_drawn": OptionText(
        _("A win on the loose tile also scores the 2 for the wall (B24)")
    ),
    "rode_draak_pung": OptionText(
        _("Het Spel van de Rode Draak with a pung of red dragons instead of a kong (B26)")
    ),
    "waiting_irregular": OptionText(
        _("What a loser waiting for an irregular limit hand scores (its reward: B25)"),
        {"higher": _HIGHER_OF_HALF, "half": _ALWAYS_HALF},
    ),
    "pe_ling": OptionText(
        _("Pe-ling eet cake as in the national rules: a winning c1 completes a b1 pair (B28)")
    ),
    "pe_ling_stacks": OptionText(_("Pe-ling's 10 points add to the only possible place (B28)")),
    "discard_pung_open": OptionText(_("A pung completed by the winning discard counts as open")),
    "concealed_kong_breaks_concealed": OptionText(
        _("A declared concealed kong spoils De Verborgen Schat and 'geheel in de hand'")
    ),
    "open_kong_as_concealed_pung": OptionText(
        _(
            "An open kong counts as a concealed pung for '3/4 dichte pungen' (from the "
            "national rules; not in this rule book)"
        )
    ),
    "seven_pairs_four_of_a_kind": OptionText(
        _("Four identical tiles count as two pairs in De Zeven Tweelingen")
    ),
}

_MCR: dict[str, OptionText] = {
    "flowers_in_payment": OptionText(
        _(
            "Flower points are part of the total the losers pay (AMBIG-1); off: they are "
            "listed but not paid"
        )
    ),
    "minimum_points": OptionText(
        _("Points a hand needs to go out, flowers not counted; fewer is a false mahjong")
    ),
    "false_mahjong_penalty": OptionText(
        _("What a false mahjong costs the claimant, paid to each other player (AMBIG-2)")
    ),
    "robbed_player_pays": OptionText(
        _(
            "Robbing the Kong: the robbed player pays as the discarder (AMBIG-4); off: "
            "all pay as for a self-drawn win"
        )
    ),
    "unique_wait_only": OptionText(
        _("Edge, Closed and Single Wait only when one tile completes the hand (AMBIG-5)")
    ),
    "four_held_waits": OptionText(
        _(
            "A tile of which the winner holds all four still counts as a winning tile for "
            "Edge, Closed and Single Wait (as the common reference calculator)"
        )
    ),
    "edge_wait_any_end": OptionText(
        _(
            "Edge Wait for the only winning tile at either end of a chow, not just 12-3 "
            "and 89-7 (AMBIG-6)"
        )
    ),
    "concealed_kong_keeps_concealed": OptionText(
        _(
            "A declared concealed kong keeps the hand concealed for Concealed Hand and "
            "Fully Concealed Hand (AMBIG-7)"
        )
    ),
    "outside_hand_pair": OptionText(
        _("Outside Hand: the pair must hold a terminal or honour too (AMBIG-9)")
    ),
    "all_types_pair": OptionText(_("All Types: the pair counts toward the five types (AMBIG-10)")),
    "kong_pair_replaces": OptionText(
        _(
            "One melded and one concealed kong (6) replace Melded Kong + Concealed Kong "
            "(AMBIG-12); off: added"
        )
    ),
    "all_types_with_lesser_honors": OptionText(
        _("All Types is added to Lesser Honors and Knitted Tiles (AMBIG-17)")
    ),
    "knitted_body_waits": OptionText(
        _(
            "The knitted straight's groups 1-4-7, 2-5-8, 3-6-9 count as chows for Edge "
            "and Closed Wait (AMBIG-18)"
        )
    ),
    "shifted_chows_mixed_steps": OptionText(
        _(
            "Pure Shifted Chows and Four Shifted Chows may mix steps of 1 and 2 "
            "(AMBIG-19); off: one uniform step"
        )
    ),
    "seven_pairs_honors_terminals": OptionText(
        _(
            "All Honors and All Terminals also as seven pairs (standard MCR, AMBIG-20); "
            "off: pungs only, as the rule book reads"
        )
    ),
    "all_green_needs_green_dragon": OptionText(
        _("All Green needs the green dragon (AMBIG-21); off: the green dragon is optional")
    ),
    "discard_pung_concealed": OptionText(
        _("A pung completed by the winning discard still counts as concealed (AMBIG-22, AMBIG-24)")
    ),
    "nine_gates_extras": OptionText(
        _(
            "Nine Gates adds Pure Straight, Tile Hog and the like (AMBIG-23); off: Nine "
            "Gates alone (plus how it was won)"
        )
    ),
    "range_hands_include_pair": OptionText(
        _(
            "Upper, Middle and Lower Tiles and Upper and Lower Four: the pair must be in "
            "range too (AMBIG-25)"
        )
    ),
}

_HK: dict[str, OptionText] = {
    "discard_payment": OptionText(
        _("Who pays for a win on a discard"),
        {
            "discarder_pays_all": _("Discarder pays all (T1 'Veroorzaker betaalt')"),
            "split": _("Split (T2): the discarder pays double, the others single"),
        },
    ),
    "min_fan": OptionText(
        _("Fan needed to go out (variants e 0 'chickenspel', f 3, g 4); fewer is a false mahjong")
    ),
    "below_min_fan": OptionText(
        _("A mahjong with fewer fan than the minimum"),
        {
            "false_mahjong": _("Is a false mahjong and is paid as one (rule book)"),
            "accept": _("Stands and is paid as counted"),
        },
    ),
    "eight_seasons_fan": OptionText(
        _("All eight seasons in a regular mahjong (not claimed on drawing the eighth)"),
        {
            4: _("4 fan: both own seasons and both complete sets"),
            3: _("3 fan, as for seven seasons"),
        },
    ),
    "all_pungs_fan": OptionText(
        _("Fan for 4 Pungen"),
        {
            5: _("5 (rule text and score card)"),
            3: _("3 (one picture caption)"),
        },
    ),
    "all_chows_pair": OptionText(
        _("Pair allowed in 4 Chows (the rule book does not say)"),
        {
            "any": _("Any pair"),
            "suit": _("A pair of a suit only"),
        },
    ),
    "seven_pairs_concealed": OptionText(
        _("7 Tweelingen also scores the concealed-hand fan (it is formed wholly in the hand)")
    ),
    "moon_eats_cake": OptionText(
        _("Maan eet cake (announced last tile of the wall, c1)"),
        {
            "replaces": _("6 fan instead of last tile and self-drawn"),
            "adds": _("6 fan on top of last tile and self-drawn"),
            "off": _("Off: last tile and self-drawn only"),
        },
    ),
    "false_mahjong_discard": OptionText(
        _("False mahjong on a discard: what the offender pays"),
        {
            "each_player": _("Every other player, as for a false mahjong on a wall tile"),
            "to_discarder": _("The 'van tafel' penalty, to the discarder alone"),
        },
    ),
    "split_above_six": OptionText(
        _("Table T2 has no rows for 7-10 fan: pay them as"),
        {
            "limit": _("The Limiet row (T2 doubles up to it at 7 fan)"),
            "six": _("The 6-fan row"),
        },
    ),
    "live_wall": OptionText(
        _("Live-wall variant (advice only; the Pao ruling is entered with the hand)"),
        {
            1: _("1: every wall tile is played"),
            2: _("2: the last 18 tiles stay standing and the 7-5 Pao rule applies"),
        },
    ),
    "suit_dangerous_game": OptionText(
        _(
            "The 'Gevaarlijk Spel' suit variant (9 exposed tiles of one suit) is played "
            "(advice only; the Pao ruling is entered with the hand)"
        )
    ),
    "season_replacement_fan": OptionText(
        _(
            "Variant a: a win on the replacement tile after a season scores 1 fan on top "
            "of self-drawn"
        )
    ),
    "won_on_season_replacement": OptionText(
        _("This hand: the winning tile was the replacement for a season (variant a)")
    ),
    "one_bamboo_points": OptionText(
        _(
            "Variant b: chips each paying player adds per 1 Bamboe in the winning hand "
            "(e.g. 20; 0 = off)"
        )
    ),
    "terminals_and_honours": OptionText(
        _("Variant c: a hand of only 1s, 9s and winds or dragons scores 1 fan")
    ),
    "pair_258": OptionText(_("Variant d: a pair of 2, 5 or 8 scores 1 fan")),
    "all_green": OptionText(
        _("Variant h: All Green (bamboo 2, 3, 4, 6, 8 and the green dragon) is an extra limit hand")
    ),
    "draw_pot": OptionText(
        _("Variant i: chips each player puts in the pot on a draw, for the next winner; 0 = off")
    ),
    "pot_draws": OptionText(
        _("This hand: draws since the last win, whose pot the winner collects (variant i)")
    ),
    "fan_cap": OptionText(
        _(
            "Variant j: the most fan an ordinary hand counts (10; more, or 0 = "
            "unlimited, extends the table and raises the limit with it)"
        )
    ),
}

_MAJIANG: dict[str, OptionText] = {
    "table": OptionText(
        _("Evaluation and points tables"),
        {
            "main": _("The tables of 6.1 (limit 64)"),
            "alternative": _("Appendix C (U2 and P2 worth 3 Faan, points up to 128)"),
        },
    ),
    "faan_laak": OptionText(
        _("Faan/Laak: how Faan and Laak add up"),
        {
            "row": _(
                "A Laak total starts on its row of the points table and the Faan are "
                "added (reading A)"
            ),
            "double": _("The points of the Laak row double once per Faan"),
        },
    ),
    "cumulation": OptionText(
        _("Rows of the evaluation table that overlap"),
        {
            "additive": _("Additive: every row that holds counts"),
            "non_cumulative": _(
                "Not cumulative: the wider row replaces the narrower (P3 for P1, "
                "W2/W4/W5 for W1, W5 for W4, B2/B3 for B1, B3 for B2)"
            ),
        },
    ),
    "double_wind": OptionText(
        _("Double-wind pung (own wind = round wind)"),
        {
            "additive": _("Added up: H2 + H3 + H4 (4 Faan)"),
            "replaces": _("Replaced: H4 alone (2 Faan)"),
        },
    ),
    "own_bonus": OptionText(
        _("Own flower and own season (B1)"),
        {
            "per_tile": _("1 Faan each"),
            "once": _("1 Faan for having either or both"),
        },
    ),
    "replacement_concealed": OptionText(
        _(
            "A win on a replacement tile (after a kong or a bonus tile, also kong on "
            "kong) counts as 'verdeckt genommen' (self-drawn): W1 and the self-drawn "
            "payment"
        )
    ),
    "heaven_concealed": OptionText(
        _(
            "Himmel (Heaven, no winning tile) is paid like a self-drawn win; off: "
            "everyone pays single"
        )
    ),
    "east_discarder_compound": OptionText(
        _(
            "On a discard the doublings for East and for the discarder multiply (East "
            "as discarder pays 4x, East as winner gets 4x from the discarder); off: one "
            "doubling only"
        )
    ),
    "alternative_limit": OptionText(
        _("Value of a limit hand with the table of Appendix C"),
        {
            128: _("128 (its limit row)"),
            64: _("64 (as in 6.1.2)"),
        },
    ),
    "penalty_laak_points": OptionText(
        _(
            "Points of 1 Laak in a penalty; 0 = the 1-Laak row of the main points table (16), "
            "also under Appendix C (whose row is 32)"
        )
    ),
    "false_sik_discarder": OptionText(
        _("After a false Sik on a discard the discarder gets"),
        {
            "replaces": _("2 Laak in all (4 if East)"),
            "adds": _("1 + 2 Laak (added)"),
        },
    ),
    "east_single": OptionText(
        _("Payout variant: East pays and receives single (no doubling for East)")
    ),
    "no_winning_tile_double": OptionText(
        _("Payout variant: no doubling for a winning tile taken concealed, nor for the discarder")
    ),
    "no_bonus_tiles": OptionText(
        _("Variant without flowers and seasons (136 tiles): no bonus tile may be entered")
    ),
    "minimum_points": OptionText(
        _("Agreed minimum value (points) a hand needs to go out; 0 = none")
    ),
}

#: ruleset id -> option name -> texts
OPTION_TEXTS: Mapping[str, Mapping[str, OptionText]] = {
    "nmb": _NMB,
    "redbook": _REDBOOK,
    "mcr": _MCR,
    "hk": _HK,
    "majiang": _MAJIANG,
}


def option_label(ruleset_id: str, option: Option) -> StrOrPromise:
    """The option's label in the active language; the engine's English when not listed."""
    text = OPTION_TEXTS.get(ruleset_id, {}).get(option.name)
    return text.label if text is not None else option.description


def choice_label(ruleset_id: str, option: Option, value: object) -> StrOrPromise:
    """A value's label in the active language; the identifier itself when not listed."""
    text = OPTION_TEXTS.get(ruleset_id, {}).get(option.name)
    if text is not None and value in text.choices:
        return text.choices[value]
    return str(value)
