"""Unavoidable repeats are spread over the field (``tournaments.seating.spread``): 20 players
x 6 rounds need repeats (no five tables of four seat six rounds without one), and the best
draws known put all six on one group of four (each of them three times again with the
others). The draw keeps its figures (most meetings, repeats, consecutive repeats) and
moves the repeats onto more players."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from tests.tournaments.seating.helpers import FAR, fours_problem
from tournaments.seating import draw_tournament, repeated_pairs, table_layout
from tournaments.seating.best_known import known_start
from tournaments.seating.search_state import SearchState
from tournaments.seating.spread import player_repeats, spread, spread_cost

PLAYERS = list(range(1, 21))


def _one_group_holds_them_all(pairs) -> bool:
    """All repeated pairs inside one group of four players (or fewer)."""
    return len({p for pair in pairs for p in pair}) <= 4


def _piled() -> SearchState:
    """The best known 20 x 6 draw: six repeats, all among four players."""
    known = known_start(20, 6, table_layout(20, "auto"), frozenset(), random.Random(1))
    assert known is not None
    state = SearchState(fours_problem(20, 6), random.Random(5))
    state.load(known.rounds)
    assert state.key()[1:3] == (2, 6)
    assert sorted(player_repeats(state), reverse=True)[:5] == [3, 3, 3, 3, 0]
    return state


def test_the_spreading_moves_piled_repeats_onto_more_players():
    state = _piled()
    key, cost = state.key(), spread_cost(state)
    rounds, done, timed_out = spread(state, 60_000, 10**12)
    assert not timed_out and done > 0 and rounds == state.snapshot()
    assert state.key() <= key  # never worse by the figures the page shows
    assert spread_cost(state) < cost == 36
    pairs = [(a, b) for a, b in combinations(range(20), 2) if state.meet[a * 20 + b] > 1]
    assert len(pairs) == 6 and not _one_group_holds_them_all(pairs)


def test_nothing_to_spread_is_left_alone():
    state = SearchState(fours_problem(8, 2), random.Random(1))
    state.load([[[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 4, 1, 5], [2, 6, 3, 7]]])
    before = state.snapshot()
    assert spread(state, 1_000, FAR) == (before, 0, False)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_20_by_6_draw_spreads_its_repeats(seed):
    """The whole draw (every kind of run: probes, tabu, reheat, then the spreading; a wide
    cap for a loaded machine). 200,000 iterations spread the repeats as 500,000 do (seeds
    0-5 alike, 2026-12-02), in two fifths of the time."""
    draw = draw_tournament(PLAYERS, 6, seed=seed, max_iterations=200_000, time_budget=300)
    assert not draw.timed_out
    assert draw.quality.max_meetings <= 2 and draw.quality.repeats <= 6
    pairs = [pair for pair, _rounds in repeated_pairs(draw.rounds)]
    assert not _one_group_holds_them_all(pairs)
    load = Counter(p for pair in pairs for p in pair)
    assert max(load.values()) <= 2


@pytest.mark.parametrize(
    ("players", "policy"), [(5, "five"), (5, "byes"), (9, "auto"), (6, "byes")]
)
@pytest.mark.parametrize("seed", range(6))
def test_nobody_sits_out_twice_in_two_rounds(players, policy, seed):
    """Five at a table (the fifth sits out the first hand) or a bye: over two rounds never
    the same player twice (the spreading swaps players between tables of one size only)."""
    draw = draw_tournament(list(range(players)), 2, seed=seed, policy=policy, max_iterations=3_000)
    out = [
        [p for t in rnd.tables for wind, p in t.seats if wind == "-"] + list(rnd.byes)
        for rnd in draw.rounds
    ]
    assert all(out) and not set(out[0]) & set(out[1])
