"""Payment tables T1 and T2, Pao, false Mahjong, 3-player tables, the club extras, quick
entry and who deals next."""

from __future__ import annotations

import pytest

from scoring.engine import QuickEntry, ResultKind, WinResult, deal_from_dict, score_deal, tile
from scoring.engine.rulesets.hk import RULESET
from scoring.engine.rulesets.hk.payments import (
    T1_VAN_TAFEL,
    t1_van_tafel,
    t1_zelf_pakken,
    t2_unit,
)

from .helpers import hk_score

CHOWS = "k2 k3 k4 b5 b6 b7 c7 c8 c9 c5 c5 c1 c2 c3"  # concealed + all chows = 2 fan


# --- the tables ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fan", "van_tafel", "each"),
    [
        (1, 2, 1),
        (2, 4, 2),
        (3, 8, 4),
        (4, 16, 8),
        (5, 24, 12),
        (6, 32, 16),
        (7, 48, 24),
        (8, 64, 32),
        (9, 96, 48),
        (10, 128, 64),
    ],
)
def test_table_t1(fan, van_tafel, each):
    # 004 L1058-1071 ('A+4+4' and '24+424+24' read 4+4+4 and 24+24+24)
    assert t1_van_tafel(fan) == van_tafel
    assert t1_zelf_pakken(fan) == each


def test_table_t1_zero_fan_and_limit():
    assert T1_VAN_TAFEL[0] == 1
    assert t1_van_tafel(0, limit=True) == 256
    assert t1_zelf_pakken(0, limit=True) == 128


def test_table_t1_extended_by_variant_j():
    assert [t1_van_tafel(f, cap=0) for f in (11, 12, 13)] == [192, 256, 384]
    assert t1_van_tafel(0, limit=True, cap=12) == 512
    assert t1_van_tafel(0, limit=True, cap=0) == t1_van_tafel(20, cap=0)


@pytest.mark.parametrize(("fan", "unit"), [(1, 1), (2, 2), (3, 4), (4, 8), (5, 16), (6, 32)])
def test_table_t2_unit(fan, unit):
    # 004 L1442-1447: 1+1+2=4 ... 32+32+64=128
    assert t2_unit(fan) == unit


def test_table_t2_above_six_and_limit():
    assert t2_unit(0, limit=True) == 64
    assert t2_unit(8) == 64
    assert t2_unit(8, above_six="six") == 32


# --- settling wins ------------------------------------------------------------------------
SETTLEMENTS = [
    # (name, kwargs, settlement E S W N)
    ("T1 discard: the discarder pays all", {}, (0, 4, -4, 0)),
    ("T1 self-drawn: each pays zelf pakken", {"self_drawn": True}, (-4, 12, -4, -4)),
    ("T2 discard: discarder double", {"options": {"discard_payment": "split"}}, (-2, 8, -4, -2)),
    (
        "T2 self-drawn",
        {"self_drawn": True, "options": {"discard_payment": "split"}},
        (-8, 24, -8, -8),
    ),
    ("T1 pao on a discard changes nothing", {"pao": "W"}, (0, 4, -4, 0)),
    (
        "T1 pao on a self-draw: the liable pays all",
        {"self_drawn": True, "pao": "N"},
        (0, 12, 0, -12),
    ),
    ("T2 pao on a discard", {"pao": "W", "options": {"discard_payment": "split"}}, (0, 8, -8, 0)),
    (
        "pao by another than the discarder",
        {"pao": "E", "options": {"discard_payment": "split"}},
        (-8, 8, 0, 0),
    ),
    ("variant b: no 1 bamboo, no chips", {"options": {"one_bamboo_points": 20}}, (0, 4, -4, 0)),
    (
        "variant i: the pot of earlier draws",
        {"options": {"draw_pot": 10, "pot_draws": 2}},
        (-20, 64, -24, -20),
    ),
]


@pytest.mark.parametrize(
    ("kwargs", "expected"), [pytest.param(k, e, id=n) for n, k, e in SETTLEMENTS]
)
def test_win_settlement(kwargs, expected):
    score = hk_score(CHOWS, **kwargs)
    assert tuple(score.settlement.as_dict().values()) == expected


def test_variant_b_counts_one_bamboos():
    score = hk_score(
        "b1 b2 b3 b1 b2 b3 c7 c8 c9 c5 c5 c1 c2 c3",
        self_drawn=True,
        options={"one_bamboo_points": 20},
    )
    # 3 fan self-drawn: 4 each, + 2 x 20 each
    assert score.settlement.as_dict() == {"E": -44, "S": 132, "W": -44, "N": -44}


def test_three_player_table():
    discard = hk_score(CHOWS, seats="ESW", options={"discard_payment": "split"})
    assert discard.settlement.as_dict() == {"E": -2, "S": 6, "W": -4}
    drawn = hk_score(CHOWS, seats="ESW", self_drawn=True)
    assert drawn.settlement.as_dict() == {"E": -4, "S": 8, "W": -4}


def test_limit_settlement():
    score = hk_score("b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd Wd", self_drawn=True)
    assert score.settlement.as_dict() == {"E": -128, "S": 384, "W": -128, "N": -128}
    score = hk_score("b1 b9 c1 c9 k1 k9 E S W N Rd Gd Wd Wd", options={"discard_payment": "split"})
    assert score.settlement.as_dict() == {"E": -64, "S": 256, "W": -128, "N": -64}


def test_zero_fan_split_discard_reads_t2_row_zero():
    score = hk_score(
        "k3 k4 k5 k6 k7 k8 c9 c9",
        melds=("chow b2 b3 b4", "pung c5 c5 c5"),
        options={"discard_payment": "split"},
    )
    assert score.settlement.as_dict() == {"E": -1, "S": 3, "W": -1, "N": -1}


