"""HK quick entry with no fan cap (variant j, ``fan_cap`` 0): a total far above any hand is
refused with a message, not a crash; the payment table keeps doubling every 2 fan."""

import pytest

from scoring.engine import InvalidHand, get_ruleset
from scoring.engine.hand import ResultKind, WinResult
from scoring.engine.quick import QuickEntry
from scoring.engine.rulesets.hk.payments import t1_van_tafel
from scoring.engine.rulesets.hk.ruleset import NO_CAP_MOST_FAN

SEATS = ("E", "S", "W", "N")


def quick(total: int) -> QuickEntry:
    return QuickEntry(
        ruleset="hk",
        seats=SEATS,
        result=WinResult(kind=ResultKind.WIN, winner="S", discarder="E"),
        points={"S": total},
        options={"fan_cap": 0},
    )


@pytest.mark.parametrize("fan, amount", [(10, t1_van_tafel(10)), (12, 2 * t1_van_tafel(10))])
def test_the_table_doubles_every_two_fan_above_ten(fan, amount):
    assert t1_van_tafel(fan) == amount


def test_a_huge_fan_count_is_counted_without_recursion():
    assert t1_van_tafel(5000) == t1_van_tafel(10) << 2495


@pytest.mark.parametrize("total", [NO_CAP_MOST_FAN + 1, 5000])
def test_a_total_above_the_ceiling_is_refused_with_its_code(total):
    rs = get_ruleset("hk")
    with pytest.raises(InvalidHand) as caught:
        rs.settle_quick(quick(total), rs.resolve_options({"fan_cap": 0}))
    assert caught.value.code == "above_limit"
    assert caught.value.params["limit"] == NO_CAP_MOST_FAN


def test_a_total_at_the_ceiling_settles_and_sums_to_zero():
    rs = get_ruleset("hk")
    score = rs.settle_quick(quick(NO_CAP_MOST_FAN), rs.resolve_options({"fan_cap": 0}))
    assert sum(score.settlement.as_dict().values()) == 0
