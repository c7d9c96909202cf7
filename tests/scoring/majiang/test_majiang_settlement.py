"""Payments (6.2, 001 L472-L481), Pao settlement (L481, L487), penalties (5.4, L332-L363),
three and five players (appendix A) and who deals next."""

from __future__ import annotations

import pytest

from scoring.engine import Condition, ResultKind, WinResult, get_ruleset
from scoring.engine.rulesets.majiang.options import Settings
from scoring.engine.rulesets.majiang.payments import win_settlement
from scoring.engine.rulesets.majiang.win import how_won
from tests.hands import hand

from .builders import score

RULESET = get_ruleset("majiang")
CHICKEN = hand("chow b2 b3 b4 | pung c7 c7 c7 | k3 k4 k5 c1 c2 c3 N N")  # V = 1


def settle(
    winner,
    *,
    discarder=None,
    self_drawn=False,
    value=1,
    options=None,
    seats="ESWN",
    pao=None,
    conditions=(),
):
    settings = Settings.from_options(RULESET.resolve_options(options or {}))
    result = WinResult(
        ResultKind.WIN,
        winner=winner,
        self_drawn=self_drawn,
        discarder=discarder,
        conditions=frozenset(Condition(c) for c in conditions),
    )
    how = how_won(result, settings)
    return win_settlement(tuple(seats), winner, value, how, settings, pao).as_dict()


# the table of shared/rules/majiang.md 11, V = 1
PAYMENTS = [
    ("non-East on a non-East discard", "S", "W", False, {"E": -2, "S": 5, "W": -2, "N": -1}),
    ("non-East on East's discard", "S", "E", False, {"E": -4, "S": 6, "W": -1, "N": -1}),
    ("East on a discard", "E", "N", False, {"E": 8, "S": -2, "W": -2, "N": -4}),
    ("non-East self-drawn", "S", None, True, {"E": -4, "S": 8, "W": -2, "N": -2}),
    ("East self-drawn", "E", None, True, {"E": 12, "S": -4, "W": -4, "N": -4}),
]


@pytest.mark.parametrize(
    ("winner", "discarder", "self_drawn", "expected"),
    [p[1:] for p in PAYMENTS],
    ids=[p[0] for p in PAYMENTS],
)
def test_payments(winner, discarder, self_drawn, expected):
    assert settle(winner, discarder=discarder, self_drawn=self_drawn) == expected


@pytest.mark.parametrize(
    ("options", "winner", "discarder", "self_drawn", "expected"),
    [
        ({"east_single": True}, "E", None, True, {"E": 6, "S": -2, "W": -2, "N": -2}),
        ({"east_single": True}, "S", "E", False, {"E": -2, "S": 4, "W": -1, "N": -1}),
        ({"no_winning_tile_double": True}, "S", None, True, {"E": -2, "S": 4, "W": -1, "N": -1}),
        ({"no_winning_tile_double": True}, "S", "W", False, {"E": -2, "S": 4, "W": -1, "N": -1}),
        (
            {"east_single": True, "no_winning_tile_double": True},
            "E",
            "N",
            False,
            {"E": 3, "S": -1, "W": -1, "N": -1},
        ),
        ({"east_discarder_compound": False}, "S", "E", False, {"E": -2, "S": 4, "W": -1, "N": -1}),
        ({"east_discarder_compound": False}, "E", "N", False, {"E": 6, "S": -2, "W": -2, "N": -2}),
        ({"east_discarder_compound": False}, "S", None, True, {"E": -4, "S": 8, "W": -2, "N": -2}),
    ],
)
def test_payout_variants(options, winner, discarder, self_drawn, expected):
    assert settle(winner, discarder=discarder, self_drawn=self_drawn, options=options) == expected


def test_replacement_win_pays_as_self_drawn_by_default():
    assert settle("S", conditions=("kong_replacement",)) == {"E": -4, "S": 8, "W": -2, "N": -2}
    plain = {"E": -2, "S": 4, "W": -1, "N": -1}
    assert (
        settle("S", conditions=("kong_replacement",), options={"replacement_concealed": False})
        == plain
    )


def test_robbed_kong_owner_pays_double():
    assert settle("N", discarder="W", conditions=("robbing_kong",)) == {
        "E": -2,
        "S": -1,
        "W": -2,
        "N": 5,
    }


def test_heaven_payment_options():
    assert settle("E", conditions=("heaven",), value=64) == {
        "E": 768,
        "S": -256,
        "W": -256,
        "N": -256,
    }
    single = settle("E", conditions=("heaven",), value=64, options={"heaven_concealed": False})
    assert single == {"E": 384, "S": -128, "W": -128, "N": -128}


