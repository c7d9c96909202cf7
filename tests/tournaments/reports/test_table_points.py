"""Table points for every tie pattern, both schemes, tables of 3, 4 and 5 (no database)."""

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.core.points import format_points, points_decimal
from tournaments.reports.table_points import (
    UnknownScheme,
    award_table_points,
    scheme_total,
    table_ranks,
)

H = F(1, 2)

# (scheme, scores in seat order, expected table points in seat order)
CASES = [
    # four players, 4-2-1-0
    ("4-2-1-0", [40, 20, 10, 0], [4, 2, 1, 0]),
    ("4-2-1-0", [0, 10, 20, 40], [0, 1, 2, 4]),
    ("4-2-1-0", [30, 30, -10, -50], [3, 3, 1, 0]),  # 2-way tie for 1st
    ("4-2-1-0", [50, 10, 10, -70], [4, H * 3, H * 3, 0]),  # 2-way tie for 2nd
    ("4-2-1-0", [50, 20, -35, -35], [4, 2, H, H]),  # 2-way tie for 3rd
    ("4-2-1-0", [30, 30, -30, -30], [3, 3, H, H]),  # two 2-way ties
    ("4-2-1-0", [10, 10, 10, -30], [F(7, 3)] * 3 + [0]),  # 3-way tie for 1st
    ("4-2-1-0", [30, -10, -10, -10], [4, 1, 1, 1]),  # 3-way tie for 2nd
    ("4-2-1-0", [0, 0, 0, 0], [F(7, 4)] * 4),  # 4-way tie: 1¾ each
    # four players, 4-2-1-½
    ("4-2-1-half", [40, 20, 10, 0], [4, 2, 1, H]),
    ("4-2-1-half", [30, 30, -10, -50], [3, 3, 1, H]),
    ("4-2-1-half", [50, 10, 10, -70], [4, H * 3, H * 3, H]),
    ("4-2-1-half", [50, 20, -35, -35], [4, 2, F(3, 4), F(3, 4)]),
    ("4-2-1-half", [10, 10, 10, -30], [F(7, 3)] * 3 + [H]),
    ("4-2-1-half", [30, -10, -10, -10], [4, F(7, 6), F(7, 6), F(7, 6)]),
    ("4-2-1-half", [0, 0, 0, 0], [F(15, 8)] * 4),
    # five players: 4-2-1-½-0 (Groene Hart style) and 4-2-1-0-0
    ("4-2-1-half", [50, 30, 10, -20, -70], [4, 2, 1, H, 0]),
    ("4-2-1-half", [50, 30, 10, -30, -60], [4, 2, 1, H, 0]),
    ("4-2-1-half", [40, 40, 0, -40, -40], [3, 3, 1, F(1, 4), F(1, 4)]),  # tie for last
    ("4-2-1-half", [40, 0, 0, 0, -40], [4, F(7, 6), F(7, 6), F(7, 6), 0]),  # 3-way in the middle
    ("4-2-1-half", [10, 10, 10, 10, -40], [F(15, 8)] * 4 + [0]),  # 4-way tie for 1st
    ("4-2-1-half", [0, 0, 0, 0, 0], [F(3, 2)] * 5),  # 5-way tie: 7½ / 5
    ("4-2-1-0", [50, 30, 10, -20, -70], [4, 2, 1, 0, 0]),
    ("4-2-1-0", [50, 30, -10, -10, -60], [4, 2, H, H, 0]),
    ("4-2-1-0", [0, 0, 0, 0, 0], [F(7, 5)] * 5),
    # three players
    ("4-2-1-0", [30, 0, -30], [4, 2, 1]),
    ("4-2-1-half", [15, 15, -30], [3, 3, 1]),
    ("4-2-1-0", [0, 0, 0], [F(7, 3)] * 3),
    # no table points
    ("none", [40, 20, 10, 0], [0, 0, 0, 0]),
    ("none", [0, 0, 0, 0, 0], [0] * 5),
]


@pytest.mark.parametrize(("scheme", "scores", "expected"), CASES)
def test_table_points(scheme, scores, expected):
    awarded = award_table_points(dict(enumerate(scores)), scheme)
    assert [awarded[i] for i in range(len(scores))] == [F(e) for e in expected]
    assert sum(awarded.values()) == scheme_total(scheme, len(scores))


@pytest.mark.parametrize(
    ("scheme", "players", "total"),
    [
        ("4-2-1-0", 3, 7),
        ("4-2-1-0", 4, 7),
        ("4-2-1-0", 5, 7),
        ("4-2-1-half", 3, 7),
        ("4-2-1-half", 4, F(15, 2)),
        ("4-2-1-half", 5, F(15, 2)),
        ("none", 4, 0),
    ],
)
def test_scheme_totals(scheme, players, total):
    assert scheme_total(scheme, players) == total


@given(
    st.sampled_from(["4-2-1-0", "4-2-1-half", "none"]),
    st.lists(st.integers(-500, 500), min_size=3, max_size=5),
)
def test_any_table_sums_to_the_scheme_total_and_order_is_kept(scheme, scores):
    awarded = award_table_points(dict(enumerate(scores)), scheme)
    assert sum(awarded.values()) == scheme_total(scheme, len(scores))
    for a in range(len(scores)):
        for b in range(len(scores)):
            if scores[a] > scores[b]:
                assert awarded[a] >= awarded[b]
            if scores[a] == scores[b]:
                assert awarded[a] == awarded[b]


def test_ranks_share_the_best_place():
    assert table_ranks({"a": 10, "b": 10, "c": 0, "d": -20}) == {"a": 1, "b": 1, "c": 3, "d": 4}


def test_unknown_scheme_is_refused():
    with pytest.raises(UnknownScheme):
        award_table_points({"a": 1}, "5-3-1")


@pytest.mark.parametrize(
    ("value", "text", "decimal"),
    [
        (F(7, 4), "1¾", "1.75"),
        (F(1, 2), "½", "0.5"),
        (F(7, 3), "2⅓", "2.33"),
        (F(15, 2), "7½", "7.5"),
        (F(4), "4", "4"),
        (F(0), "0", "0"),
        (F(29, 12), "2 5/12", "2.42"),
    ],
)
def test_display(value, text, decimal):
    assert format_points(value) == text
    assert points_decimal(value) == decimal
