"""Quick entry (settle_quick): the table's own Faan and Laak count, how the hand was won,
the discarder and a Pao ruling give the settlement."""

from __future__ import annotations

import pytest

from scoring.engine import (
    Condition,
    InvalidHand,
    QuickEntry,
    ResultKind,
    WinResult,
    settle_quick,
)
from tests.hands import hand

from .builders import score

SEATS = ("E", "S", "W", "N")


def quick(winner="S", faan=0, laak=0, *, seats=SEATS, options=None, **result):
    entry = QuickEntry(
        "majiang",
        seats,
        WinResult(ResultKind.WIN, winner=winner, **result),
        points={winner: faan},
        laak=laak,
        options=options or {},
    )
    return settle_quick(entry)


@pytest.mark.parametrize(
    ("faan", "laak", "kwargs", "expected"),
    [
        (0, 0, {"discarder": "W"}, {"E": -2, "S": 5, "W": -2, "N": -1}),
        (1, 2, {"discarder": "N"}, {"E": -64, "S": 160, "W": -32, "N": -64}),
        (3, 0, {"self_drawn": True}, {"E": -32, "S": 64, "W": -16, "N": -16}),
        (1, 2, {"discarder": "N", "pao": "N"}, {"E": 0, "S": 160, "W": 0, "N": -160}),
        (8, 0, {"discarder": "W"}, {"E": -128, "S": 320, "W": -128, "N": -64}),
        (20, 0, {"discarder": "W"}, {"E": -128, "S": 320, "W": -128, "N": -64}),
        (
            1,
            1,
            {"self_drawn": True, "conditions": frozenset({Condition.KONG_REPLACEMENT})},
            {"E": -64, "S": 128, "W": -32, "N": -32},
        ),
    ],
)
def test_quick_settlement(faan, laak, kwargs, expected):
    result = quick("S", faan, laak, **kwargs)
    assert dict(result.settlement.amounts) == expected
    assert result.fan_total == faan


def test_quick_matches_tile_scoring():
    tiles = hand("chow b1 b2 b3 | chow b4 b5 b6 | b9 b9 b9 b6 b7 b2 b2 b8")
    full = score(tiles=tiles, winner="W", discarder="N", pao="N")
    fast = quick("W", 1, 2, discarder="N", pao="N")
    assert dict(full.settlement.amounts) == dict(fast.settlement.amounts)
    assert full.points == fast.points


def test_quick_alternative_table_and_options():
    result = quick("E", 5, 0, self_drawn=True, options={"table": "alternative"})
    assert result.points["E"] == 32
    assert dict(result.settlement.amounts) == {"E": 384, "S": -128, "W": -128, "N": -128}
    single = quick(
        "E", 4, 0, discarder="N", options={"east_single": True, "no_winning_tile_double": True}
    )
    assert dict(single.settlement.amounts) == {"E": 48, "S": -16, "W": -16, "N": -16}


def test_quick_three_players():
    result = quick("W", 3, 0, seats=("E", "S", "W"), self_drawn=True)
    assert dict(result.settlement.amounts) == {"E": -32, "S": -16, "W": 48}


def test_quick_false_sik_and_draw():
    entry = QuickEntry(
        "majiang",
        SEATS,
        WinResult(ResultKind.FALSE_MAHJONG, claimant="S", discarder="E"),
    )
    assert dict(settle_quick(entry).settlement.amounts) == {"E": 64, "S": -96, "W": 16, "N": 16}
    draw = QuickEntry("majiang", SEATS, WinResult(ResultKind.DRAW))
    assert dict(settle_quick(draw).settlement.amounts) == dict.fromkeys(SEATS, 0)


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"laak": -1, "discarder": "W"}, "bad_laak"),
        ({"discarder": None}, "no_discarder"),
        ({"discarder": "W", "pao": "S"}, "pao_is_winner"),
        ({"self_drawn": True, "discarder": "W"}, "drawn_with_discarder"),
        ({"discarder": "W", "options": {"minimum_points": 4}}, "below_minimum"),
    ],
)
def test_quick_refuses(kwargs, code):
    laak = kwargs.pop("laak", 0)
    with pytest.raises(InvalidHand) as error:
        quick("S", 1, laak, **kwargs)
    assert error.value.code == code


def test_quick_needs_the_winner_total():
    entry = QuickEntry("majiang", SEATS, WinResult(ResultKind.WIN, winner="S", discarder="W"))
    with pytest.raises(InvalidHand):
        settle_quick(entry)


@pytest.mark.parametrize(
    ("faan", "options", "points"),
    [
        # a limit hand entered as the limit row: appendix C with alternative_limit 64 is 64
        (9, {"table": "alternative", "alternative_limit": 64}, 64),
        (12, {"table": "alternative", "alternative_limit": 64}, 64),
        (9, {"table": "alternative"}, 128),
        (8, {"table": "alternative", "alternative_limit": 64}, 64),
        (8, {}, 64),
        (7, {"table": "alternative", "alternative_limit": 64}, 64),
        (6, {"table": "alternative", "alternative_limit": 64}, 32),
    ],
)
def test_quick_limit_hand_under_appendix_c(faan, options, points):
    assert quick("S", faan, 0, discarder="W", options=options).points["S"] == points


def test_quick_limit_hand_matches_tile_scoring():
    tiles = hand("pung b1 b1 b1 | E E E S S S W W W N N")  # Big Four Winds, a limit hand
    options = {"table": "alternative", "alternative_limit": 64}
    full = score(tiles=tiles, winner="S", discarder="W", tile="N", options=options)
    fast = quick("S", 9, 0, discarder="W", options=options)
    assert full.points == fast.points
    assert dict(full.settlement.amounts) == dict(fast.settlement.amounts)
