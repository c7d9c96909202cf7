"""Each club option (a reading of one of the spec's ambiguities) changes the result as its
description says; the defaults are the golden file's readings."""

from __future__ import annotations

import pytest

from scoring.engine import get_ruleset

from .hands import score

D01 = "b2 b3 b4 c2 c3 c4 k2 k3 k4 k5 k6 c6 c6 k7"
SIX = "b2 b3 b4 c2 c3 c4 k6 k7 k8 b6 b7 b8 k1 k1"  # 6 points
ROB = "b1 b2 b3 b5 b6 b7 c2 c3 c4 k6 k7 k8 c9 c9"
D26 = "b2 b3 b4 b5 b6 b7 b6 b7 b8 b9 b9"
NG = "k1 k1 k1 k2 k3 k4 k5 k6 k7 k8 k9 k9 k9 k1"
GREEN = "b2 b3 b4 b2 b3 b4 b6 b6 b6 b8 b8 b8 b4 b4"
EVEN = "b2 b2 b2 c4 c4 c4 k6 k6 k6 b8 b8 b8 c2 c2"
UPPER = "b7 b8 b9 c7 c8 c9 k7 k8 k9 b9 b9 b9 c5 c5"
KONGS = ["kong b8 b8 b8 b8", "kong* c2 c2 c2 c2", "chow k2 k3 k4"]

# (option, value, hand, kwargs, (total, settlement of the winner) by default, with the option)
CASES = [
    ("flowers_in_payment", False, D01, dict(win="k7", bonus="f1 f3 s2"), (18, 42), (18, 39)),
    ("minimum_points", 5, SIX, dict(win="b2"), (6, -30), (6, 30)),
    ("false_mahjong_penalty", 5, SIX, dict(win="b2"), (6, -30), (6, -15)),
    (
        "robbed_player_pays",
        False,
        ROB,
        dict(win="b7", seat="W", discarder="S", conditions=("robbing_kong",)),
        (12, 36),
        (12, 60),
    ),
    (
        "unique_wait_only",
        False,
        D26,
        dict(win="b9", seat="E", melds=["pung E E E"]),
        (11, 35),
        (12, 36),
    ),
    (
        # b5 completes the pair; b8 would complete the chow b6-b7-b8, but all four b8 are
        # the winner's own: no wait by default, a second wait with the option
        "four_held_waits",
        True,
        "b8 b5 b7 b5 b6",
        dict(win="b5", melds=["pung k6 k6 k6", "pung b8 b8 b8", "chow k1 k2 k3"]),
        (5, -30),
        (4, -30),
    ),
    (
        "edge_wait_any_end",
        True,
        "b4 b5 b3 c1 c2 c3 k4 k5 k6 E E",
        dict(win="b3", melds=["kong b6 b6 b6 b6"]),
        (1, -30),
        (2, -30),
    ),
    (
        "concealed_kong_keeps_concealed",
        False,
        "b2 b3 b4 c4 c5 c6 k6 k7 k8 N N",
        dict(win="b4", melds=["kong* Rd Rd Rd Rd"]),
        (12, 36),
        (10, 34),
    ),
    (
        "outside_hand_pair",
        False,
        "b1 b2 b3 b7 b8 b9 c9 c9 c9 k5 k5",
        dict(win="k5", melds=["pung Rd Rd Rd"]),
        (5, -30),
        (9, 33),
    ),
    (
        "all_types_pair",
        False,
        "b1 b2 b3 c5 c6 c7 k3 k4 k5 N N N Rd Rd",
        dict(win="b3"),
        (10, 34),
        (4, -30),
    ),
    (
        "kong_pair_replaces",
        False,
        "b3 b4 b5 c5 c5",
        dict(win="c5", discarder="W", melds=KONGS),
        (9, 33),
        (12, 36),
    ),
    (
        "all_types_with_lesser_honors",
        True,
        "b1 b4 b7 c2 c5 c8 k3 k6 E S W N Rd Gd",
        dict(win="Gd"),
        (12, 36),
        (18, 42),
    ),
    (
        "shifted_chows_mixed_steps",
        True,
        "b1 b2 b3 b2 b3 b4 b4 b5 b6 c6 c7 c8 E E",
        dict(win="E"),
        (5, -30),
        (20, 44),
    ),
    (
        "seven_pairs_honors_terminals",
        False,
        "E E S S W W N N Rd Rd Gd Gd Wd Wd",
        dict(win="Wd"),
        (88, 112),
        (56, 80),
    ),
    ("all_green_needs_green_dragon", True, GREEN, dict(win="b6"), (119, 143), (31, 55)),
    ("discard_pung_concealed", True, EVEN, dict(win="b8"), (42, 66), (88, 112)),
    ("nine_gates_extras", False, NG, dict(win="k1", discarder="W"), (106, 130), (88, 112)),
    ("range_hands_include_pair", False, UPPER, dict(win="b7"), (15, 39), (38, 62)),
    (
        "knitted_body_waits",
        True,
        "b1 b4 b7 c2 c5 c8 k3 k6 k9 c4 c5 c6 E E",
        dict(win="b4"),
        (14, 38),
        (15, 39),
    ),
]


@pytest.mark.parametrize(
    ("option", "value", "hand", "kwargs", "default", "changed"), CASES, ids=[c[0] for c in CASES]
)
def test_option_changes_result(option, value, hand, kwargs, default, changed):
    seat = kwargs.get("seat", "S")
    plain = score(hand, **kwargs)
    assert (plain.fan_total, plain.settlement[seat]) == default
    other = score(hand, options={option: value}, **kwargs)
    assert (other.fan_total, other.settlement[seat]) == changed


def test_every_option_is_tested_and_described():
    rs = get_ruleset("mcr")
    tested = {c[0] for c in CASES}
    for option in rs.options:
        assert option.description and option.source
        assert option.name in tested
