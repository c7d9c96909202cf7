"""Carry-over arithmetic, stage standings and the final order (no database)."""

import pytest

from tournaments.reports.rows import Player, SeatResult, TableResult
from tournaments.reports.stage_standings import (
    StageInfo,
    carry_amount,
    final_order,
    stage_tables,
)
from tournaments.reports.table_points import award_units, table_ranks

CHAIN = ("table_points", "score", "name")


@pytest.mark.parametrize(
    ("value", "carry", "expected"),
    [
        (100, "none", 0),
        (-100, "none", 0),
        (100, "all", 100),
        (-37, "all", -37),
        (100, "half", 50),
        (7, "half", 4),  # half away from zero
        (-7, "half", -4),
        (1, "half", 1),
        (-1, "half", -1),
        (0, "half", 0),
        (-100, "half", -50),
    ],
)
def test_carry_amount(value, carry, expected):
    assert carry_amount(value, carry) == expected


def player(key):
    return Player(key=key, name=key.upper(), sort_name=key)


def table(round_number, number, scores):
    units, places = award_units(scores, "4-2-1-0"), table_ranks(scores)
    return TableResult(
        event_id=1,
        round_number=round_number,
        table_number=number,
        table_id=round_number * 10 + number,
        scheme="4-2-1-0",
        seats=tuple(
            SeatResult(
                1, round_number, number, 0, "ESWN"[i], player(k), s, 4, 1, 0, units[k], places[k]
            )
            for i, (k, s) in enumerate(scores.items())
        ),
    )


def stages(carry):
    return [
        StageInfo(1, "qualification", 1, 1, "none", None),
        StageInfo(2, "final", 2, 2, carry, ("a", "e", "b", "f")),
    ]


QUALIFICATION = [
    table(1, 1, {"a": 41, "b": 11, "c": -21, "d": -31}),
    table(1, 2, {"e": 31, "f": 1, "g": -13, "h": -19}),
]
FINAL = [table(2, 1, {"f": 10, "b": 5, "e": -5, "a": -10})]


@pytest.mark.parametrize(
    ("carry", "carried", "order"),
    [
        ("none", {"a": 0, "e": 0, "b": 0, "f": 0}, ["f", "b", "e", "a"]),
        ("half", {"a": 21, "e": 16, "b": 6, "f": 1}, ["f", "b", "e", "a"]),
        ("all", {"a": 41, "e": 31, "b": 11, "f": 1}, ["f", "e", "a", "b"]),
    ],
)
def test_carry_over_column_and_stage_ranking(carry, carried, order):
    qualification, final = stage_tables(stages(carry), QUALIFICATION + FINAL, CHAIN)
    assert [r.player.key for r in qualification.rows] == ["a", "e", "b", "f", "g", "c", "h", "d"]
    assert {r.player.key: r.carried_score for r in final.rows} == carried
    assert [r.player.key for r in final.rows] == order
    a = next(r for r in final.rows if r.player.key == "a")
    assert a.score == -10 + carried["a"]


def test_final_order_finalists_then_the_others_by_qualification():
    tables = stage_tables(stages("none"), QUALIFICATION + FINAL, CHAIN)
    rows = final_order(tables)
    assert [(r.rank, r.player.key, r.stage) for r in rows] == [
        (1, "f", "final"),
        (2, "b", "final"),
        (3, "e", "final"),
        (4, "a", "final"),
        (5, "g", "qualification"),
        (6, "c", "qualification"),
        (7, "h", "qualification"),
        (8, "d", "qualification"),
    ]


def test_stage_before_its_cut_is_left_out_and_field_in_seed_order():
    no_cut = [stages("none")[0], StageInfo(2, "final", 2, 2, "none", None)]
    assert len(stage_tables(no_cut, QUALIFICATION, CHAIN)) == 1
    _q, final = stage_tables(stages("none"), QUALIFICATION, CHAIN)  # final not played yet
    assert [r.player.key for r in final.rows] == ["a", "e", "b", "f"]


def test_players_out_at_a_cut_who_shared_a_qualification_place_follow_their_stage():
    """Qualification: b and f share 3rd (equal table points and score); both reach the
    semi-final and go out there, f ahead of b: f is placed before b, no shared rank."""
    qualification = [
        table(1, 1, {"a": 40, "b": 10, "c": -20, "d": -30}),
        table(1, 2, {"e": 40, "f": 10, "g": -20, "h": -30}),
    ]
    semi = [table(2, 1, {"f": 30, "a": 10, "e": -10, "b": -30})]
    final = [table(3, 1, {"a": 5, "e": 5, "f": -5, "b": -5})]
    stages = [
        StageInfo(1, "q", 1, 1, "none", None),
        StageInfo(2, "s", 2, 2, "none", ("a", "e", "b", "f")),
        StageInfo(3, "f", 3, 3, "none", ("f", "a")),
    ]
    rows = final_order(stage_tables(stages, qualification + semi + final, CHAIN))
    assert [(r.rank, r.player.key) for r in rows[:4]] == [(1, "a"), (2, "f"), (3, "e"), (4, "b")]
