"""Melds check their own shape; a deal checks its seats; the interchange format round-trips."""

import contextlib
import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.engine import (
    InvalidHand,
    Meld,
    MeldKind,
    deal_from_dict,
    deal_to_dict,
    get_ruleset,
    parse_tiles,
)


@pytest.mark.parametrize(
    ("kind", "tiles", "code"),
    [
        ("chow", "E S W", "bad_chow"),
        ("chow", "Rd Gd Wd", "bad_chow"),
        ("chow", "b8 b9 c1", "bad_chow"),
        ("chow", "b1 b3 b5", "bad_chow"),
        ("pung", "b1 b1 b2", "mixed_set"),
        ("kong", "b1 b1 b1", "meld_size"),
        ("pung", "f1 f1 f1", "bonus_in_meld"),
    ],
)
def test_impossible_melds_are_refused(kind, tiles, code):
    with pytest.raises(InvalidHand) as exc:
        Meld(MeldKind(kind), parse_tiles(tiles))
    assert exc.value.code == code


def test_chow_tiles_are_sorted():
    assert Meld(MeldKind.CHOW, parse_tiles("c3 c1 c2")).tiles == parse_tiles("c1 c2 c3")


HAND = {
    "id": "x",
    "ruleset": "nmb",
    "options": {},
    "prevailing_wind": "S",
    "players": {
        "E": {
            "melds": [
                {"kind": "pung", "tiles": ["b3", "b3", "b3"]},
                {"kind": "kong", "tiles": ["Rd", "Rd", "Rd", "Rd"], "concealed": True},
            ],
            "concealed": ["c2", "c3", "c4", "k7", "k7", "k7", "E", "E"],
            "bonus": ["f1"],
            "dead": False,
        },
        "S": {},
        "W": {},
        "N": {},
    },
    "result": {
        "kind": "win",
        "winner": "E",
        "winning_tile": "E",
        "self_drawn": True,
        "discarder": None,
        "conditions": ["kong_replacement"],
        "pao": None,
        "claimant": None,
    },
}


def test_interchange_round_trip_is_exact():
    deal = deal_from_dict(HAND)
    assert deal_to_dict(deal) == HAND
    assert deal.players["E"].kongs == 1
    assert not deal.players["S"].known


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"prevailing_wind": "X"}, "bad_wind"),
        ({"players": {"E": {}, "Q": {}, "W": {}, "N": {}}}, "bad_seat"),
        ({"players": {"E": {}}}, "player_count"),
        ({"result": {"kind": "win"}}, "no_winner"),
        ({"result": {"kind": "explode"}}, "bad_result_kind"),
        ({"result": {"kind": "win", "winner": "E", "conditions": ["lucky"]}}, "bad_condition"),
        ({"result": {"kind": "win", "winner": "E", "discarder": "E"}}, "winner_is_discarder"),
        ({"ruleset": ""}, "no_ruleset"),
    ],
)
def test_malformed_hands_get_precise_errors(change, code):
    with pytest.raises(InvalidHand) as exc:
        deal_from_dict({**HAND, **change})
    assert exc.value.code == code


junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=4),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


@given(
    st.fixed_dictionaries(
        {},
        optional={
            "ruleset": junk,
            "prevailing_wind": junk,
            "players": st.dictionaries(
                st.sampled_from(["E", "S", "W", "N", "X"]), junk, max_size=5
            ),
            "result": junk,
            "options": junk,
        },
    )
)
def test_random_malformed_input_only_raises_scoring_errors(data):
    from scoring.engine import ScoringError

    with contextlib.suppress(ScoringError):
        deal_from_dict(data)


_FALSE_MAHJONG = {
    "prevailing_wind": "E",
    "players": {
        "E": {},
        "S": {"concealed": "b1 b2 b3 c4 c5 c6 k7 k8 k9 E E S S W"},
        "W": {},
        "N": {},
    },
    "result": {"kind": "false_mahjong", "winning_tile": "W", "self_drawn": True, "claimant": "S"},
}


@pytest.mark.parametrize("ruleset", ["mcr", "hk"])
def test_a_false_mahjong_built_without_its_claimant_is_refused(ruleset):
    """A Deal built in code (not read from the interchange format, which checks it) that
    names no claimant gets the engine's error, not a KeyError or a settlement with None."""
    deal = deal_from_dict({**_FALSE_MAHJONG, "ruleset": ruleset})
    deal = dataclasses.replace(deal, result=dataclasses.replace(deal.result, claimant=None))
    with pytest.raises(InvalidHand) as refused:
        get_ruleset(ruleset).score(deal)
    assert refused.value.code == "no_claimant"
