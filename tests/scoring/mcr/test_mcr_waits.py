"""What a hand waits on, special hands included, and when a wait scores (only the one tile
that completes the hand, AMBIG-5)."""

from __future__ import annotations

import pytest

from scoring.engine.rulesets.mcr.waits import waiting_tiles
from scoring.engine.tiles import counts_of, format_tiles, parse_tiles

from .hands import elements, score


def waits(text: str, melds: int = 0, held_extra: str = "") -> str:
    conc = counts_of(parse_tiles(text))
    held = [a + b for a, b in zip(conc, counts_of(parse_tiles(held_extra)), strict=True)]
    return format_tiles(sorted(waiting_tiles(conc, melds, held)))


@pytest.mark.parametrize(
    ("hand", "melds", "expected"),
    [
        ("b1 b2 c1 c2 c3 c4 c5 c6 k7 k8 k9 E E", 0, "b3"),  # edge
        ("b4 b5 c1 c2 c3 c4 c5 c6 k7 k8 k9 E E", 0, "b3 b6"),  # two-sided
        ("b1 b3 c1 c2 c3 c4 c5 c6 k7 k8 k9 E E", 0, "b2"),  # closed
        ("b1 b2 b3 c1 c2 c3 c4 c5 c6 k7 k8 k9 E", 0, "E"),  # single
        ("E E S S", 3, "E S"),  # two pairs
        ("k1 k1 k1 k2 k3 k4 k5 k6 k7 k8 k9 k9 k9", 0, "k1 k2 k3 k4 k5 k6 k7 k8 k9"),  # nine gates
        ("b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd", 0, "b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd"),
        ("b1 b9 c1 c9 k1 k9 E S W N Rd Rd Wd", 0, "Gd"),  # thirteen orphans
        ("b2 b2 b5 b5 c3 c3 c8 c8 k2 k2 k7 k7 S", 0, "S"),  # seven pairs
        ("b1 b4 b7 c2 c5 c8 k3 k6 c4 c5 c6 E E", 0, "k9"),  # knitted straight
        ("b1 b4 b7 c2 c5 c8 k3 k6 k9 b5", 1, "b5"),  # knitted straight + declared set
        ("b1 b4 b7 c2 c5 k3 k6 E S W N Rd Gd", 0, "c8 k9 Wd"),  # honors and knitted
    ],
)
def test_waiting_tiles(hand, melds, expected):
    assert waits(hand, melds) == expected


def test_a_tile_held_four_times_is_not_waited_on():
    hand = "b1 b2 c1 c2 c3 c4 c5 c6 k7 k8 k9 E E"
    assert waits(hand) == "b3"
    assert waits(hand, held_extra="b3 b3 b3 b3") == ""


def test_edge_wait_only_for_one_two_waiting_three():
    got = elements(score("b1 b2 b3 c4 c5 c6 k6 k7 k8 Gd Gd Gd E E", win="b3"))
    assert got.get("edge_wait") == 1
    got = elements(score("b3 b4 b5 c4 c5 c6 k6 k7 k8 Gd Gd Gd E E", win="b3"))
    assert "edge_wait" not in got


def test_no_wait_element_with_two_winning_tiles():
    got = elements(score("b2 b3 b4 c2 c3 c4 k2 k3 k4 k5 k6 c6 c6 k7", win="k7"))
    assert not {"edge_wait", "closed_wait", "single_wait"} & set(got)


def test_single_wait_not_with_melded_hand():
    got = elements(
        score(
            "N N",
            win="N",
            melds=["pung Rd Rd Rd", "chow b1 b2 b3", "chow c4 c5 c6", "pung k2 k2 k2"],
        )
    )
    assert "melded_hand" in got and "single_wait" not in got


def test_wait_in_knitted_body_does_not_score():
    """AMBIG-18: the knitted straight is no chow, so no edge/closed wait inside it."""
    got = elements(score("b1 b4 b7 c2 c5 c8 k3 k6 k9 c4 c5 c6 E E", win="k9"))
    assert got == {"knitted_straight": 1, "concealed_hand": 1}


@pytest.mark.parametrize(
    ("hand", "win", "melds", "expected"),
    [
        # the winning tile only completes the knitted straight: no wait (AMBIG-18)
        ("b1 b4 b7 c2 c5 c8 k3 k6 k9 c4 c5 c6 E E", "k9", [], {}),
        ("b1 b4 b7 c2 c5 c8 k3 k6 k9 c4 c5 c6 E E", "b4", [], {}),
        # a kind the knitted straight also holds, completing the pair: Single Wait (the
        # copies are alike; the knitted body is no chow [002:L579], the pair is [002:L327])
        ("b1 b4 b7 c2 c5 c8 k3 k6 k9 b1 b1 c4 c5 c6", "b1", [], {"single_wait": 1}),
        ("c1 c4 c7 b2 b5 b8 k3 k6 k9 c4 c4 b9 b9 b9", "c4", [], {"single_wait": 1}),
        ("b1 b4 b7 c2 c5 c8 k3 k6 k9 k3 k3", "k3", ["chow c7 c8 c9"], {"single_wait": 1}),
        # ... completing a chow in its middle or as 8-9 waiting on 7 [002:L315, L321]
        ("k1 k4 k7 b2 b5 b8 c3 c6 c9 c4 c4 k6 k7 k8", "k7", [], {"closed_wait": 1}),
        ("k1 k4 k7 c2 c5 c8 b3 b6 b9 k5 k5 k7 k8 k9", "k7", [], {"edge_wait": 1}),
    ],
)
def test_knitted_straight_waits(hand, win, melds, expected):
    got = elements(score(hand, win=win, melds=melds))
    assert {k: n for k, n in got.items() if k.endswith("_wait")} == expected
