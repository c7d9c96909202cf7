"""Each fan element, limit hand and season rule on a hand of its own (table-driven)."""

from __future__ import annotations

import pytest

from .helpers import element_ids, hk_score

CHOWS = "k2 k3 k4 b5 b6 b7 c7 c8 c9 c5 c5 c1 c2 c3"  # concealed, all chows, 3 suits

# (name, concealed tiles, keyword arguments, the winner's elements {id: fan}, fan total)
ELEMENT_CASES = [
    ("chicken", "k3 k4 k5 k6 k7 k8 c9 c9", {"melds": ("chow b2 b3 b4", "pung c5 c5 c5")}, {}, 0),
    ("concealed hand on a discard", CHOWS, {}, {"concealed_hand": 1, "all_chows": 1}, 2),
    (
        "concealed kong keeps the hand concealed",
        "b2 b3 b4 c1 c2 c3 c6 c7 c8 c9 c9",
        {"melds": ("kong* k5 k5 k5 k5",)},
        {"concealed_hand": 1},
        1,
    ),
    (
        "self-drawn",
        "k3 k4 k5 k6 k7 k8 c9 c9",
        {"melds": ("chow b2 b3 b4", "pung c5 c5 c5"), "self_drawn": True},
        {"self_drawn": 1},
        1,
    ),
    (
        "all chows with an honour pair",
        "k2 k3 k4 b5 b6 b7 c7 c8 c9 N N c1 c2 c3",
        {},
        {"concealed_hand": 1, "all_chows": 1},
        2,
    ),
    (
        "all chows suit pair only (option)",
        "k2 k3 k4 b5 b6 b7 c7 c8 c9 N N c1 c2 c3",
        {"options": {"all_chows_pair": "suit"}},
        {"concealed_hand": 1},
        1,
    ),
    (
        "all pungs",
        "c4 c4 c4 k9 k9 k9 c6 c6",
        {"melds": ("pung b2 b2 b2", "pung k7 k7 k7")},
        {"all_pungs": 5},
        5,
    ),
    (
        "all pungs 3 (option)",
        "c4 c4 c4 k9 k9 k9 c6 c6",
        {"melds": ("pung b2 b2 b2", "pung k7 k7 k7"), "options": {"all_pungs_fan": 3}},
        {"all_pungs": 3},
        3,
    ),
    (
        "a kong counts as a pung",
        "c4 c4 c4 k9 k9 k9 c6 c6",
        {"melds": ("kong b2 b2 b2 b2", "pung k7 k7 k7")},
        {"all_pungs": 5},
        5,
    ),
    (
        "dragon pungs",
        "b2 b3 b4 k5 k6 k7 c9 c9",
        {"melds": ("pung Rd Rd Rd", "kong Wd Wd Wd Wd")},
        {"dragon_pung": 2},
        2,
    ),
    (
        "seat wind pung",
        "b2 b3 b4 k5 k6 k7 c9 c9",
        {"melds": ("pung S S S", "chow c1 c2 c3")},
        {"seat_wind_pung": 1},
        1,
    ),
    (
        "round wind pung",
        "b2 b3 b4 k5 k6 k7 c9 c9",
        {"melds": ("pung E E E", "chow c1 c2 c3")},
        {"round_wind_pung": 1},
        1,
    ),
    (
        "double wind",
        "b2 b3 b4 k5 k6 k7 c9 c9",
        {"melds": ("pung S S S", "chow c1 c2 c3"), "prevailing": "S"},
        {"seat_wind_pung": 1, "round_wind_pung": 1},
        2,
    ),
    (
        "north round: a north pung is the round wind",
        "b2 b3 b4 k5 k6 k7 c9 c9",
        {"melds": ("pung N N N", "chow c1 c2 c3"), "prevailing": "N"},
        {"round_wind_pung": 1},
        1,
    ),
    (
        "3 players: no fan for North, no North round either (004 L970-973)",
        "b2 b3 b4 k5 k6 k7 c9 c9",
        {"melds": ("pung N N N", "chow c1 c2 c3"), "prevailing": "W", "seats": "ESW"},
        {},
        0,
    ),
    (
        "other wind pung scores nothing",
        "b2 b3 b4 k5 k6 k7 c9 c9",
        {"melds": ("pung N N N", "chow c1 c2 c3")},
        {},
        0,
    ),
    (
        "half flush",
        "b4 b5 b6 b7 b8 N N b9",
        {"melds": ("chow b1 b2 b3", "pung W W W")},
        {"half_flush": 5},
        5,
    ),
    (
        "full flush",
        "c6 c7 c8 c9 c9 c9 c2 c2",
        {"melds": ("chow c1 c2 c3", "pung c5 c5 c5")},
        {"full_flush": 8},
        8,
    ),
    (
        "little three dragons replaces the dragon pungs",
        "Wd Wd b2 b3 b4 c6 c7 c8",
        {"melds": ("pung Rd Rd Rd", "pung Gd Gd Gd")},
        {"little_three_dragons": 8},
        8,
    ),
    (
        "little three dragons with half flush",
        "Wd Wd b2 b3 b4 b6 b7 b8",
        {"melds": ("pung Rd Rd Rd", "pung Gd Gd Gd")},
        {"little_three_dragons": 8, "half_flush": 5},
        10,
    ),
    (
        "little four winds adds to half flush and all pungs",
        "N N b5 b5 b5",
        {
            "melds": ("pung E E E", "pung S S S", "pung W W W"),
            "winner": "N",
            "prevailing": "N",
            "win": "b5",
        },
        {"all_pungs": 5, "little_four_winds": 8, "half_flush": 5},
        10,
    ),
    (
        "robbing the kong",
        "k3 k4 k5 k6 k7 k8 c4 c6 c9 c9 c5",
        {"melds": ("chow b2 b3 b4",), "conditions": ("robbing_kong",)},
        {"robbing_kong": 1, "all_chows": 1},
        2,
    ),
    (
        "win on a kong replacement",
        "b2 b3 b4 k3 k4 k5 c1 c2 c3 N N",
        {"melds": ("kong c7 c7 c7 c7",), "self_drawn": True, "conditions": ("kong_replacement",)},
        {"self_drawn": 1, "kong_replacement": 1},
        2,
    ),
    (
        "kong on kong",
        "c3 c4 c5 c7 c8 c9 E E",
        {
            "melds": ("kong k2 k2 k2 k2", "kong b8 b8 b8 b8"),
            "self_drawn": True,
            "conditions": ("kong_replacement", "kong_on_kong"),
        },
        {"self_drawn": 1, "kong_replacement": 1, "kong_on_kong": 4},
        6,
    ),
    (
        "kong on kong implies the kong replacement fan",
        "c3 c4 c5 c7 c8 c9 E E",
        {
            "melds": ("kong k2 k2 k2 k2", "kong b8 b8 b8 b8"),
            "self_drawn": True,
            "conditions": ("kong_on_kong",),
        },
        {"self_drawn": 1, "kong_replacement": 1, "kong_on_kong": 4},
        6,
    ),
    (
        "kong, a season, then the win on its replacement: self-drawn only (004 L718-720)",
        "b2 b3 b4 k3 k4 k5 c1 c2 c3 N N",
        {
            "melds": ("kong c7 c7 c7 c7",),
            "self_drawn": True,
            "conditions": ("kong_replacement", "bonus_replacement"),
        },
        {"self_drawn": 1},
        1,
    ),
    (
        "kong on kong, then a season: no kong fan (card 004 L1603-1606)",
        "c3 c4 c5 c7 c8 c9 E E",
        {
            "melds": ("kong k2 k2 k2 k2", "kong b8 b8 b8 b8"),
            "self_drawn": True,
            "conditions": ("kong_replacement", "kong_on_kong"),
            "options": {"won_on_season_replacement": True},
        },
        {"self_drawn": 1},
        1,
    ),
    (
        "kong, a season, then the win with variant a: the season bonus instead",
        "b2 b3 b4 k3 k4 k5 c1 c2 c3 N N",
        {
            "melds": ("kong c7 c7 c7 c7",),
            "self_drawn": True,
            "conditions": ("kong_replacement", "bonus_replacement"),
            "options": {"season_replacement_fan": True},
        },
        {"self_drawn": 1, "season_replacement": 1},
        2,
    ),
    (
        "last tile on a discard",
        "b2 b3 b4 k3 k4 k5 k6 k7 k8 c9 c9",
        {"melds": ("pung c5 c5 c5",), "conditions": ("last_wall_tile",)},
        {"last_tile": 1},
        1,
    ),
    (
        "last tile self-drawn",
        "b2 b3 b4 k3 k4 k5 k6 k7 k8 c9 c9",
        {"melds": ("pung c5 c5 c5",), "conditions": ("last_wall_tile",), "self_drawn": True},
        {"last_tile": 1, "self_drawn": 1},
        2,
    ),
    (
        "moon eats cake replaces last tile and self-drawn",
        "k2 k3 k4 b5 b6 b7 c7 c8 c9 E E c1 c2 c3",
        {"win": "c1", "self_drawn": True, "conditions": ("last_wall_tile",)},
        {"concealed_hand": 1, "all_chows": 1, "moon": 6},
        8,
    ),
    (
        "moon eats cake added (option)",
        "k2 k3 k4 b5 b6 b7 c7 c8 c9 E E c1 c2 c3",
        {
            "win": "c1",
            "self_drawn": True,
            "conditions": ("last_wall_tile",),
            "options": {"moon_eats_cake": "adds"},
        },
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1, "last_tile": 1, "moon": 6},
        10,
    ),
    (
        "moon not announced (option off)",
        "k2 k3 k4 b5 b6 b7 c7 c8 c9 E E c1 c2 c3",
        {
            "win": "c1",
            "self_drawn": True,
            "conditions": ("last_wall_tile",),
            "options": {"moon_eats_cake": "off"},
        },
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1, "last_tile": 1},
        4,
    ),
    (
        "moon needs the last wall tile self-drawn",
        "k2 k3 k4 b5 b6 b7 c7 c8 c9 E E c1 c2 c3",
        {"win": "c1", "conditions": ("last_wall_tile",)},
        {"concealed_hand": 1, "all_chows": 1, "last_tile": 1},
        3,
    ),
    (
        "seven pairs",
        "b1 b1 b5 b5 c3 c3 k7 k7 E E Rd Rd Gd Gd",
        {},
        {"concealed_hand": 1, "seven_pairs": 4},
        5,
    ),
    (
        "seven pairs without the concealed fan (option)",
        "b1 b1 b5 b5 c3 c3 k7 k7 E E Rd Rd Gd Gd",
        {"options": {"seven_pairs_concealed": False}},
        {"seven_pairs": 4},
        4,
    ),
    (
        "seven pairs of one suit is a full flush",
        "b1 b1 b2 b2 b4 b4 b5 b5 b6 b6 b8 b8 b9 b9",
        {"self_drawn": True},
        {"concealed_hand": 1, "self_drawn": 1, "full_flush": 8, "seven_pairs": 4},
        10,
    ),
    (
        "variant c: terminals with honours",
        "b1 b1 b1 c9 c9 c9 E E E Rd Rd",
        {"melds": ("pung k9 k9 k9",), "options": {"terminals_and_honours": True}},
        {"all_pungs": 5, "round_wind_pung": 1, "terminals_and_honours": 1},
        7,
    ),
    (
        "variant d: pair of 2, 5 or 8",
        CHOWS,
        {"options": {"pair_258": True}},
        {"concealed_hand": 1, "all_chows": 1, "pair_258": 1},
        3,
    ),
    ("variant d off", CHOWS, {}, {"concealed_hand": 1, "all_chows": 1}, 2),
    (
        "variant a: win on a season replacement",
        CHOWS,
        {
            "self_drawn": True,
            "options": {"season_replacement_fan": True, "won_on_season_replacement": True},
        },
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1, "season_replacement": 1},
        4,
    ),
    (
        "variant a: the win recorded with the bonus_replacement condition",
        CHOWS,
        {
            "self_drawn": True,
            "conditions": ("bonus_replacement",),
            "options": {"season_replacement_fan": True},
        },
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1, "season_replacement": 1},
        4,
    ),
    (
        "variant a off: the condition alone scores nothing",
        CHOWS,
        {"self_drawn": True, "conditions": ("bonus_replacement",)},
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1},
        3,
    ),
    (
        "variant a off: the hand flag alone scores nothing",
        CHOWS,
        {"self_drawn": True, "options": {"won_on_season_replacement": True}},
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1},
        3,
    ),
    (
        "fan cap 10",
        "c1 c2 c3 c4 c5 c6 c7 c8 c9 c2 c3 c4 c5 c5",
        {"self_drawn": True, "bonus": ""},
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1, "full_flush": 8, "no_seasons": 1},
        10,
    ),
    (
        "variant j: no cap",
        "c1 c2 c3 c4 c5 c6 c7 c8 c9 c2 c3 c4 c5 c5",
        {"self_drawn": True, "bonus": "", "options": {"fan_cap": 0}},
        {"concealed_hand": 1, "self_drawn": 1, "all_chows": 1, "full_flush": 8, "no_seasons": 1},
        12,
    ),
]

