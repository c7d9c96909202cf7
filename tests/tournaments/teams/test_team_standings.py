"""Team standings under each rule (sum, best k, average), with the tie-breaks: best single
player, then all members' table points, then their score; teams equal on all share."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournaments.reports.rows import Player, StandingRow
from tournaments.reports.table_points import UNIT
from tournaments.teams.standings import team_standings


def _row(key: str, points: int, score: int = 0) -> StandingRow:
    return StandingRow(
        rank=0,
        player=Player(key=key, name=key, sort_name=key),
        tp_units=points * UNIT,
        score=score,
    )


# players a..h with their table points (and score)
ROWS = [
    _row("a", 4, 30),
    _row("b", 0, -30),
    _row("c", 2, 10),
    _row("d", 2, 5),
    _row("e", 3, 20),
    _row("f", 1, -20),
    _row("g", 1, 0),
    _row("h", 1, -15),
]
TEAMS = {
    "Reds": ["a", "b"],  # sum 4, best1 4, avg 2, best single 4
    "Blues": ["c", "d"],  # sum 4, best1 2, avg 2, best single 2
    "Greens": ["e", "f"],  # sum 4, best1 3, avg 2, best single 3
    "Whites": ["g", "h"],  # sum 2, best1 1, avg 1
}


@pytest.mark.parametrize(
    ("rule", "best", "expected"),
    [
        # all three at 4: best single player decides (4, 3, 2)
        ("sum", 3, [(1, "Reds", 4), (2, "Greens", 4), (3, "Blues", 4), (4, "Whites", 2)]),
        ("best", 1, [(1, "Reds", 4), (2, "Greens", 3), (3, "Blues", 2), (4, "Whites", 1)]),
        (
            "average",
            3,
            [(1, "Reds", 2), (2, "Greens", 2), (3, "Blues", 2), (4, "Whites", 1)],
        ),
    ],
)
def test_team_rules(rule, best, expected):
    teams = {name: [(k, k) for k in keys] for name, keys in TEAMS.items()}
    rows = team_standings(ROWS, teams, rule=rule, best=best)
    assert [(r.rank, r.name, r.value) for r in rows] == [
        (rank, name, Fraction(value)) for rank, name, value in expected
    ]


def test_best_k_marks_who_does_not_count():
    rows = team_standings(ROWS, {"Reds": [("a", "a"), ("b", "b"), ("c", "c")]}, rule="best", best=2)
    assert rows[0].value == 6
    assert [(m.name, m.counts) for m in rows[0].members] == [("a", True), ("c", True), ("b", False)]


@pytest.mark.parametrize(
    ("teams", "ranks"),
    [
        # equal value, best single, table points and score: one place shared, name orders
        ({"Zeta": ["c", "d"], "Alpha": ["d", "c"]}, [(1, "Alpha"), (1, "Zeta")]),
        # equal up to the score: the score decides
        ({"One": ["f", "e"], "Two": ["g", "e"]}, [(1, "Two"), (2, "One")]),
    ],
)
def test_ties(teams, ranks):
    table = {name: [(k, k) for k in keys] for name, keys in teams.items()}
    rows = team_standings(ROWS, table, rule="sum")
    assert [(r.rank, r.name) for r in rows] == ranks


def test_a_member_without_a_result_counts_zero_and_an_unknown_rule_is_refused():
    rows = team_standings(ROWS, {"New": [("a", "a"), ("zz", "Nobody")]}, rule="average")
    assert rows[0].value == 2
    with pytest.raises(ValueError, match="unknown team rule"):
        team_standings(ROWS, {}, rule="median")
