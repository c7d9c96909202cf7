"""The riichi ruleset's own parts, table-driven: the base value and its limits, the payments
(counters, sticks, several winners, liability, draws), the house options, the riichi block
read and written back, quick entry's checks, and the points where the rules differ from the
``mahjong`` package (docs/rulesets/riichi.md)."""

from __future__ import annotations

import copy

import pytest

from scoring.engine import InvalidHand, QuickEntry, ResultKind, WinResult, get_ruleset, read_deal
from scoring.engine.rulesets.riichi.options import RiichiOptions
from scoring.engine.rulesets.riichi.payments import base_value, draw_payments, settle
from tests.golden import golden_cases

RIICHI = get_ruleset("riichi")
EMA = RiichiOptions.from_options({})
WRC = RiichiOptions.from_options({"rules": "wrc"})
NO_KIRIAGE = RiichiOptions.from_options({"kiriage": "no"})
SEATS = ("E", "S", "W", "N")


def _case(case_id: str) -> dict:
    for case in golden_cases("riichi/riichi.yaml"):
        if case.id == case_id:
            return copy.deepcopy(dict(case.data))
    raise KeyError(case_id)


@pytest.mark.parametrize(
    ("han", "fu", "yakuman", "options", "base"),
    [
        (1, 30, 0, EMA, 240),
        (3, 30, 0, EMA, 960),
        (4, 30, 0, EMA, 2000),  # kiriage (EMA 2025 4.1.2)
        (3, 60, 0, EMA, 2000),
        (4, 30, 0, NO_KIRIAGE, 1920),
        (4, 40, 0, EMA, 2000),
        (5, None, 0, EMA, 2000),
        (7, None, 0, EMA, 3000),
        (10, None, 0, EMA, 4000),
        (13, None, 0, EMA, 6000),  # EMA: no counted yakuman
        (13, None, 0, WRC, 8000),
        (13, None, 1, EMA, 8000),
        (26, None, 2, WRC, 16000),
    ],
)
def test_base_value_and_limits(han, fu, yakuman, options, base):
    assert base_value(han, fu, yakuman, options) == base


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        ((), {}),
        (SEATS, {}),
        (("S",), {"E": -1000, "S": 3000, "W": -1000, "N": -1000}),
        (("E", "W"), {"E": 1500, "S": -1500, "W": 1500, "N": -1500}),
        (("E", "S", "N"), {"E": 1000, "S": 1000, "W": -3000, "N": 1000}),
    ],
)
def test_tenpai_payments(tenpai, expected):
    amounts = settle(SEATS, draw_payments(SEATS, tenpai)).amounts
    assert {k: v for k, v in amounts.items() if v} == expected


@pytest.mark.parametrize(
    ("case_id", "options", "han", "fu", "winner_gets"),
    [
        # a double wind pair: 2 fu (the package: 4), unless the club plays the 2016 reading
        ("riichi-W01", {}, 1, 40, 2000),
        ("riichi-W01", {"double_wind_pair_fu": "4"}, 1, 50, 2400),
        # EMA pays one yakuman for two; a club may add them up
        ("riichi-Y03", {}, 13, None, 32000),
        ("riichi-Y03", {"yakuman_add_up": "yes"}, 26, None, 64000),
        # 13 han: EMA sanbaiman, WRC (or the house option) a counted yakuman
        ("riichi-L05", {}, 13, None, 24000),
        ("riichi-L05", {"counted_yakuman": "yes"}, 13, None, 32000),
        # kiriage: a club may pay 3 han 60 fu as 7,900 (the 2016 book)
        ("riichi-K01", {"kiriage": "no"}, 3, 60, 7900),
    ],
)
def test_where_the_rules_and_the_house_options_decide(case_id, options, han, fu, winner_gets):
    data = _case(case_id)
    data["options"] = {**data.get("options", {}), **options}
    score = RIICHI.score(read_deal(data))
    assert score.figures["han"] == han
    assert score.figures.get("fu") == fu
    winner = data["result"]["winner"]
    assert score.settlement[winner] == winner_gets


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({}, {"E": 0, "S": 4200, "W": -5500, "N": 2300, "table": -1000}),
        ({"several_ron": "head_bump"}, {"E": 0, "S": -1000, "W": -1300, "N": 3300, "table": -1000}),
    ],
)
def test_several_winners_or_head_bump_as_the_club_plays(options, expected):
    data = _case("riichi-M01")
    data["options"] = {**data["options"], **options}
    assert RIICHI.score(read_deal(data)).settlement.as_dict() == expected