LIMIT_CASES = [
    (
        "big three dragons",
        "b2 b3 b4 k9 k9",
        {"melds": ("pung Rd Rd Rd", "pung Gd Gd Gd", "pung Wd Wd Wd")},
        "big_three_dragons",
    ),
    (
        "big four winds",
        "b5 b5",
        {"melds": ("pung E E E", "pung S S S", "pung W W W", "pung N N N")},
        "big_four_winds",
    ),
    (
        "all honours",
        "S S S Gd Gd N N Gd",
        {"melds": ("pung E E E", "pung Rd Rd Rd")},
        "all_honours",
    ),
    ("thirteen orphans", "b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd Wd", {}, "thirteen_orphans"),
    (
        "all terminals",
        "b1 b1 b1 c9 c9 c9 k1 k1 k1 b9 b9",
        {"melds": ("pung k9 k9 k9",)},
        "all_terminals",
    ),
    ("nine gates on a discard", "c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5", {}, "nine_gates"),
    (
        "nine gates with a 4th nine",
        "c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c9",
        {"self_drawn": True},
        "nine_gates",
    ),
    (
        "hidden treasure, discard completes the pair",
        "b2 b2 b2 c4 c4 c4 k7 k7 k7 E E E N N",
        {},
        "hidden_treasure",
    ),
    (
        "hidden treasure, last pung self-drawn",
        "b2 b2 b2 c4 c4 c4 k7 k7 k7 N N E E E",
        {"self_drawn": True},
        "hidden_treasure",
    ),
    (
        "heavenly hand",
        CHOWS,
        {"winner": "E", "self_drawn": True, "conditions": ("heaven",)},
        "heaven",
    ),
    ("earthly hand", CHOWS, {"discarder": "E", "conditions": ("earth",)}, "earth"),
    (
        "all green (variant h)",
        "b2 b3 b4 b2 b3 b4 b6 b6 b6 Gd Gd Gd b8 b8",
        {"options": {"all_green": True}},
        "all_green",
    ),
]