@pytest.mark.parametrize("pao", ["E", "W", "N"])
def test_pao_player_pays_the_whole_total(pao):
    normal = settle("S", discarder="W", value=32)
    liable = settle("S", discarder="W", value=32, pao=pao)
    assert liable["S"] == normal["S"] == 160
    assert liable[pao] == -160
    assert all(v == 0 for s, v in liable.items() if s not in ("S", pao))


def test_three_players():
    assert settle("W", self_drawn=True, value=8, seats="ESW") == {"E": -32, "S": -16, "W": 48}
    assert settle("E", discarder="S", value=1, seats="ESW") == {"E": 6, "S": -4, "W": -2}


def test_five_players_only_the_four_in_the_hand_pay():
    data = score(tiles=CHICKEN, discarder="W", sitting_out="Anna")
    assert dict(data.settlement.amounts) == {"E": -2, "S": 5, "W": -2, "N": -1}


def test_non_winners_score_nothing():
    result = score(tiles=CHICKEN, discarder="W")
    assert result.points == {"E": 0, "S": 1, "W": 0, "N": 0}
    assert set(result.elements) == {"S"}


def test_pao_note():
    result = score(tiles=CHICKEN, discarder="W", pao="W")
    assert dict(result.settlement.amounts) == {"E": 0, "S": 5, "W": -5, "N": 0}
    assert any("Pao" in n for n in result.notes)


# --- penalties --------------------------------------------------------------------------
FALSE = hand("b1 b2 b3 c4 c5 c6 k7 k8 k9 E E S S W")


def false_sik(claimant, *, discarder=None, self_drawn=False, options=None, others=None):
    return score(
        tiles=FALSE,
        kind="false_mahjong",
        claimant=claimant,
        winner=claimant,
        tile="W",
        discarder=discarder,
        self_drawn=self_drawn,
        options=options,
        others=others,
    )


@pytest.mark.parametrize(
    ("claimant", "discarder", "options", "expected"),
    [
        ("S", "E", {}, {"E": 64, "S": -96, "W": 16, "N": 16}),
        ("S", "W", {}, {"E": 32, "S": -80, "W": 32, "N": 16}),
        ("S", None, {}, {"E": 32, "S": -64, "W": 16, "N": 16}),
        ("S", "W", {"false_sik_discarder": "adds"}, {"E": 32, "S": -96, "W": 48, "N": 16}),
        ("S", "W", {"penalty_laak_points": 10}, {"E": 20, "S": -50, "W": 20, "N": 10}),
        # appendix C changes the winner's points, not the penalties: 1 Laak stays 16 (19#12)
        ("S", "W", {"table": "alternative"}, {"E": 32, "S": -80, "W": 32, "N": 16}),
        (
            "S",
            "W",
            {"table": "alternative", "penalty_laak_points": 32},
            {"E": 64, "S": -160, "W": 64, "N": 32},
        ),
        ("S", "W", {"east_single": True}, {"E": 16, "S": -64, "W": 32, "N": 16}),
        # East culprit: the doublings multiply (19#23)
        ("E", "W", {}, {"E": -128, "S": 32, "W": 64, "N": 32}),
        ("E", None, {}, {"E": -96, "S": 32, "W": 32, "N": 32}),
    ],
)
def test_false_sik(claimant, discarder, options, expected):
    result = false_sik(claimant, discarder=discarder, options=options)
    assert dict(result.settlement.amounts) == expected
    assert all(v == 0 for v in result.points.values())


def test_false_sik_self_drawn_ignores_a_discarder_field():
    result = false_sik("S", self_drawn=True)
    assert dict(result.settlement.amounts) == {"E": 32, "S": -64, "W": 16, "N": 16}


def test_dead_hands_receive_nothing_in_a_penalty():
    others = {"N": {"melds": [], "concealed": [], "bonus": [], "dead": True}}
    result = false_sik("S", discarder="W", others=others)
    assert dict(result.settlement.amounts) == {"E": 32, "S": -64, "W": 32, "N": 0}


def test_draw_pays_nothing():
    result = score(kind="draw")
    assert dict(result.settlement.amounts) == {"E": 0, "S": 0, "W": 0, "N": 0}


# --- progression ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("result", "keeps"),
    [
        (WinResult(ResultKind.WIN, winner="E"), True),
        (WinResult(ResultKind.WIN, winner="S"), False),
        (WinResult(ResultKind.DRAW), True),
        (WinResult(ResultKind.DEAD_WALL), True),
        (WinResult(ResultKind.FALSE_MAHJONG, claimant="W"), True),
    ],
)
def test_dealer_keeps_deal(result, keeps):
    assert RULESET.dealer_keeps_deal(result) is keeps
