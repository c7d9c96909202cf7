"""The typed hand value (``scoring.hand_value.HandEntry``): it reads every stored-entry
shape the product meets and writes back exactly the same dict, and a malformed dict is
refused with the engine's coded error."""

from __future__ import annotations

import dataclasses
import random

import pytest

from scoring.engine import InvalidHand, ResultKind
from scoring.engine.registry import ruleset_ids
from scoring.hand_value import EntryResult, HandEntry, QuickTotals
from tests.golden import GOLDEN_DIR, golden_data
from tournaments.demo.hands import demo_hand

# keys of a golden case that describe the case, not the hand a table stores
CASE_ONLY = ("source", "expected", "note", "reconstructed")


def _golden_entries() -> list[tuple[str, dict]]:
    entries = []
    for path in sorted(GOLDEN_DIR.glob("*.yaml")):
        for case in golden_data(path.name)["cases"]:
            entry = {k: v for k, v in case.items() if k not in CASE_ONLY}
            entries.append((f"{path.stem}:{case['id']}", entry))
    return entries


GOLDEN = _golden_entries()
WIN = {"kind": "win", "winner": "E", "self_drawn": True}


@pytest.mark.parametrize("entry", [e for _, e in GOLDEN], ids=[i for i, _ in GOLDEN])
def test_a_golden_case_round_trips(entry):
    value = HandEntry.from_dict(entry)
    assert value.to_dict() == entry
    assert list(value.to_dict()) == list(entry)
    assert HandEntry.from_dict(value.to_dict()) == value


@pytest.mark.parametrize("ruleset", ruleset_ids())
def test_demo_hands_round_trip(ruleset):
    rng = random.Random(18)
    for _ in range(200):
        value = demo_hand(rng=rng, ruleset=ruleset)
        stored = value.to_dict()
        assert list(stored) == ["ruleset", "prevailing_wind", "players", "result", "quick"]
        assert HandEntry.from_dict(stored) == value
        assert HandEntry.from_dict(stored).to_dict() == stored


def test_a_built_value_writes_only_the_keys_it_has():
    value = HandEntry(
        players={"E": {}, "S": {}, "W": {}},
        result=EntryResult(kind="win", winner="E", self_drawn=True),
        quick=QuickTotals(points={"E": 8}, laak=2),
    )
    assert value.to_dict() == {
        "players": {"E": {}, "S": {}, "W": {}},
        "result": {"kind": "win", "winner": "E", "self_drawn": True},
        "quick": {"points": {"E": 8}, "laak": 2},
    }
    assert value.result.typed.kind is ResultKind.WIN
    assert value.winds == ("E", "S", "W")
    assert value.is_quick and not value.has_tiles
    assert HandEntry.from_dict(value.to_dict()) == value


def test_replace_adds_and_drops_keys():
    value = HandEntry(players={"E": {}}, result=EntryResult(kind="draw"))
    filled = value.changed(ruleset="nmb", prevailing_wind="S", sitting_out="Ann")
    assert filled.to_dict() == {
        "ruleset": "nmb",
        "prevailing_wind": "S",
        "players": {"E": {}},
        "sitting_out": "Ann",
        "result": {"kind": "draw"},
    }
    assert "sitting_out" not in filled.changed(sitting_out=None).to_dict()


def test_keys_the_product_does_not_read_are_kept():
    stored = {
        "id": 7,
        "players": {"E": {}},
        "result": {**WIN, "note": "x"},
        "quick": {"points": {"E": 8}, "by": "hand"},
        "expected": {"E": 8},
    }
    value = HandEntry.from_dict(stored)
    assert value.extra == {"id": 7, "expected": {"E": 8}}
    assert value.to_dict() == stored
    assert value.changed(ruleset="nmb").to_dict() == {**stored, "ruleset": "nmb"}


def test_a_field_set_with_dataclasses_replace_is_written():
    value = HandEntry.from_dict({"players": {"E": {}}, "result": {"kind": "draw"}})
    result = dataclasses.replace(value.result, kind="win", winner="E", self_drawn=True)
    assert dataclasses.replace(value, result=result).to_dict()["result"] == WIN


