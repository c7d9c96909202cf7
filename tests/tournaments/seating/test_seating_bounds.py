"""Counting lower bounds: seat-pairs per round x rounds against the pairs of players."""

import pytest

from tournaments.seating import (
    Round,
    Table,
    counting_bounds,
    draw_bounds,
    draw_tournament,
    repeated_pairs,
    table_layout,
)


@pytest.mark.parametrize(
    ("n", "rounds", "policy", "most", "repeats"),
    [
        (16, 5, "auto", 1, 0),  # 5 x 24 seat-pairs = 120 pairs: an affine plane
        (12, 4, "auto", 2, 6),  # 4 x 18 = 72 > 66 pairs
        (24, 8, "auto", 2, 12),  # 8 x 36 = 288 > 276
        (18, 4, "five", 1, 0),  # 4 x (10 + 10 + 6 + 6) = 128 <= 153
        (13, 5, "auto", 2, 32),  # 5 x (10 + 6 + 6) = 110 > 78
        (9, 4, "byes", 2, 12),  # 4 x 12 = 48 > 36
        (10, 9, "three", 3, 63),  # 9 x (6 + 3 + 3) = 108 > 45: ceil(108 / 45) = 3
    ],
)
def test_counting_bounds(n, rounds, policy, most, repeats):
    sizes = [table_layout(n, policy).sizes] * rounds
    bounds = counting_bounds(n, sizes)
    assert (bounds.max_meetings, bounds.repeats) == (most, repeats)
    draw = draw_tournament(list(range(n)), rounds, seed=1, policy=policy, max_iterations=2000)
    assert draw.bounds == bounds
    assert draw_bounds(draw.rounds) == bounds
    assert draw.quality.max_meetings >= most
    assert draw.quality.repeats >= repeats


def test_played_rounds_are_a_floor():
    bounds = counting_bounds(16, [(4, 4, 4, 4)] * 3, played_max_meetings=3, played_repeats=5)
    assert (bounds.max_meetings, bounds.repeats) == (3, 5)


def test_repeated_pairs_lists_the_rounds():
    rounds = [
        Round(number=1, tables=(Table(1, tuple("abcd")), Table(2, tuple("efgh")))),
        Round(number=2, tables=(Table(1, tuple("abef")), Table(2, tuple("cdgh")))),
        Round(number=3, tables=(Table(1, tuple("abcg")), Table(2, tuple("defh")))),
    ]
    found = repeated_pairs(rounds)
    assert {frozenset(pair): numbers for pair, numbers in found} == {
        frozenset("ab"): (1, 2, 3),
        frozenset("ef"): (1, 2, 3),
        frozenset("cd"): (1, 2),
        frozenset("gh"): (1, 2),
        frozenset("ac"): (1, 3),
        frozenset("bc"): (1, 3),
        frozenset("eh"): (1, 3),
        frozenset("fh"): (1, 3),
        frozenset("dh"): (2, 3),
        frozenset("cg"): (2, 3),
    }
    assert [numbers for _, numbers in found[:2]] == [(1, 2, 3)] * 2  # most meetings first
