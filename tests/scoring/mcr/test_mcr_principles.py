"""The scoring principles (spec §10): non-repeat / exclusion, non-identical, account once,
and take the highest arrangement."""

from __future__ import annotations

import pytest

from scoring.engine.rulesets.mcr.combos import chow_elements, pung_elements
from scoring.engine.tiles import parse_tiles

from .hands import elements, score


def chows(text: str) -> dict[str, int]:
    return dict(chow_elements(tuple(sorted(int(t) for t in parse_tiles(text))), False))


def pungs(text: str) -> dict[str, int]:
    return dict(pung_elements(tuple(sorted(int(t) for t in parse_tiles(text)))))


@pytest.mark.parametrize(
    ("firsts", "expected"),
    [
        # 234567b 234567c: Mixed Double Chow x2 + Short Straight x1 (account once)
        ("b2 b5 c2 c5", {"mixed_double_chow": 2, "short_straight": 1}),
        # 234b 223344c 567c: Pure Double Chow + Mixed Double Chow + Short Straight
        ("b2 c2 c2 c5", {"pure_double_chow": 1, "mixed_double_chow": 1, "short_straight": 1}),
        # three chows: at most two
        ("b4 c4 c4", {"pure_double_chow": 1, "mixed_double_chow": 1}),
        ("k1 k2 k2", {"pure_double_chow": 1}),
        # a three-chow element takes its chows; the fourth adds one two-chow element
        ("b1 b4 b7 c4", {"pure_straight": 1, "mixed_double_chow": 1}),
        ("b2 c2 k2 b5", {"mixed_triple_chow": 1, "short_straight": 1}),
        ("b1 b2 b3 b4", {"four_shifted_chows": 1}),
        ("b3 b3 b3 b3", {"quadruple_chow": 1}),
        ("b1 b3 b5", {"pure_shifted_chows": 1}),
        ("b1 b2 b4", {"short_straight": 1}),  # steps 1 and 2 mix: no Pure Shifted Chows
        ("b1 c2 k3", {"mixed_shifted_chows": 1}),
        ("b1 c4 k7", {"mixed_straight": 1}),
        ("b1 b1 b7 b7", {"pure_double_chow": 2, "two_terminal_chows": 1}),
    ],
)
def test_chow_combinations(firsts, expected):
    assert chows(firsts) == expected


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        ("b2 c2 b5 c5", {"double_pung": 2}),
        ("b2 c2 k2 b3", {"triple_pung": 1}),
        ("b2 c3 k4 c2", {"mixed_shifted_pungs": 1, "double_pung": 1}),
        ("b4 b5 b6 b7", {"four_pure_shifted_pungs": 1}),
        ("Rd Gd Wd b5", {"big_three_dragons": 1}),
        ("E S W", {"big_three_winds": 1}),
        ("Rd Gd b5", {"two_dragon_pungs": 1}),
    ],
)
def test_pung_combinations(tiles, expected):
    assert pungs(tiles) == expected


def test_take_the_highest_arrangement():
    """c444555666 read as pungs (Pure Shifted Pungs + Three Concealed Pungs, 42) beats the
    seed's own example c456 x3 as Pure Triple Chow (26) [002:L696-L698] (golden D28)."""
    result = score(
        "c4 c4 c4 c5 c5 c5 c6 c6 c6 Wd Wd", win="Wd", melds=["chow k7 k8 k9"], discarder="N"
    )
    assert result.fan_total == 42
    assert "pure_triple_chow" not in elements(result)


def test_exclusions_from_the_table():
    # Full Flush excludes One Voided Suit and No Honors
    got = elements(score("c1 c1 c1 c5 c6 c7 c8 c8 c8 c9 c9", win="c7", melds=["chow c2 c3 c4"]))
    assert "full_flush" in got and not {"one_voided_suit", "no_honors"} & set(got)
    # Big Four Winds excludes the wind pungs' own elements
    got = elements(score("E E E S S S W W W N N N c5 c5", win="c5", seat="E", prevalent="E"), "E")
    assert not {"prevalent_wind", "seat_wind", "pung_of_terminals_or_honors", "all_pungs"} & set(
        got
    )


def test_excluded_element_does_not_exclude_further():
    """Four Concealed Pungs excludes Fully Concealed Hand; the self-draw then scores
    Self-Drawn (golden X03): an element dropped does not drop what it would exclude."""
    got = elements(
        score(
            "b2 b2 b2 c5 c5 c5 k7 k7 k7 Rd Rd Rd W W",
            win="Rd",
            self_drawn=True,
            seat="N",
            prevalent="S",
        ),
        "N",
    )
    assert got["self_drawn"] == 1 and "fully_concealed_hand" not in got


def test_big_three_winds_keeps_a_terminal_pung():
    got = elements(
        score("E E E S S S W W W b1 b1 b1 c5 c5", win="c5", seat="N", prevalent="N"), "N"
    )
    assert got["big_three_winds"] == 1
    assert got["pung_of_terminals_or_honors"] == 1  # b111, not the wind pungs


def test_seat_and_prevalent_wind_both_count():
    got = elements(score("E E E b2 b3 b4 b5 b6 b7 b6 b7 b8 b9 b9", win="b9", seat="E"), "E")
    assert got["prevalent_wind"] == 1 and got["seat_wind"] == 1
    assert "pung_of_terminals_or_honors" not in got


def test_pung_completed_by_discard_is_open():
    """AMBIG-22: b888 completed by the discard is not concealed (three, not four)."""
    got = elements(score("b2 b2 b2 c4 c4 c4 k6 k6 k6 b8 b8 b8 c2 c2", win="b8"))
    assert "three_concealed_pungs" in got and "four_concealed_pungs" not in got
    got = elements(score("b2 b2 b2 c4 c4 c4 k6 k6 k6 b8 b8 b8 c2 c2", win="b8", self_drawn=True))
    assert "four_concealed_pungs" in got


def test_chicken_hand_needs_a_discard():
    hand = "b1 b2 b3 c5 c6 c7 k6 k7 k8 E E"
    won = score(hand, win="k8", melds=["pung k3 k3 k3"], prevalent="S")
    assert elements(won) == {"chicken_hand": 1}
    drawn = score(hand, win="k8", melds=["pung k3 k3 k3"], prevalent="S", self_drawn=True)
    assert elements(drawn) == {"self_drawn": 1}
    assert drawn.fan_total == 1  # under 8: a false mahjong


def test_tile_hog_in_seven_pairs():
    got = elements(score("b2 b2 b2 b2 c4 c4 c6 c6 k3 k3 k7 k7 Rd Rd", win="Rd"))
    assert got == {"seven_pairs": 1, "tile_hog": 1}


def test_last_tile_seen_in_open_sets():
    hand = "b2 b3 b4 c4 c5 c6 k6 k7 k8 N N"
    seen = score(hand, win="c5", melds=["pung Rd Rd Rd"], others={"W": ["pung c5 c5 c5"]})
    assert "last_tile" in elements(seen)
    unseen = score(hand, win="c5", melds=["pung Rd Rd Rd"])
    assert "last_tile" not in elements(unseen)
