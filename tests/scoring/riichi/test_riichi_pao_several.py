"""Liability (pao) when several players win one discard (EMA RCR 2025 3.3.7, 3.4.3): the
liable player pays half of the hand he fed (a big three dragons here), the discarder the
other half with the counters and every other winner's hand in full. The liable player may
be another winner of the same discard; a liability no winner's hand holds is refused."""

from __future__ import annotations

import copy

import pytest

from scoring.engine import InvalidHand, QuickEntry, get_ruleset, read_deal
from tests.golden import golden_cases

RIICHI = get_ruleset("riichi")
SEATS = ("E", "S", "W", "N")
#: the dealer's concealed pinfu and all simples waiting on c5, beside S's big three dragons
DEALER_PINFU = ["k5", "k6", "k7", "b2", "b3", "b4", "c6", "c7", "c8", "c3", "c4", "c5", "k8", "k8"]


def _double_ron(pao):
    """riichi-Z01 (S's big three dragons on W's c5, one counter) with the dealer E also
    winning on that c5 (2 han 30 fu: 2,900, + 300)."""
    case = next(c for c in golden_cases("riichi/riichi.yaml") if c.id == "riichi-Z01")
    data = copy.deepcopy(dict(case.data))
    data["players"]["E"] = {"melds": [], "concealed": DEALER_PINFU}
    data["result"].update(winner=["S", "E"], pao=pao)
    return data


@pytest.mark.parametrize(
    ("pao", "expected"),
    [
        # no liability: W pays both hands
        (None, {"E": 3200, "S": 32300, "W": -35500, "N": 0, "table": 0}),
        # N fed S's third dragon: half of S's 32,000 only; E's hand is W's alone
        ("N", {"E": 3200, "S": 32300, "W": -19500, "N": -16000, "table": 0}),
        # the dealer E fed it and won the same discard: he pays half of S's hand
        ("E", {"E": -12800, "S": 32300, "W": -19500, "N": 0, "table": 0}),
        # the discarder himself liable: he pays as before
        ("W", {"E": 3200, "S": 32300, "W": -35500, "N": 0, "table": 0}),
    ],
)
def test_the_liable_player_pays_only_for_the_hand_he_fed(pao, expected):
    assert RIICHI.score(read_deal(_double_ron(pao))).settlement.as_dict() == expected


def test_the_fed_winner_cannot_be_liable_for_his_own_hand():
    with pytest.raises(InvalidHand) as refused:
        RIICHI.score(read_deal(_double_ron("S")))
    assert refused.value.code == "bad_pao"


def test_a_liability_no_winner_holds_is_refused():
    data = _double_ron("N")
    # S's dragons become simples: two winners, neither with a yakuman of liability
    data["players"]["S"] = {"melds": [], "concealed": DEALER_PINFU}
    data["players"]["E"] = {
        "melds": [],
        "concealed": [
            "k2",
            "k3",
            "k4",
            "b5",
            "b6",
            "b7",
            "c6",
            "c7",
            "c8",
            "c3",
            "c4",
            "c5",
            "b8",
            "b8",
        ],
    }
    with pytest.raises(InvalidHand) as refused:
        RIICHI.score(read_deal(data))
    assert refused.value.code == "pao_no_yakuman"


@pytest.mark.parametrize(
    ("pao", "yakuman", "expected"),
    [
        # quick entry: the winner with a yakuman is the one fed
        ("N", {"S": 1}, {"E": 2900, "S": 32000, "W": -18900, "N": -16000, "table": 0}),
        ("N", {}, "pao_no_yakuman"),
        ("S", {"S": 1}, "bad_pao"),
    ],
)
def test_quick_entry_with_several_winners_and_pao(pao, yakuman, expected):
    result = RIICHI.result_of(
        {"kind": "win", "winner": ["S", "E"], "discarder": "W", "self_drawn": False, "pao": pao}
    )
    options = {"fu": 30}
    entry = QuickEntry(
        "riichi",
        SEATS,
        result,
        points={"S": 13 if yakuman else 3, "E": 2},
        options=options,
        extra={"riichi": {"quick_yakuman": yakuman, "quick_fu": {"E": 30}}},
    )
    if isinstance(expected, str):
        with pytest.raises(InvalidHand) as refused:
            RIICHI.settle_quick(entry, RIICHI.resolve_options(options))
        assert refused.value.code == expected
        return
    settled = RIICHI.settle_quick(entry, RIICHI.resolve_options(options))
    assert settled.settlement.as_dict() == expected
