"""The swap sums (tournaments/seating/swap_sums.py): a swap's value from them is
the search state's, and they stay equal to sums built afresh after every swap."""

import pytest

from tournaments.seating.search_state import CONSECUTIVE
from tournaments.seating.swap_sums import SwapSums

from .helpers import SEARCH_FIELDS, greedy_state, search_problem


def _at_other_tables(state, r):
    seated = [p for p in range(state.n) if state.where[r][p] >= 0]
    return [(p, q) for p in seated for q in seated if state.where[r][p] != state.where[r][q]]


def _random_rounds(state, rng, count):
    """``count`` random free rounds, each with its pairs of players at different tables."""
    for _ in range(count):
        r = rng.randrange(state.h, state.rounds)
        pairs = _at_other_tables(state, r)
        if pairs:
            yield r, pairs


@pytest.mark.parametrize(("n", "rounds", "policy", "played", "avoid"), SEARCH_FIELDS)
def test_every_swap_is_valued_as_the_search_state_values_it_after_many_swaps(
    n, rounds, policy, played, avoid
):
    problem, rng = search_problem(n, rounds, policy, 7, played=played, avoid=avoid)
    state = greedy_state(problem, rng)
    sums = SwapSums(state)
    for r, pairs in _random_rounds(state, rng, 60):
        for p, q in pairs:
            assert sums.value(r, p, q) == state.delta(r, p, q)
        p, q = rng.choice(pairs)
        cost, change = state.cost(), sums.value(r, p, q)
        sums.swap(r, p, q)
        assert state.cost() == cost + change


@pytest.mark.parametrize(("n", "rounds", "policy", "played", "avoid"), SEARCH_FIELDS)
def test_the_sums_kept_up_to_date_are_the_sums_built_afresh(n, rounds, policy, played, avoid):
    problem, rng = search_problem(n, rounds, policy, 8, played=played, avoid=avoid)
    state = greedy_state(problem, rng)
    sums = SwapSums(state)
    for r, pairs in _random_rounds(state, rng, 150):
        sums.swap(r, *rng.choice(pairs))
    fresh = SwapSums(state)
    assert sums.join == fresh.join
    assert sums.leave == fresh.leave


def test_leave_is_below_zero_exactly_for_the_players_in_conflict():
    problem, rng = search_problem(27, 7, "auto", 9)
    state = greedy_state(problem, rng)
    sums = SwapSums(state)
    for r in range(state.h, state.rounds):
        for p in range(state.n):
            assert (sums.leave[r][p] < 0) == state.conflicted(r, p)
    assert any(x < 0 for r in range(state.h, state.rounds) for x in sums.leave[r])


def test_a_pair_that_sat_together_in_the_round_before_costs_a_consecutive_meeting():
    problem, rng = search_problem(16, 3, "auto", 1)
    state = greedy_state(problem, rng)
    sums = SwapSums(state)
    a, b = state.tables[0][0][:2]  # table-mates in round 1
    expected = state.inc[state.meet[a * 16 + b]] + CONSECUTIVE
    expected += CONSECUTIVE * (state.where[2][a] == state.where[2][b])
    assert sums.meeting(1, a, b) == expected
