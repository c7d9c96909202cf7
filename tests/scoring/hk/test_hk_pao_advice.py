"""Pao advice: dangerous games, the 9th/12th slag, raw tiles, Overmacht and the 7-5 rule."""

from __future__ import annotations

import pytest

from scoring.engine import InvalidHand, parse_tiles, tile
from scoring.engine.rulesets.hk import PaoAdvice, pao_advice
from tests.hands import melds


def advise(exposed, discarded, *, discards="", discarder="W", claimant="S", left=None, **kw):
    exposed = {seat: melds(*sets) for seat, sets in exposed.items()}
    for key in ("claimant_concealed", "discarder_concealed"):
        if isinstance(kw.get(key), str):
            kw[key] = parse_tiles(kw[key])
    return pao_advice(
        exposed,
        parse_tiles(discards),
        tile(discarded),
        discarder,
        claimant,
        left,
        kw.pop("options", None),
        **kw,
    )


DRAGONS = {"S": ("pung Rd Rd Rd", "pung Gd Gd Gd")}
WINDS3 = {"N": ("pung E E E", "pung S S S", "pung W W W")}
BAMBOO = {"S": ("chow b1 b2 b3", "chow b4 b5 b6", "pung b7 b7 b7")}
SUIT = {"suit_dangerous_game": True}


def test_advice_is_a_small_value_object():
    advice = advise(DRAGONS, "Wd")
    assert isinstance(advice, PaoAdvice)
    assert advice.liable and advice.trigger == "dragons" and advice.source.startswith("004 L")
    assert "004" not in advice.reason or advice.reason


CASES = [
    # (name, exposed, discarded, keywords, liable, trigger, conditional)
    ("dragons: third dragon", DRAGONS, "Wd", {}, True, "dragons", False),
    (
        "dragons: completes the third pung",
        DRAGONS,
        "Wd",
        {"claimant_concealed": "Wd Wd b2 b3 b4 k9 k9"},
        True,
        "dragons",
        False,
    ),
    (
        "dragons: only the pair of little three dragons",
        DRAGONS,
        "Wd",
        {"claimant_concealed": "Wd b2 b3 b4 c6 c7 c8"},
        False,
        "dragons",
        False,
    ),
    ("dragons: the 9th slag by a pung", DRAGONS, "Wd", {"claim": "pung"}, True, "dragons", True),
    ("dragons: a suit tile", DRAGONS, "b4", {}, False, None, False),
    (
        "one dragon pung is no dangerous game",
        {"S": ("pung Rd Rd Rd",)},
        "Wd",
        {},
        False,
        None,
        False,
    ),
    (
        "a concealed kong is no slag",
        {"S": ("pung Rd Rd Rd", "kong* Gd Gd Gd Gd")},
        "Wd",
        {},
        False,
        None,
        False,
    ),
    ("winds: the 4th wind", WINDS3, "N", {"claimant": "N", "discarder": "S"}, True, "winds", False),
    (
        "winds: the wind pair of little four winds",
        WINDS3,
        "N",
        {"claimant": "N", "discarder": "S", "claimant_concealed": "N b5 b5 b5"},
        True,
        "winds",
        False,
    ),
    (
        "winds: the 12th slag",
        WINDS3,
        "N",
        {"claimant": "N", "discarder": "S", "claim": "pung"},
        True,
        "winds",
        True,
    ),
    (
        "honours",
        {"S": ("pung E E E", "pung Rd Rd Rd", "pung N N N")},
        "Gd",
        {},
        True,
        "honours",
        False,
    ),
    (
        "terminals",
        {"S": ("pung b1 b1 b1", "pung c9 c9 c9", "pung k1 k1 k1")},
        "b9",
        {},
        True,
        "terminals",
        False,
    ),
    (
        "terminals: a chow breaks it",
        {"S": ("pung b1 b1 b1", "pung c9 c9 c9", "chow k1 k2 k3")},
        "b9",
        {},
        False,
        None,
        False,
    ),
    ("suit variant off", BAMBOO, "b8", {}, False, None, False),
    ("suit: raw tile, hand unknown", BAMBOO, "b8", {"options": SUIT}, True, "suit", False),
    (
        "suit: non-raw tile of the latest suit",
        BAMBOO,
        "b8",
        {"options": SUIT, "discards": "b8"},
        False,
        "suit",
        False,
    ),
    (
        "suit: no superschoon with the tile",
        BAMBOO,
        "b8",
        {"options": SUIT, "claimant_concealed": "N N b8 b9"},
        False,
        "suit",
        False,
    ),
    ("suit: another suit", BAMBOO, "c8", {"options": SUIT}, False, None, False),
    (
        "suit: claimant shows an honour set",
        {"S": (*BAMBOO["S"], "pung E E E")},
        "b8",
        {"options": SUIT},
        False,
        "suit",
        False,
    ),
    ("suit: 12th slag", BAMBOO, "b8", {"options": SUIT, "claim": "chow"}, True, "suit", True),
    (
        "suit: held a safe honour",
        BAMBOO,
        "b8",
        {"options": SUIT, "discarder_concealed": "b8 E c1"},
        True,
        "suit",
        False,
    ),
    (
        "suit: held a non-raw bamboo",
        BAMBOO,
        "b8",
        {"options": SUIT, "discards": "b9", "discarder_concealed": "b8 b9"},
        True,
        "suit",
        False,
    ),
    (
        "suit: Overmacht, only raw bamboo",
        BAMBOO,
        "b8",
        {"options": SUIT, "discarder_concealed": "b8 b9 b9"},
        False,
        "suit",
        False,
    ),
    (
        "suit: Overmacht lost by a later claim",
        BAMBOO,
        "b8",
        {
            "options": SUIT,
            "discarder_concealed": "b8 b9 b9",
            "discarder_claimed_since_danger": True,
        },
        True,
        "suit",
        False,
    ),
    (
        "7-rule: a wind with 6 tiles left",
        {},
        "E",
        {"options": {"live_wall": 2}, "left": 6},
        True,
        "seven_rule",
        False,
    ),
    ("7-rule: not before", {}, "E", {"options": {"live_wall": 2}, "left": 7}, False, None, False),
    ("7-rule: not with live wall 1", {}, "E", {"left": 3}, False, None, False),
    (
        "5-rule: a raw suit tile",
        {},
        "c4",
        {"options": {"live_wall": 2}, "left": 4},
        True,
        "five_rule",
        False,
    ),
    (
        "5-rule: non-raw is allowed",
        {},
        "c4",
        {"options": {"live_wall": 2}, "left": 4, "discards": "c4"},
        False,
        None,
        False,
    ),
    (
        "5-rule: not at 5 tiles",
        {},
        "c4",
        {"options": {"live_wall": 2}, "left": 5},
        False,
        None,
        False,
    ),
    (
        "7-5 rule: only a winning discard",
        {},
        "E",
        {"options": {"live_wall": 2}, "left": 2, "claim": "pung"},
        False,
        None,
        False,
    ),
]


