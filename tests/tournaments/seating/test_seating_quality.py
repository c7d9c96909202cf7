"""Quality figures, the fairness rotation and East balancing."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.seating import Round, Table, draw_tournament, measure
from tournaments.seating.balance import choose_easts
from tournaments.seating.rotation import rotate

from .helpers import assert_valid


def rnd(number, *tables, byes=()):
    return Round(number, tuple(Table(i + 1, t) for i, t in enumerate(tables)), byes)


def test_repeats_count_every_meeting_after_the_first():
    rounds = (
        rnd(1, (1, 2, 3, 4), (5, 6, 7, 8)),
        rnd(2, (1, 2, 5, 6), (3, 4, 7, 8)),
        rnd(3, (1, 2, 7, 8), (3, 4, 5, 6)),
    )
    q = measure(rounds)
    # (1,2), (3,4), (5,6) and (7,8) meet in all 3 rounds: 2 repeats each.
    assert q.repeats == 8
    assert q.max_meetings == 3
    # Each of those pairs meets in rounds 1-2 and again in rounds 2-3.
    assert q.consecutive_repeats == 8
    assert q.east_counts == {1: 3, 5: 1, 3: 2, 2: 0, 4: 0, 6: 0, 7: 0, 8: 0}


def test_five_table_everyone_meets():
    q = measure((rnd(1, (1, 2, 3, 4, 5)), rnd(2, (5, 4, 3, 2, 1))))
    assert q.repeats == 10
    assert q.odd_table_counts == dict.fromkeys(range(1, 6), 2)


def test_constraint_violations_and_byes():
    q = measure(
        (rnd(1, (1, 2, 3, 4), byes=(5,)), rnd(2, (1, 2, 3, 5), byes=(4,))),
        avoid={frozenset((1, 2))},
    )
    assert q.constraint_violations == 2
    assert q.bye_counts == {1: 0, 2: 0, 3: 0, 4: 1, 5: 1}


@pytest.mark.parametrize(("n", "k", "rounds"), [(17, 5, 5), (13, 1, 7), (22, 10, 6), (9, 4, 3)])
def test_rotation_is_fair(n, k, rounds):
    chosen = rotate(n, [k] * rounds, [0] * n, random.Random(1))
    counts = Counter(p for group in chosen for p in group)
    spread = [counts[p] for p in range(n)]
    assert max(spread) - min(spread) <= 1
    assert all(len(group) == k for group in chosen)


def test_choose_easts_balances():
    tables = [[0, 1, 2, 3]] * 8
    easts = choose_easts(tables, Counter())
    assert sorted(Counter(easts).values()) == [2, 2, 2, 2]


@settings(max_examples=25, deadline=None)
@given(
    n=st.integers(min_value=3, max_value=34),
    rounds=st.integers(min_value=1, max_value=6),
    seed=st.integers(min_value=0, max_value=10**6),
    policy=st.sampled_from(["auto", "byes", "three", "five"]),
)
def test_any_draw_is_valid_and_fair(n, rounds, seed, policy):
    players = list(range(n))
    try:
        draw = draw_tournament(players, rounds, seed=seed, policy=policy, max_iterations=300)
    except ValueError:
        return  # this policy cannot seat n players (checked in the policy tests)
    assert_valid(draw, players)
    q = draw.quality
    assert q.bye_spread <= 1
    assert q.odd_table_spread <= 1
    assert q.repeats >= 0
    assert len(draw.rounds) == rounds
