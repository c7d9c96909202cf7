"""Scoring elements in the reader's language, for every page, PDF and sheet.

The engine (``scoring.engine``) keeps its element ids and the rule books' own wording
(``Element.name``: Dutch for nmb, redbook, mcr and hk, German for majiang; ``name_en``);
it knows no Django. The site shows an element by its id through this catalogue: one
translatable name per element, with the ruleset as the message context (the same English
name can be a different rule book term in two rulesets). The rule book's term is shown
only as a marked hint where it differs from the name in the page's language, and the
seed's line references never reach a scorekeeper.

A test checks that every element of every ruleset has a name here, and that nl and de
translate each one.
"""

from __future__ import annotations

from collections.abc import Callable

from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, pgettext_lazy

#: The language of each ruleset's rule book (its ``Element.name``), for the ``lang`` of a
#: rule-book term shown as a hint.
RULE_BOOK_LANGUAGE = {"nmb": "nl", "redbook": "nl", "mcr": "nl", "hk": "nl", "majiang": "de"}

ELEMENT_NAMES: dict[str, Promise] = {
    # nmb
    "nmb.pung_open_simples": pgettext_lazy("nmb", "Open pung of simples"),
    "nmb.pung_concealed_simples": pgettext_lazy("nmb", "Concealed pung of simples"),
    "nmb.kong_open_simples": pgettext_lazy("nmb", "Open kong of simples"),
    "nmb.kong_concealed_simples": pgettext_lazy("nmb", "Concealed kong of simples"),
    "nmb.pung_open_edel": pgettext_lazy("nmb", "Open pung of terminals or honours"),
    "nmb.pung_concealed_edel": pgettext_lazy("nmb", "Concealed pung of terminals or honours"),
    "nmb.kong_open_edel": pgettext_lazy("nmb", "Open kong of terminals or honours"),
    "nmb.kong_concealed_edel": pgettext_lazy("nmb", "Concealed kong of terminals or honours"),
    "nmb.pair_dragons": pgettext_lazy("nmb", "Pair of dragons"),
    "nmb.pair_own_wind": pgettext_lazy("nmb", "Pair of the own wind"),
    "nmb.pair_round_wind": pgettext_lazy("nmb", "Pair of the round wind"),
    "nmb.pung_dragons": pgettext_lazy("nmb", "Pung or kong of dragons"),
    "nmb.pung_own_wind": pgettext_lazy("nmb", "Pung or kong of the own wind"),
    "nmb.pung_round_wind": pgettext_lazy("nmb", "Pung or kong of the round wind"),
    "nmb.pung_ruling_dragon": pgettext_lazy("nmb", "Pung or kong of the ruling green dragon"),
    "nmb.three_concealed_pungs": pgettext_lazy("nmb", "Three concealed pungs"),
    "nmb.three_concealed_kongs": pgettext_lazy("nmb", "Three concealed kongs"),
    "nmb.four_concealed_pungs": pgettext_lazy("nmb", "Four concealed pungs"),
    "nmb.four_kongs": pgettext_lazy("nmb", "Four kongs"),
    "nmb.schoon": pgettext_lazy("nmb", "Clean hand"),
    "nmb.zeer_schoon": pgettext_lazy("nmb", "Very clean hand"),
    "nmb.zuiver": pgettext_lazy("nmb", "Pure hand"),
    "nmb.zuiver_honours": pgettext_lazy("nmb", "Pure hand of honours"),
    "nmb.mahjong": pgettext_lazy("nmb", "Mahjong"),
    "nmb.only_possible": pgettext_lazy("nmb", "Only possible tile"),
    "nmb.self_drawn": pgettext_lazy("nmb", "Self-drawn winning tile"),
    "nmb.pair_completed": pgettext_lazy("nmb", "Winning tile completes the pair"),
    "nmb.pe_ling": pgettext_lazy("nmb", "The bird eats the cake: c1 completes a b1 pair"),
    "nmb.fully_concealed": pgettext_lazy("nmb", "Fully concealed hand"),
    "nmb.little_four_winds": pgettext_lazy("nmb", "Little four winds"),
    "nmb.little_three_dragons": pgettext_lazy("nmb", "Little three dragons"),
    "nmb.four_chows": pgettext_lazy("nmb", "All chows"),
    "nmb.all_simples": pgettext_lazy("nmb", "All simples"),
    "nmb.all_pungs": pgettext_lazy("nmb", "All pungs"),
    "nmb.last_wall_tile": pgettext_lazy("nmb", "Last tile of the wall"),
    "nmb.last_wall_tile_c1": pgettext_lazy("nmb", "Last tile of the wall is c1"),
    "nmb.kong_replacement": pgettext_lazy("nmb", "Win on the loose tile after a kong"),
    "nmb.kong_replacement_c5": pgettext_lazy("nmb", "Win on a loose tile c5"),
    "nmb.robbing_kong": pgettext_lazy("nmb", "Robbing the kong"),
    "nmb.kong_on_kong": pgettext_lazy("nmb", "Kong on kong"),
    "nmb.flower": pgettext_lazy("nmb", "Flower or season"),
    "nmb.own_flower": pgettext_lazy("nmb", "Own flower or season"),
    "nmb.flower_series": pgettext_lazy("nmb", "All four flowers or all four seasons"),
    "nmb.thirteen_orphans": pgettext_lazy("nmb", "Thirteen orphans"),
    "nmb.honour_pairs": pgettext_lazy("nmb", "Seven pairs of honours"),
    "nmb.nine_gates": pgettext_lazy("nmb", "Nine gates"),
    "nmb.wind_snake": pgettext_lazy("nmb", "Wind snake"),
    "nmb.dragon_snake": pgettext_lazy("nmb", "Dragon snake"),
    "nmb.peking": pgettext_lazy("nmb", "Court of Peking"),
    "nmb.pure_pairs": pgettext_lazy("nmb", "Seven pairs of one suit"),
    "nmb.very_clean_pairs": pgettext_lazy("nmb", "Seven pairs of honours and one suit's terminals"),
    "nmb.clean_pairs": pgettext_lazy("nmb", "Seven pairs of one suit and honours"),
    "nmb.seven_pairs": pgettext_lazy("nmb", "Seven pairs"),
    "nmb.four_winds": pgettext_lazy("nmb", "Four winds"),
    "nmb.three_dragons": pgettext_lazy("nmb", "Three dragons"),
    "nmb.jade": pgettext_lazy("nmb", "All green"),
    "nmb.four_concealed_kongs": pgettext_lazy("nmb", "Four concealed kongs"),
    "nmb.heads_and_tails": pgettext_lazy("nmb", "Heads and tails"),
    "nmb.winding_snake": pgettext_lazy("nmb", "Winding snake"),
    "nmb.heaven": pgettext_lazy("nmb", "Heavenly hand"),
    "nmb.earth": pgettext_lazy("nmb", "Earthly hand"),
    "nmb.dead_hand": pgettext_lazy("nmb", "Dead hand"),
    "nmb.waiting_irregular": pgettext_lazy("nmb", "Waiting for an irregular limit hand: half"),
    "nmb.limit": pgettext_lazy("nmb", "The limit"),
    # redbook
    "redbook.pung_open_simples": pgettext_lazy("redbook", "Open pung of simples"),
    "redbook.pung_concealed_simples": pgettext_lazy("redbook", "Concealed pung of simples"),
    "redbook.kong_open_simples": pgettext_lazy("redbook", "Open kong of simples"),
    "redbook.kong_concealed_simples": pgettext_lazy("redbook", "Concealed kong of simples"),
    "redbook.pung_open_edel": pgettext_lazy("redbook", "Open pung of terminals or honours"),
    "redbook.pung_concealed_edel": pgettext_lazy(
        "redbook", "Concealed pung of terminals or honours"
    ),
    "redbook.kong_open_edel": pgettext_lazy("redbook", "Open kong of terminals or honours"),
    "redbook.kong_concealed_edel": pgettext_lazy(
        "redbook", "Concealed kong of terminals or honours"
    ),
    "redbook.pair_dragons": pgettext_lazy("redbook", "Pair of dragons"),
    "redbook.pair_own_wind": pgettext_lazy("redbook", "Pair of the own wind"),
    "redbook.pair_round_wind": pgettext_lazy("redbook", "Pair of the round wind"),
    "redbook.pung_dragons": pgettext_lazy("redbook", "Pung or kong of dragons"),
    "redbook.pung_own_wind": pgettext_lazy("redbook", "Pung or kong of the own wind"),
    "redbook.pung_round_wind": pgettext_lazy("redbook", "Pung or kong of the round wind"),
    "redbook.three_concealed_pungs": pgettext_lazy("redbook", "Three concealed pungs"),
    "redbook.three_concealed_kongs": pgettext_lazy("redbook", "Three concealed kongs"),
    "redbook.four_concealed_pungs": pgettext_lazy("redbook", "Four concealed pungs"),
    "redbook.four_kongs": pgettext_lazy("redbook", "Four kongs, open or concealed"),
    "redbook.schoon": pgettext_lazy("redbook", "Clean hand: one suit and honours"),
    "redbook.terminals_honours": pgettext_lazy("redbook", "Only terminals and honours"),
    "redbook.superschoon": pgettext_lazy("redbook", "Very clean hand: one suit only"),
    "redbook.terminals_only": pgettext_lazy("redbook", "Only terminals"),
    "redbook.honours_only": pgettext_lazy("redbook", "Only honours"),
    "redbook.mahjong": pgettext_lazy("redbook", "Mahjong"),
    "redbook.from_the_wall": pgettext_lazy("redbook", "Winning tile drawn from the wall"),
    "redbook.only_possible": pgettext_lazy("redbook", "Only possible place to win"),
    "redbook.last_tile": pgettext_lazy("redbook", "Last tile before the draw"),
    "redbook.all_chows": pgettext_lazy("redbook", "Only chows and the closing pair"),
    "redbook.pe_ling": pgettext_lazy("redbook", "The bird eats the cake: c1 completes a b1 pair"),
    "redbook.all_pungs": pgettext_lazy("redbook", "Only pungs and kongs"),
    "redbook.all_pungs_simples": pgettext_lazy("redbook", "Only pungs of simples: an extra double"),
    "redbook.loose_tile": pgettext_lazy("redbook", "Winning tile from the dead wall"),
    "redbook.robbing_kong": pgettext_lazy("redbook", "Robbing a kong to complete a chow"),
    "redbook.lucky_thirteen": pgettext_lazy("redbook", "Waiting from the first hand, announced"),
    "redbook.earth": pgettext_lazy("redbook", "Win on East's first discard"),
    "redbook.hidden_treasure": pgettext_lazy("redbook", "Fully concealed up to the last tile"),
    "redbook.three_wise_men": pgettext_lazy("redbook", "Pungs of the three dragons"),
    "redbook.heaven": pgettext_lazy("redbook", "Heavenly hand"),
    "redbook.nine_gates": pgettext_lazy("redbook", "Nine gates"),
    "redbook.thirteen_orphans": pgettext_lazy("redbook", "Thirteen orphans"),
    "redbook.seven_pairs_superschoon": pgettext_lazy("redbook", "Seven pairs of one suit"),
    "redbook.seven_pairs_schoon": pgettext_lazy("redbook", "Seven pairs of one suit and honours"),
    "redbook.seven_pairs_plain": pgettext_lazy("redbook", "Seven pairs"),
    "redbook.snake_1": pgettext_lazy("redbook", "Wind snake"),
    "redbook.snake_2": pgettext_lazy("redbook", "Dragon snake"),
    "redbook.peking": pgettext_lazy("redbook", "Peking garden"),
    "redbook.red_dragon": pgettext_lazy("redbook", "Red dragon hand"),
    "redbook.jade": pgettext_lazy("redbook", "All green"),
    "redbook.four_winds": pgettext_lazy("redbook", "Four winds"),
    "redbook.winding_snake": pgettext_lazy("redbook", "Winding snake"),
    "redbook.dead_hand": pgettext_lazy("redbook", "Dead hand"),
    "redbook.waiting_irregular": pgettext_lazy(
        "redbook", "Waiting for an irregular limit hand: half"
    ),
    "redbook.limit": pgettext_lazy("redbook", "The limit (club setting)"),
    "redbook.concealed_limit": pgettext_lazy("redbook", "Limit hand fully concealed: doubled"),
    # mcr
    "mcr.pure_double_chow": pgettext_lazy("mcr", "Pure Double Chow"),
    "mcr.mixed_double_chow": pgettext_lazy("mcr", "Mixed Double Chow"),
    "mcr.short_straight": pgettext_lazy("mcr", "Short Straight"),
    "mcr.two_terminal_chows": pgettext_lazy("mcr", "Two Terminal Chows"),
    "mcr.pung_of_terminals_or_honors": pgettext_lazy("mcr", "Pung of Terminals or Honors"),
    "mcr.melded_kong": pgettext_lazy("mcr", "Melded Kong"),
    "mcr.one_voided_suit": pgettext_lazy("mcr", "One Voided Suit"),
    "mcr.no_honors": pgettext_lazy("mcr", "No Honors"),
    "mcr.edge_wait": pgettext_lazy("mcr", "Edge Wait"),
    "mcr.closed_wait": pgettext_lazy("mcr", "Closed Wait"),
    "mcr.single_wait": pgettext_lazy("mcr", "Single Wait"),
    "mcr.self_drawn": pgettext_lazy("mcr", "Self-Drawn"),
    "mcr.flower_tile": pgettext_lazy("mcr", "Flower Tile"),
    "mcr.dragon_pung": pgettext_lazy("mcr", "Dragon Pung"),
    "mcr.prevalent_wind": pgettext_lazy("mcr", "Prevalent Wind"),
    "mcr.seat_wind": pgettext_lazy("mcr", "Seat Wind"),
    "mcr.concealed_hand": pgettext_lazy("mcr", "Concealed Hand"),
    "mcr.all_chows": pgettext_lazy("mcr", "All Chows, No Honors"),
    "mcr.tile_hog": pgettext_lazy("mcr", "Tile Hog"),
    "mcr.double_pung": pgettext_lazy("mcr", "Double Pung"),
    "mcr.two_concealed_pungs": pgettext_lazy("mcr", "Two Concealed Pungs"),
    "mcr.concealed_kong": pgettext_lazy("mcr", "Concealed Kong"),
    "mcr.all_simples": pgettext_lazy("mcr", "All Simples"),
    "mcr.outside_hand": pgettext_lazy("mcr", "Outside Hand"),
    "mcr.fully_concealed_hand": pgettext_lazy("mcr", "Fully Concealed Hand"),
    "mcr.two_melded_kongs": pgettext_lazy("mcr", "Two Melded Kongs"),
    "mcr.last_tile": pgettext_lazy("mcr", "Last Tile"),
    "mcr.all_pungs": pgettext_lazy("mcr", "All Pungs"),
    "mcr.half_flush": pgettext_lazy("mcr", "Half Flush"),
    "mcr.mixed_shifted_chows": pgettext_lazy("mcr", "Mixed Shifted Chows"),
    "mcr.all_types": pgettext_lazy("mcr", "All Types"),
    "mcr.melded_hand": pgettext_lazy("mcr", "Melded Hand"),
    "mcr.melded_and_concealed_kong": pgettext_lazy("mcr", "Two Kongs; One Open, One Concealed"),
    "mcr.two_dragon_pungs": pgettext_lazy("mcr", "Two Dragons"),
    "mcr.mixed_straight": pgettext_lazy("mcr", "Mixed Straight"),
    "mcr.reversible_tiles": pgettext_lazy("mcr", "Reversible Tiles"),
    "mcr.mixed_triple_chow": pgettext_lazy("mcr", "Mixed Triple Chow"),
    "mcr.mixed_shifted_pungs": pgettext_lazy("mcr", "Mixed Shifted Pungs"),
    "mcr.chicken_hand": pgettext_lazy("mcr", "Chicken Hand"),
    "mcr.last_tile_draw": pgettext_lazy("mcr", "Last Tile Draw"),
    "mcr.last_tile_claim": pgettext_lazy("mcr", "Last Tile Claim"),
    "mcr.out_with_replacement_tile": pgettext_lazy("mcr", "Out with Replacement Tile"),
    "mcr.robbing_the_kong": pgettext_lazy("mcr", "Robbing the Kong"),
    "mcr.two_concealed_kongs": pgettext_lazy("mcr", "Two Concealed Kongs"),
    "mcr.lesser_honors_and_knitted_tiles": pgettext_lazy("mcr", "Lesser Honors and Knitted Tiles"),
    "mcr.knitted_straight": pgettext_lazy("mcr", "Knitted Straight"),
    "mcr.upper_four": pgettext_lazy("mcr", "Upper Four"),
    "mcr.lower_four": pgettext_lazy("mcr", "Lower Four"),
    "mcr.big_three_winds": pgettext_lazy("mcr", "Big Three Winds"),
    "mcr.pure_straight": pgettext_lazy("mcr", "Pure Straight"),
    "mcr.three_suited_terminal_chows": pgettext_lazy("mcr", "Three-Suited Terminal Chows"),
    "mcr.pure_shifted_chows": pgettext_lazy("mcr", "Pure Shifted Chows"),
    "mcr.all_fives": pgettext_lazy("mcr", "All Fives"),
    "mcr.triple_pung": pgettext_lazy("mcr", "Triple Pung"),
    "mcr.three_concealed_pungs": pgettext_lazy("mcr", "Three Concealed Pungs"),
    "mcr.seven_pairs": pgettext_lazy("mcr", "Seven Pairs"),
    "mcr.greater_honors_and_knitted_tiles": pgettext_lazy(
        "mcr", "Greater Honors and Knitted Tiles"
    ),
    "mcr.all_even_pungs": pgettext_lazy("mcr", "All Even"),
    "mcr.full_flush": pgettext_lazy("mcr", "Full Flush"),
    "mcr.pure_triple_chow": pgettext_lazy("mcr", "Pure Triple Chow"),
    "mcr.pure_shifted_pungs": pgettext_lazy("mcr", "Pure Shifted Pungs"),
    "mcr.upper_tiles": pgettext_lazy("mcr", "Upper Tiles"),
    "mcr.middle_tiles": pgettext_lazy("mcr", "Middle Tiles"),
    "mcr.lower_tiles": pgettext_lazy("mcr", "Lower Tiles"),
    "mcr.four_shifted_chows": pgettext_lazy("mcr", "Four Shifted Chows"),
    "mcr.three_kongs": pgettext_lazy("mcr", "Three Kongs"),
    "mcr.all_terminals_and_honors": pgettext_lazy("mcr", "All Terminals and Honors"),
    "mcr.quadruple_chow": pgettext_lazy("mcr", "Quadruple Chow"),
    "mcr.four_pure_shifted_pungs": pgettext_lazy("mcr", "Four Pure Shifted Pungs"),
    "mcr.all_terminals": pgettext_lazy("mcr", "All Terminals"),
    "mcr.little_four_winds": pgettext_lazy("mcr", "Little Four Winds"),
    "mcr.little_three_dragons": pgettext_lazy("mcr", "Little Three Dragons"),
    "mcr.all_honors": pgettext_lazy("mcr", "All Honors"),
    "mcr.four_concealed_pungs": pgettext_lazy("mcr", "Four Concealed Pungs"),
    "mcr.pure_terminal_chows": pgettext_lazy("mcr", "Pure Terminal Chows"),
    "mcr.big_four_winds": pgettext_lazy("mcr", "Big Four Winds"),
    "mcr.big_three_dragons": pgettext_lazy("mcr", "Big Three Dragons"),
    "mcr.all_green": pgettext_lazy("mcr", "All Green"),
    "mcr.nine_gates": pgettext_lazy("mcr", "Nine Gates"),
    "mcr.four_kongs": pgettext_lazy("mcr", "Four Kongs"),
    "mcr.seven_shifted_pairs": pgettext_lazy("mcr", "Seven Shifted Pairs"),
    "mcr.thirteen_orphans": pgettext_lazy("mcr", "Thirteen Orphans"),
    # hk
    "hk.concealed_hand": pgettext_lazy("hk", "Concealed hand"),
    "hk.self_drawn": pgettext_lazy("hk", "Self-drawn"),
    "hk.all_chows": pgettext_lazy("hk", "All chows"),
    "hk.all_pungs": pgettext_lazy("hk", "All pungs"),
    "hk.dragon_pung": pgettext_lazy("hk", "Dragon pung"),
    "hk.seat_wind_pung": pgettext_lazy("hk", "Seat wind pung"),
    "hk.round_wind_pung": pgettext_lazy("hk", "Round wind pung"),
    "hk.half_flush": pgettext_lazy("hk", "Half flush (one suit and honours)"),
    "hk.full_flush": pgettext_lazy("hk", "Full flush (one suit)"),
    "hk.little_three_dragons": pgettext_lazy("hk", "Little three dragons"),
    "hk.little_four_winds": pgettext_lazy("hk", "Little four winds"),
    "hk.robbing_kong": pgettext_lazy("hk", "Robbing the kong"),
    "hk.kong_replacement": pgettext_lazy("hk", "Win on a kong replacement"),
    "hk.kong_on_kong": pgettext_lazy("hk", "Kong on kong"),
    "hk.last_tile": pgettext_lazy("hk", "Last tile"),
    "hk.moon": pgettext_lazy("hk", "Moon from the bottom of the sea (last wall tile 1 circles)"),
    "hk.seven_pairs": pgettext_lazy("hk", "Seven pairs"),
    "hk.own_season": pgettext_lazy("hk", "Own season"),
    "hk.complete_seasons": pgettext_lazy("hk", "Complete set of seasons"),
    "hk.no_seasons": pgettext_lazy("hk", "No seasons"),
    "hk.seven_seasons": pgettext_lazy("hk", "Seven seasons"),
    "hk.season_replacement": pgettext_lazy("hk", "Win on a season replacement"),
    "hk.terminals_and_honours": pgettext_lazy("hk", "Terminals with honours"),
    "hk.pair_258": pgettext_lazy("hk", "Pair of 2, 5 or 8"),
    "hk.big_three_dragons": pgettext_lazy("hk", "Big three dragons"),
    "hk.big_four_winds": pgettext_lazy("hk", "Big four winds"),
    "hk.all_honours": pgettext_lazy("hk", "All honours"),
    "hk.thirteen_orphans": pgettext_lazy("hk", "Thirteen orphans"),
    "hk.all_terminals": pgettext_lazy("hk", "All terminals"),
    "hk.nine_gates": pgettext_lazy("hk", "Nine gates"),
    "hk.hidden_treasure": pgettext_lazy("hk", "Four concealed pungs"),
    "hk.heaven": pgettext_lazy("hk", "Heavenly hand"),
    "hk.earth": pgettext_lazy("hk", "Earthly hand"),
    "hk.eight_seasons": pgettext_lazy("hk", "All eight seasons"),
    "hk.eight_seasons_unclaimed": pgettext_lazy("hk", "Eight seasons, not claimed"),
    "hk.all_green": pgettext_lazy("hk", "All green"),
    # majiang
    "majiang.self_drawn": pgettext_lazy("majiang", "Winning tile taken concealed (self-drawn)"),
    "majiang.last_wall_tile": pgettext_lazy(
        "majiang", "Winning tile is the last tile of the live wall"
    ),
    "majiang.robbing_kong": pgettext_lazy("majiang", "Robbing a kong"),
    "majiang.replacement": pgettext_lazy(
        "majiang", "Winning on a replacement tile from the wall end"
    ),
    "majiang.kong_on_kong": pgettext_lazy(
        "majiang", "Kong on kong: a replacement makes another kong whose replacement wins"
    ),
    "majiang.own_bonus": pgettext_lazy("majiang", "Own bonus tile (number = own seat wind)"),
    "majiang.all_flowers_or_seasons": pgettext_lazy(
        "majiang", "All four flowers or all four seasons"
    ),
    "majiang.all_bonus": pgettext_lazy("majiang", "All eight bonus tiles"),
    "majiang.only_chows": pgettext_lazy("majiang", "Only chows (plus the pair)"),
    "majiang.only_pungs": pgettext_lazy("majiang", "Only pungs and kongs (plus the pair)"),
    "majiang.alt_only_pungs": pgettext_lazy(
        "majiang", "Only pungs and kongs (plus the pair), appendix C"
    ),
    "majiang.dragon_pung": pgettext_lazy("majiang", "Dragon pung or kong"),
    "majiang.prevailing_wind_pung": pgettext_lazy(
        "majiang", "Pung or kong of the prevailing (round) wind"
    ),
    "majiang.own_wind_pung": pgettext_lazy("majiang", "Pung or kong of the own (seat) wind"),
    "majiang.double_wind_pung": pgettext_lazy(
        "majiang", "Double-wind pung or kong (seat wind = round wind)"
    ),
    "majiang.no_honours_no_bonus": pgettext_lazy("majiang", "No honour tile and no bonus tile"),
    "majiang.one_suit_with_honours": pgettext_lazy(
        "majiang", "One suit plus honours (mixed flush)"
    ),
    "majiang.alt_one_suit_with_honours": pgettext_lazy(
        "majiang", "One suit plus honours (mixed flush), appendix C"
    ),
    "majiang.one_suit": pgettext_lazy("majiang", "One suit without honours (pure flush)"),
    "majiang.thirteen_orphans": pgettext_lazy("majiang", "Thirteen orphans"),
    "majiang.heaven": pgettext_lazy("majiang", "Heaven (dealer wins on the deal)"),
    "majiang.earth": pgettext_lazy("majiang", "Earth (win on the first tile)"),
    "majiang.four_concealed_pungs": pgettext_lazy("majiang", "Four concealed pungs"),
    "majiang.big_four_winds": pgettext_lazy("majiang", "Big four winds"),
    "majiang.small_four_winds": pgettext_lazy("majiang", "Small four winds"),
    "majiang.big_three_dragons": pgettext_lazy("majiang", "Big three dragons"),
    "majiang.only_terminals": pgettext_lazy("majiang", "Only terminals"),
    "majiang.only_honours": pgettext_lazy("majiang", "Only honours"),
    "majiang.nine_gates": pgettext_lazy("majiang", "Nine gates"),
    "majiang.penalty": pgettext_lazy(
        "majiang", "Penalty: the culprit pays each other player 1 Laak (East double)"
    ),
    "majiang.false_sik": pgettext_lazy(
        "majiang", "False Sik: 1 Laak to each other player (East double)"
    ),
    "majiang.false_sik_discarder": pgettext_lazy(
        "majiang", "False Sik on a discard: the discarder receives 2 Laak (4 if East)"
    ),
}


