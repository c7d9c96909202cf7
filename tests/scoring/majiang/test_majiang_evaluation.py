"""One row of the evaluation table (6.1.1.1, 001 L389-L408) at a time, then the options that
change how rows combine, and the search for the arrangement worth most."""

from __future__ import annotations

import pytest

from tests.hands import hand

from .builders import element_ids, score

# S wins; the base hand scores nothing (a chicken hand, L413, L677)
CHICKEN = hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N")
KONG_HAND = hand("kong* b7 b7 b7 b7 | kong* k2 k2 k2 k2 | pung Rd Rd Rd | c3 c4 S S c5")

CASES = [
    # (id, score() arguments, element ids, points)
    ("chicken", {"tiles": CHICKEN, "discarder": "W"}, [], 1),
    ("W1 self-drawn", {"tiles": CHICKEN, "self_drawn": True}, ["self_drawn"], 2),
    (
        "W2 last wall tile",
        {"tiles": CHICKEN, "self_drawn": True, "conditions": ("last_wall_tile",)},
        ["last_wall_tile", "self_drawn"],
        4,
    ),
    (
        # the last live-wall tile is drawn from the wall even when self-drawn is not ticked
        "W2 last wall tile, no discarder",
        {"tiles": CHICKEN, "conditions": ("last_wall_tile",)},
        ["last_wall_tile", "self_drawn"],
        4,
    ),
    (
        "W3 robbing the kong",
        {"tiles": CHICKEN, "discarder": "W", "conditions": ("robbing_kong",)},
        ["robbing_kong"],
        2,
    ),
    (
        "W4 replacement tile",
        {
            "tiles": hand("kong* b7 b7 b7 b7 | chow c6 c7 c8 | c3 c4 S S c5 k3 k4 k5"),
            "self_drawn": True,
            "conditions": ("kong_replacement",),
        },
        ["replacement", "self_drawn"],
        4,
    ),
    (
        "W4 replacement for a bonus tile",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | f3"),
            "self_drawn": True,
            "conditions": ("kong_replacement",),
        },
        ["replacement", "self_drawn"],
        4,
    ),
    (
        "W5 kong on kong",
        {"tiles": KONG_HAND, "winner": "W", "self_drawn": True, "conditions": ("kong_on_kong",)},
        ["dragon_pung", "kong_on_kong", "replacement", "self_drawn"],
        32,
    ),
    (
        "B1 own flower",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | f2 f1"),
            "discarder": "W",
        },
        ["own_bonus"],
        2,
    ),
    (
        "B1 own flower and season",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | f2 s2"),
            "discarder": "W",
        },
        ["own_bonus", "own_bonus"],
        4,
    ),
    (
        "B1 once",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | f2 s2"),
            "discarder": "W",
            "options": {"own_bonus": "once"},
        },
        ["own_bonus"],
        2,
    ),
    (
        "B2 all flowers (row 4 + 1 Faan)",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | f1 f2 f3 f4"),
            "discarder": "W",
        },
        ["all_flowers_or_seasons", "own_bonus"],
        16,
    ),
    (
        "B2 all seasons, not own",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | s1 s2 s3 s4"),
            "winner": "S",
            "discarder": "W",
            "options": {"cumulation": "non_cumulative"},
        },
        ["all_flowers_or_seasons"],
        16,
    ),
    (
        "B3 all eight: three Laak reach the limit",
        {
            "tiles": hand(
                "chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | f1 f2 f3 f4 s1 s2 s3 s4"
            ),
            "discarder": "W",
        },
        ["all_bonus", "all_flowers_or_seasons", "all_flowers_or_seasons", "own_bonus", "own_bonus"],
        64,
    ),
    (
        "U1 only chows, P1",
        {"tiles": hand("chow b6 b7 b8 | b1 b2 b3 c4 c5 c6 k7 k8 k9 c9 c9"), "discarder": "N"},
        ["no_honours_no_bonus", "only_chows"],
        4,
    ),
    (
        "U1 not with a bonus tile's P1",
        {
            "tiles": hand("chow b6 b7 b8 | b1 b2 b3 c4 c5 c6 k7 k8 k9 c9 c9 | f4"),
            "discarder": "N",
        },
        ["only_chows"],
        2,
    ),
    (
        "U2 only pungs, H1",
        {"tiles": hand("b2 b2 b2 c4 c4 c4 k6 k6 k6 Rd Rd Rd W W"), "discarder": "N", "wind": "S"},
        ["dragon_pung", "only_pungs"],
        8,
    ),
    (
        "U2 appendix C is 3 Faan",
        {
            "tiles": hand("b2 b2 b2 c4 c4 c4 k6 k6 k6 Rd Rd Rd W W"),
            "discarder": "N",
            "wind": "S",
            "options": {"table": "alternative"},
        },
        ["alt_only_pungs", "dragon_pung"],
        16,
    ),
    (
        "H1 per dragon set",
        {"tiles": hand("chow c1 c2 c3 | Rd Rd Rd Gd Gd k2 k3 k4 b5 b5 Gd"), "discarder": "N"},
        ["dragon_pung", "dragon_pung"],
        4,
    ),
    (
        "H2 prevailing wind",
        {"tiles": hand("chow b2 b3 b4 | pung E E E | k3 k4 k5 c1 c2 c3 N N"), "discarder": "W"},
        ["prevailing_wind_pung"],
        2,
    ),
    (
        "H3 own wind kong",
        {"tiles": hand("chow b2 b3 b4 | kong S S S S | k3 k4 k5 c1 c2 c3 N N"), "discarder": "W"},
        ["own_wind_pung"],
        2,
    ),
    (
        "H4 double wind adds to H2 and H3",
        {
            "tiles": hand("chow b2 b3 b4 | pung S S S | k3 k4 k5 c1 c2 c3 N N"),
            "discarder": "W",
            "wind": "S",
        },
        ["double_wind_pung", "own_wind_pung", "prevailing_wind_pung"],
        16,
    ),
    (
        "H4 replaces H2 and H3",
        {
            "tiles": hand("chow b2 b3 b4 | pung S S S | k3 k4 k5 c1 c2 c3 N N"),
            "discarder": "W",
            "wind": "S",
            "options": {"double_wind": "replaces"},
        },
        ["double_wind_pung"],
        4,
    ),
    (
        "a wind pair scores nothing",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 S S"),
            "discarder": "W",
            "wind": "S",
        },
        [],
        1,
    ),
    (
        "P2 one suit plus honours",
        {
            "tiles": hand("pung Rd Rd Rd | pung E E E | c2 c3 c4 c6 c7 c8 c5 c5"),
            "winner": "E",
            "discarder": "N",
            "wind": "S",
        },
        ["dragon_pung", "one_suit_with_honours", "own_wind_pung"],
        16,
    ),
    (
        "P2 not broken by a bonus tile",
        {
            "tiles": hand("pung Rd Rd Rd | chow c1 c2 c3 | c2 c3 c4 c6 c7 c8 c5 c5 | f1"),
            "discarder": "N",
        },
        ["dragon_pung", "one_suit_with_honours"],
        8,
    ),
    (
        "P3 pure flush with P1",
        {
            "tiles": hand("chow b1 b2 b3 | chow b4 b5 b6 | b9 b9 b9 b6 b7 b2 b2 b8"),
            "winner": "W",
            "discarder": "N",
        },
        ["no_honours_no_bonus", "one_suit"],
        32,
    ),
    (
        "P3 with a bonus tile: no P1",
        {
            "tiles": hand("chow b1 b2 b3 | chow b4 b5 b6 | b9 b9 b9 b6 b7 b2 b2 b8 | f1"),
            "winner": "W",
            "discarder": "N",
        },
        ["one_suit"],
        32,
    ),
    (
        "non-cumulative: P3 replaces P1",
        {
            "tiles": hand("chow b1 b2 b3 | chow b4 b5 b6 | b9 b9 b9 b6 b7 b2 b2 b8"),
            "winner": "W",
            "self_drawn": True,
            "options": {"cumulation": "non_cumulative"},
        },
        ["one_suit", "self_drawn"],
        32,
    ),
    (
        "non-cumulative: W2 replaces W1",
        {
            "tiles": CHICKEN,
            "self_drawn": True,
            "conditions": ("last_wall_tile",),
            "options": {"cumulation": "non_cumulative"},
        },
        ["last_wall_tile"],
        2,
    ),
    (
        "non-cumulative: W5 replaces W4 and W1",
        {
            "tiles": KONG_HAND,
            "winner": "W",
            "self_drawn": True,
            "conditions": ("kong_replacement", "kong_on_kong"),
            "options": {"cumulation": "non_cumulative"},
        },
        ["dragon_pung", "kong_on_kong"],
        16,
    ),
    (
        "replacement not concealed: no W1",
        {
            "tiles": KONG_HAND,
            "winner": "W",
            "self_drawn": True,
            "conditions": ("kong_replacement",),
            "options": {"replacement_concealed": False},
        },
        ["dragon_pung", "replacement"],
        4,
    ),
    (
        "best arrangement: three chows beat three pungs",
        {"tiles": hand("b1 b1 b1 b2 b2 b2 b3 b3 b3 c4 c5 c6 k9 k9"), "discarder": "W"},
        ["no_honours_no_bonus", "only_chows"],
        4,
    ),
    (
        "best arrangement: three pungs beat three chows",
        {"tiles": hand("b1 b1 b1 b2 b2 b2 b3 b3 b3 k9 k9 N N N"), "discarder": "W"},
        ["only_pungs"],
        4,
    ),
    (
        "a pair entered as a meld",
        {
            "tiles": hand("pair c9 c9 | b1 b2 b3 c4 c5 c6 k7 k8 k9 b6 b7 b8"),
            "discarder": "N",
            "tile": "b8",
        },
        ["no_honours_no_bonus", "only_chows"],
        4,
    ),
]


@pytest.mark.parametrize(
    ("args", "ids", "points"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_row(args, ids, points):
    winner = args.get("winner", "S")
    result = score(**args)
    assert element_ids(result, winner) == sorted(ids)
    assert result.points[winner] == points


def test_faan_laak_double_reading():
    args = {
        "tiles": hand("chow b1 b2 b3 | chow b4 b5 b6 | b9 b9 b9 b6 b7 b2 b2 b8"),
        "winner": "W",
        "discarder": "N",
    }
    assert score(**args).points["W"] == 32
    assert score(**args, options={"faan_laak": "double"}).points["W"] == 64


def test_fan_total_is_the_faan_total():
    result = score(tiles=KONG_HAND, winner="W", self_drawn=True, conditions=("kong_on_kong",))
    assert result.fan_total == 7
    assert "7 Faan, 0 Laak -> 32 points" in result.notes[0]