@pytest.mark.parametrize(
    ("exposed", "discarded", "kw", "liable", "trigger", "conditional"),
    [pytest.param(e, d, k, li, t, c, id=n) for n, e, d, k, li, t, c in CASES],
)
def test_pao_advice(exposed, discarded, kw, liable, trigger, conditional):
    advice = advise(exposed, discarded, **dict(kw))
    assert advice.liable is liable, advice.reason
    assert advice.trigger == trigger
    assert advice.conditional is conditional
    assert advice.reason and advice.source.startswith("004")


def test_suit_order_of_dangerous_games():
    # E had characters first, S bamboo later: a raw character while holding a non-raw
    # bamboo is Pao (004 L1376-1379); the non-raw bamboo is not
    exposed = {
        "E": ("chow k1 k2 k3", "pung k5 k5 k5", "chow k7 k8 k9"),
        "S": ("chow b1 b2 b3", "chow b4 b5 b6", "pung b7 b7 b7"),
    }
    kw = {"options": SUIT, "discards": "b9", "danger_order": ("E", "S"), "discarder": "N"}
    raw_k = advise(exposed, "k4", claimant="E", discarder_concealed="k4 b9", **kw)
    assert raw_k.liable
    only_raw = advise(exposed, "k4", claimant="E", discarder_concealed="k4 b8", **kw)
    assert only_raw.liable  # a raw bamboo of the latest game was the Overmacht choice
    latest = advise(exposed, "b8", claimant="S", discarder_concealed="k4 b8", **kw)
    assert not latest.liable and latest.trigger == "suit"


def test_overmacht_flag_when_the_hand_is_unknown():
    advice = advise(BAMBOO, "b8", options=SUIT)
    assert advice.overmacht
    lost = advise(BAMBOO, "b8", options=SUIT, discarder_claimed_since_danger=True)
    assert not lost.overmacht


@pytest.mark.parametrize(
    ("kw", "code"),
    [
        ({"discarder": "S"}, "claim_own_discard"),
        ({"claim": "ron"}, "bad_claim"),
        ({"left": -1}, "bad_wall"),
    ],
)
def test_bad_input(kw, code):
    with pytest.raises(InvalidHand) as info:
        advise(DRAGONS, "Wd", **kw)
    assert info.value.code == code


def test_bonus_tile_is_not_a_discard():
    with pytest.raises(InvalidHand):
        advise(DRAGONS, "f1")