NOT_LIMIT_CASES = [
    ("hidden treasure: a discard completing a pung", "b2 b2 b2 c4 c4 c4 k7 k7 k7 N N E E E", {}, 7),
    (
        "hidden treasure: no kongs",
        "b2 b2 b2 c4 c4 c4 k7 k7 k7 N N",
        {"melds": ("kong* E E E E",), "self_drawn": True},
        8,
    ),
    (
        "nine gates needs the 13 before the winning tile",
        "c1 c1 c2 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c1",
        {},
        9,
    ),
    ("all green is off by default", "b2 b3 b4 b2 b3 b4 b6 b6 b6 Gd Gd Gd b8 b8", {}, 7),
    (
        "little three dragons is not a limit",
        "Wd Wd b2 b3 b4 c6 c7 c8",
        {"melds": ("pung Rd Rd Rd", "pung Gd Gd Gd")},
        8,
    ),
]


@pytest.mark.parametrize(
    ("concealed", "kwargs", "elements", "fan"),
    [pytest.param(c, k, e, f, id=n) for n, c, k, e, f in ELEMENT_CASES],
)
def test_fan_elements(concealed, kwargs, elements, fan):
    score = hk_score(concealed, **kwargs)
    winner = kwargs.get("winner", "S")
    assert element_ids(score, winner) == elements
    assert score.fan_total == fan
    assert score.points[winner] == fan


