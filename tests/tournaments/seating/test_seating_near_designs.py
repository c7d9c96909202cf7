"""Fields next to a design size: a point deleted, or stand-ins for the byes."""

import random
from collections import Counter
from itertools import combinations

import pytest

from tournaments.seating import draw_tournament
from tournaments.seating.near_designs import (
    near_design,
    near_design_plan,
    punctured_design,
    stand_in_design,
)
from tournaments.seating.policy import table_layout

from .helpers import assert_valid


def meetings(design):
    """Pair counts over the tables, the left-over three counted as a table."""
    return Counter(
        frozenset(pair)
        for tables, left in zip(design.tables, design.left_over, strict=True)
        for t in ((*tables, left) if design.seated else tables)
        for pair in combinations(t, 2)
    )


#: n players, rounds: a design (or 1-rotational schedule) on n + 1 points has them
PUNCTURED = [(15, 5), (19, 5), (23, 7), (27, 9), (31, 9), (35, 9), (39, 13), (43, 11)]


@pytest.mark.parametrize(("n", "rounds"), PUNCTURED)
def test_the_deleted_points_tablemates_differ_every_round(n, rounds):
    design = punctured_design(n, rounds)
    assert len(design.tables) == len(design.left_over) == rounds
    for tables, left in zip(design.tables, design.left_over, strict=True):
        assert all(len(t) == 4 for t in tables)
        assert len(left) == 3
        assert sorted(p for t in (*tables, left) for p in t) == list(range(n))
    assert set(Counter(p for left in design.left_over for p in left).values()) == {1}
    assert max(meetings(design).values()) == 1


#: n players, rounds: a design on n - n % 4 points with stand-ins found
STAND_INS = [(21, 5), (22, 5), (26, 6), (29, 9), (30, 8), (33, 9), (34, 9), (41, 12), (47, 11)]


@pytest.mark.parametrize(("n", "rounds"), STAND_INS)
def test_stand_ins_meet_nobody_twice_and_byes_are_fair(n, rounds):
    design = stand_in_design(n, rounds)
    byes = n % 4
    for tables, left in zip(design.tables, design.left_over, strict=True):
        assert all(len(t) == 4 for t in tables)
        assert len(left) == byes
        assert sorted(p for t in (*tables, left) for p in t) == list(range(n))
    away = Counter(p for left in design.left_over for p in left)
    assert set(away.values()) == {1}
    assert not set(away) & set(range(n - byes, n))  # the stand-ins never have a bye
    assert max(meetings(design).values()) == 1


@pytest.mark.parametrize(
    ("n", "rounds", "policy", "expected"),
    [
        (35, 9, "three", "one point deleted"),
        (35, 9, "byes", "one point deleted"),
        (29, 9, "byes", "with 1 stand-in"),
        (30, 8, "byes", "with 2 stand-ins"),
        (47, 11, "byes", "with 3 stand-ins"),
        (17, 5, "byes", None),  # no stand-in on the affine plane meets nobody twice
        (30, 9, "byes", None),  # none found within the search's bound
        (35, 9, "five", None),
        (35, 9, "auto", None),
        (34, 8, "three", None),  # two tables of three
        (29, 9, "three", None),  # three tables of three
        (36, 9, "three", None),
        (22, 8, "byes", None),  # the design on 20 has five rounds
    ],
)
def test_which_construction(n, rounds, policy, expected):
    design = near_design(n, rounds, table_layout(n, policy))
    assert (design.name.endswith(expected) if design else None) == (expected and True)


@pytest.mark.parametrize(
    ("n", "rounds", "policy"),
    [
        (35, 9, "three"),
        (35, 9, "byes"),
        (35, 5, "byes"),
        (27, 9, "three"),
        (27, 7, "byes"),
        (39, 13, "three"),
        (15, 5, "byes"),
        (19, 4, "three"),
        (23, 7, "byes"),
        (23, 6, "three"),
        (29, 9, "byes"),
        (30, 8, "byes"),
        (33, 9, "byes"),
        (34, 9, "byes"),
        (41, 12, "byes"),
    ],
)
def test_draw_is_optimal_and_fair(n, rounds, policy):
    players = [f"p{i}" for i in range(n)]
    draw = draw_tournament(players, rounds, seed=1, policy=policy)
    assert_valid(draw, players, allowed_sizes=(3, 4) if policy == "three" else (4,))
    q = draw.quality
    assert (q.max_meetings, q.repeats, q.consecutive_repeats) == (1, 0, 0)
    assert draw.optimal
    assert draw.iterations == 0
    assert draw.method.startswith("construction")
    assert q.bye_spread <= 1
    assert q.odd_table_spread <= 1
    assert q.east_spread <= 1
    if policy == "byes":
        assert all(len(rnd.byes) == n % 4 for rnd in draw.rounds)


def test_same_seed_same_draw_other_seed_other_draw():
    players = list(range(29))
    first = draw_tournament(players, 9, seed="club night", policy="byes")
    assert first == draw_tournament(players, 9, seed="club night", policy="byes")
    assert first.rounds != draw_tournament(players, 9, seed="other", policy="byes").rounds


def test_more_rounds_than_the_design_go_to_the_search():
    players = list(range(15))
    draw = draw_tournament(players, 6, seed=1, policy="byes", max_iterations=3000)
    assert_valid(draw, players, allowed_sizes=(4,))
    assert draw.method == "search"


def test_families_kept_apart():
    # on the transversal design players of one group never meet: some placement
    # puts each family in one group and keeps it apart without a repeat
    players = list(range(35))
    draw = draw_tournament(players, 9, seed=2, policy="three", avoid=[(0, 1), (2, 3)])
    assert draw.method.endswith("one point deleted")
    assert draw.quality.constraint_violations == 0
    assert draw.quality.repeats == 0


def test_a_pair_that_meets_in_every_placement_goes_to_the_search():
    # 27 x 9 on the unital: every pair of the 27 meets once, so no placement keeps
    # a forbidden pair apart, and the search draws it
    layout = table_layout(27, "three")
    assert near_design_plan(27, 9, layout, frozenset({(0, 1)}), random.Random(1)) is None
    draw = draw_tournament(
        list(range(27)), 9, seed=1, policy="three", avoid=[(0, 1)], max_iterations=3000
    )
    assert draw.method == "search"
    assert draw.quality.constraint_violations == 0
