"""Comparing a score with a case's ``expected`` block (shared/golden/FORMAT.md): every
number given is compared exactly; element names are for people and are not compared."""

from __future__ import annotations

from collections.abc import Mapping

from .result import DealScore


def compare_expected(expected: Mapping[str, object], score: DealScore) -> list[str]:
    """The differences, as lines for people; empty when the score matches."""
    problems: list[str] = []
    for key, actual in (("points", score.points), ("settlement", score.settlement.amounts)):
        wanted = expected.get(key)
        if not wanted:
            continue
        for seat, value in wanted.items():
            got = actual.get(seat)
            if got != value:
                problems.append(f"{key} {seat}: expected {value}, got {got}")
    wanted_total = expected.get("fan_total")
    if wanted_total is not None and score.fan_total != wanted_total:
        problems.append(f"fan_total: expected {expected['fan_total']}, got {score.fan_total}")
    return problems