@pytest.mark.parametrize(
    ("concealed", "kwargs", "limit"),
    [pytest.param(c, k, lim, id=n) for n, c, k, lim in LIMIT_CASES],
)
def test_limit_hands(concealed, kwargs, limit):
    winner = kwargs.get("winner", "S")
    score = hk_score(concealed, **kwargs)
    assert element_ids(score, winner) == {limit: 20}
    assert score.points[winner] == 20


@pytest.mark.parametrize(
    ("concealed", "kwargs", "fan"), [pytest.param(c, k, f, id=n) for n, c, k, f in NOT_LIMIT_CASES]
)
def test_not_limit_hands(concealed, kwargs, fan):
    score = hk_score(concealed, **kwargs)
    assert score.fan_total == fan
    assert all(e.element.unit != "limit" for e in score.elements["S"])


def test_the_best_reading_is_chosen():
    # c1c1c1 c2c2c2 c3c3c3: three pungs or three chows; with k5 k6 k7 the chows make 4 Chows
    score = hk_score("c1 c1 c1 c2 c2 c2 c3 c3 c3 k5 k6 k7 E E")
    assert element_ids(score) == {"concealed_hand": 1, "all_chows": 1}
    # with a pung of k5 the pungs make 4 Pungen (the discard completes k5: no Verborgen Schat)
    score = hk_score("c1 c1 c1 c2 c2 c2 c3 c3 c3 E E k5 k5 k5")
    assert element_ids(score) == {"concealed_hand": 1, "all_pungs": 5}


