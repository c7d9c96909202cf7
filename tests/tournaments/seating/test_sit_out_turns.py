"""Sitting out rotates fairly over a club evening's rounds (issue 50): who sat out before
(a five-player table, a bye) sits in next time; at a five-player table who sat out least
sits out first."""

import pytest

from tournaments.seating import (
    Round,
    Table,
    five_player_hand,
    reseat_by_ranking,
    rotate_sitting_out,
    sat_out_counts,
)


def rnd(*tables, byes=(), number=1):
    return Round(
        number=number,
        tables=tuple(Table(number=i + 1, players=tuple(t)) for i, t in enumerate(tables)),
        byes=tuple(byes),
    )


def five_table(round_):
    return next(set(t.players) for t in round_.tables if t.size == 5)


CASES = [
    # (earlier rounds, the round as cut, who may sit out now: the five-table or the byes)
    # 9 players: round 1's five-table e..i; cut again with f..i there, only one of them
    # (a pigeonhole: 9 players, 5 places) stays
    ([rnd("abcd", "efghi")], rnd("abcd", "efghi", number=2), 1),
    # a bye: the one who had it plays now
    ([rnd("abcd", byes="e")], rnd("abcd", byes="e", number=2), 0),
    # nobody sat out before: the round is kept as it is
    ([rnd("abcd", "efgh")], rnd("abcd", "efghi", number=2), None),
]


@pytest.mark.parametrize(("earlier", "cut", "repeats"), CASES)
def test_who_sat_out_before_sits_in(earlier, cut, repeats):
    counts = sat_out_counts(earlier)
    rotated = rotate_sitting_out(cut, counts)
    players = sorted(p for t in rotated.tables for p in t.players) + sorted(rotated.byes)
    assert sorted(players) == sorted(
        [p for t in cut.tables for p in t.players] + list(cut.byes)
    )  # the same players, nobody lost
    if repeats is None:
        assert {t.players for t in rotated.tables} == {t.players for t in cut.tables}
        return
    out_now = set(rotated.byes) | (five_table(rotated) if rotated.byes == () else set())
    out_before = {p for p, n in counts.items() if n}
    assert len(out_now & out_before) == repeats


def test_at_the_five_table_who_sat_out_least_sits_out_first():
    earlier = [rnd("abcd", "efghi")]
    rotated = rotate_sitting_out(rnd("abcd", "efghi", number=2), sat_out_counts(earlier))
    table = next(t.players for t in rotated.tables if t.size == 5)
    first_four = {five_player_hand(table, hand).sitting_out for hand in range(4)}
    assert first_four <= {"a", "b", "c", "d"}  # the four who played every hand of round 1


def test_three_rounds_of_nine_players_share_the_sitting_out():
    """Reseated from one fixed ranking three times: without the rotation the same five
    would sit at the five-player table each round."""
    ranking = list("abcdefghi")
    rounds: list[Round] = []
    for number in (1, 2, 3):
        cut = reseat_by_ranking(ranking, number=number)
        rounds.append(rotate_sitting_out(cut, sat_out_counts(rounds)))
    counts = sat_out_counts(rounds)
    assert max(counts.values()) - min(counts.get(p, 0) for p in ranking) <= 1
