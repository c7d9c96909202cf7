"""Comparing a score with a case's ``expected`` block (shared/golden/FORMAT.md): every
number given is compared exactly; element names are for people and are not compared. A
number the score could not compute (a seat whose tiles are unknown, the settlement that
needs them) is a difference too: ``expected`` lists only what the seed example states."""

from __future__ import annotations

from collections.abc import Mapping

from .result import DealScore


def compare_expected(expected: Mapping[str, object], score: DealScore) -> list[str]:
    """The differences, as lines for people; empty when the score matches."""
    problems: list[str] = []
    settled = score.settlement.amounts if score.settlement is not None else None
    for key, actual in (("points", score.points), ("settlement", settled)):
        wanted = expected.get(key)
        if not wanted or not isinstance(wanted, Mapping):
            continue
        for seat, value in wanted.items():
            if actual is None:
                unknown = ", ".join(score.unknown)
                problems.append(
                    f"{key} {seat}: expected {value}, but no settlement (tiles of {unknown} unknown)"
                )
                continue
            if key == "points" and seat in score.unknown:
                problems.append(
                    f"{key} {seat}: expected {value}, but the tiles of {seat} are unknown"
                )
                continue
            got = actual.get(seat)
            if got != value:
                problems.append(f"{key} {seat}: expected {value}, got {got}")
    for name, figure in score.figures.items():
        wanted_figure = expected.get(name)
        if wanted_figure is None:
            continue
        if isinstance(wanted_figure, Mapping):
            got_by_seat = figure if isinstance(figure, Mapping) else {}
            for seat, value in wanted_figure.items():
                if got_by_seat.get(seat) != value:
                    problems.append(f"{name} {seat}: expected {value}, got {got_by_seat.get(seat)}")
        elif figure != wanted_figure:
            problems.append(f"{name}: expected {wanted_figure}, got {figure}")
    for name in ("han", "fu"):
        if name in expected and name not in score.figures:
            problems.append(f"{name}: expected {expected[name]}, but the ruleset gives none")
    wanted_total = expected.get("fan_total")
    if wanted_total is not None and score.fan_total != wanted_total:
        problems.append(f"fan_total: expected {expected['fan_total']}, got {score.fan_total}")
    return problems
