"""The riichi game from hand to hand (scoring/engine/rulesets/riichi/game.py): who deals
next, the counters and sticks the table carries, the counters and sticks in a hand's
settlement, and the game's result with uma, oka and the sticks left on the table."""

from __future__ import annotations

import pytest

from scoring.engine import get_ruleset
from scoring.engine.progression import first_turn, next_turn
from scoring.engine.quick import QuickEntry
from scoring.engine.rulesets.riichi.game import RiichiResult

RIICHI = get_ruleset("riichi")


def result(data):
    return RIICHI.result_of(data)


WIN_E = {"kind": "win", "winner": "E", "self_drawn": True}
WIN_S = {"kind": "win", "winner": "S", "discarder": "N"}
DRAW = {"kind": "draw"}


@pytest.mark.parametrize(
    ("data", "keeps"),
    [
        (WIN_E, True),
        (WIN_S, False),
        ({"kind": "win", "winner": ["S", "E"], "discarder": "W"}, True),  # E among winners
        ({"kind": "draw", "tenpai": ["E"]}, True),
        ({"kind": "draw", "tenpai": ["S", "W"]}, False),
        (DRAW, False),  # nobody tenpai: the dealer is noten, the deal passes
    ],
)
def test_the_dealer_repeats_on_his_win_and_when_tenpai_after_a_draw(data, keeps):
    assert RIICHI.dealer_keeps_deal(result(data)) is keeps
    turn = next_turn(RIICHI, first_turn(players=4, ruleset_id=RIICHI), result(data))
    assert turn.dealer == (0 if keeps else 1)


def test_a_stored_result_keeps_the_tenpai_seats_and_several_winners_in_turn():
    draw = result({"kind": "draw", "tenpai": ["W", "E"]})
    assert isinstance(draw, RiichiResult) and draw.tenpai == ("W", "E")
    several = result({"kind": "win", "winner": ["E", "S"], "discarder": "W"})
    assert several.winners == ("E", "S") and several.winner == "E"  # N, E, S after W


@pytest.mark.parametrize(
    ("carry", "data", "pot", "after"),
    [
        # honba +1 on a dealer win or any draw, back to 0 after another player's win
        ({}, WIN_E, 0, {"honba": 1, "riichi_sticks": 0}),
        ({"honba": 2, "riichi_sticks": 1}, WIN_S, -1000, {"honba": 0, "riichi_sticks": 0}),
        ({"honba": 1}, {"kind": "draw", "tenpai": ["S"]}, 0, {"honba": 2, "riichi_sticks": 0}),
        # two riichi bets in a draw stay on the table
        ({"riichi_sticks": 1}, DRAW, 2000, {"honba": 1, "riichi_sticks": 3}),
        # a dealer win takes the sticks; the counter still goes up
        ({"honba": 1, "riichi_sticks": 3}, WIN_E, -3000, {"honba": 2, "riichi_sticks": 0}),
    ],
)
def test_counters_and_sticks_carried_to_the_next_hand(carry, data, pot, after):
    assert RIICHI.carry_after(carry, result(data), pot=pot) == after


def test_the_table_facts_are_what_the_table_carries():
    assert RIICHI.table_facts({}, draws=0, carry=None) == {"honba": 0, "riichi_sticks": 0}
    assert RIICHI.table_facts({}, draws=2, carry={"honba": 2, "riichi_sticks": 1}) == {
        "honba": 2,
        "riichi_sticks": 1,
    }


def quick(winner, han, *, discarder=None, **options):
    from scoring.engine.interchange import result_from_dict

    res = {"kind": "win", "winner": winner, "self_drawn": discarder is None}
    if discarder:
        res["discarder"] = discarder
    entry = QuickEntry(
        ruleset="riichi",
        seats=("E", "S", "W", "N"),
        result=result_from_dict(res),
        points={winner: han},
        options=options,
    )
    return RIICHI.settle_quick(entry, RIICHI.resolve_options(options)).settlement.as_dict()


def test_a_quick_entry_pays_the_counters_and_takes_the_sticks_the_table_carries():
    # 3 han 30 fu ron by S from N: 3,900; 2 counters 600; 2 sticks on the table
    assert quick("S", 3, discarder="N", honba=2, riichi_sticks=2) == {
        "E": 0,
        "S": 3900 + 600 + 2000,
        "W": 0,
        "N": -4500,
        "table": -2000,
    }


def draw_settlement(riichi, tenpai, **options):
    from scoring.engine import read_deal

    deal = read_deal(
        {
            "ruleset": "riichi",
            "players": {w: {} for w in "ESWN"},
            "result": {"kind": "draw", "tenpai": tenpai},
            "riichi": {"riichi": riichi},
            "options": options,
        }
    )
    return RIICHI.score(deal).settlement.as_dict()


