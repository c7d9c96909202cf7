"""Zero-repeat constructions: every class a partition, every pair at most once."""

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.seating.cyclic import cyclic_schedule
from tournaments.seating.designs import best_design, transversal_design
from tournaments.seating.galois import field, prime_power


def pair_counts(schedule):
    counts = Counter()
    for rnd in schedule:
        for table in rnd:
            counts.update(frozenset(p) for p in combinations(table, 2))
    return counts


@pytest.mark.parametrize(
    ("n", "rounds"),
    [(16, 5), (20, 5), (28, 9), (32, 9), (36, 9), (40, 13), (44, 11), (64, 21), (100, 25)],
)
def test_known_designs_have_no_repeats(n, rounds):
    name, schedule = best_design(n)
    assert len(schedule) == rounds, name
    for rnd in schedule:
        assert sorted(p for table in rnd for p in table) == list(range(n))
        assert all(len(table) == 4 for table in rnd)
    assert max(pair_counts(schedule).values()) == 1


@pytest.mark.parametrize("n", [16, 28, 40])
def test_complete_designs_meet_every_pair_exactly_once(n):
    _, schedule = best_design(n)
    counts = pair_counts(schedule)
    assert len(counts) == n * (n - 1) // 2
    assert set(counts.values()) == {1}


def test_affine_plane_name():
    assert "AG(2,4)" in best_design(16)[0]


@pytest.mark.parametrize("n", [8, 12, 24, 48])
def test_other_multiples_of_four_get_at_least_one_round(n):
    _, schedule = best_design(n)
    assert len(schedule) >= 1


@pytest.mark.parametrize("n", [17, 22, 37])
def test_no_design_off_multiples_of_four(n):
    assert best_design(n) is None


@pytest.mark.parametrize("q", [4, 5, 7, 8, 9])
def test_transversal_design_groups_never_meet(q):
    counts = pair_counts(transversal_design(q))
    assert all(a // q != b // q for a, b in (tuple(pair) for pair in counts))


@pytest.mark.parametrize(("q", "expected"), [(4, (2, 2)), (9, (3, 2)), (25, (5, 2)), (6, None)])
def test_prime_power(q, expected):
    assert prime_power(q) == expected


@settings(max_examples=40, deadline=None)
@given(
    q=st.sampled_from([2, 3, 4, 5, 7, 8, 9, 16, 25]),
    data=st.data(),
)
def test_field_axioms(q, data):
    gf = field(q)
    a, b, c = (data.draw(st.integers(0, q - 1)) for _ in range(3))
    assert gf.add[a][gf.add[b][c]] == gf.add[gf.add[a][b]][c]
    assert gf.mul[a][gf.mul[b][c]] == gf.mul[gf.mul[a][b]][c]
    assert gf.mul[a][gf.add[b][c]] == gf.add[gf.mul[a][b]][gf.mul[a][c]]
    if a:
        assert gf.mul[a][gf.inv(a)] == 1


@pytest.mark.parametrize(("n", "rounds"), [(24, 7), (24, 6), (16, 5), (20, 5)])
def test_cyclic_schedules_have_no_repeats(n, rounds):
    schedule = cyclic_schedule(n, rounds)
    assert schedule is not None
    assert len(schedule) >= rounds
    for rnd in schedule:
        assert sorted(p for table in rnd for p in table) == list(range(n))
        assert all(len(table) == 4 for table in rnd)
    assert max(pair_counts(schedule).values()) == 1


@pytest.mark.parametrize(("n", "rounds"), [(17, 5), (24, 8), (12, 0)])
def test_cyclic_gives_up_cleanly(n, rounds):
    assert cyclic_schedule(n, rounds) is None