# --- false Mahjong, draws -------------------------------------------------------------------
def _other_result(kind, **result):
    return deal_from_dict(
        {
            "ruleset": "hk",
            "options": result.pop("options", {}),
            "prevailing_wind": "E",
            "players": {"E": {}, "S": {}, "W": {}, "N": {}},
            "result": {"kind": kind, **result},
        }
    )


def test_false_mahjong_self_drawn_t1_and_t2():
    t1 = score_deal(_other_result("false_mahjong", claimant="S", self_drawn=True))
    assert t1.settlement.as_dict() == {"E": 32, "S": -96, "W": 32, "N": 32}
    t2 = score_deal(
        _other_result(
            "false_mahjong", claimant="S", self_drawn=True, options={"discard_payment": "split"}
        )
    )
    assert t2.settlement.as_dict() == {"E": 64, "S": -192, "W": 64, "N": 64}


def test_false_mahjong_on_a_discard():
    each = score_deal(_other_result("false_mahjong", claimant="S", discarder="W"))
    assert each.settlement.as_dict() == {"E": 32, "S": -96, "W": 32, "N": 32}
    to_discarder = score_deal(
        _other_result(
            "false_mahjong",
            claimant="S",
            discarder="W",
            options={"false_mahjong_discard": "to_discarder"},
        )
    )
    assert to_discarder.settlement.as_dict() == {"E": 0, "S": -64, "W": 64, "N": 0}


@pytest.mark.parametrize("kind", ["draw", "dead_wall"])
def test_draw_pays_nothing(kind):
    score = score_deal(_other_result(kind, options={"draw_pot": 10}))
    assert score.settlement.as_dict() == {"E": 0, "S": 0, "W": 0, "N": 0}
    assert any("pot" in n for n in score.notes)


# --- quick entry ----------------------------------------------------------------------------
def _quick(fan, *, seats=("E", "S", "W", "N"), options=None, **result):
    result.setdefault("kind", ResultKind.WIN)
    result.setdefault("winner", "S")
    entry = QuickEntry(
        ruleset="hk",
        seats=seats,
        result=WinResult(**result),
        points={result["winner"]: fan} if result["kind"] is ResultKind.WIN else {},
        options=options or {},
    )
    return RULESET.settle_quick(entry, RULESET.resolve_options(entry.options))


QUICK = [
    ("discard", 5, {"discarder": "W"}, {}, (0, 24, -24, 0)),
    ("self-drawn", 5, {"self_drawn": True}, {}, (-12, 36, -12, -12)),
    ("capped", 14, {"discarder": "W"}, {}, (0, 128, -128, 0)),
    ("limit", 20, {"self_drawn": True}, {}, (-128, 384, -128, -128)),
    ("pao", 20, {"self_drawn": True, "pao": "E"}, {}, (-384, 384, 0, 0)),
    ("split", 3, {"discarder": "N"}, {"discard_payment": "split"}, (-4, 16, -4, -8)),
    ("split pao", 3, {"discarder": "N", "pao": "N"}, {"discard_payment": "split"}, (0, 16, 0, -16)),
]


@pytest.mark.parametrize(
    ("fan", "result", "options", "expected"),
    [pytest.param(f, r, o, e, id=n) for n, f, r, o, e in QUICK],
)
def test_settle_quick(fan, result, options, expected):
    score = _quick(fan, options=options, **result)
    assert tuple(score.settlement.as_dict().values()) == expected
    assert score.points["S"] == (min(fan, 10) if fan < 20 else 20)


def test_settle_quick_matches_scoring_the_tiles():
    for kwargs in ({}, {"self_drawn": True}, {"pao": "E", "self_drawn": True}):
        full = hk_score(CHOWS, **kwargs)
        result = {"self_drawn": kwargs.get("self_drawn", False), "pao": kwargs.get("pao")}
        if not result["self_drawn"]:
            result["discarder"] = "W"
        quick = _quick(full.fan_total, **result)
        assert quick.settlement == full.settlement


def test_settle_quick_false_mahjong_and_draw():
    score = _quick(0, kind=ResultKind.FALSE_MAHJONG, winner=None, claimant="E", self_drawn=True)
    assert score.settlement.as_dict() == {"E": -96, "S": 32, "W": 32, "N": 32}
    assert _quick(0, kind=ResultKind.DRAW, winner=None).settlement.as_dict()["E"] == 0


def test_settle_quick_seven_seasons_claim_is_paid_as_self_drawn():
    score = _quick(3, winning_tile=tile("f3"))
    assert score.settlement.as_dict() == {"E": -4, "S": 12, "W": -4, "N": -4}


# --- who deals next -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("result", "keeps"),
    [
        (WinResult(ResultKind.WIN, winner="E", self_drawn=True), True),
        (WinResult(ResultKind.WIN, winner="S", discarder="E"), False),
        (WinResult(ResultKind.DRAW), True),
        (WinResult(ResultKind.DEAD_WALL), True),
        (WinResult(ResultKind.FALSE_MAHJONG, claimant="E"), False),
    ],
)
def test_dealer_keeps_deal(result, keeps):
    # 'Oost blijft Oost' after an East win or a draw (004 L939-946)
    assert RULESET.dealer_keeps_deal(result) is keeps


def test_dealer_moves_on_every_hand_at_a_five_player_table():
    # 004 L948-949
    win = WinResult(ResultKind.WIN, winner="E", self_drawn=True)
    assert RULESET.dealer_keeps_deal(win, players=5) is False
    assert RULESET.dealer_keeps_deal(WinResult(ResultKind.DRAW), players=5) is False
