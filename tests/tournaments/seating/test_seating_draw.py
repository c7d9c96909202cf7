"""Tournament draws: validity, zero repeats where known, seeds, constraints, budget."""

import pytest

from tournaments.seating import draw_tournament, pairs_from_groups
from tournaments.seating.quality import meetings

from .helpers import assert_valid

FAST = 3000  # iteration budget for search instances in tests


@pytest.mark.parametrize(
    ("n", "rounds"),
    [(16, 5), (20, 5), (24, 7), (28, 9), (32, 8), (40, 10), (40, 13), (100, 8)],
)
def test_zero_repeats_by_construction(n, rounds):
    players = list(range(1, n + 1))
    draw = draw_tournament(players, rounds, seed=7)
    assert_valid(draw, players, allowed_sizes=(4,))
    assert draw.quality.repeats == 0
    assert draw.quality.max_meetings == 1
    assert draw.method.startswith("construction")


@pytest.mark.parametrize(("n", "rounds"), [(48, 7), (37, 6), (26, 4)])
def test_search_reaches_zero_repeats_on_loose_instances(n, rounds):
    players = [f"p{i}" for i in range(n)]
    draw = draw_tournament(players, rounds, seed=3, max_iterations=60_000)
    assert_valid(draw, players)
    assert draw.quality.repeats == 0


@pytest.mark.parametrize(
    ("n", "rounds", "policy"),
    [(17, 5, "auto"), (22, 6, "five"), (13, 4, "byes"), (11, 3, "three"), (24, 7, "auto")],
)
def test_same_seed_same_draw(n, rounds, policy):
    players = list(range(n))
    first = draw_tournament(players, rounds, seed="club night", policy=policy, max_iterations=FAST)
    second = draw_tournament(players, rounds, seed="club night", policy=policy, max_iterations=FAST)
    assert first == second
    assert not first.timed_out
    other = draw_tournament(players, rounds, seed="other", policy=policy, max_iterations=FAST)
    assert other.rounds != first.rounds


@pytest.mark.parametrize(
    ("n", "rounds", "policy", "sizes"),
    [
        (17, 5, "auto", (4, 5)),
        (22, 6, "five", (4, 5)),
        (11, 4, "three", (3, 4)),
        (13, 5, "byes", (4,)),
        (30, 4, "byes", (4,)),
    ],
)
def test_odd_seats_and_byes_are_fair(n, rounds, policy, sizes):
    players = list(range(n))
    draw = draw_tournament(players, rounds, seed=1, policy=policy, max_iterations=FAST)
    assert_valid(draw, players, allowed_sizes=sizes)
    q = draw.quality
    assert q.bye_spread <= 1
    assert q.odd_table_spread <= 1
    assert q.east_spread <= 1


def test_constraints_hold():
    players = list(range(24))
    clubs = [players[i : i + 4] for i in range(0, 24, 4)]
    draw = draw_tournament(
        players, 4, seed=2, avoid=pairs_from_groups(clubs), max_iterations=20_000
    )
    assert_valid(draw, players)
    assert draw.quality.constraint_violations == 0
    met = meetings(draw.rounds)
    assert not any(met[frozenset((a, b))] for club in clubs for a in club for b in club if a != b)


def test_constraints_with_a_construction():
    players = list(range(16))
    family = [(0, 1), (2, 3)]
    draw = draw_tournament(players, 4, seed=5, avoid=family)
    assert_valid(draw, players, allowed_sizes=(4,))
    assert draw.quality.constraint_violations == 0
    assert draw.quality.repeats == 0


def test_time_budget_stops_the_search():
    players = list(range(24))
    draw = draw_tournament(players, 7, seed=1, time_budget=0.0, max_iterations=10**9)
    assert draw.timed_out
    assert_valid(draw, players)


def test_wind_and_table_balance():
    players = list(range(28))
    q = draw_tournament(players, 9, seed=4).quality
    assert q.east_spread <= 1
    assert sum(q.east_counts.values()) == 9 * 7
    assert q.max_same_table_number <= 3


def test_rejects_duplicates():
    with pytest.raises(ValueError):
        draw_tournament([1, 1, 2, 3], 1)
