"""Input a scorekeeper can get wrong: always a clear InvalidHand (or InvalidOptions), never
another exception."""

from __future__ import annotations

import pytest

from scoring.engine import InvalidHand, InvalidOptions, deal_from_dict, score_deal
from tests.hands import hand

from .builders import deal_dict

CHICKEN = hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N")
KONGS = hand("kong* b7 b7 b7 b7 | kong* k2 k2 k2 k2 | pung Rd Rd Rd | c3 c4 S S c5")

REFUSED = [
    (
        "not a winning hand",
        {"tiles": hand("b1 b2 b3 c4 c5 c6 k7 k8 k9 E E S S W"), "discarder": "W"},
        "not_winning",
    ),
    (
        "seven pairs is no hand",
        {"tiles": hand("b1 b1 b3 b3 c4 c4 c6 c6 k7 k7 E E S S"), "discarder": "W"},
        "not_winning",
    ),
    (
        "dead winner",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | dead"),
            "discarder": "W",
        },
        "dead_winner",
    ),
    (
        "heaven for a non-dealer",
        {"tiles": CHICKEN, "self_drawn": True, "conditions": ("heaven",)},
        "heaven_not_dealer",
    ),
    (
        "earth for the dealer without a replacement",
        {"tiles": CHICKEN, "winner": "E", "discarder": "S", "conditions": ("earth",)},
        "earth_dealer",
    ),
    (
        "heaven and earth",
        {"tiles": CHICKEN, "winner": "E", "self_drawn": True, "conditions": ("heaven", "earth")},
        "heaven_and_earth",
    ),
    (
        "robbing a kong self-drawn",
        {"tiles": CHICKEN, "self_drawn": True, "conditions": ("robbing_kong",)},
        "robbing_kong_drawn",
    ),
    (
        "self-drawn with a discarder",
        {"tiles": CHICKEN, "self_drawn": True, "discarder": "W"},
        "drawn_with_discarder",
    ),
    ("discard without a discarder", {"tiles": CHICKEN}, "no_discarder"),
    (
        "kong on kong with one kong",
        {
            "tiles": hand("kong* b7 b7 b7 b7 | chow c6 c7 c8 | c3 c4 S S c5 k3 k4 k5"),
            "self_drawn": True,
            "conditions": ("kong_on_kong",),
        },
        "kong_on_kong_kongs",
    ),
    (
        "replacement without kong or bonus",
        {"tiles": CHICKEN, "self_drawn": True, "conditions": ("kong_replacement",)},
        "replacement_without_kong",
    ),
    ("no winning tile", {"tiles": CHICKEN, "discarder": "W", "tile": ""}, "no_winning_tile"),
    (
        "bonus tiles in a club without them",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N | f1"),
            "discarder": "W",
            "options": {"no_bonus_tiles": True},
        },
        "bonus_tiles_off",
    ),
    (
        "below the minimum",
        {"tiles": CHICKEN, "discarder": "W", "options": {"minimum_points": 2}},
        "below_minimum",
    ),
    ("pao on the winner", {"tiles": CHICKEN, "discarder": "W", "pao": "S"}, "pao_is_winner"),
    (
        "five melds",
        {
            "tiles": hand(
                "chow b2 b3 b4 | pung c7 c7 c7 | chow k3 k4 k5 | chow c1 c2 c3 | pung E E E | N N"
            ),
            "discarder": "W",
            "tile": "N",
        },
        "tile_count",
    ),
    (
        "tile count",
        {
            "tiles": hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N"),
            "discarder": "W",
            "tile": "N",
        },
        "tile_count",
    ),
    (
        "five players in the hand",
        {"tiles": CHICKEN, "discarder": "W", "players": 4, "others": {"X": {}}},
        "player_count",
    ),
    (
        "false sik on own discard",
        {
            "tiles": hand("b1 b2 b3 c4 c5 c6 k7 k8 k9 E E S S W"),
            "kind": "false_mahjong",
            "claimant": "S",
            "discarder": "S",
            "tile": "W",
        },
        "culprit_is_discarder",
    ),
]


@pytest.mark.parametrize(("args", "code"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_refused(args, code):
    with pytest.raises(InvalidHand) as error:
        score_deal(deal_from_dict(deal_dict(**args)))
    assert error.value.code == code
    assert str(error.value)


def test_winning_tile_as_bonus():
    data = deal_dict(
        tiles=hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N | f2"),
        discarder="W",
        tile="f2",
    )
    with pytest.raises(InvalidHand) as error:
        score_deal(deal_from_dict(data))
    assert error.value.code == "bonus_winning_tile"


def test_heaven_needs_no_winning_tile():
    data = deal_dict(tiles=CHICKEN, winner="E", self_drawn=True, conditions=("heaven",))
    assert score_deal(deal_from_dict(data)).points["E"] == 64


@pytest.mark.parametrize(
    "options",
    [
        {"table": "appendix"},
        {"penalty_laak_points": -16},
        {"minimum_points": -1},
        {"east_single": "yes"},
        {"alternative_limit": 96},
        {"unknown": 1},
    ],
)
def test_bad_options(options):
    with pytest.raises(InvalidOptions):
        score_deal(deal_from_dict(deal_dict(tiles=CHICKEN, discarder="W", options=options)))


def test_kong_on_kong_with_two_kongs_is_fine():
    data = deal_dict(tiles=KONGS, winner="W", self_drawn=True, conditions=("kong_on_kong",))
    assert score_deal(deal_from_dict(data)).points["W"] == 32


@pytest.mark.parametrize(
    ("args", "code"),
    [
        # the last tile of the live wall is drawn, not discarded (001 L393)
        (
            {"tiles": CHICKEN, "discarder": "W", "conditions": ("last_wall_tile",)},
            "last_wall_tile_discard",
        ),
        (
            {"tiles": CHICKEN, "discarder": "W", "conditions": ("last_wall_tile", "robbing_kong")},
            "last_wall_tile_discard",
        ),
    ],
)
def test_last_wall_tile_has_no_discarder(args, code):
    with pytest.raises(InvalidHand) as error:
        score_deal(deal_from_dict(deal_dict(**args)))
    assert error.value.code == code
    assert "remove the discarder W" in str(error.value)
