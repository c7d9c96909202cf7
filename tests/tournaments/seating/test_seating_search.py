"""The anytime search: proven-optimum stop, budget use, fairness, seeds, and the
fields of issue #15 against the previous implementation."""

import random
import time

import pytest

from tournaments.seating import draw_tournament, meetings, search
from tournaments.seating.draw import ITERATIONS_PER_SECOND, iteration_budget
from tournaments.seating.search import AFRESH, REHEAT, TABU, schedule, solve

from .helpers import assert_valid, fours_problem


def test_stops_early_at_a_proven_optimum():
    players = list(range(30))
    started = time.monotonic()
    draw = draw_tournament(players, 5, seed=1, time_budget=60)
    assert time.monotonic() - started < 30  # far from the budget
    assert draw.optimal
    assert (draw.quality.max_meetings, draw.quality.repeats) == (1, 0)
    assert not draw.timed_out


def test_runs_its_whole_iteration_budget_when_the_bounds_are_out_of_reach():
    # 12 x 4: the bound of 6 repeats is out of reach for tables of four.
    draw = draw_tournament(list(range(12)), 4, seed=1, max_iterations=30_000, time_budget=60)
    assert (draw.iterations, draw.budget) == (30_000, 30_000)
    assert not draw.timed_out
    assert not draw.optimal
    assert draw.quality.max_meetings == 2


@pytest.mark.parametrize("seconds", [0.5, 2.0, 10.0])
def test_the_default_iteration_budget_follows_the_time_budget(seconds):
    # 30 x 4 reaches its bounds at once, so only the recorded budget matters here.
    draw = draw_tournament(list(range(30)), 4, seed=1, time_budget=seconds)
    assert draw.budget == iteration_budget(seconds) == int(ITERATIONS_PER_SECOND * seconds)
    assert draw.optimal


def test_the_time_cap_stops_a_search_that_cannot_finish_and_says_so():
    draw = draw_tournament(list(range(22)), 6, seed=1, max_iterations=10**9, time_budget=0.3)
    assert draw.timed_out
    assert draw.iterations < 10**9


@pytest.mark.parametrize(
    ("budget", "runs"),
    [
        (10_000, [(AFRESH, 10_000)]),
        (60_000, [(AFRESH, 20_000), (AFRESH, 40_000)]),
        (100_000, [(AFRESH, 20_000), (AFRESH, 40_000), (AFRESH, 40_000)]),
        (140_000, [(AFRESH, 20_000), (AFRESH, 40_000), (AFRESH, 80_000)]),
        (
            142_000,
            [
                (AFRESH, 20_000),
                (AFRESH, 40_000),
                (AFRESH, 80_000),
                (TABU, 1_500),
                (REHEAT, 500),
            ],
        ),
        (
            1_000_000,
            [
                (AFRESH, 20_000),
                (AFRESH, 40_000),
                (AFRESH, 80_000),
                (TABU, 645_000),
                (REHEAT, 215_000),
            ],
        ),
        (0, []),
    ],
)
def test_schedule_probes_then_tabu_afresh_then_a_reheat(budget, runs):
    assert schedule(budget) == runs
    assert sum(length for _kind, length in runs) == budget


def test_solve_reports_a_proven_optimum():
    problem = fours_problem(16, 3)
    outcome = solve(
        problem, random.Random(1), max_iterations=1_000_000, deadline=time.monotonic() + 30
    )
    assert outcome.proven_optimal
    assert not outcome.timed_out


@pytest.mark.parametrize(
    ("n", "rounds", "policy"),
    [
        (18, 4, "five"),
        (9, 4, "five"),
        (23, 6, "auto"),
        (17, 5, "auto"),
        (14, 6, "three"),
        (21, 6, "byes"),
        (13, 7, "byes"),
    ],
)
def test_five_seats_and_byes_stay_fair(n, rounds, policy):
    players = list(range(n))
    draw = draw_tournament(players, rounds, seed=5, policy=policy, max_iterations=10_000)
    assert_valid(draw, players)
    counts = list(draw.quality.odd_table_counts.values())
    byes = list(draw.quality.bye_counts.values())
    assert max(counts) - min(counts) <= 1
    assert max(byes) - min(byes) <= 1