def test_a_self_drawn_yakuman_with_pao_is_paid_by_the_liable_player_alone():
    data = _case("riichi-Z01")
    data["result"].update(self_drawn=True, discarder=None)
    amounts = RIICHI.score(read_deal(data)).settlement.as_dict()
    # 8,000 + 16,000 + 8,000 and 100 per counter from each of three, all from N
    assert amounts == {"E": 0, "S": 32300, "W": 0, "N": -32300, "table": 0}


def test_blessing_of_man_is_a_mangan_that_combines_with_nothing():
    data = _case("riichi-V01")  # pinfu alone: 1,000
    data["result"]["conditions"] = ["first_discard"]
    score = RIICHI.score(read_deal(data))
    assert [e.element.id for e in score.elements["S"]] == ["riichi.renhou"]
    assert score.settlement["S"] == 8000


def test_the_riichi_block_is_written_back_and_read_again():
    deal = read_deal(_case("riichi-M01"))
    again = read_deal(RIICHI.deal_to_dict(deal))
    assert again == deal
    assert RIICHI.score(again).settlement == RIICHI.score(deal).settlement


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda d: d["riichi"].update(honba=-1), "bad_count"),
        (lambda d: d["riichi"].update(dora_indicators=["f1"]), "riichi_bonus_indicator"),
        (lambda d: d.update(riichi=[1, 2]), "bad_riichi_block"),
        (
            lambda d: d["result"].update(self_drawn=True, discarder=None),
            "several_winners_self_drawn",
        ),
        (lambda d: d["result"].update(winner=["S", "W"]), "winner_is_discarder"),
    ],
)
def test_a_bad_riichi_block_is_refused_with_its_code(change, code):
    data = _case("riichi-M01")
    change(data)
    with pytest.raises(InvalidHand) as refused:
        RIICHI.score(read_deal(data))
    assert refused.value.code == code


@pytest.mark.parametrize(
    ("case_id", "change", "code"),
    [
        (
            "riichi-V03",
            lambda d: d["riichi"].update(riichi=[], ippatsu=True),
            "ippatsu_without_riichi",
        ),
        ("riichi-H01", lambda d: d["riichi"].update(riichi=["N"]), "riichi_open_hand"),
        ("riichi-H01", lambda d: d["result"].update(conditions=[]), "no_yaku"),
        (
            "riichi-V01",
            lambda d: (
                d["result"].update(conditions=["first_discard"], winner="E", discarder="S")
                or d["players"].update(E=d["players"]["S"], S={})
            ),
            "riichi_condition",
        ),
    ],
)
def test_a_hand_the_rules_refuse(case_id, change, code):
    data = _case(case_id)
    change(data)
    with pytest.raises(InvalidHand) as refused:
        RIICHI.score(read_deal(data))
    assert refused.value.code == code


def _quick(han, *, fu=30, yakuman=0, self_drawn=False, options=None):
    result = WinResult(
        kind=ResultKind.WIN,
        winner="S",
        self_drawn=self_drawn,
        discarder=None if self_drawn else "W",
    )
    chosen = {"fu": fu, "yakuman": yakuman, **(options or {})}
    entry = QuickEntry("riichi", SEATS, result, points={"S": han}, options=chosen)
    return RIICHI.settle_quick(entry, RIICHI.resolve_options(chosen))


@pytest.mark.parametrize(
    ("han", "kwargs", "settlement"),
    [
        (3, {}, {"S": 3900, "W": -3900}),
        (2, {"fu": 20, "self_drawn": True}, {"E": -700, "S": 1500, "W": -400, "N": -400}),
        (4, {}, {"S": 8000, "W": -8000}),
        (0, {"yakuman": 1}, {"S": 32000, "W": -32000}),
        (0, {"yakuman": 2, "options": {"rules": "wrc"}}, {"S": 64000, "W": -64000}),
    ],
)
def test_quick_entry_settles_han_and_fu(han, kwargs, settlement):
    amounts = _quick(max(han, 1), **kwargs).settlement.as_dict()
    assert {k: v for k, v in amounts.items() if v} == settlement


@pytest.mark.parametrize(
    ("han", "kwargs", "code"),
    [
        (1, {"fu": 20, "self_drawn": True}, "impossible_han_fu"),
        (1, {"fu": 25}, "impossible_han_fu"),
        (2, {"fu": 35}, "impossible_han_fu"),
        (2, {"fu": 20}, "twenty_fu_self_drawn"),
        (1, {"yakuman": 2}, "yakuman_not_added"),
    ],
)
def test_quick_entry_refuses_a_value_no_hand_has(han, kwargs, code):
    with pytest.raises(InvalidHand) as refused:
        _quick(han, **kwargs)
    assert refused.value.code == code
