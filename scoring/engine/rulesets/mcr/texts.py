"""The mcr ruleset's texts on the site, marked for translation (see
:mod:`scoring.engine.texts`): its name, its elements' names, its options' labels."""

from __future__ import annotations

from scoring.engine.texts import OptionText, RulesetTexts, gettext_noop
from scoring.engine.texts import pgettext_noop as pgettext

ELEMENTS = {
    "mcr.pure_double_chow": pgettext("mcr", "Pure Double Chow"),
    "mcr.mixed_double_chow": pgettext("mcr", "Mixed Double Chow"),
    "mcr.short_straight": pgettext("mcr", "Short Straight"),
    "mcr.two_terminal_chows": pgettext("mcr", "Two Terminal Chows"),
    "mcr.pung_of_terminals_or_honors": pgettext("mcr", "Pung of Terminals or Honors"),
    "mcr.melded_kong": pgettext("mcr", "Melded Kong"),
    "mcr.one_voided_suit": pgettext("mcr", "One Voided Suit"),
    "mcr.no_honors": pgettext("mcr", "No Honors"),
    "mcr.edge_wait": pgettext("mcr", "Edge Wait"),
    "mcr.closed_wait": pgettext("mcr", "Closed Wait"),
    "mcr.single_wait": pgettext("mcr", "Single Wait"),
    "mcr.self_drawn": pgettext("mcr", "Self-Drawn"),
    "mcr.flower_tile": pgettext("mcr", "Flower Tile"),
    "mcr.dragon_pung": pgettext("mcr", "Dragon Pung"),
    "mcr.prevalent_wind": pgettext("mcr", "Prevalent Wind"),
    "mcr.seat_wind": pgettext("mcr", "Seat Wind"),
    "mcr.concealed_hand": pgettext("mcr", "Concealed Hand"),
    "mcr.all_chows": pgettext("mcr", "All Chows, No Honors"),
    "mcr.tile_hog": pgettext("mcr", "Tile Hog"),
    "mcr.double_pung": pgettext("mcr", "Double Pung"),
    "mcr.two_concealed_pungs": pgettext("mcr", "Two Concealed Pungs"),
    "mcr.concealed_kong": pgettext("mcr", "Concealed Kong"),
    "mcr.all_simples": pgettext("mcr", "All Simples"),
    "mcr.outside_hand": pgettext("mcr", "Outside Hand"),
    "mcr.fully_concealed_hand": pgettext("mcr", "Fully Concealed Hand"),
    "mcr.two_melded_kongs": pgettext("mcr", "Two Melded Kongs"),
    "mcr.last_tile": pgettext("mcr", "Last Tile"),
    "mcr.all_pungs": pgettext("mcr", "All Pungs"),
    "mcr.half_flush": pgettext("mcr", "Half Flush"),
    "mcr.mixed_shifted_chows": pgettext("mcr", "Mixed Shifted Chows"),
    "mcr.all_types": pgettext("mcr", "All Types"),
    "mcr.melded_hand": pgettext("mcr", "Melded Hand"),
    "mcr.melded_and_concealed_kong": pgettext("mcr", "Two Kongs; One Open, One Concealed"),
    "mcr.two_dragon_pungs": pgettext("mcr", "Two Dragons"),
    "mcr.mixed_straight": pgettext("mcr", "Mixed Straight"),
    "mcr.reversible_tiles": pgettext("mcr", "Reversible Tiles"),
    "mcr.mixed_triple_chow": pgettext("mcr", "Mixed Triple Chow"),
    "mcr.mixed_shifted_pungs": pgettext("mcr", "Mixed Shifted Pungs"),
    "mcr.chicken_hand": pgettext("mcr", "Chicken Hand"),
    "mcr.last_tile_draw": pgettext("mcr", "Last Tile Draw"),
    "mcr.last_tile_claim": pgettext("mcr", "Last Tile Claim"),
    "mcr.out_with_replacement_tile": pgettext("mcr", "Out with Replacement Tile"),
    "mcr.robbing_the_kong": pgettext("mcr", "Robbing the Kong"),
    "mcr.two_concealed_kongs": pgettext("mcr", "Two Concealed Kongs"),
    "mcr.lesser_honors_and_knitted_tiles": pgettext("mcr", "Lesser Honors and Knitted Tiles"),
    "mcr.knitted_straight": pgettext("mcr", "Knitted Straight"),
    "mcr.upper_four": pgettext("mcr", "Upper Four"),
    "mcr.lower_four": pgettext("mcr", "Lower Four"),
    "mcr.big_three_winds": pgettext("mcr", "Big Three Winds"),
    "mcr.pure_straight": pgettext("mcr", "Pure Straight"),
    "mcr.three_suited_terminal_chows": pgettext("mcr", "Three-Suited Terminal Chows"),
    "mcr.pure_shifted_chows": pgettext("mcr", "Pure Shifted Chows"),
    "mcr.all_fives": pgettext("mcr", "All Fives"),
    "mcr.triple_pung": pgettext("mcr", "Triple Pung"),
    "mcr.three_concealed_pungs": pgettext("mcr", "Three Concealed Pungs"),
    "mcr.seven_pairs": pgettext("mcr", "Seven Pairs"),
    "mcr.greater_honors_and_knitted_tiles": pgettext("mcr", "Greater Honors and Knitted Tiles"),
    "mcr.all_even_pungs": pgettext("mcr", "All Even"),
    "mcr.full_flush": pgettext("mcr", "Full Flush"),
    "mcr.pure_triple_chow": pgettext("mcr", "Pure Triple Chow"),
    "mcr.pure_shifted_pungs": pgettext("mcr", "Pure Shifted Pungs"),
    "mcr.upper_tiles": pgettext("mcr", "Upper Tiles"),
    "mcr.middle_tiles": pgettext("mcr", "Middle Tiles"),
    "mcr.lower_tiles": pgettext("mcr", "Lower Tiles"),
    "mcr.four_shifted_chows": pgettext("mcr", "Four Shifted Chows"),
    "mcr.three_kongs": pgettext("mcr", "Three Kongs"),
    "mcr.all_terminals_and_honors": pgettext("mcr", "All Terminals and Honors"),
    "mcr.quadruple_chow": pgettext("mcr", "Quadruple Chow"),
    "mcr.four_pure_shifted_pungs": pgettext("mcr", "Four Pure Shifted Pungs"),
    "mcr.all_terminals": pgettext("mcr", "All Terminals"),
    "mcr.little_four_winds": pgettext("mcr", "Little Four Winds"),
    "mcr.little_three_dragons": pgettext("mcr", "Little Three Dragons"),
    "mcr.all_honors": pgettext("mcr", "All Honors"),
    "mcr.four_concealed_pungs": pgettext("mcr", "Four Concealed Pungs"),
    "mcr.pure_terminal_chows": pgettext("mcr", "Pure Terminal Chows"),
    "mcr.big_four_winds": pgettext("mcr", "Big Four Winds"),
    "mcr.big_three_dragons": pgettext("mcr", "Big Three Dragons"),
    "mcr.all_green": pgettext("mcr", "All Green"),
    "mcr.nine_gates": pgettext("mcr", "Nine Gates"),
    "mcr.four_kongs": pgettext("mcr", "Four Kongs"),
    "mcr.seven_shifted_pairs": pgettext("mcr", "Seven Shifted Pairs"),
    "mcr.thirteen_orphans": pgettext("mcr", "Thirteen Orphans"),
}

