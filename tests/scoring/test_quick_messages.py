"""Quick entry's shared refusals reach the scorekeeper in their language for every ruleset:
the engine gives each the params its translated message needs (scoring/messages.py)."""

from __future__ import annotations

import pytest
from django.utils import translation

from scoring.engine import InvalidHand, QuickEntry, ResultKind, WinResult, get_ruleset
from scoring.engine.registry import ruleset_ids
from scoring.messages import error_message

TWO_SEATS = QuickEntry(
    ruleset="any",
    seats=("E", "S"),
    result=WinResult(ResultKind.WIN, winner="S", discarder="E"),
    points={"S": 8},
)


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_a_wrong_table_size_is_translated(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    with pytest.raises(InvalidHand) as raised:
        ruleset.settle_quick(TWO_SEATS, ruleset.resolve_options())
    assert raised.value.code == "table_size"
    with translation.override("nl"):
        shown = error_message(raised.value)
    assert shown != str(raised.value)
    assert "2" in shown
