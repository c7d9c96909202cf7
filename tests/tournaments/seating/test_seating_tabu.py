"""The tabu run (tournaments/seating/tabu.py): its swap values, its conflicts,
fairness, budget, early stop, determinism, and why it is in the schedule."""

import random
import time
from collections import Counter

import pytest

from tournaments.seating import tabu
from tournaments.seating.anneal import anneal
from tournaments.seating.swap_sums import SwapSums
from tournaments.seating.tabu import conflicts, scan_players, swaps_of, tabu_search

from .helpers import FAR, SEARCH_FIELDS, fours_problem, greedy_state, search_problem


def _keeps_counts(state, r, p, q):
    """True when swapping p and q in round r leaves the multiset of odd-table
    counts as it is (the fairness rule)."""
    tables, where = state.tables[r], state.where[r]
    odd_p, odd_q = len(tables[where[p]]) != 4, len(tables[where[q]]) != 4
    after = list(state.odd)
    after[p] += odd_q - odd_p
    after[q] += odd_p - odd_q
    return Counter(after) == Counter(state.odd)


@pytest.mark.parametrize(("n", "rounds", "policy", "played", "avoid"), SEARCH_FIELDS)
def test_every_swap_is_valued_as_the_search_state_values_it(n, rounds, policy, played, avoid):
    problem, rng = search_problem(n, rounds, policy, 4, played=played, avoid=avoid)
    state = greedy_state(problem, rng)
    sums = SwapSums(state)
    checked = 0
    for _ in range(200):
        r = rng.randrange(state.h, state.rounds)
        seated = [p for p in range(n) if state.where[r][p] >= 0]
        p = rng.choice(seated)
        swaps = swaps_of(sums, r, p)
        for d, q in swaps:
            assert state.where[r][q] != state.where[r][p]
            assert _keeps_counts(state, r, p, q)
            assert d == state.delta(r, p, q)
            checked += 1
        fair = [
            q
            for q in seated
            if state.where[r][q] != state.where[r][p] and _keeps_counts(state, r, p, q)
        ]
        assert sorted(q for _d, q in swaps) == sorted(fair)
        if swaps:  # move on to another draw
            sums.swap(r, p, rng.choice(swaps)[1])
    assert checked > 200


@pytest.mark.parametrize(("n", "rounds", "policy", "played", "avoid"), SEARCH_FIELDS)
def test_conflicts_are_the_players_the_search_state_calls_conflicted(
    n, rounds, policy, played, avoid
):
    problem, rng = search_problem(n, rounds, policy, 5, played=played, avoid=avoid)
    state = greedy_state(problem, rng)
    expected = {
        (r, p)
        for r in range(state.h, state.rounds)
        for p in range(n)
        if state.where[r][p] >= 0 and state.conflicted(r, p)
    }
    found = conflicts(SwapSums(state))
    assert len(found) == len(set(found))
    assert set(found) == expected
    assert expected


@pytest.mark.parametrize(("n", "rounds", "policy", "played", "avoid"), SEARCH_FIELDS)
def test_a_run_keeps_the_odd_table_counts_and_its_cost_is_the_draws(
    n, rounds, policy, played, avoid
):
    problem, rng = search_problem(n, rounds, policy, 6, played=played, avoid=avoid)
    state = greedy_state(problem, rng)
    counts = Counter(state.odd)
    before = state.key()
    rounds_, cost, used, timed_out = tabu_search(state, 20_000, time.monotonic() + FAR)
    assert Counter(state.odd) == counts
    assert cost == state.cost()
    assert rounds_ == state.snapshot()
    assert state.key() <= before
    assert used <= 20_000
    assert not timed_out
    for r, tables in enumerate(rounds_, start=state.h):
        seated = sorted(p for t in tables for p in t)
        assert seated == sorted(p for p in range(n) if p not in problem.byes[r - state.h])


def test_a_run_uses_its_budget_exactly_and_is_the_same_for_the_same_seed():
    outcomes = []
    for _ in range(2):
        problem, rng = search_problem(35, 9, "auto", 1)
        state = greedy_state(problem, rng)
        best, cost, used, _ = tabu_search(state, 30_000, time.monotonic() + FAR)
        outcomes.append((best, cost))
        assert used == 30_000
    assert outcomes[0] == outcomes[1]
    problem, rng = search_problem(35, 9, "auto", 2)
    state = greedy_state(problem, rng)
    assert tabu_search(state, 30_000, time.monotonic() + FAR)[0] != outcomes[0][0]


