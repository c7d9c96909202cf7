"""The annealing run's 3-cycle move (anneal): p takes q's seat, q takes c's at a
third table, c takes p's. Checked against a recount from scratch, for the
validity of the draw, the fairness of odd-table seats and determinism."""

import random
import time

import pytest

from tournaments.seating import anneal as anneal_module
from tournaments.seating.anneal import anneal
from tournaments.seating.search_state import Problem, SearchState

from .test_seating_search_state import _assert_valid, _recount

CASES = [
    # (name, problem): three tables or more, so 3-cycles can happen.
    (
        "tables of four",
        Problem(
            n=16,
            history=(),
            layouts=((4, 4, 4, 4),) * 5,
            byes=(frozenset(),) * 5,
            odd=(frozenset(),) * 5,
        ),
    ),
    (
        "five- and four-player tables",
        Problem(
            n=23,
            history=(),
            layouts=((5, 5, 5, 4, 4),) * 4,
            byes=(frozenset(),) * 4,
            odd=tuple(frozenset((15 * i + k) % 23 for k in range(15)) for i in range(4)),
        ),
    ),
    (
        "tables of three after a played round, with a bye",
        Problem(
            n=16,
            history=(((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15)),),
            layouts=((4, 4, 4, 3),) * 3,
            byes=(frozenset({15}), frozenset({14}), frozenset({13})),
            odd=(frozenset({0, 4, 8}), frozenset({1, 5, 9}), frozenset({2, 6, 10})),
        ),
    ),
]
IDS = [c[0] for c in CASES]


def _run(problem: Problem, seed: int, rate: float, monkeypatch, iterations: int = 4_000):
    monkeypatch.setattr(anneal_module, "CYCLE_RATE", rate)
    state = SearchState(problem, random.Random(seed))
    state.greedy(time.monotonic() + 60)
    odd_counts = sorted(state.odd)
    result = anneal(state, iterations, time.monotonic() + 60, 120.0, 2.0)
    return state, odd_counts, result


@pytest.mark.parametrize(("name", "problem"), CASES, ids=IDS)
def test_cycles_leave_a_valid_fair_draw_at_the_cost_they_report(name, problem, monkeypatch):
    state, odd_counts, (best, cost, _it, timed_out) = _run(problem, 5, 1.0, monkeypatch)
    assert not timed_out
    assert cost == state.cost()  # the sum of the accepted moves' deltas
    assert state.meet == _recount(state)
    assert sorted(state.odd) == odd_counts  # odd-table seats stay fair
    _assert_valid(state)
    assert [[list(t) for t in state.tables[r]] for r in range(state.h, state.rounds)] == best


@pytest.mark.parametrize(("name", "problem"), CASES, ids=IDS)
def test_the_cycle_move_is_used_and_repeats_for_a_seed(name, problem, monkeypatch):
    def draw(rate):
        return _run(problem, 11, rate, monkeypatch, 2_000)[2][:3]

    with_cycles = draw(1.0)
    assert with_cycles == draw(1.0)
    assert with_cycles != draw(0.0)  # the move changes the search


@pytest.mark.parametrize(("name", "problem"), CASES, ids=IDS)
def test_a_cycle_costs_its_two_swaps(name, problem):
    """The loop prices a cycle as delta(p, q) plus, after that swap, delta(q, c)."""
    rng = random.Random(2)
    state = SearchState(problem, rng)
    state.greedy(time.monotonic() + 60)
    for _ in range(200):
        r = state.h + rng.randrange(len(problem.layouts))
        tables = state.tables[r]
        tp, tq, tc = rng.sample(range(len(tables)), 3)
        p, q, c = rng.choice(tables[tp]), rng.choice(tables[tq]), rng.choice(tables[tc])
        before = state.cost()
        d = state.delta(r, p, q)
        state.swap(r, p, q)
        d += state.delta(r, q, c)
        state.swap(r, q, c)
        assert state.where[r][p] == tq and state.where[r][q] == tc and state.where[r][c] == tp
        assert state.cost() - before == d
        assert state.meet == _recount(state)
        _assert_valid(state)
