"""Two parts of a player's statistics added (``reports.statistics_parts``) are what one count
over both parts' hands and games gives: no database."""

from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.reports import statistics_parts
from tournaments.reports.rows import Player
from tournaments.reports.statistics import (
    HandRow,
    PlayerStatistics,
    SeatGame,
    WinningHands,
    player_statistics,
)
from tournaments.reports.statistics_parts import add_statistics, statistics_total

ANNA = Player(key="m1", name="Anna", sort_name="anna", member_id=1)
ORDER = ("nmb", "mcr", "riichi")  # "toy" is not in it: sorted after the known ones
ELEMENTS = [
    {"id": "nmb.pung", "name": "Pung"},
    {"id": "mcr.heaven", "name": "Heaven", "unit": "limit", "count": 1},
    {"name": "Flower"},  # no id: counted by its name
    {"id": "nmb.pung", "name": "Pung", "count": 2},  # another stored row of the same element
    {"id": "mcr.flower", "name": "Flower", "count": 3},
]


def _hand(draw, seat, number):
    kind = draw(st.sampled_from(["win", "draw"]))
    winner = draw(st.sampled_from([seat, 99])) if kind == "win" else None
    return HandRow(
        seat_id=seat,
        hand_id=number,
        ruleset=draw(st.sampled_from([*ORDER, "toy"])),
        kind=kind,
        winner_id=winner,
        discarder_id=draw(st.sampled_from([None, seat, 98])) if kind == "win" else None,
        points=draw(st.integers(0, 500)),
        settlement=draw(st.integers(-300, 300)),
        elements=tuple(draw(st.lists(st.sampled_from(ELEMENTS), max_size=3))),
        value=draw(st.one_of(st.none(), st.integers(1, 13))),
        ready=draw(st.booleans()),
        tenpai=draw(st.booleans()),
        facts_read=draw(st.booleans()),
        won_too=winner == 99 and draw(st.booleans()),
    )


@st.composite
def _part(draw, seat):
    """One event's hands and games of Anna, at seat ``seat``."""
    hands = [_hand(draw, seat, seat * 1000 + n) for n in range(draw(st.integers(0, 8)))]
    games = [
        SeatGame(
            seat_id=seat,
            table_id=seat * 10 + n,
            place=draw(st.integers(1, 5)),
            tp_units=draw(st.integers(0, 4000)),
            penalties=draw(st.integers(0, 2)),
            penalty_points=draw(st.integers(-30, 0)),
        )
        for n in range(draw(st.integers(0, 3)))
    ]
    return hands, games


def _count(*parts):
    players = {seat: ANNA for seat in (1, 2)}
    hands = [h for part in parts for h in part[0]]
    games = [g for part in parts for g in part[1]]
    (found,) = player_statistics(players=players, hands=hands, games=games, ruleset_order=ORDER)
    return found


@settings(max_examples=200, deadline=None)
@given(finished=_part(1), tonight=_part(2))
def test_the_parts_added_are_the_count_of_both(finished, tonight):
    whole = _count(finished, tonight)
    added = add_statistics(_count(finished), _count(tonight), ruleset_order=ORDER)
    assert added == whole
    assert added.as_dict() == whole.as_dict()  # the averages and rates: from the sums


def test_every_field_has_a_rule():
    assert set(statistics_parts._RULES) == {f.name for f in fields(PlayerStatistics)}


def _wins(ruleset, wins, total, biggest, settled, biggest_settled):
    return WinningHands(ruleset, wins, total, biggest, settled, biggest_settled)


# (finished, tonight, what they add to): the rules the property test meets by chance, each
# written out once
CASES = [
    pytest.param(
        PlayerStatistics(ANNA, hands=10, wins=2, games=2, places=(1, 1, 0, 0, 0), tp_units=6),
        PlayerStatistics(ANNA, hands=3, wins=1, games=1, places=(0, 0, 0, 0, 1), tp_units=1),
        PlayerStatistics(ANNA, hands=13, wins=3, games=3, places=(1, 1, 0, 0, 1), tp_units=7),
        id="counts and places are summed",
    ),
    pytest.param(
        PlayerStatistics(ANNA, winning_hands=(_wins("mcr", 2, 40, 32, 100, 80),)),
        PlayerStatistics(ANNA, winning_hands=(_wins("mcr", 1, 8, 8, 30, 30),)),
        PlayerStatistics(ANNA, winning_hands=(_wins("mcr", 3, 48, 32, 130, 80),)),
        id="a ruleset's wins: totals summed, the biggest kept (average 16, not 12)",
    ),
    pytest.param(
        PlayerStatistics(ANNA, winning_hands=(_wins("toy", 1, 5, 5, 5, 5),)),
        PlayerStatistics(ANNA, winning_hands=(_wins("nmb", 1, 9, 9, 9, 9),)),
        PlayerStatistics(
            ANNA, winning_hands=(_wins("nmb", 1, 9, 9, 9, 9), _wins("toy", 1, 5, 5, 5, 5))
        ),
        id="rulesets in the registry's order",
    ),
    pytest.param(
        PlayerStatistics(ANNA, fact_rulesets=("toy",), declared=2, declared_wins=1),
        PlayerStatistics(ANNA, fact_rulesets=("riichi",), declared=1, tenpai_draws=1),
        PlayerStatistics(
            ANNA, fact_rulesets=("riichi", "toy"), declared=3, declared_wins=1, tenpai_draws=1
        ),
        id="table facts",
    ),
]


@pytest.mark.parametrize(("finished", "tonight", "total"), CASES)
def test_the_rules(finished, tonight, total):
    assert add_statistics(finished, tonight, ruleset_order=ORDER) == total


def test_averages_are_of_the_sums():
    (wins,) = CASES[1].values[2].winning_hands
    assert wins.average_points == 16 and wins.average_settlement == pytest.approx(130 / 3)


def test_a_missing_part_adds_nothing():
    only = PlayerStatistics(ANNA, hands=4)
    assert statistics_total([None, only, None]) is only
    assert statistics_total([None, None]) is None
