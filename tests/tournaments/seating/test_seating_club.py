"""Club evenings: random first round, reseating by ranking."""

from itertools import combinations

import pytest

from tournaments.seating import (
    Round,
    Table,
    meetings,
    random_round,
    ranking_by_table_places,
    reseat_by_ranking,
    table_places,
)


@pytest.mark.parametrize("n", [4, 5, 8, 11, 13, 16, 17, 22])
def test_random_round_seats_everyone(n):
    players = [f"m{i}" for i in range(n)]
    rnd = random_round(players, seed=3)
    assert sorted(rnd.players) == sorted(players)
    assert rnd.number == 1
    assert random_round(players, seed=3) == rnd


@pytest.mark.parametrize(
    ("n", "policy", "expected_sizes"),
    [
        (8, "auto", (4, 4)),
        (9, "auto", (4, 5)),
        (14, "auto", (4, 5, 5)),
        (11, "auto", (4, 4, 3)),
        (10, "byes", (4, 4)),
    ],
)
def test_reseat_groups_by_ranking(n, policy, expected_sizes):
    ranking = list(range(n))
    rnd = reseat_by_ranking(ranking, seed=1, policy=policy)
    assert tuple(t.size for t in rnd.tables) == expected_sizes
    start = 0
    for table in rnd.tables:
        assert sorted(table.players) == ranking[start : start + table.size]
        start += table.size
    assert list(rnd.byes) == ranking[start:]
    assert rnd.number == 2


def test_winners_together_at_table_one():
    previous = Round(
        number=1,
        tables=(
            Table(1, ("a", "b", "c", "d")),
            Table(2, ("e", "f", "g", "h")),
            Table(3, ("i", "j", "k", "l")),
            Table(4, ("m", "n", "o", "p")),
        ),
    )
    points = {p: float(i % 4) for i, p in enumerate("abcdefghijklmnop")}
    points["h"] = 10.0  # best winner overall
    ranking = ranking_by_table_places(previous, points)
    assert set(ranking[:4]) == {"d", "h", "l", "p"}
    assert ranking[0] == "h"
    assert set(ranking[-4:]) == {"a", "e", "i", "m"}
    rnd = reseat_by_ranking(ranking, seed=0)
    assert set(rnd.tables[0].players) == {"d", "h", "l", "p"}


def test_duplicate_ranking_rejected():
    with pytest.raises(ValueError):
        reseat_by_ranking([1, 2, 3, 3])


def _previous(tables: int) -> Round:
    return Round(
        number=1,
        tables=tuple(Table(t, tuple(f"{t}{x}" for x in "abcd")) for t in range(1, tables + 1)),
    )


@pytest.mark.parametrize("avoid", [False, True])
def test_table_points_reseat_avoids_round_one_opponents_within_groups(avoid):
    previous = _previous(6)
    points = {p: {"a": 3.0, "b": 2.0, "c": 1.0, "d": 0.0}[p[1]] for p in previous.players}
    points["5b"] = points["6b"] = 2.5  # the best seconds sat with winners 5a and 6a
    ranking = ranking_by_table_places(previous, points)
    groups = table_places(previous, points)
    met = set(meetings([previous]))
    rnd = reseat_by_ranking(
        ranking, seed=1, groups=groups if avoid else None, met=met if avoid else ()
    )
    clashes = sum(
        1 for t in rnd.tables for a, b in combinations(t.players, 2) if frozenset((a, b)) in met
    )
    assert clashes == (0 if avoid else 2)
    plain = reseat_by_ranking(ranking, seed=1)
    for table, before in zip(rnd.tables, plain.tables, strict=True):  # groups stay per table
        assert sorted(groups[p] for p in table.players) == sorted(groups[p] for p in before.players)


def test_reseat_keeps_groups_when_every_choice_clashes():
    previous = _previous(2)  # 8 players: both tables hold one place group each half
    points = {p: {"a": 3.0, "b": 2.0, "c": 1.0, "d": 0.0}[p[1]] for p in previous.players}
    ranking = ranking_by_table_places(previous, points)
    groups = table_places(previous, points)
    rnd = reseat_by_ranking(ranking, seed=1, groups=groups, met=set(meetings([previous])))
    assert set(rnd.tables[0].players) == {"1a", "2a", "1b", "2b"}  # winners and seconds
