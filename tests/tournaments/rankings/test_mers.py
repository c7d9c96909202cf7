"""The MERS formula, rule by rule (tournaments/rankings/mers.py; no database)."""

from __future__ import annotations

import datetime
from decimal import Decimal
from fractions import Fraction

import pytest

from tournaments.rankings.mers import (
    MersInputError,
    MersResult,
    PlayerInput,
    active_weeks,
    age,
    mers_ranking,
    part_a_size,
    player_mers,
)

D = datetime.date


def result(
    position: int = 1,
    players: int = 20,
    *,
    start: datetime.date = datetime.date(2025, 6, 7),
    days: int = 1,
    countries: int = 1,
    qualifying: bool = False,
    name: str = "T",
) -> MersResult:
    return MersResult(name, start, days, players, countries, qualifying, position)


@pytest.mark.parametrize(
    ("position", "players", "rank"),
    [
        (1, 20, 1000),
        (20, 20, 0),
        (2, 3, 500),
        (2, 4, 667),  # 666.67 up
        (3, 4, 333),  # 333.33 down
        (2, 9, 875),
        (5, 9, 500),
        (2, 2001, 1000),  # 999.5 half up
        (1, 2, 1000),
        (2, 2, 0),
    ],
)
def test_base_rank(position, players, rank):
    assert result(position, players).base_rank == rank


@pytest.mark.parametrize(
    ("days", "players", "countries", "qualifying", "weight"),
    [
        (1, 20, 1, False, Fraction(1)),
        (2, 20, 1, False, Fraction(2)),
        (3, 20, 1, False, Fraction(3)),
        (4, 20, 1, False, Fraction(3)),  # days capped at 3
        (1, 40, 1, False, Fraction(1)),
        (1, 41, 1, False, Fraction(3, 2)),
        (1, 80, 1, False, Fraction(3, 2)),
        (1, 81, 1, False, Fraction(2)),
        (1, 20, 5, False, Fraction(1)),
        (1, 20, 6, False, Fraction(3, 2)),
        (1, 20, 9, False, Fraction(3, 2)),
        (1, 20, 10, False, Fraction(2)),
        (1, 20, 1, True, Fraction(2)),
        (3, 100, 12, True, Fraction(6)),
    ],
)
def test_weight(days, players, countries, qualifying, weight):
    r = result(1, players, days=days, countries=countries, qualifying=qualifying)
    assert r.weight == weight


@pytest.mark.parametrize(
    ("start", "counts_from"),
    [
        (D(2025, 6, 2), D(2025, 6, 9)),  # a Monday: the next Monday
        (D(2025, 6, 7), D(2025, 6, 9)),  # a Saturday
        (D(2025, 6, 8), D(2025, 6, 9)),  # a Sunday
    ],
)
def test_a_result_counts_from_the_monday_of_the_week_after(start, counts_from):
    assert result(start=start).counts_from == counts_from


START = D(2025, 6, 7)  # counts from Monday 2025-06-09


@pytest.mark.parametrize(
    ("on", "weeks", "a"),
    [
        (D(2025, 6, 8), 0, Fraction(0)),  # the week it was played: not yet
        (D(2025, 6, 9), 1, Fraction(1)),
        (D(2025, 6, 15), 1, Fraction(1)),
        (D(2026, 6, 1), 52, Fraction(1)),
        (D(2026, 6, 8), 53, Fraction(1, 2)),
        (D(2027, 5, 31), 104, Fraction(1, 2)),
        (D(2027, 6, 7), 105, Fraction(0)),
    ],
)
def test_age(on, weeks, a):
    assert active_weeks(result(start=START), on) == weeks
    assert age(weeks) == a


@pytest.mark.parametrize(
    ("start", "on", "weeks"),
    [
        # played the week before the freeze: one week counted, then frozen
        (D(2020, 2, 15), D(2020, 2, 24), 1),
        (D(2020, 2, 15), D(2021, 6, 1), 1),  # a week inside the freeze is not counted
        (D(2020, 2, 15), D(2022, 3, 21), 1),  # the last frozen week
        (D(2020, 2, 15), D(2022, 3, 28), 2),  # the first week after it counts again
        (D(2019, 3, 2), D(2022, 3, 28), 51 + 1),  # 51 weeks before the freeze, 1 after it
        (D(2019, 3, 2), D(2022, 4, 4), 51 + 2),
        # played during the freeze: counts from the first week after it
        (D(2021, 5, 1), D(2022, 3, 27), 0),
        (D(2021, 5, 1), D(2022, 3, 28), 1),
    ],
)
def test_the_covid_freeze(start, on, weeks):
    assert active_weeks(result(start=start), on) == weeks


@pytest.mark.parametrize(
    ("n", "k"),
    [(1, 1), (2, 2), (5, 5), (6, 6), (7, 7), (8, 8), (9, 9), (10, 9), (11, 10), (15, 13)],
)
def test_part_a_takes_the_best_k(n, k):
    assert part_a_size(n) == k


