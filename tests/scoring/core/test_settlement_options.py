"""Value objects check their invariants when built."""

import pytest

from scoring.engine import InvalidOptions, Option, Settlement, SettlementError
from scoring.engine.options import resolve_options


def test_settlement_refuses_a_non_zero_sum():
    with pytest.raises(SettlementError):
        Settlement({"E": 10, "S": -5})


def test_settlement_refuses_fractions():
    with pytest.raises(SettlementError):
        Settlement({"E": 0.5, "S": -0.5})


def test_settlement_from_payments_orders_seats():
    s = Settlement.from_payments(
        ["N", "E", "S", "W"], [("S", "E", 10), ("W", "E", 10), ("N", "E", 20)]
    )
    assert list(s.amounts) == ["E", "S", "W", "N"]
    assert s.as_dict() == {"E": 40, "S": -10, "W": -10, "N": -20}


OPTIONS = (
    Option("limit", 2000, "the limit"),
    Option("flowers", False, "play with flowers"),
    Option("table", "main", "points table", choices=("main", "alternative")),
)


@pytest.mark.parametrize(
    ("chosen", "expected"),
    [
        ({}, {"limit": 2000, "flowers": False, "table": "main"}),
        ({"limit": 1000}, {"limit": 1000, "flowers": False, "table": "main"}),
        (
            {"table": "alternative", "flowers": True},
            {"limit": 2000, "flowers": True, "table": "alternative"},
        ),
    ],
)
def test_options_resolve(chosen, expected):
    assert dict(resolve_options(OPTIONS, chosen)) == expected


@pytest.mark.parametrize(
    ("chosen", "code"),
    [
        ({"limt": 1}, "unknown_option"),
        ({"limit": "many"}, "bad_option_value"),
        ({"limit": True}, "bad_option_value"),
        ({"flowers": 1}, "bad_option_value"),
        ({"table": "other"}, "bad_option_value"),
    ],
)
def test_bad_options_are_refused(chosen, code):
    with pytest.raises(InvalidOptions) as exc:
        resolve_options(OPTIONS, chosen)
    assert exc.value.code == code