def test_a_riichi_declared_in_a_draw_goes_on_the_table_beside_the_tenpai_payments():
    assert draw_settlement(["S"], ["S"], riichi_sticks=1) == {
        "E": -1000,
        "S": 3000 - 1000,
        "W": -1000,
        "N": -1000,
        "table": 1000,
    }


@pytest.mark.parametrize(
    ("scores", "options", "expected"),
    [
        # uma +15/+5/-5/-15 thousand, no oka (EMA RCR 2025 3.7.1)
        ({"a": 12000, "b": 3000, "c": -5000, "d": -10000}, {}, [27000, 8000, -10000, -25000]),
        # tied places share their uma
        ({"a": 5000, "b": 5000, "c": -5000, "d": -5000}, {}, [15000, 15000, -15000, -15000]),
        ({"a": 0, "b": 0, "c": 0, "d": 0}, {}, [0, 0, 0, 0]),
        # 2 sticks left on the table: to the winner under EMA, unclaimed under WRC
        ({"a": 9000, "b": 1000, "c": -5000, "d": -7000}, {}, [26000, 6000, -10000, -22000]),
        (
            {"a": 9000, "b": 1000, "c": -5000, "d": -7000},
            {"rules": "wrc"},
            [24000, 6000, -10000, -22000],
        ),
        # two winners share the sticks
        ({"a": 4000, "b": 4000, "c": -5000, "d": -4000}, {}, [14500, 14500, -20000, -9000]),
    ],
)
def test_the_game_result_adds_uma_oka_and_the_sticks_left(scores, options, expected):
    assert list(RIICHI.table_result(scores, options).values()) == expected
    # the printed sheet's lines (uma, oka, sticks left) add up to the same result
    parts = RIICHI.table_result_parts(scores, options)
    assert list(parts) == ["uma", "oka", "sticks"]
    assert [scores[k] + sum(p[k] for p in parts.values()) for k in scores] == expected


def test_other_rulesets_count_the_scores_themselves():
    assert get_ruleset("mcr").table_result({"a": 10, "b": -10}, {}) == {"a": 10, "b": -10}
    assert get_ruleset("mcr").table_result_parts({"a": 10, "b": -10}, {}) == {}


# -- the game's length (``game_length``): a hanchan or a tonpuusen ------------------------

# the deal passes after each non-dealer win and stays after a dealer win or tenpai draw
PASS, REPEAT = WIN_S, WIN_E


@pytest.mark.parametrize(
    ("length", "hands", "over", "wind"),
    [
        # a hanchan: eight passes of the deal, East and South
        ("hanchan", [PASS] * 4, False, "S"),
        ("hanchan", [PASS] * 7, False, "S"),
        ("hanchan", [PASS] * 8, True, "S"),
        # no agari-yame: a dealer repeat in South 4 plays on
        ("hanchan", [PASS] * 7 + [REPEAT], False, "S"),
        ("hanchan", [PASS] * 7 + [REPEAT, {"kind": "draw", "tenpai": ["E"]}, PASS], True, "S"),
        # a tonpuusen: four passes, East only; the same end rules a round earlier
        ("tonpuusen", [PASS] * 3, False, "E"),
        ("tonpuusen", [PASS] * 4, True, "E"),
        ("tonpuusen", [PASS] * 3 + [REPEAT, DRAW], True, "E"),  # noten dealer: the deal passes
        ("tonpuusen", [PASS] * 3 + [REPEAT, {"kind": "draw", "tenpai": ["E"]}], False, "E"),
    ],
)
def test_the_game_ends_after_its_last_wind_round(length, hands, over, wind):
    from scoring.engine.progression import GameEnd, game_end, replay

    options = {"game_length": length}
    turns = replay(RIICHI, [result(h) for h in hands], players=4, options=options)
    assert (game_end(turns[-1]) is GameEnd.NORTH_ROUND) is over
    assert turns[-1].wind_rounds == (1 if length == "tonpuusen" else 2)
    assert turns[-1].prevailing_wind == wind  # the next hand's (the last round's when over)


def test_the_game_length_reads_the_riichi_options_only():
    assert RIICHI.wind_rounds(4) == 2
    assert RIICHI.wind_rounds(4, {"game_length": "tonpuusen", "other_ruleset": 1}) == 1
    # the other rulesets' games keep their length whatever riichi's option says
    assert get_ruleset("mcr").wind_rounds(4, {"game_length": "tonpuusen"}) == 4
