"""Settlement [002:L228-L240]: discard win, self-drawn, robbing the kong, false mahjong, a
claim under 8 points, draws, and quick entry of a total the table counted itself."""

from __future__ import annotations

import pytest

from scoring.engine import QuickEntry, get_ruleset, score_dict
from scoring.engine.errors import BelowMinimum, InvalidHand
from scoring.engine.hand import Condition, ResultKind, WinResult

from .hands import deal, score

D01 = "b2 b3 b4 c2 c3 c4 k2 k3 k4 k5 k6 c6 c6 k7"  # 15 on a discard, 17 self-drawn


def test_discard_win_discarder_pays_total_plus_eight():
    r = score(D01, win="k7", discarder="W")
    assert r.fan_total == 15
    assert r.settlement.as_dict() == {"E": -8, "S": 39, "W": -23, "N": -8}
    assert r.points["S"] == 15


def test_self_drawn_everybody_pays_total_plus_eight():
    r = score(D01, win="k7", self_drawn=True)
    assert r.settlement.as_dict() == {"E": -25, "S": 75, "W": -25, "N": -25}


def test_flowers_are_paid():
    r = score(D01, win="k7", discarder="E", bonus="f1 f3 s2")
    assert r.fan_total == 18
    assert r.settlement.as_dict() == {"E": -26, "S": 42, "W": -8, "N": -8}


def test_robbed_player_pays_as_discarder():
    r = score(
        "b1 b2 b3 b5 b6 b7 c2 c3 c4 k6 k7 k8 c9 c9",
        win="b7",
        seat="W",
        discarder="S",
        conditions=("robbing_kong",),
    )
    assert r.fan_total == 12
    assert r.settlement.as_dict() == {"E": -8, "S": -20, "W": 36, "N": -8}


def test_under_eight_points_is_a_false_mahjong():
    """AMBIG-2: the claimant pays 10 to each other player; flowers do not help [002:L220]."""
    r = score(
        "c1 c2 c3 b6 b7 b8 S S",
        win="c1",
        seat="W",
        self_drawn=True,
        melds=["chow b2 b3 b4", "pung k5 k5 k5"],
        bonus="s2 f1 f4",
    )
    assert r.fan_total == 1
    assert r.settlement.as_dict() == {"E": 10, "S": 10, "W": -30, "N": 10}


def test_declared_false_mahjong():
    data = deal(
        "c1 c2 c3 b6 b7 b8 S S",
        win="c1",
        seat="W",
        self_drawn=True,
        melds=["chow b2 b3 b4", "pung k5 k5 k5"],
        kind="false_mahjong",
    )
    r = score_dict(data)
    assert r.fan_total == 1
    assert r.settlement.as_dict() == {"E": 10, "S": 10, "W": -30, "N": 10}


def test_false_mahjong_of_tiles_that_are_no_hand():
    data = deal("b1 b2 b4 c5 c6 c7 k6 k7 k8 E E S Gd Gd", win="Gd", kind="false_mahjong")
    r = score_dict(data)
    assert r.fan_total == 0
    assert r.settlement.as_dict() == {"E": 10, "S": -30, "W": 10, "N": 10}


@pytest.mark.parametrize("kind", ["draw", "dead_wall"])
def test_draw_settles_nothing(kind):
    data = {
        "ruleset": "mcr",
        "prevailing_wind": "E",
        "players": {w: {} for w in "ESWN"},
        "result": {"kind": kind},
    }
    r = score_dict(data)
    assert r.settlement.as_dict() == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert r.fan_total == 0


def quick(result: WinResult, points=None, options=None):
    rs = get_ruleset("mcr")
    entry = QuickEntry("mcr", ("E", "S", "W", "N"), result, points=points or {})
    return rs.settle_quick(entry, rs.resolve_options(options or {}))


@pytest.mark.parametrize(
    ("result", "total", "expected"),
    [
        (
            WinResult(ResultKind.WIN, winner="S", discarder="W"),
            15,
            {"E": -8, "S": 39, "W": -23, "N": -8},
        ),
        (
            WinResult(ResultKind.WIN, winner="S", self_drawn=True),
            17,
            {"E": -25, "S": 75, "W": -25, "N": -25},
        ),
        (
            WinResult(
                ResultKind.WIN,
                winner="W",
                discarder="S",
                conditions=frozenset({Condition.ROBBING_KONG}),
            ),
            12,
            {"E": -8, "S": -20, "W": 36, "N": -8},
        ),
    ],
)
def test_quick_entry(result, total, expected):
    r = quick(result, {result.winner: total})
    assert r.settlement.as_dict() == expected
    assert r.fan_total == total


def test_quick_false_mahjong_and_draw():
    r = quick(WinResult(ResultKind.FALSE_MAHJONG, claimant="E"))
    assert r.settlement.as_dict() == {"E": -30, "S": 10, "W": 10, "N": 10}
    r = quick(WinResult(ResultKind.DRAW))
    assert r.settlement.as_dict() == {"E": 0, "S": 0, "W": 0, "N": 0}


def test_quick_discard_win_needs_the_discarder():
    with pytest.raises(InvalidHand):
        quick(WinResult(ResultKind.WIN, winner="S"), {"S": 12})


def test_quick_entry_refuses_impossible_results():
    with pytest.raises(InvalidHand):
        quick(WinResult(ResultKind.FALSE_MAHJONG))
    with pytest.raises(InvalidHand):
        quick(WinResult(ResultKind.WIN, winner="S", discarder="S"), {"S": 12})


@pytest.mark.parametrize(
    ("total", "flowers", "settlement"),
    [
        # 9 with 2 flowers is 7 without them: under the minimum, a false mahjong [002:L220]
        (9, 2, {"E": 10, "S": -30, "W": 10, "N": 10}),
        (8, 1, {"E": 10, "S": -30, "W": 10, "N": 10}),
        (10, 2, {"E": -8, "S": 34, "W": -18, "N": -8}),
        (8, 0, {"E": -8, "S": 32, "W": -16, "N": -8}),
    ],
)
def test_quick_minimum_is_on_the_total_without_flowers(total, flowers, settlement):
    """Under the minimum the win is refused, with the false mahjong it would be."""
    rs = get_ruleset("mcr")
    result = WinResult(ResultKind.WIN, winner="S", discarder="W")
    entry = QuickEntry("mcr", ("E", "S", "W", "N"), result, points={"S": total}, flowers=flowers)
    if total - flowers >= 8:
        assert rs.settle_quick(entry, rs.resolve_options({})).settlement.as_dict() == settlement
        return
    with pytest.raises(BelowMinimum) as refused:
        rs.settle_quick(entry, rs.resolve_options({}))
    assert refused.value.params == {"points": total - flowers, "minimum": 8}
    assert refused.value.false_mahjong is not None
    assert refused.value.false_mahjong.settlement.as_dict() == settlement


@pytest.mark.parametrize(
    ("total", "flowers", "code"),
    [(12, 9, "bad_flowers"), (12, -1, "bad_flowers"), (3, 4, "flowers_above_total")],
)
def test_quick_flowers_refused(total, flowers, code):
    rs = get_ruleset("mcr")
    result = WinResult(ResultKind.WIN, winner="S", discarder="W")
    with pytest.raises(InvalidHand) as err:
        entry = QuickEntry(
            "mcr", ("E", "S", "W", "N"), result, points={"S": total}, flowers=flowers
        )
        rs.settle_quick(entry, rs.resolve_options({}))
    assert err.value.code == code
