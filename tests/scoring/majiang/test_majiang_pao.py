"""Pao advice (7, 001 L483-L534): the pure function the scorekeeper asks before ruling."""

from __future__ import annotations

import pytest

from scoring.engine import InvalidHand, parse_tiles, tile
from scoring.engine.rulesets.majiang import PaoAdvice, pao_advice
from scoring.engine.rulesets.majiang.pao import (
    FOUR_WINDS,
    LAST_FIVE,
    NINE_TILES,
    THREE_DRAGONS,
    TWELFTH_TILE,
)
from tests.hands import melds, player

BAMBOO = melds("chow b1 b2 b3", "chow b4 b5 b6", "pung b8 b8 b8")
CIRCLES = melds("chow c1 c2 c3", "chow c4 c5 c6", "chow c7 c8 c9")
EAST_PURE = player("chow b1 b2 b3 | chow b4 b5 b6 | pung b8 b8 b8 | b7 b8 b9 b9 b9")
WEST_PURE = player("chow c1 c2 c3 | chow c4 c5 c6 | chow c7 c8 c9 | c2 c2 c2 c5 c5")


def test_seed_example_first_exposer_is_protected():
    advice = pao_advice(
        {"E": BAMBOO, "W": CIRCLES},
        (),
        tile("b9"),
        "N",
        "E",
        30,
        winning_hand=EAST_PURE,
        first_nine_tiles="E",
    )
    assert advice.liable and advice.player == "N" and advice.trigger == NINE_TILES
    assert "L493-L497" in advice.reason


def test_seed_example_second_exposer_is_not_protected():
    advice = pao_advice(
        {"E": BAMBOO, "W": CIRCLES},
        (),
        tile("c5"),
        "N",
        "W",
        30,
        winning_hand=WEST_PURE,
        first_nine_tiles="E",
    )
    assert not advice.liable and "L528-L534" in advice.reason


def test_first_exposer_unknown_asks():
    advice = pao_advice({"E": BAMBOO, "W": CIRCLES}, (), tile("b9"), "N", "E", 30)
    assert not advice.liable and "who was first" in advice.reason


def test_nine_tiles_needs_a_pure_hand():
    mixed = player("chow b1 b2 b3 | chow b4 b5 b6 | pung b8 b8 b8 | b7 b8 b9 Rd Rd")
    advice = pao_advice({"E": BAMBOO}, (), tile("b9"), "N", "E", 30, winning_hand=mixed)
    assert not advice.liable and advice.trigger == NINE_TILES


def test_nine_tiles_other_suit_discard_is_not_liable():
    advice = pao_advice({"E": BAMBOO}, (), tile("c2"), "N", "E", 30)
    assert not advice.liable and advice.trigger is None


def test_nine_tiles_without_declaration():
    advice = pao_advice({"E": BAMBOO}, (), tile("b9"), "N", "E", 30, declared=False)
    assert not advice.liable and "L491" in advice.reason


def test_winning_hand_melds_stand_for_exposed():
    advice = pao_advice({}, (), tile("b9"), "N", "E", 30, winning_hand=EAST_PURE)
    assert advice.liable


FOUR_BAMBOO = melds("chow b1 b2 b3", "chow b4 b5 b6", "chow b7 b8 b9", "pung b2 b2 b2")


def test_twelfth_tile_open_winning_tile():
    advice = pao_advice({"S": FOUR_BAMBOO}, (), tile("b5"), "N", "S", 30)
    assert advice.liable and advice.player == "N" and advice.trigger == TWELFTH_TILE


def test_twelfth_tile_self_drawn_earlier_discarder():
    advice = pao_advice({"S": FOUR_BAMBOO}, (), None, None, "S", 30, fourth_set_discarder="W")
    assert advice.liable and advice.player == "W" and "L526" in advice.reason


def test_self_drawn_without_twelfth_tile_rule():
    advice = pao_advice({"S": BAMBOO}, (), None, None, "S", 30, fourth_set_discarder="W")
    assert advice == PaoAdvice(False, None, advice.reason, advice.source, None)
    assert "self-drawn" in advice.reason


DRAGONS = melds("pung Rd Rd Rd", "pung Gd Gd Gd")


def test_big_three_dragons():
    advice = pao_advice({"W": DRAGONS}, (), tile("Wd"), "E", "W", 30)
    assert advice.liable and advice.trigger == THREE_DRAGONS and advice.player == "E"


def test_big_three_dragons_hand_check():
    small = player("pung Rd Rd Rd | pung Gd Gd Gd | Wd Wd k2 k3 k4 b5 b5 b5")
    advice = pao_advice({"W": DRAGONS}, (), tile("Wd"), "E", "W", 30, winning_hand=small)
    assert not advice.liable


def test_one_dragon_set_is_no_dragon_pao():
    advice = pao_advice({"W": DRAGONS[:1]}, (), tile("Wd"), "E", "W", 30)
    assert not advice.liable and advice.trigger is None


def test_big_four_winds():
    winds = melds("pung E E E", "pung S S S", "kong* W W W W")
    advice = pao_advice({"N": winds}, (), tile("N"), "E", "N", 30)
    assert advice.liable and advice.trigger == FOUR_WINDS


def test_two_wind_sets_is_no_wind_pao():
    advice = pao_advice({"N": melds("pung E E E", "pung S S S")}, (), tile("N"), "E", "N", 30)
    assert not advice.liable


@pytest.mark.parametrize(
    ("wall_left", "discards", "liable"),
    [(5, (), True), (3, ("k9",), True), (5, ("k5",), False), (6, (), False)],
)
def test_last_five_tiles(wall_left, discards, liable):
    advice = pao_advice(
        {"W": melds("pung Gd Gd Gd")},
        parse_tiles(" ".join(discards)),
        tile("k5"),
        "N",
        "W",
        wall_left,
        declared=False,
    )
    assert advice.liable is liable
    if wall_left <= 5:
        assert advice.trigger == LAST_FIVE


def test_last_five_tiles_tile_in_an_exposed_set_is_visible():
    advice = pao_advice(
        {"W": melds("pung Gd Gd Gd"), "E": melds("chow k4 k5 k6")}, (), tile("k5"), "N", "W", 4
    )
    assert not advice.liable


def test_invalid_input():
    with pytest.raises(InvalidHand):
        pao_advice({}, (), tile("k5"), None, "W", 4)
    with pytest.raises(InvalidHand):
        pao_advice({}, (), tile("k5"), "W", "W", 4)


def test_unknown_wall_leaves_out_the_last_five_rule():
    advice = pao_advice({"W": melds("pung Gd Gd Gd")}, (), tile("k5"), "N", "W")
    assert not advice.liable and advice.trigger is None