# Fields the search cannot prove optimal: the seed alone decides, through every
# kind of run (probes, long runs afresh, the final reheat).
@pytest.mark.parametrize(
    ("n", "rounds", "policy"),
    [(18, 4, "auto"), (22, 6, "auto"), (26, 7, "auto"), (22, 8, "three"), (22, 6, "byes")],
)
def test_same_seed_same_draw_on_fields_that_are_not_proven_optimal(n, rounds, policy, monkeypatch):
    # A miniature schedule (probes of 2,000-8,000 iterations) so that a small
    # budget runs every kind of run: probes, tabu afresh, the reheat.
    monkeypatch.setattr(search, "MIN_CHUNK", 2_000)
    budget = 30_000
    assert [kind for kind, _length in schedule(budget)] == [AFRESH] * 3 + [TABU, REHEAT]
    players = list(range(n))
    first = draw_tournament(players, rounds, seed=9, policy=policy, max_iterations=budget)
    again = draw_tournament(players, rounds, seed=9, policy=policy, max_iterations=budget)
    assert not first.optimal
    assert not first.timed_out
    assert first == again
    assert (first.iterations, first.budget) == (budget, budget)
    other = draw_tournament(players, rounds, seed=10, policy=policy, max_iterations=budget)
    assert other.rounds != first.rounds


# The previous implementation (simulated annealing, repeats before most meetings, a
# single run of 150,000 iterations), seed 1: (most meetings, repeats). The new search
# gets at most the iterations of its default budget (1 million, for a 10 s draw),
# fewer where that is enough, to keep the suite fast.
PREVIOUS = [
    (18, 4, "auto", 4, 18, 60_000),
    (12, 4, "auto", 4, 13, 60_000),
    (24, 8, "auto", 3, 30, 60_000),
    (17, 5, "auto", 5, 22, 60_000),
    (26, 7, "auto", 3, 25, 60_000),
    (9, 4, "auto", 4, 32, 60_000),
    (13, 5, "three", 2, 7, 60_000),
    (14, 6, "three", 2, 17, 150_000),
    (21, 6, "byes", 2, 8, 60_000),
    (30, 5, "auto", 1, 0, 60_000),
    # The two grid fields where the first anytime search had more repeats than
    # the previous one (22 x 6: 18 vs 12; 35 x 9, tables of three: 5 vs 4). 22 x 6
    # once needed the default budget of a 10 s draw; since the tabu run, 150,000
    # iterations (three probes, tabu, reheat) reach 12 repeats with seeds 1-12 alike
    # (2026-12-02; the 1 million took 16 s of the suite).
    (22, 6, "auto", 2, 12, 150_000),
    (35, 9, "three", 2, 4, 150_000),
]


@pytest.mark.parametrize(("n", "rounds", "policy", "most", "repeats", "iterations"), PREVIOUS)
def test_never_worse_than_the_previous_implementation(n, rounds, policy, most, repeats, iterations):
    players = list(range(n))
    # A generous time cap: the iteration budget decides, even on a loaded machine.
    draw = draw_tournament(
        players, rounds, seed=1, policy=policy, max_iterations=iterations, time_budget=300
    )
    assert not draw.timed_out
    q = draw.quality
    assert (q.max_meetings, q.repeats) <= (most, repeats)


def test_eighteen_players_four_rounds_no_pair_meets_every_round():
    draw = draw_tournament(list(range(18)), 4, seed=7, max_iterations=20_000)
    assert max(meetings(draw.rounds).values()) < 4
    assert draw.quality.max_meetings <= 2


def test_twenty_four_players_eight_rounds_as_good_as_the_published_template():
    draw = draw_tournament(list(range(24)), 8, seed=7, max_iterations=40_000)
    assert draw.quality.max_meetings <= 2
    assert draw.quality.repeats <= 24
