"""The entry form yields a typed :class:`~scoring.hand_value.HandEntry` for every ruleset
and entry mode, whose stored dict is the interchange shape the product has always stored
and reads back to the same value."""

from __future__ import annotations

import pytest

from scoring.engine.registry import ruleset_ids
from scoring.forms import HandEntryForm
from scoring.hand_value import HandEntry
from tournaments.play.selectors.rulesets import ruleset_info

RULESETS = ruleset_ids()
PLAYERS = [("E", "Ann"), ("S", "Bob"), ("W", "Cor"), ("N", "Dirk")]
TILES = "b1 b2 b3 b4 b5 b6 b7 b8 b9 c1 c1 c1 E E"
NO_TILES = {"E": {}, "S": {}, "W": {}, "N": {}}

# (what, the posted fields, the stored dict apart from "players" and "quick")
ENTRIES = [
    ("tiles draw", {"mode": "tiles", "kind": "draw"}, {"result": {"kind": "draw"}}),
    (
        "tiles false mahjong",
        {"mode": "tiles", "kind": "false_mahjong", "claimant": "W"},
        {"result": {"kind": "false_mahjong", "claimant": "W"}},
    ),
    (
        "tiles win on a discard",
        {
            "mode": "tiles",
            "kind": "win",
            "winner": "E",
            "discarder": "S",
            "tiles_E": TILES,
            "winning_tile": "E",
        },
        {
            "result": {
                "kind": "win",
                "winner": "E",
                "self_drawn": False,
                "discarder": "S",
                "winning_tile": "E",
            }
        },
    ),
    (
        "tiles win self-drawn",
        {"mode": "tiles", "kind": "win", "winner": "E", "discarder": "self", "tiles_E": TILES},
        {"result": {"kind": "win", "winner": "E", "self_drawn": True}},
    ),
    ("quick draw", {"mode": "quick", "kind": "draw"}, {"result": {"kind": "draw"}}),
    (
        "quick false mahjong",
        {"mode": "quick", "kind": "false_mahjong", "claimant": "W"},
        {"result": {"kind": "false_mahjong", "claimant": "W"}},
    ),
    (
        "quick win",
        {
            "mode": "quick",
            "kind": "win",
            "winner": "E",
            "discarder": "S",
            "points_E": 40,
            "points_S": 8,
        },
        {"result": {"kind": "win", "winner": "E", "self_drawn": False, "discarder": "S"}},
    ),
]


def _form(ruleset: str, data: dict) -> HandEntryForm:
    info = ruleset_info(ruleset)
    return HandEntryForm(
        data,
        players=PLAYERS,
        every_player_scores=info["every_player_scores"],
        has_pao=info["has_pao"],
        has_laak=info["has_laak"],
        has_flowers=info["has_flowers"],
        conditions=info["conditions"],
    )


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("data", "stored"), [e[1:] for e in ENTRIES], ids=[e[0] for e in ENTRIES])
def test_the_form_yields_a_hand_entry_that_round_trips(ruleset, data, stored):
    every = ruleset_info(ruleset)["every_player_scores"]
    if data["kind"] == "win" and data["mode"] == "tiles" and every:  # the others' hands too
        data = {**data, "tiles_S": "dead", "tiles_W": "dead", "tiles_N": "dead"}
    form = _form(ruleset, data)
    assert form.is_valid(), form.errors
    value = form.valid_entry
    assert isinstance(value, HandEntry)
    out = value.to_dict()
    assert out["result"] == stored["result"]
    if data["mode"] == "quick":
        assert out["players"] == NO_TILES
        every = ruleset_info(ruleset)["every_player_scores"]
        if data["kind"] == "win":
            points = {"E": 40, "S": 8, "W": 0, "N": 0} if every else {"E": 40}
        else:
            points = dict.fromkeys("ESWN", 0) if every else {}
        assert out["quick"] == {"points": points}
    else:
        assert "quick" not in out
        assert bool(out["players"]["E"]) == (data["kind"] == "win")
    assert HandEntry.from_dict(out) == value
    assert HandEntry.from_dict(out).to_dict() == out


@pytest.mark.parametrize(
    ("ruleset", "extra", "quick"),
    [
        ("majiang", {"laak": 2}, {"points": {"E": 40}, "laak": 2}),
        ("mcr", {"flowers": 3}, {"points": {"E": 40}, "flowers": 3}),
    ],
)
def test_quick_totals_keep_laak_and_flowers(ruleset, extra, quick):
    data = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "self", "points_E": 40}
    data.update(extra)
    form = _form(ruleset, data)
    assert form.is_valid(), form.errors
    assert form.valid_entry.to_dict()["quick"] == quick
    assert form.valid_entry.quick.points == {"E": 40}


def test_the_entry_is_not_read_before_validation():
    with pytest.raises(ValueError, match="before the form was validated"):
        _form("nmb", {}).valid_entry  # noqa: B018