def test_a_run_stops_at_a_proven_optimum():
    state = greedy_state(fours_problem(16, 3), random.Random(1))
    _, cost, used, _ = tabu_search(state, 1_000_000, time.monotonic() + FAR)
    assert cost == state.target
    assert used < 1_000_000
    assert state.key() == (0, 1, 0, 0)


def test_the_clock_stops_a_run_and_says_so():
    problem, rng = search_problem(35, 9, "auto", 1)
    state = greedy_state(problem, rng)
    _, cost, used, timed_out = tabu_search(state, 10**9, time.monotonic() + 0.2)
    assert timed_out
    assert used < 10**9
    assert cost == state.cost()


# Why the schedule has a tabu run: on tight fields with tables of five it finds
# fewer repeats than annealing with the same budget from the same greedy draw
# (100,000 iterations, seed 1: 27 x 7 25 against 31, 34 x 8 7 against 11).
@pytest.mark.parametrize(("n", "rounds"), [(27, 7), (34, 8)])
def test_tabu_beats_annealing_on_tight_fields_with_tables_of_five(n, rounds):
    repeats = {}
    for name in ("anneal", "tabu"):
        problem, rng = search_problem(n, rounds, "auto", 1)
        state = greedy_state(problem, rng)
        if name == "anneal":
            anneal(state, 100_000, time.monotonic() + FAR, 120.0, 2.0)
        else:
            tabu_search(state, 100_000, time.monotonic() + FAR)
        repeats[name] = state.key()[2]
    assert repeats["tabu"] < repeats["anneal"]


def test_a_run_ends_when_no_player_in_conflict_can_move():
    # Nine players at a table of five and one of four, each with the same
    # number of five-seats so far: nobody may change tables, the run ends.
    problem, rng = search_problem(9, 3, "auto", 1)
    state = greedy_state(problem, rng)
    for p in range(9):
        state.odd[p] = 1
    before = state.snapshot()
    _, cost, used, timed_out = tabu_search(state, 10**9, time.monotonic() + FAR)
    assert not timed_out
    assert used < 100  # one step's work: the conflict scan and the players looked at
    assert state.snapshot() == before
    assert cost == state.cost()


def test_a_run_is_charged_all_its_work(monkeypatch):
    # 9 x 7 at tables of five and four: few swaps are fair, so most of a step's
    # time is the conflict scan, the players looked at and the sums brought up
    # to date after the swap. Counting swaps alone once let a run of this field
    # take 7.5 times the annealing's time.
    problem, rng = search_problem(9, 7, "auto", 1)
    state = greedy_state(problem, rng)
    counted = Counter()

    def counting_conflicts(sums):
        counted["steps"] += 1
        return conflicts(sums)

    def counting_swaps(sums, r, p):
        out = swaps_of(sums, r, p)
        counted["players"] += 1
        counted["swaps"] += len(out)
        return out

    updating = SwapSums.swap

    def counting_updates(sums, r, p, q):
        updated = updating(sums, r, p, q)
        counted["updates"] += updated
        return updated

    monkeypatch.setattr(tabu, "conflicts", counting_conflicts)
    monkeypatch.setattr(tabu, "swaps_of", counting_swaps)
    monkeypatch.setattr(SwapSums, "swap", counting_updates)
    iterations = 20_000
    _, _, used, _ = tabu_search(state, iterations, time.monotonic() + FAR)
    assert used == iterations
    scan = -(-scan_players(state) // tabu.SCAN_PLAYERS_PER_WORK)
    work = (
        tabu.BUILD_WORK * 36 * 7  # 36 pairs of players, 7 free rounds
        + counted["steps"] * scan
        + counted["players"] * tabu.CANDIDATE_WORK
        + counted["swaps"] * tabu.SWAP_WORK  # at most the swaps listed
        + counted["updates"] * tabu.UPDATE_WORK
    )
    budget = iterations * tabu.WORK_PER_ITERATION
    one_swap = 9 + 2 * 7 * 7  # its round's players; 14 pairs changed, in 7 rounds
    last_step = scan + 2 * 63 * tabu.CANDIDATE_WORK + 63 * tabu.SWAP_WORK
    last_step += (1 + tabu.KICK) * one_swap * tabu.UPDATE_WORK
    assert budget <= work < budget + last_step
    assert counted["swaps"] * tabu.SWAP_WORK < budget / 2  # most work is not swaps here
    assert counted["updates"] and counted["steps"] > 100
