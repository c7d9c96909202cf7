"""Standings from table results: the tie-break chain and the season options (no database)."""

import datetime
from fractions import Fraction as F

import pytest

from tournaments.reports.rows import Player, SeatResult, TableResult
from tournaments.reports.standings import (
    DEFAULT_TIE_BREAKS,
    EventInfo,
    SeasonOptions,
    event_standings,
    parse_tie_breaks,
    season_standings,
)
from tournaments.reports.table_points import award_units, table_ranks

PLAYERS = {name: Player(key=name, name=name.title(), sort_name=name) for name in "abcdefgh"}


def table(event_id: int, round_number: int, number: int, scores: dict[str, int], *, best=None):
    points = award_units(scores, "4-2-1-0")
    places = table_ranks(scores)
    best = best or {}
    return TableResult(
        event_id=event_id,
        round_number=round_number,
        table_number=number,
        table_id=event_id * 100 + round_number * 10 + number,
        scheme="4-2-1-0",
        seats=tuple(
            SeatResult(
                event_id=event_id,
                round_number=round_number,
                table_number=number,
                table_id=0,
                wind="ESWN"[i],
                player=PLAYERS[key],
                score=score,
                hands=4,
                hands_won=1,
                best_hand=best.get(key, 0),
                tp_units=points[key],
                place=places[key],
            )
            for i, (key, score) in enumerate(scores.items())
        ),
    )


def names(rows):
    return [(r.rank, r.player.key) for r in rows]


def test_evening_ranks_by_table_points_then_score():
    tables = [
        table(1, 1, 1, {"a": 100, "b": 50, "c": -50, "d": -100}),
        table(1, 1, 2, {"e": 300, "f": 0, "g": -100, "h": -200}),
        table(1, 2, 1, {"a": 10, "e": 5, "b": -5, "f": -10}),
        table(1, 2, 2, {"c": 40, "d": 20, "g": -20, "h": -40}),
    ]
    rows = event_standings(tables, DEFAULT_TIE_BREAKS)
    # a: 4+4=8; e: 4+2=6; c: 1+4=5 ... e beats a on score but not on table points
    assert names(rows)[:3] == [(1, "a"), (2, "e"), (3, "c")]
    assert rows[0].table_points == 8 and rows[0].score == 110 and rows[0].firsts == 2
    assert sum(r.table_points for r in rows) == 4 * 7


def test_tie_break_chain_and_shared_rank():
    tables = [
        table(1, 1, 1, {"a": 0, "b": 0, "c": 0, "d": 0}, best={"a": 64, "b": 64, "c": 32}),
    ]
    rows = event_standings(tables, DEFAULT_TIE_BREAKS)
    # all 1¾ table points, score 0, one "1st" each (shared place 1); best hand decides
    assert all(r.table_points == F(7, 4) for r in rows)
    assert names(rows) == [(1, "a"), (1, "b"), (3, "c"), (4, "d")]


def test_configured_chain_is_used():
    tables = [table(1, 1, 1, {"a": 10, "b": 10, "c": -5, "d": -15}, best={"b": 500})]
    chain = parse_tie_breaks("best_hand,table_points")
    assert chain == ("best_hand", "table_points", "name")
    assert names(event_standings(tables, chain))[0] == (1, "b")


def test_parse_tie_breaks_ignores_unknown_and_ends_with_name():
    assert parse_tie_breaks("score, nonsense, score") == ("score", "name")
    assert parse_tie_breaks("") == DEFAULT_TIE_BREAKS


def _season(evenings_tables, **options):
    events = [
        EventInfo(id=i, name=f"E{i}", slug=f"e{i}", date=datetime.date(2025, 1, i))
        for i in sorted({t.event_id for t in evenings_tables})
    ]
    return season_standings(events, evenings_tables, SeasonOptions(**options), DEFAULT_TIE_BREAKS)


SEASON = [
    table(1, 1, 1, {"a": 100, "b": 50, "c": -50, "d": -100}),  # a 4, b 2, c 1, d 0
    table(2, 1, 1, {"a": -100, "b": 50, "c": 60, "d": -10}),  # c 4, b 2, d 1, a 0
    table(3, 1, 1, {"a": 10, "b": -50, "c": -60, "d": 100}),  # d 4, a 2, b 1, c 0
    table(4, 1, 1, {"e": 10, "f": 5, "g": -5, "h": -10}),  # a small evening: e 4, f 2, g 1
]


def test_season_sums_all_evenings_by_default():
    result = _season(SEASON)
    totals = {r.player.key: r.table_points for r in result.rows}
    assert totals == {"a": 6, "b": 5, "c": 5, "d": 5, "e": 4, "f": 2, "g": 1, "h": 0}
    assert result.rows[0].player.key == "a"


def test_best_n_evenings():
    result = _season(SEASON, best_evenings=1)
    by_key = {r.player.key: r for r in result.rows}
    assert by_key["a"].table_points == 4 and by_key["a"].evenings == 3
    assert by_key["a"].evenings_counted == 1
    lines = result.player_lines("a")
    assert [line.counts for line in lines] == [True, False, False]


def test_bonus_per_evening_attended():
    result = _season(SEASON, attendance_bonus=F(1, 2))
    by_key = {r.player.key: r for r in result.rows}
    assert by_key["a"].bonus == F(3, 2) and by_key["a"].total == F(15, 2)
    assert by_key["e"].total == F(9, 2)


def test_minimum_attendance_ranks_unqualified_last():
    result = _season(SEASON, min_evenings=2)
    assert [r.player.key for r in result.rows if not r.qualified] == ["e", "f", "g", "h"]
    assert result.rows[-4].rank == 5  # e has more points than the qualified d, still below


def test_minimum_players_skips_small_evenings():
    small = [*SEASON[:3], table(4, 1, 1, {"e": 10, "f": 5, "g": -15})]
    result = _season(small, min_players=4)
    assert [e.id for e, _n in result.skipped] == [4]
    assert {r.player.key for r in result.rows} == {"a", "b", "c", "d"}


def test_cumulative_lines_for_the_chart():
    lines = _season(SEASON).player_lines("a")
    assert [line.cumulative_score for line in lines] == [100, 0, 10]


@pytest.mark.parametrize("bad_total", [F(1), F(8)])
def test_table_result_refuses_points_that_do_not_add_up(bad_total):
    good = table(1, 1, 1, {"a": 1, "b": 0, "c": -1, "d": 0})
    seats = list(good.seats)
    from dataclasses import replace

    seats[0] = replace(seats[0], tp_units=seats[0].tp_units + int(bad_total * 120))
    with pytest.raises(ValueError, match="add up"):
        replace(good, seats=tuple(seats))
