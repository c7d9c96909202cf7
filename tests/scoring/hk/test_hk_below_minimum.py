"""A Mahjong with fewer fan than the club's minimum is no win: it is a false Mahjong of the
winner (004 L877-885), so the engine refuses it as a win (``BelowMinimum``, as every
ruleset refuses a win under its minimum) and carries what it settles as when recorded as
one (L887-894); option ``below_min_fan`` = accept lets it stand. The same from the tiles and
from the table's own count."""

from __future__ import annotations

import pytest

from scoring.engine import BelowMinimum, QuickEntry, ResultKind, WinResult
from scoring.engine.rulesets.hk import RULESET

from .helpers import hk_score

CHOWS = "k2 k3 k4 b5 b6 b7 c7 c8 c9 c5 c5 c1 c2 c3"  # 2 fan on W's discard
FALSE_ON_DISCARD = {"E": 32, "S": -96, "W": 32, "N": 32}  # the 8-fan row to each player

ROWS = [
    # (options, result, winner's points, settlement)
    ({"min_fan": 3}, {"discarder": "W"}, 0, FALSE_ON_DISCARD),
    (
        {"min_fan": 3, "false_mahjong_discard": "to_discarder"},
        {"discarder": "W"},
        0,
        {"E": 0, "S": -64, "W": 64, "N": 0},
    ),
    (
        {"min_fan": 3, "below_min_fan": "accept"},
        {"discarder": "W"},
        2,
        {"E": 0, "S": 4, "W": -4, "N": 0},
    ),
    ({"min_fan": 2}, {"discarder": "W"}, 2, {"E": 0, "S": 4, "W": -4, "N": 0}),
    ({"min_fan": 4}, {"self_drawn": True, "discarder": None}, 0, FALSE_ON_DISCARD),
]


@pytest.mark.parametrize(("options", "result", "points", "settlement"), ROWS)
def test_below_the_minimum_from_the_tiles(options, result, points, settlement):
    if points:
        score = hk_score(CHOWS, options=options, **result)
    else:
        with pytest.raises(BelowMinimum) as refused:
            hk_score(CHOWS, options=options, **result)
        assert refused.value.code == "min_fan"
        assert refused.value.params["minimum"] == options["min_fan"]
        assert refused.value.false_mahjong is not None
        score = refused.value.false_mahjong
    assert score.points["S"] == points
    assert score.settlement.as_dict() == settlement
    if not points:
        assert score.notes == (
            f"S has {score.fan_total} fan, at least {options['min_fan']} are needed to go out: "
            "a false Mahjong, paid as one (004 L884-894)",
        )


@pytest.mark.parametrize(("options", "result", "points", "settlement"), ROWS)
def test_below_the_minimum_from_the_table_count(options, result, points, settlement):
    fan = 3 if result.get("self_drawn") else 2  # self-drawn adds 1 fan to the tiles' count
    entry = QuickEntry(
        ruleset="hk",
        seats=("E", "S", "W", "N"),
        result=WinResult(ResultKind.WIN, winner="S", **result),
        points={"S": fan},
        options=options,
    )
    if points:
        score = RULESET.settle_quick(entry, RULESET.resolve_options(entry.options))
    else:
        with pytest.raises(BelowMinimum) as refused:
            RULESET.settle_quick(entry, RULESET.resolve_options(entry.options))
        assert refused.value.params == {"points": fan, "minimum": options["min_fan"]}
        assert refused.value.false_mahjong is not None
        score = refused.value.false_mahjong
    assert score.points["S"] == points
    assert score.settlement.as_dict() == settlement
