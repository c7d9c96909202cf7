"""Bad input gets a clear InvalidHand / InvalidOptions, never another exception."""

from __future__ import annotations

import pytest

from scoring.engine import InvalidHand, InvalidOptions, QuickEntry, ResultKind, WinResult
from scoring.engine.errors import ScoringError
from scoring.engine.rulesets.hk import RULESET

from .helpers import hk_score

CHOWS = "k2 k3 k4 b5 b6 b7 c7 c8 c9 c5 c5 c1 c2 c3"

INVALID = [
    ("not a winning hand", "k2 k3 k4 b5 b6 b7 c7 c8 c9 c5 c5 c1 c2 c4", {}, "not_winning"),
    (
        "four of a kind are not two pairs",
        "b1 b1 b1 b1 c3 c3 k7 k7 E E Rd Rd Gd Gd",
        {},
        "not_winning",
    ),
    ("dead hand", CHOWS, {"dead": True}, "dead_hand"),
    (
        "kong replacement on a discard",
        CHOWS,
        {"conditions": ("kong_replacement",)},
        "kong_replacement_discard",
    ),
    (
        "kong replacement without a kong",
        CHOWS,
        {"self_drawn": True, "conditions": ("kong_replacement",)},
        "no_kong",
    ),
    (
        "kong on kong with one kong",
        "b2 b3 b4 k3 k4 k5 c1 c2 c3 N N",
        {"melds": ("kong c7 c7 c7 c7",), "self_drawn": True, "conditions": ("kong_on_kong",)},
        "no_kong",
    ),
    (
        "robbing the kong self-drawn",
        CHOWS,
        {"self_drawn": True, "conditions": ("robbing_kong",)},
        "robbing_kong_self_drawn",
    ),
    ("heaven for South", CHOWS, {"self_drawn": True, "conditions": ("heaven",)}, "heaven"),
    ("earth not on East's discard", CHOWS, {"conditions": ("earth",)}, "earth"),
    (
        "season claim with six seasons",
        "b1 b4 b7 c2 c5 c8 k3 k6 k9 E S Rd Gd",
        {"bonus": "s1 s2 s3 s4 f1 f2", "win": "f2", "self_drawn": True},
        "season_claim",
    ),
    ("pao by the winner", CHOWS, {"pao": "S"}, "pao_is_winner"),
    ("too few tiles", "k2 k3 k4 b5 b6 b7 c7 c8 c9 c5 c5 c1 c2", {}, "tile_count"),
    ("winning tile not in the hand", CHOWS, {"win": "E"}, "winning_tile_missing"),
]


@pytest.mark.parametrize(
    ("concealed", "kwargs", "code"), [pytest.param(c, k, code, id=n) for n, c, k, code in INVALID]
)
def test_invalid_hands(concealed, kwargs, code):
    with pytest.raises(InvalidHand) as info:
        hk_score(concealed, **kwargs)
    assert info.value.code == code
    assert str(info.value)


@pytest.mark.parametrize(
    "options",
    [
        {"discard_payment": "everyone"},
        {"min_fan": -1},
        {"fan_cap": 5},
        {"all_pungs_fan": 4},
        {"live_wall": 3},
        {"pair_258": "yes"},
        {"no_such_option": 1},
    ],
)
def test_invalid_options(options):
    with pytest.raises(InvalidOptions):
        hk_score(CHOWS, options=options)


def test_a_table_of_two_is_refused():
    with pytest.raises(ScoringError):
        hk_score(CHOWS, seats="ES")


@pytest.mark.parametrize(
    ("fan", "result", "options"),
    [
        (0, {"self_drawn": True}, {}),
        (0, {"self_drawn": True}, {"discard_payment": "split"}),
        (2, {}, {}),
        (2, {"discarder": "W", "pao": "S"}, {}),
    ],
)
def test_invalid_quick_entries(fan, result, options):
    entry = QuickEntry(
        ruleset="hk",
        seats=("E", "S", "W", "N"),
        result=WinResult(ResultKind.WIN, winner="S", **result),
        points={"S": fan},
        options=options,
    )
    with pytest.raises(InvalidHand):
        RULESET.settle_quick(entry, RULESET.resolve_options(entry.options))


def test_a_three_player_table_has_no_north_round():
    with pytest.raises(InvalidHand) as info:
        hk_score(CHOWS, seats="ESW", prevailing="N")
    assert info.value.code == "three_player_north"
    assert hk_score(CHOWS, seats="ESW", prevailing="W").fan_total == 2
