"""MCR club options: the readings of the spec's ambiguities (rules/mcr.md §14) that change a
result, each defaulting to the reading of the golden file's ``defaults:`` header."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...options import Option, OptionView

OPTIONS: tuple[Option, ...] = (
    Option(
        "flowers_in_payment",
        True,
        "Flower points are part of the total the losers pay (AMBIG-1); off: they are listed but not paid.",
        source="002 L224, L230-L232, L339",
    ),
    Option(
        "minimum_points",
        8,
        "Points a hand needs, flowers not counted, to go out; less is a false mahjong.",
        source="002 L220",
    ),
    Option(
        "false_mahjong_penalty",
        10,
        "What a false mahjong costs the claimant, paid to each other player (AMBIG-2).",
        source="002 L234",
    ),
    Option(
        "robbed_player_pays",
        True,
        "Robbing the Kong: the robbed player pays as the discarder (AMBIG-4); off: all pay as for self-drawn.",
        source="002 L230, L555",
    ),
    Option(
        "unique_wait_only",
        True,
        "Edge, Closed and Single Wait only when one tile completes the hand (AMBIG-5).",
        source="002 L313-L329, L531",
    ),
    Option(
        "four_held_waits",
        False,
        "A tile of which the winner holds all four still counts as a winning tile when judging "
        "Edge, Closed and Single Wait (as the common reference calculator); off: it cannot come, "
        "so it is no wait (the rule book is silent).",
        source="002 L313-L329",
    ),
    Option(
        "edge_wait_any_end",
        False,
        "Edge Wait for the only winning tile at either end of a chow, not just 12-3 and 89-7 (AMBIG-6).",
        source="002 L315",
    ),
    Option(
        "concealed_kong_keeps_concealed",
        True,
        "A declared concealed kong keeps the hand concealed for Concealed / Fully Concealed Hand (AMBIG-7).",
        source="002 L183, L367, L401, L425",
    ),
    Option(
        "outside_hand_pair",
        True,
        "Outside Hand: the pair must hold a terminal or honor too (AMBIG-9).",
        source="002 L417",
    ),
    Option(
        "all_types_pair",
        True,
        "All Types: the pair counts toward the five types (AMBIG-10).",
        source="002 L469",
    ),
    Option(
        "kong_pair_replaces",
        True,
        "One melded + one concealed kong (6) replaces Melded Kong + Concealed Kong (AMBIG-12); off: added.",
        source="002 L479-L483, L563",
    ),
    Option(
        "all_types_with_lesser_honors",
        False,
        "All Types is added to Lesser Honors and Knitted Tiles (AMBIG-17).",
        source="002 L465-L471, L567-L571",
    ),
    Option(
        "knitted_body_waits",
        False,
        "The knitted straight's groups 1-4-7, 2-5-8, 3-6-9 count as chows for Edge and Closed Wait (AMBIG-18); "
        "off: a tile that only completes the knitted straight makes no wait.",
        source="002 L575-L579",
    ),
    Option(
        "shifted_chows_mixed_steps",
        False,
        "Pure / Four Shifted Chows may mix steps of 1 and 2 (AMBIG-19); off: one uniform step.",
        source="002 L630, L740",
    ),
    Option(
        "seven_pairs_honors_terminals",
        True,
        "All Honors / All Terminals also as seven pairs (standard MCR, AMBIG-20); off: pungs only, as the seed reads.",
        source="002 L782, L806",
    ),
    Option(
        "all_green_needs_green_dragon",
        False,
        "All Green needs the green dragon (AMBIG-21); off: Gd optional.",
        source="002 L846",
    ),
    Option(
        "discard_pung_concealed",
        False,
        "A pung completed by the winning discard still counts as concealed (AMBIG-22, AMBIG-24).",
        source="002 L170-L172",
    ),
    Option(
        "nine_gates_extras",
        True,
        "Nine Gates adds Pure Straight, Tile Hog and the like (AMBIG-23); off: Nine Gates alone (+ win conditions).",
        source="002 L850-L854",
    ),
    Option(
        "range_hands_include_pair",
        True,
        "Upper/Middle/Lower Tiles and Upper/Lower Four: the pair must be in range too (AMBIG-25).",
        source="002 L583-L595, L710-L730",
    ),
)


@dataclass(frozen=True, slots=True)
class McrOptions(OptionView):
    """The club's options as typed attributes (the search's "reading"; hashable, one object
    per choice of options); the fields are the declared options (checked in the tests)."""

    declared: ClassVar[tuple[Option, ...]] = OPTIONS

    flowers_in_payment: bool
    minimum_points: int
    false_mahjong_penalty: int
    robbed_player_pays: bool
    unique_wait_only: bool
    four_held_waits: bool
    edge_wait_any_end: bool
    concealed_kong_keeps_concealed: bool
    outside_hand_pair: bool
    all_types_pair: bool
    kong_pair_replaces: bool
    all_types_with_lesser_honors: bool
    knitted_body_waits: bool
    shifted_chows_mixed_steps: bool
    seven_pairs_honors_terminals: bool
    all_green_needs_green_dragon: bool
    discard_pung_concealed: bool
    nine_gates_extras: bool
    range_hands_include_pair: bool
