"""Seat winds at one table: opening draw, MCR seat exchange, five-player rotation."""

import pytest

from tournaments.seating import (
    draw_winds,
    five_player_hand,
    mcr_seat_winds,
    passes_when_east_loses,
    sitting_out,
)


def test_mcr_chart():
    rounds = mcr_seat_winds(["A", "B", "C", "D"])
    as_rows = ["".join(sorted(r, key=lambda p: "ESWN".index(r[p]))) for r in rounds]
    # East, South, West, North of each wind round.
    assert as_rows == ["ABCD", "BADC", "CDBA", "DCAB"]


def test_mcr_everyone_east_once_and_each_round_a_permutation():
    players = [10, 20, 30, 40]
    rounds = mcr_seat_winds(players)
    for r in rounds:
        assert sorted(r.values()) == sorted("ESWN")
    for p in players:
        assert sorted(r[p] for r in rounds).count("E") == 1


def test_mcr_exchange_after_east_round_swaps_east_south_and_west_north():
    first, second, *_ = mcr_seat_winds(["A", "B", "C", "D"])
    assert (second["A"], second["B"], second["C"], second["D"]) == ("S", "E", "N", "W")
    assert first == {"A": "E", "B": "S", "C": "W", "D": "N"}


def test_mcr_needs_four():
    with pytest.raises(ValueError):
        mcr_seat_winds([1, 2, 3])


def test_draw_winds_is_seeded_permutation():
    players = ["a", "b", "c", "d", "e"]
    drawn = draw_winds(players, 9)
    assert sorted(drawn) == players
    assert draw_winds(players, 9) == drawn


@pytest.mark.parametrize(
    ("hand", "out", "east", "north"),
    [
        (0, "X", "E", "N"),
        (1, "E", "S", "X"),
        (2, "S", "W", "E"),
        (4, "N", "X", "W"),
        (5, "X", "E", "N"),
    ],
)
def test_five_player_rotation_nmb(hand, out, east, north):
    table = ("E", "S", "W", "N", "X")  # drawn order; X is the dreamer
    h = five_player_hand(table, hand)
    assert h.sitting_out == out
    assert dict(h.winds)["E"] == east
    assert dict(h.winds)["N"] == north


def test_everyone_sits_out_once_per_five_hands():
    table = [1, 2, 3, 4, 5]
    outs = [sitting_out(table, k) for k in range(10)]
    assert sorted(outs[:5]) == table
    assert outs[:5] == outs[5:]


def test_old_dreamer_becomes_north_and_east_sits_out():
    table = ["a", "b", "c", "d", "x"]
    for k in range(7):
        before, after = five_player_hand(table, k), five_player_hand(table, k + 1)
        assert after.sitting_out == dict(before.winds)["E"]
        assert dict(after.winds)["N"] == before.sitting_out


def test_german_rules_pass_only_when_east_loses():
    assert passes_when_east_loses([True, True, False, True, False]) == 2
    table = ["a", "b", "c", "d", "x"]
    assert five_player_hand(table, passes_when_east_loses([True, True])).sitting_out == "x"