def test_the_value_is_a_copy():
    stored = {"players": {"E": {"concealed": ["b1"]}}, "result": {"kind": "draw"}}
    value = HandEntry.from_dict(stored)
    out = value.to_dict()
    out["players"]["E"]["concealed"].append("b2")
    assert value.to_dict() == stored
    with pytest.raises(TypeError):
        value.players["E"] = {}  # type: ignore[index]


MALFORMED = [
    ("not a mapping", ["E"], "not_a_hand"),
    ("players a list", {"players": ["E"], "result": WIN}, "no_players"),
    ("bad seat", {"players": {"X": {}}, "result": WIN}, "bad_seat"),
    ("bad player", {"players": {"E": "b1 b2"}, "result": WIN}, "bad_player"),
    ("no result", {"players": {"E": {}}}, "no_result"),
    ("unknown kind", {"players": {"E": {}}, "result": {"kind": "won"}}, "bad_result_kind"),
    ("win without winner", {"players": {"E": {}}, "result": {"kind": "win"}}, "no_winner"),
    ("options a list", {"players": {"E": {}}, "result": WIN, "options": []}, "bad_options"),
    ("ruleset a number", {"players": {"E": {}}, "result": WIN, "ruleset": 3}, "not_a_text_value"),
    ("quick a list", {"players": {"E": {}}, "result": WIN, "quick": []}, "bad_quick"),
    (
        "quick points text",
        {"players": {"E": {}}, "result": WIN, "quick": {"points": {"E": "8"}}},
        "bad_points",
    ),
    (
        "quick points seat",
        {"players": {"E": {}}, "result": WIN, "quick": {"points": {"Q": 8}}},
        "bad_seat",
    ),
    (
        "quick flowers text",
        {"players": {"E": {}}, "result": WIN, "quick": {"points": {}, "flowers": "2"}},
        "bad_flowers",
    ),
]


@pytest.mark.parametrize(
    ("data", "code"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED]
)
def test_a_malformed_entry_gets_a_coded_error(data, code):
    with pytest.raises(InvalidHand) as caught:
        HandEntry.from_dict(data)
    assert caught.value.code == code


@pytest.mark.parametrize(
    "result",
    [
        {"kind": "win", "winner": ["S", "N"], "self_drawn": False, "discarder": "W"},
        {"kind": "win", "winner": ["N", "E", "S"], "self_drawn": False, "discarder": "W"},
        {"kind": "win", "winner": "S", "self_drawn": False, "discarder": "W"},
    ],
)
def test_several_winners_round_trip_and_the_first_after_the_discarder_is_the_winner(result):
    read = EntryResult.from_dict(result)
    assert read.to_dict() == result
    assert read.winner == "N" if isinstance(result["winner"], list) else read.winner == "S"
    assert read.typed.winner == read.winner
    moved = HandEntry(result=read).moved({"E": "S", "S": "W", "W": "N", "N": "E"}).result
    assert set(moved.won_by) == {({"E": "S", "S": "W", "W": "N", "N": "E"})[w] for w in read.won_by}


@pytest.mark.parametrize(
    ("result", "code"),
    [
        ({"kind": "win", "winner": ["S", "S"], "discarder": "W"}, "winner_twice"),
        ({"kind": "win", "winner": ["S", "W"], "discarder": "W"}, "winner_is_discarder"),
        ({"kind": "win", "winner": ["S", "N"], "self_drawn": True}, "several_winners_self_drawn"),
        ({"kind": "draw", "winner": ["S", "N"], "discarder": "W"}, "winners_without_win"),
        ({"kind": "win", "winner": ["S", "X"], "discarder": "W"}, "bad_seat"),
        ({"kind": "win", "winner": [], "discarder": "W"}, "no_winner"),
    ],
)
def test_a_bad_list_of_winners_is_refused_with_its_code(result, code):
    with pytest.raises(InvalidHand) as caught:
        EntryResult.from_dict(result)
    assert caught.value.code == code
