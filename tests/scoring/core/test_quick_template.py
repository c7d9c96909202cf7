"""Quick entry is a template method (issue 18): ``Ruleset.settle_quick`` runs the checks every
ruleset shares, once and in order, and a ruleset overrides only the ``quick_*`` hooks.

A bare ruleset that overrides nothing but ``quick_settle`` gets every shared check; the hooks
it overrides change only their own step. The shipped rulesets' codes and messages are pinned
by their own tests (tests/scoring/<ruleset>, tests/tournaments/views)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

import pytest

from scoring.engine import (
    Deal,
    DealScore,
    InvalidHand,
    QuickEntry,
    ResultKind,
    Ruleset,
    Settlement,
    WinResult,
    get_ruleset,
)
from scoring.engine.registry import ruleset_ids

FOUR = ("E", "S", "W", "N")


class Bare(Ruleset):
    """Pays the winner's total, by the discarder or (self-drawn) by everyone."""

    id: ClassVar[str] = "bare"
    name: ClassVar[str] = "Kaal"
    name_en: ClassVar[str] = "Bare"
    seed: ClassVar[str] = "test"

    def score_valid(self, deal: Deal, options: Mapping[str, object]) -> DealScore:
        raise NotImplementedError

    def quick_settle(
        self, entry: QuickEntry, seats: tuple[str, ...], options: Mapping[str, object]
    ) -> DealScore:
        winner, total = entry.result.winner_seat, entry.winner_total
        payers = (entry.result.discarder,) if entry.result.discarder else seats
        payments = ((p, winner, total) for p in payers if p != winner)
        return DealScore(self.id, {winner: total}, Settlement.from_payments(seats, payments))


class Strict(Bare):
    """The same with a maximum, a minimum and the discarder paying."""

    quick_discarder_pays: ClassVar[bool] = True

    def quick_maximum(self, options: Mapping[str, object]) -> int:
        return 100

    def quick_minimum(self, entry: QuickEntry, options: Mapping[str, object]) -> int:
        return 8


def _entry(seats=FOUR, points=None, **result) -> QuickEntry:
    result.setdefault("kind", ResultKind.WIN)
    return QuickEntry(ruleset="bare", seats=seats, result=WinResult(**result), points=points or {})


WIN_BY_S = {"winner": "S", "discarder": "E"}

# (ruleset, entry, the error code or None, the settlement when there is one)
CASES = [
    (Bare(), _entry(seats=("E", "S"), points={"S": 5}, **WIN_BY_S), "table_size", None),
    (Bare(), _entry(kind=ResultKind.DRAW), None, {"E": 0, "S": 0, "W": 0, "N": 0}),
    (Bare(), _entry(kind=ResultKind.FALSE_MAHJONG, claimant="S"), None, dict.fromkeys(FOUR, 0)),
    (Bare(), _entry(points={"E": 3}, **WIN_BY_S), "no_total", None),
    (Bare(), _entry(points={"S": 500, "E": 999}, **WIN_BY_S), None, None),
    (Bare(), _entry(points={"S": 5}, winner="S", discarder="S"), None, None),
    (Bare(), _entry(points={"S": 5}, **WIN_BY_S), None, {"E": -5, "S": 5, "W": 0, "N": 0}),
    (Strict(), _entry(points={"S": 50, "E": 101}, **WIN_BY_S), "above_limit", None),
    (Strict(), _entry(points={"E": 101}, **WIN_BY_S), "above_limit", None),
    (Strict(), _entry(points={"S": 50}, winner="S", discarder="S"), "winner_is_discarder", None),
    (Strict(), _entry(points={"S": 7}, **WIN_BY_S), "below_minimum", None),
    (Strict(), _entry(points={"S": 8}, **WIN_BY_S), None, {"E": -8, "S": 8, "W": 0, "N": 0}),
]


@pytest.mark.parametrize(("ruleset", "entry", "code", "settlement"), CASES)
def test_the_template_runs_the_shared_checks(ruleset, entry, code, settlement):
    if code is not None:
        with pytest.raises(InvalidHand) as raised:
            ruleset.settle_quick(entry, {})
        assert raised.value.code == code
        return
    score = ruleset.settle_quick(entry, {})
    assert sum(score.settlement.amounts.values()) == 0
    if settlement is not None:
        assert dict(score.settlement.amounts) == settlement


def test_the_checks_run_in_order_the_maximum_before_the_missing_total():
    """Every total is held against the maximum before the winner's total is asked for."""
    with pytest.raises(InvalidHand) as raised:
        Strict().settle_quick(_entry(points={"E": 101}, **WIN_BY_S), {})
    assert raised.value.code == "above_limit"


def test_a_ruleset_without_quick_settle_says_so():
    class Unfinished(Bare):
        quick_settle = Ruleset.quick_settle

    with pytest.raises(NotImplementedError):
        Unfinished().settle_quick(_entry(points={"S": 5}, **WIN_BY_S), {})


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_every_ruleset_uses_the_template(ruleset_id):
    """No ruleset writes quick entry's checks again: each overrides hooks only."""
    assert type(get_ruleset(ruleset_id)).settle_quick is Ruleset.settle_quick