def element_name(element_id: str, default: str = "") -> str:
    """The element's name in the active language; ``default`` (the stored name) for an id
    this catalogue does not know (a hand stored by an older engine)."""
    text = ELEMENT_NAMES.get(element_id)
    return str(text) if text is not None else default


def rule_book_term(element_id: str, seed_name: str) -> str:
    """The rule book's own term when it differs from the shown name ("" otherwise): a hint
    for players who know the rule book, shown marked as such."""
    shown = element_name(element_id, seed_name)
    return "" if not seed_name or seed_name.casefold() == shown.casefold() else seed_name


def rule_book_language(element_id: str) -> str:
    return RULE_BOOK_LANGUAGE.get(element_id.split(".", 1)[0], "")


_UNIT_TEXTS: dict[str, Callable[[int], str]] = {
    "points": lambda n: ngettext("%(n)d point", "%(n)d points", n) % {"n": n},
    "doubles": lambda n: ngettext("%(n)d double", "%(n)d doubles", n) % {"n": n},
    "fan": lambda n: ngettext("%(n)d fan", "%(n)d fan", n) % {"n": n},
    "faan": lambda n: ngettext("%(n)d Faan", "%(n)d Faan", n) % {"n": n},
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
    from scoring.engine import get_ruleset
    from scoring.engine.errors import UnknownRuleset

    try:
        ruleset_unit = str(getattr(get_ruleset(element_id.split(".", 1)[0]), "unit", "points"))
    except UnknownRuleset:
        ruleset_unit = "points"
    return value_text(value, unit, ruleset_unit=ruleset_unit)
