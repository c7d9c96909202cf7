"""Tables of five from the affine plane of order 5, and the search's opening draw."""

import random
import time
from collections import Counter
from itertools import combinations

import pytest

from tournaments.seating import draw as draw_module
from tournaments.seating import draw_tournament
from tournaments.seating.affine_five import affine_five_start, affine_plane_classes, fits
from tournaments.seating.designs import best_design
from tournaments.seating.policy import table_layout
from tournaments.seating.rotation import rotate
from tournaments.seating.search import Problem, solve

from .helpers import assert_valid, fours_problem


def repeats(rounds):
    met = Counter(frozenset(p) for rnd in rounds for t in rnd for p in combinations(t, 2))
    return sum(m - 1 for m in met.values())


def five_seats(rounds, n):
    seats = Counter({p: 0 for p in range(n)})
    seats.update(p for rnd in rounds for t in rnd if len(t) == 5 for p in t)
    return seats


def test_the_plane_has_six_rounds_in_which_every_pair_meets_once():
    classes = affine_plane_classes()
    assert len(classes) == 6
    for lines in classes:
        assert sorted(p for line in lines for p in line) == list(range(25))
        assert all(len(line) == 5 for line in lines)
    met = Counter(
        frozenset(p) for lines in classes for line in lines for p in combinations(line, 2)
    )
    assert len(met) == 25 * 24 // 2
    assert set(met.values()) == {1}


FIELDS = [(n, rounds) for n in (21, 22, 23) for rounds in (1, 3, 4, 5, 6)]


@pytest.mark.parametrize(("n", "rounds"), FIELDS)
def test_every_player_sits_once_a_round_at_the_policys_tables_with_fair_five_seats(n, rounds):
    layout = table_layout(n)
    draw = affine_five_start(n, rounds, layout, random.Random(3))
    assert len(draw) == rounds
    for tables in draw:
        assert tuple(len(t) for t in tables) == layout.sizes
        assert sorted(p for t in tables for p in t) == list(range(n))
    seats = five_seats(draw, n).values()
    assert max(seats) - min(seats) <= 1


#: (n, rounds, most repeats): 23 x 6 is the field the plane is for (the search
#: from greedy draws stays at about 22 there); the others pin what it gives.
QUALITY = [(23, 6, 18), (23, 4, 6), (22, 4, 12)]


@pytest.mark.parametrize(("n", "rounds", "most"), QUALITY)
def test_the_planes_draw_has_few_repeats(n, rounds, most):
    draw = affine_five_start(n, rounds, table_layout(n), random.Random(1))
    assert repeats(draw) <= most


def test_the_same_generator_gives_the_same_draw():
    layout = table_layout(23)
    assert affine_five_start(23, 6, layout, random.Random(5)) == affine_five_start(
        23, 6, layout, random.Random(5)
    )


@pytest.mark.parametrize(
    ("n", "rounds", "policy"),
    [
        (23, 7, "auto"),  # the plane has six rounds
        (24, 6, "auto"),  # tables of four only
        (20, 5, "auto"),
        (25, 5, "auto"),  # six tables
        (23, 6, "three"),
        (23, 6, "byes"),
        (17, 4, "auto"),
    ],
)
def test_fields_the_plane_cannot_seat_get_none(n, rounds, policy):
    layout = table_layout(n, policy)
    assert not fits(n, rounds, layout)
    assert affine_five_start(n, rounds, layout, random.Random(1)) is None


def _problem(n, rounds):
    layout = table_layout(n)
    odd = sum(s for s in layout.sizes if s == 5)
    return Problem(
        n=n,
        history=(),
        layouts=(layout.sizes,) * rounds,
        byes=(frozenset(),) * rounds,
        odd=tuple(rotate(n, [odd] * rounds, [0] * n, random.Random(0))),
        cap=1,
        min_repeats=0,
    )


def _solve(problem, opening=None, iterations=20_000):
    return solve(
        problem,
        random.Random(1),
        max_iterations=iterations,
        deadline=time.monotonic() + 300,
        opening=opening,
    )


def test_a_better_opening_is_kept_and_reheated():
    problem = _problem(23, 6)
    opening = affine_five_start(23, 6, table_layout(23), random.Random(1))
    without = _solve(problem)
    outcome = _solve(problem, opening)
    assert repeats(without.rounds) > repeats(opening)  # a short search alone does worse
    assert outcome.from_opening
    assert repeats(outcome.rounds) <= repeats(opening)
    seats = five_seats(outcome.rounds, 23).values()
    assert max(seats) - min(seats) <= 1


def test_a_worse_opening_changes_nothing():
    problem = _problem(23, 6)
    same_tables = [
        [
            list(range(0, 5)),
            list(range(5, 10)),
            list(range(10, 15)),
            list(range(15, 19)),
            list(range(19, 23)),
        ]
    ] * 6
    without = _solve(problem)
    outcome = _solve(problem, same_tables)
    assert not outcome.from_opening
    assert outcome.rounds == without.rounds  # it consumed no randomness


def test_an_optimal_opening_ends_the_search_at_once():
    problem = fours_problem(16, 3)
    _name, plane = best_design(16)
    outcome = _solve(problem, plane[:3])
    assert outcome.proven_optimal
    assert outcome.from_opening
    assert outcome.iterations == 0


def test_an_opening_must_draw_every_free_round():
    problem = _problem(23, 6)
    opening = affine_five_start(23, 5, table_layout(23), random.Random(1))
    with pytest.raises(ValueError, match="every free round"):
        _solve(problem, opening)


def test_a_draw_of_23_players_in_6_rounds_gets_the_planes_quality(monkeypatch):
    # Without a best known draw for the field (:mod:`.best_known`), which comes first.
    monkeypatch.setattr(draw_module, "known_start", lambda *args: None)
    players = [f"p{i}" for i in range(23)]
    draw = draw_tournament(players, 6, seed=1, max_iterations=20_000, time_budget=300)
    assert_valid(draw, players)
    assert draw.method.startswith("construction: affine plane AG(2,5)")
    assert (draw.quality.max_meetings, draw.quality.repeats) <= (2, 18)
    counts = list(draw.quality.odd_table_counts.values())
    assert max(counts) - min(counts) <= 1
