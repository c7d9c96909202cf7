"""Progression per ruleset (pure: scoring.engine.progression, no database)."""

import datetime as dt

import pytest

from scoring.engine.interchange import result_from_dict
from scoring.engine.progression import GameEnd, deal_passes, game_end, replay, turn_after

WIN_E = result_from_dict({"kind": "win", "winner": "E", "self_drawn": True})
WIN_S = result_from_dict({"kind": "win", "winner": "S", "discarder": "E"})
DRAW = result_from_dict({"kind": "draw"})
FALSE = result_from_dict({"kind": "false_mahjong", "claimant": "W"})


@pytest.mark.parametrize(
    ("ruleset", "result", "passes"),
    [
        ("nmb", WIN_E, False),
        ("nmb", WIN_S, True),
        ("nmb", DRAW, False),
        ("redbook", WIN_E, False),
        ("redbook", WIN_S, True),
        ("redbook", DRAW, False),
        ("hk", WIN_E, False),
        ("hk", WIN_S, True),
        ("hk", DRAW, False),
        ("hk", FALSE, True),
        ("majiang", WIN_E, False),
        ("majiang", WIN_S, True),
        ("majiang", DRAW, False),
        ("majiang", FALSE, False),
        ("mcr", WIN_E, True),
        ("mcr", WIN_S, True),
        ("mcr", DRAW, True),
    ],
)
def test_who_deals_next(ruleset, result, passes):
    assert deal_passes(ruleset, result) is passes


@pytest.mark.parametrize(
    ("ruleset", "result", "passes"),
    [
        ("nmb", WIN_E, True),
        ("nmb", DRAW, True),
        ("hk", WIN_E, True),
        ("majiang", WIN_E, False),
        ("majiang", WIN_S, True),
    ],
)
def test_five_player_tables(ruleset, result, passes):
    assert deal_passes(ruleset, result, players=5) is passes


def test_seat_winds_follow_the_dealer():
    turn = turn_after(1, players=4)
    assert turn.dealer == 1 and dict(turn.winds) == {1: "E", 2: "S", 3: "W", 0: "N"}


def test_prevailing_wind_changes_after_every_player_dealt():
    turns = replay("mcr", [DRAW] * 16, players=4)
    assert [t.prevailing_wind for t in turns[:16]] == list("EEEESSSSWWWWNNNN")
    assert game_end(turns[15]) is None
    assert game_end(turns[16]) is GameEnd.NORTH_ROUND


def test_east_keeping_the_deal_lengthens_the_wind_round():
    turns = replay("nmb", [WIN_E, DRAW, WIN_S, WIN_S, WIN_S, WIN_S], players=4)
    assert [t.dealer for t in turns] == [0, 0, 0, 1, 2, 3, 0]
    assert [t.prevailing_wind for t in turns] == list("EEEEEES")


def test_game_ends_when_the_round_time_is_up():
    end = dt.datetime(2026, 3, 3, 20, 45, tzinfo=dt.UTC)
    turn = turn_after(2, players=4)
    assert game_end(turn, now=end - dt.timedelta(minutes=1), ends_at=end) is None
    assert game_end(turn, now=end, ends_at=end) is GameEnd.TIME
    assert game_end(turn, now=end) is None  # no planned end: play on


def test_five_player_sit_out_rotation_matches_the_seating_module():
    from tournaments.seating.five_player import five_player_hand

    players = ["a", "b", "c", "d", "e"]
    for passes in range(12):
        turn = turn_after(passes, players=5)
        expected = five_player_hand(players, passes)
        assert players[turn.sitting_out] == expected.sitting_out
        assert {players[p]: w for p, w in turn.winds.items()} == {p: w for w, p in expected.winds}
    # NMB: the fifth player sits out hand 1, then East sits out and the dreamer is North.
    turns = replay("nmb", [WIN_E, DRAW], players=5)
    assert [t.sitting_out for t in turns] == [4, 0, 1]
    assert turns[1].winds[4] == "N"


def test_five_player_wind_round_is_five_hands():
    turns = replay("nmb", [DRAW] * 20, players=5)
    assert [t.prevailing_wind for t in turns[:20]] == [w for w in "ESWN" for _ in range(5)]
    assert game_end(turns[20]) is GameEnd.NORTH_ROUND


def test_three_player_tables():
    turns = replay("nmb", [WIN_S, DRAW, WIN_S], players=3)
    assert [t.dealer for t in turns] == [0, 1, 1, 2]
    assert dict(turns[1].winds) == {1: "E", 2: "S", 0: "W"}
    assert all(t.sitting_out is None for t in turns)
    assert [t.prevailing_wind for t in replay("mcr", [DRAW] * 12, players=3)][:12:3] == list("ESWN")


@pytest.mark.parametrize("players", [2, 6])
def test_table_sizes(players):
    with pytest.raises(ValueError):
        turn_after(0, players=players)


@pytest.mark.parametrize(
    ("ruleset", "players", "winds", "hands"),
    [
        # "NOORD bestaat niet ... Nadat WEST aan de beurt is geweest, verandert de ronde
        # wind" (004 L970-973): three wind rounds of three deals, no North round
        ("hk", 3, "EEESSSWWW", 9),
        ("hk", 4, "EEEESSSSWWWWNNNN", 16),
        ("majiang", 3, "EEESSSWWWNNN", 12),
        ("nmb", 3, "EEESSSWWWNNN", 12),
    ],
)
def test_wind_rounds_of_a_game(ruleset, players, winds, hands):
    turns = replay(ruleset, [WIN_S] * hands, players=players)  # the deal passes every hand
    assert "".join(t.prevailing_wind for t in turns[:hands]) == winds
    assert game_end(turns[hands - 1]) is None
    assert game_end(turns[hands]) is GameEnd.NORTH_ROUND


@pytest.mark.parametrize(
    ("passes", "dealer", "wind", "sitting_out", "winds"),
    [
        # a 5-player table: the recorded dealer and round wind give back the whole seating
        (0, 0, "E", 4, {0: "E", 1: "S", 2: "W", 3: "N"}),
        (0, 2, "E", 1, {2: "E", 3: "S", 4: "W", 0: "N"}),
        (7, 1, "S", 0, {1: "E", 2: "S", 3: "W", 4: "N"}),
        (3, 4, "W", 3, {4: "E", 0: "S", 1: "W", 2: "N"}),
    ],
)
def test_turn_as_recorded(passes, dealer, wind, sitting_out, winds):
    from scoring.engine.progression import turn_as_recorded

    turn = turn_as_recorded(turn_after(passes, players=5), dealer=dealer, prevailing_wind=wind)
    assert (turn.dealer, turn.prevailing_wind, turn.sitting_out) == (dealer, wind, sitting_out)
    assert dict(turn.winds) == winds
