"""Table layouts for player counts that are not multiples of four."""

import pytest

from tournaments.seating import TablePolicy, table_layout


@pytest.mark.parametrize(
    ("n", "policy", "sizes", "byes"),
    [
        (16, "auto", (4, 4, 4, 4), 0),
        (17, "auto", (5, 4, 4, 4), 0),
        (22, "auto", (5, 5, 4, 4, 4), 0),
        (37, "auto", (5,) + (4,) * 8, 0),
        (7, "auto", (4, 3), 0),
        (11, "auto", (4, 4, 3), 0),
        (6, "auto", (3, 3), 0),
        (5, "auto", (5,), 0),
        (17, "three", (4, 4, 3, 3, 3), 0),
        (17, "byes", (4, 4, 4, 4), 1),
        (23, "byes", (4,) * 5, 3),
        (23, "five", (5, 5, 5, 4, 4), 0),
    ],
)
def test_layouts(n, policy, sizes, byes):
    layout = table_layout(n, policy)
    assert layout.sizes == sizes
    assert layout.byes == byes
    assert layout.seated + layout.byes == n


@pytest.mark.parametrize("n", range(3, 120))
def test_auto_seats_everyone_at_tables_of_three_to_five(n):
    layout = table_layout(n, TablePolicy.AUTO)
    assert layout.seated == n
    assert set(layout.sizes) <= {3, 4, 5}


@pytest.mark.parametrize(("n", "policy"), [(1, "auto"), (2, "auto"), (7, "five"), (5, "three")])
def test_impossible_layouts_raise(n, policy):
    with pytest.raises(ValueError):
        table_layout(n, policy)