OPTIONS = {
    "flowers_in_payment": OptionText(
        gettext_noop(
            "Flower points are part of the total the losers pay (AMBIG-1); off: they are "
            "listed but not paid"
        )
    ),
    "minimum_points": OptionText(
        gettext_noop("Points a hand needs to go out, flowers not counted; fewer is a false mahjong")
    ),
    "false_mahjong_penalty": OptionText(
        gettext_noop("What a false mahjong costs the claimant, paid to each other player (AMBIG-2)")
    ),
    "robbed_player_pays": OptionText(
        gettext_noop(
            "Robbing the Kong: the robbed player pays as the discarder (AMBIG-4); off: "
            "all pay as for a self-drawn win"
        )
    ),
    "unique_wait_only": OptionText(
        gettext_noop("Edge, Closed and Single Wait only when one tile completes the hand (AMBIG-5)")
    ),
    "four_held_waits": OptionText(
        gettext_noop(
            "A tile of which the winner holds all four still counts as a winning tile for "
            "Edge, Closed and Single Wait (as the common reference calculator)"
        )
    ),
    "edge_wait_any_end": OptionText(
        gettext_noop(
            "Edge Wait for the only winning tile at either end of a chow, not just 12-3 "
            "and 89-7 (AMBIG-6)"
        )
    ),
    "concealed_kong_keeps_concealed": OptionText(
        gettext_noop(
            "A declared concealed kong keeps the hand concealed for Concealed Hand and "
            "Fully Concealed Hand (AMBIG-7)"
        )
    ),
    "outside_hand_pair": OptionText(
        gettext_noop("Outside Hand: the pair must hold a terminal or honour too (AMBIG-9)")
    ),
    "all_types_pair": OptionText(
        gettext_noop("All Types: the pair counts toward the five types (AMBIG-10)")
    ),
    "kong_pair_replaces": OptionText(
        gettext_noop(
            "One melded and one concealed kong (6) replace Melded Kong + Concealed Kong "
            "(AMBIG-12); off: added"
        )
    ),
    "all_types_with_lesser_honors": OptionText(
        gettext_noop("All Types is added to Lesser Honors and Knitted Tiles (AMBIG-17)")
    ),
    "knitted_body_waits": OptionText(
        gettext_noop(
            "The knitted straight's groups 1-4-7, 2-5-8, 3-6-9 count as chows for Edge "
            "and Closed Wait (AMBIG-18)"
        )
    ),
    "shifted_chows_mixed_steps": OptionText(
        gettext_noop(
            "Pure Shifted Chows and Four Shifted Chows may mix steps of 1 and 2 "
            "(AMBIG-19); off: one uniform step"
        )
    ),
    "seven_pairs_honors_terminals": OptionText(
        gettext_noop(
            "All Honors and All Terminals also as seven pairs (standard MCR, AMBIG-20); "
            "off: pungs only, as the rule book reads"
        )
    ),
    "all_green_needs_green_dragon": OptionText(
        gettext_noop(
            "All Green needs the green dragon (AMBIG-21); off: the green dragon is optional"
        )
    ),
    "discard_pung_concealed": OptionText(
        gettext_noop(
            "A pung completed by the winning discard still counts as concealed (AMBIG-22, AMBIG-24)"
        )
    ),
    "nine_gates_extras": OptionText(
        gettext_noop(
            "Nine Gates adds Pure Straight, Tile Hog and the like (AMBIG-23); off: Nine "
            "Gates alone (plus how it was won)"
        )
    ),
    "range_hands_include_pair": OptionText(
        gettext_noop(
            "Upper, Middle and Lower Tiles and Upper and Lower Four: the pair must be in "
            "range too (AMBIG-25)"
        )
    ),
}

TEXTS = RulesetTexts(
    name=gettext_noop("Chinese Official (MCR)"),
    rule_book_language="nl",
    elements=ELEMENTS,
    options=OPTIONS,
)