def lines_player(specs, name="P"):
    """A player whose results have the given (R-position of 3 players, W, A) via facts."""
    return PlayerInput(name, name, tuple(specs))


# the worked example of the issue: R, W, A = (1000, 2, 1), (500, 1, 1), (0, 3, 0.5)
ON = D(2026, 6, 1)
WORKED = (
    result(1, 3, start=D(2026, 1, 10), days=2, name="first"),  # R 1000, W 2, A 1
    result(2, 3, start=D(2026, 2, 14), days=1, name="second"),  # R 500, W 1, A 1
    result(3, 3, start=D(2025, 3, 1), days=3, name="old"),  # R 0, W 3, A 0.5 (week 65)
)


def test_the_worked_example():
    ranking = player_mers(PlayerInput("p", "P", WORKED), ON)
    assert ranking is not None
    assert [(x.rank, x.weight, x.age) for x in ranking.lines] == [
        (1000, 2, 1),
        (500, 1, 1),
        (0, 3, Fraction(1, 2)),
    ]
    # part A: k = 3; (2000 + 500 + 0) / (2 + 1 + 1.5 + (5 − 3)) = 2500 / 6.5
    assert ranking.part_a.value == Fraction(2500) / Fraction(13, 2)
    # part B: (2500) / (4.5 + (4 − 3)) = 2500 / 5.5
    assert ranking.part_b.value == Fraction(2500) / Fraction(11, 2)
    # (384.615… + 454.545…) / 2
    assert ranking.score == Decimal("419.58")


def test_padding_disappears_with_five_and_four_results():
    five = tuple(
        result(1, 3, start=D(2026, 1, 3) + datetime.timedelta(weeks=i), name=f"t{i}")
        for i in range(5)
    )
    ranking = player_mers(PlayerInput("p", "P", five), ON)
    assert ranking is not None
    assert (ranking.part_a.padding, ranking.part_b.padding) == (0, 0)
    assert (ranking.part_a.counted, ranking.part_b.counted) == (5, 4)
    assert ranking.score == Decimal("1000.00")
    two = player_mers(PlayerInput("p", "P", five[:2]), ON)
    assert two is not None
    assert (two.part_a.padding, two.part_b.padding) == (3, 2)
    assert two.part_a.value == Fraction(2000, 5) and two.part_b.value == Fraction(2000, 4)


def test_part_a_drops_the_worst_beyond_k():
    """10 results: k = 9, the worst (R 0) is left out of part A; part B takes 4."""
    good = [
        result(1, 3, start=D(2026, 1, 3) + datetime.timedelta(weeks=i), name=f"g{i}")
        for i in range(9)
    ]
    worst = result(3, 3, start=D(2026, 3, 14), name="worst")
    ranking = player_mers(PlayerInput("p", "P", (worst, *good)), ON)
    assert ranking is not None
    assert ranking.lines[-1].result.tournament == "worst"
    assert not ranking.lines[-1].in_part_a
    assert sum(x.in_part_a for x in ranking.lines) == 9
    assert sum(x.in_part_b for x in ranking.lines) == 4
    assert ranking.score == Decimal("1000.00")


def test_equal_r_takes_the_larger_weight_then_the_later_result():
    light = result(1, 3, start=D(2026, 3, 7), days=1, name="light")
    heavy = result(1, 3, start=D(2026, 1, 3), days=2, name="heavy")
    early = result(1, 3, start=D(2026, 1, 10), days=1, name="early")
    ranking = player_mers(PlayerInput("p", "P", (light, early, heavy)), ON)
    assert ranking is not None
    assert [x.result.tournament for x in ranking.lines] == ["heavy", "light", "early"]


def test_players_need_two_active_results():
    one = PlayerInput("a", "A", (WORKED[0],))
    expired = PlayerInput("b", "B", (WORKED[0], result(1, 3, start=D(2020, 1, 4))))
    two = PlayerInput("c", "C", WORKED[:2])
    assert [r.key for r in mers_ranking([one, expired, two], ON)] == ["c"]


def test_equal_scores_share_a_place():
    players = [
        PlayerInput("a", "Anna", WORKED),
        PlayerInput("b", "Bert", WORKED[:2]),
        PlayerInput("c", "Cees", WORKED),
        PlayerInput("d", "Dirk", (WORKED[1], WORKED[2])),
    ]
    ranking = mers_ranking(players, ON)
    assert [(r.name, r.place) for r in ranking] == [
        ("Bert", 1),
        ("Anna", 2),
        ("Cees", 2),
        ("Dirk", 4),
    ]


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"position": 21, "players": 20}, "position"),
        ({"position": 0, "players": 20}, "position"),
        ({"position": 1, "players": 1}, "players"),
        ({"days": 0}, "days"),
        ({"countries": 0}, "countries"),
    ],
)
def test_impossible_results_are_refused(kwargs, code):
    with pytest.raises(MersInputError) as error:
        result(**kwargs)
    assert error.value.code == code
