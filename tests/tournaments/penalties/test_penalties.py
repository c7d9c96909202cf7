"""How a penalty's points are shared (pure, no database): table-driven."""

import pytest

from scoring.engine.registry import ruleset_ids
from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tournaments.penalties.reasons import REASON_LABELS, mode_for, penalty_shares, reason_ids

CASES = [
    # points, mode, penalised, winds, expected
    (10, "deducted", "E", "ESWN", {"E": -10}),
    (10, "table", "E", "ESWN", {"E": -10, "S": 4, "W": 3, "N": 3}),
    (10, "table", "W", "ESWN", {"W": -10, "N": 4, "E": 3, "S": 3}),
    (9, "table", "S", "ESWN", {"S": -9, "W": 3, "N": 3, "E": 3}),
    (2, "table", "N", "ESWN", {"N": -2, "E": 1, "S": 1, "W": 0}),
    (1, "table", "E", "ESW", {"E": -1, "S": 1, "W": 0}),
    (7, "table", "E", "ESWNX", {"E": -7, "S": 2, "W": 2, "N": 2, "X": 1}),
    (5, "deducted", "N", "ESWNX", {"N": -5}),
]


@pytest.mark.parametrize(("points", "mode", "penalised", "winds", "expected"), CASES)
def test_shares(points, mode, penalised, winds, expected):
    shares = penalty_shares(points=points, mode=mode, penalised=penalised, winds=list(winds))
    assert shares == expected
    assert sum(shares.values()) == (0 if mode == "table" else -points)


@pytest.mark.parametrize(
    ("points", "mode", "penalised"), [(0, "table", "E"), (-3, "deducted", "E"), (5, "table", "X")]
)
def test_refused(points, mode, penalised):
    with pytest.raises(ValueError):
        penalty_shares(points=points, mode=mode, penalised=penalised, winds=list("ESWN"))


@pytest.mark.parametrize(
    ("event_mode", "ruleset", "expected"),
    [
        ("", "mcr", "deducted"),
        ("", "nmb", "table"),
        ("", "hk", "table"),
        ("table", "mcr", "table"),
        ("deducted", "nmb", "deducted"),
    ],
)
def test_mode_defaults_by_ruleset(event_mode, ruleset, expected):
    assert mode_for(event_mode=event_mode, ruleset=ruleset) == expected


def test_every_reason_has_a_label_and_other_is_always_offered():
    for ruleset in ruleset_ids():
        reasons = reason_ids(ruleset)
        assert set(reasons) <= set(REASON_LABELS)
        assert "other" in reasons
    assert "false_claim" in reason_ids("mcr")
    assert "false_claim" not in reason_ids("nmb")
