"""The search state's swap and its cost change (search_state), and one
annealing run (anneal), checked against a recount from scratch."""

import random
import time

import pytest

from tournaments.seating.anneal import anneal
from tournaments.seating.search_state import Problem, SearchState

FIVE_FOUR = (5, 4, 4)  # 13 players
THREE = (4, 4, 3)  # 11 players

CASES = [
    # (name, problem)
    (
        "tables of four",
        Problem(
            n=12,
            history=(),
            layouts=((4, 4, 4),) * 4,
            byes=(frozenset(),) * 4,
            odd=(frozenset(),) * 4,
        ),
    ),
    (
        "five-player tables, a forbidden pair",
        Problem(
            n=13,
            history=(),
            layouts=(FIVE_FOUR,) * 3,
            byes=(frozenset(),) * 3,
            odd=(frozenset(range(5)), frozenset(range(5, 10)), frozenset({10, 11, 12, 0, 1})),
            forbidden=frozenset({(0, 1)}),
            cap=2,
        ),
    ),
    (
        "tables of three after a played round, with a bye",
        Problem(
            n=12,
            history=(((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11)),),
            layouts=(THREE,) * 2,
            byes=(frozenset({11}), frozenset({10})),
            odd=(frozenset({0, 4, 8}), frozenset({1, 5, 9})),
        ),
    ),
]


def _recount(state: SearchState) -> list[int]:
    n = state.n
    meet = [0] * (n * n)
    for r in range(state.h):
        for table in state.p.history[r]:
            for a in table:
                for b in table:
                    if a != b:
                        meet[a * n + b] += 1
    for r in range(state.h, state.rounds):
        for table in state.tables[r]:
            for a in table:
                for b in table:
                    if a != b:
                        meet[a * n + b] += 1
    return meet


def _assert_valid(state: SearchState) -> None:
    for i, sizes in enumerate(state.p.layouts):
        tables = state.tables[state.h + i]
        assert [len(t) for t in tables] == list(sizes)
        seated = sorted(p for t in tables for p in t)
        assert seated == sorted(set(range(state.n)) - state.p.byes[i])
        for ti, table in enumerate(tables):
            assert all(state.where[state.h + i][p] == ti for p in table)


@pytest.mark.parametrize(("name", "problem"), CASES, ids=[c[0] for c in CASES])
def test_the_delta_of_every_swap_is_the_change_of_the_full_cost(name, problem):
    rng = random.Random(7)
    state = SearchState(problem, rng)
    state.greedy(time.monotonic() + 60)
    for _ in range(300):
        r = state.h + rng.randrange(len(problem.layouts))
        tables = state.tables[r]
        ta, tb = rng.sample(range(len(tables)), 2)
        p, q = rng.choice(tables[ta]), rng.choice(tables[tb])
        before = state.cost()
        delta = state.delta(r, p, q)
        state.swap(r, p, q)
        assert state.cost() - before == delta
        assert state.meet == _recount(state)
        _assert_valid(state)


@pytest.mark.parametrize(("name", "problem"), CASES, ids=[c[0] for c in CASES])
def test_an_annealing_run_leaves_a_valid_draw_at_the_cost_it_reports(name, problem):
    state = SearchState(problem, random.Random(3))
    state.greedy(time.monotonic() + 60)
    odd_counts = sorted(state.odd)
    best, cost, _iterations, timed_out = anneal(state, 5_000, time.monotonic() + 60, 120.0, 2.0)
    assert not timed_out
    assert cost == state.cost()
    assert state.meet == _recount(state)
    assert sorted(state.odd) == odd_counts  # odd-table seats stay fair
    _assert_valid(state)
    assert [[list(t) for t in state.tables[r]] for r in range(state.h, state.rounds)] == best


@pytest.mark.parametrize(("name", "problem"), CASES, ids=[c[0] for c in CASES])
def test_an_annealing_run_repeats_for_a_seed(name, problem):
    def run():
        state = SearchState(problem, random.Random(11))
        state.greedy(time.monotonic() + 60)
        return anneal(state, 3_000, time.monotonic() + 60, 120.0, 2.0)[:3]

    assert run() == run()
