"""Limit hands (6.1.2, 001 L425-L470) and the hands that only look like them."""

from __future__ import annotations

import pytest

from tests.hands import hand

from .builders import element_ids, score

ORPHANS = hand("b1 b9 c1 c9 k1 k9 E S W N Rd Rd Gd Wd")
FOUR_PUNGS = hand("b1 b1 b1 c5 c5 c5 k7 k7 k7 Rd Rd Rd E E")
NINE_GATES = hand("c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5")

LIMITS = [
    ("thirteen orphans", {"tiles": ORPHANS, "discarder": "W", "tile": "Wd"}, "thirteen_orphans"),
    (
        "heaven",
        {
            "tiles": hand("b2 b3 b4 c5 c6 c7 k3 k4 k5 Gd Gd Gd k8 k8"),
            "winner": "E",
            "self_drawn": True,
            "tile": None,
            "conditions": ("heaven",),
        },
        "heaven",
    ),
    (
        "earth",
        {
            "tiles": hand("b2 b3 b4 c5 c6 c7 k3 k4 k5 Gd Gd Gd k8 k8"),
            "discarder": "E",
            "conditions": ("earth",),
        },
        "earth",
    ),
    (
        # the dealer's only draw before his first discard is a replacement tile (L152, L442)
        "earth, dealer self-drawn on a bonus replacement",
        {
            "tiles": hand("b2 b3 b4 c5 c6 c7 k3 k4 k5 Gd Gd Gd k8 k8 | f3"),
            "winner": "E",
            "self_drawn": True,
            "conditions": ("earth",),
        },
        "earth",
    ),
    (
        "four concealed pungs",
        {"tiles": FOUR_PUNGS, "self_drawn": True, "tile": "E"},
        "four_concealed_pungs",
    ),
    (
        "big four winds",
        {
            "tiles": hand("pung E E E | pung S S S | W W W N N c1 c1 N"),
            "discarder": "N",
            "tile": "N",
            "winner": "W",
        },
        "big_four_winds",
    ),
    (
        "small four winds",
        {
            "tiles": hand("pung E E E | pung S S S | W W W N N c1 c2 c3"),
            "discarder": "N",
            "winner": "W",
        },
        "small_four_winds",
    ),
    (
        "big three dragons",
        {
            "tiles": hand("pung Rd Rd Rd | pung Gd Gd Gd | Wd Wd k2 k3 k4 b5 b5 Wd"),
            "discarder": "E",
        },
        "big_three_dragons",
    ),
    (
        "only terminals",
        {
            "tiles": hand("pung c9 c9 c9 | b1 b1 b1 b9 b9 b9 c1 c1 k9 k9 k9"),
            "discarder": "W",
            "tile": "c1",
        },
        "only_terminals",
    ),
    (
        "only honours",
        {
            "tiles": hand("pung Gd Gd Gd | E E E Rd Rd Rd N N Wd Wd Wd"),
            "discarder": "W",
            "tile": "N",
        },
        "only_honours",
    ),
    ("nine gates", {"tiles": NINE_GATES, "discarder": "W"}, "nine_gates"),
    (
        "nine gates, any extra tile",
        {
            "tiles": hand("k1 k1 k1 k2 k3 k4 k5 k6 k7 k8 k9 k9 k9 k9"),
            "self_drawn": True,
            "tile": "k9",
        },
        "nine_gates",
    ),
]


@pytest.mark.parametrize(("args", "limit"), [c[1:] for c in LIMITS], ids=[c[0] for c in LIMITS])
def test_limit_hand(args, limit):
    winner = args.get("winner", "S")
    result = score(**args)
    assert limit in element_ids(result, winner)
    assert result.points[winner] == 64
    assert result.fan_total is None


def test_limit_hands_do_not_add_up():
    result = score(tiles=hand("E E E S S S W W W N N N Rd Rd"), discarder="W", tile="Rd")
    assert set(element_ids(result, "S")) == {"big_four_winds", "only_honours"}
    assert result.points["S"] == 64


@pytest.mark.parametrize(("limit", "points"), [(128, 128), (64, 64)])
def test_limit_under_appendix_c(limit, points):
    options = {"table": "alternative", "alternative_limit": limit}
    result = score(tiles=ORPHANS, discarder="W", tile="Wd", options=options)
    assert result.points["S"] == points


def test_main_table_ignores_alternative_limit():
    result = score(tiles=ORPHANS, discarder="W", tile="Wd", options={"alternative_limit": 64})
    assert result.points["S"] == 64


NEAR_MISSES = [
    # four concealed pungs: the pair tile from a discard (L446)
    ("pair from a discard", {"tiles": FOUR_PUNGS, "discarder": "N", "tile": "E"}, 8),
    # the self-drawn winning tile completes a pung, not the pair
    ("winning tile in a pung", {"tiles": FOUR_PUNGS, "self_drawn": True, "tile": "b1"}, 16),
    # a pung exposed
    (
        "an exposed pung",
        {
            "tiles": hand("pung b1 b1 b1 | c5 c5 c5 k7 k7 k7 Rd Rd Rd E E"),
            "self_drawn": True,
            "tile": "E",
        },
        16,
    ),
    # a concealed kong: "keine Vierlinge"
    (
        "a concealed kong",
        {
            "tiles": hand("kong* b1 b1 b1 b1 | c5 c5 c5 k7 k7 k7 Rd Rd Rd E E"),
            "self_drawn": True,
            "tile": "E",
        },
        16,
    ),
    # nine gates with a set exposed is no limit (all concealed, L470)
    (
        "nine gates exposed",
        {
            "tiles": hand("pung c1 c1 c1 | c4 c5 c6 c7 c8 c9 c9 c9 c5 c2 c3"),
            "discarder": "W",
            "tile": "c3",
        },
        32,
    ),
    # nine gates' tiles, but the winning tile is not the further tile (L470): the thirteen
    # tiles held before it were not 1-1-1 2-3-4-5-6-7-8 9-9-9
    (
        "nine gates, winning tile not the extra one",
        {
            "tiles": hand("k1 k1 k1 k2 k3 k4 k5 k6 k7 k8 k9 k9 k9 k9"),
            "discarder": "W",
            "tile": "k2",
        },
        32,
    ),
    # two dragon pungs and a dragon pair
    (
        "small three dragons",
        {
            "tiles": hand("pung Rd Rd Rd | pung Gd Gd Gd | Wd Wd k2 k3 k4 b5 b5 b5"),
            "discarder": "E",
            "tile": "b5",
        },
        4,
    ),
]


@pytest.mark.parametrize(
    ("args", "points"), [c[1:] for c in NEAR_MISSES], ids=[c[0] for c in NEAR_MISSES]
)
def test_not_a_limit(args, points):
    result = score(**args)
    ids = element_ids(result, "S")
    assert not any(e.element.unit == "limit" for e in result.elements["S"]), ids
    assert result.points["S"] == points


def test_nine_gates_exposed_is_still_a_pure_flush():
    result = score(**NEAR_MISSES[4][1])
    assert set(element_ids(result, "S")) == {"no_honours_no_bonus", "one_suit"}