SEAT_SEASONS = [
    # (seat, bonus, elements[, options])
    ("E", "s1", {"own_season": 1}),
    ("E", "s2", {}),
    ("E", "s1 f1", {"own_season": 2}),
    ("E", "s1 s2 s3 s4", {"own_season": 1, "complete_seasons": 1}),
    ("E", "s1 s2 s3 s4 f1", {"own_season": 2, "complete_seasons": 1}),
    ("S", "f2", {"own_season": 1}),
    ("S", "f1 f2 f3 f4", {"own_season": 1, "complete_seasons": 1}),
    ("N", "s1 s2 s3 s4 f1 f2 f3", {"seven_seasons": 3}),
    ("W", "s1 s2 s3 s4 f1 f2 f3 f4", {"own_season": 2, "complete_seasons": 2}),
    ("W", "", {"no_seasons": 1}),
    # issue 20: option eight_seasons_fan 3 reads 'alleen nog 3 fan' [004:L641-643] for eight
    (
        "W",
        "s1 s2 s3 s4 f1 f2 f3 f4",
        {"eight_seasons_unclaimed": 3},
        {"eight_seasons_fan": 3},
    ),
    ("E", "s1 s2 s3 s4 f1", {"own_season": 2, "complete_seasons": 1}, {"eight_seasons_fan": 3}),
]


@pytest.mark.parametrize(
    ("seat", "bonus", "expected", "options"), [(*row, {})[:4] for row in SEAT_SEASONS]
)
def test_seasons_in_a_regular_mahjong(seat, bonus, expected, options):
    score = hk_score(
        "b1 b2 b3 b5 b6 b7 k2 k3 k4 k8 k8",
        melds=("chow c6 c7 c8",),
        winner=seat,
        discarder="N" if seat != "N" else "E",
        bonus=bonus,
        win="k4",
        options=options,
    )
    got = element_ids(score, seat)
    got.pop("all_chows")
    assert got == expected


def test_seven_seasons_claimed_on_drawing_the_seventh():
    score = hk_score(
        "b1 b4 b7 c2 c5 c8 k3 k6 k9 E S Rd Gd",
        winner="N",
        bonus="s1 s2 s3 s4 f1 f2 f3",
        win="f3",
        self_drawn=True,
    )
    assert element_ids(score, "N") == {"seven_seasons": 3}
    assert score.settlement.as_dict() == {"E": -4, "S": -4, "W": -4, "N": 12}


def test_eight_seasons_with_a_dead_hand_is_a_limit():
    score = hk_score(
        "b1 b4 b7 c2 c5 c8 k3 k6 k9 E W Rd",
        bonus="s1 s2 s3 s4 f1 f2 f3 f4",
        win="s4",
        self_drawn=True,
        dead=True,
    )
    assert element_ids(score) == {"eight_seasons": 20}
    assert score.settlement.as_dict() == {"E": -128, "S": 384, "W": -128, "N": -128}


def test_seven_seasons_claim_is_not_held_to_the_minimum_fan():
    score = hk_score(
        "b1 b4 b7 c2 c5 c8 k3 k6 k9 E S Rd Gd",
        winner="N",
        bonus="s1 s2 s3 s4 f1 f2 f3",
        win="f3",
        self_drawn=True,
        options={"min_fan": 4},
    )
    assert score.fan_total == 3


def test_only_the_winner_scores():
    score = hk_score(CHOWS)
    assert score.points == {"E": 0, "S": 2, "W": 0, "N": 0}
    assert set(score.elements) == {"S"}
