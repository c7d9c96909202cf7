"""Several winners on one riichi discard, stored and played on (EMA RCR 2025 3.3.1,
3.4.3-3.4.4; shared/golden/riichi/FORMAT.md): the discarder pays each winner in full with
the counters, a winner in riichi takes back his own bet and the rest of the pot goes to the
first winner in turn after the discarder; the dealer repeats when he is among the winners.
The EMA 2025 book has no abortive draws (FORMAT.md, "nagashi mangan, abortive draws: none"),
so three players who ron one discard all win. Each case is saved through the one hand
writer, then corrected or deleted as a referee would."""

import pytest
from django.core.exceptions import ValidationError
from django.utils import translation

from scoring.notation import parse_player
from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import seat_totals
from tournaments.play.models import Hand, HandResult
from tournaments.play.selectors.turns import table_carry
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter

# the hands of golden case riichi-M01: South closed (riichi, pinfu, all simples: 3 han 30 fu
# = 3,900), North open (all simples: 1 han 30 fu = 1,000), both won on c5
SOUTH = "k5 k6 k7 b2 b3 b4 c6 c7 c8 c3 c4 c5 k8 k8"
NORTH = "chow k2 k3 k4 | pung b6 | k6 k7 k8 c6 c7 c5 b8 b8"
# the dealer's closed hand on the same c5 (riichi, all simples, a closed wait c4_c6: 2 han
# 40 fu, dealer 6 x 640 = 3,840 -> 3,900)
EAST = "k2 k3 k4 b3 b4 b5 c4 c5 c6 c2 c3 c4 b7 b7"
# South's tiles held by the dealer: 3 han 30 fu, 6 x 960 = 5,760 -> 5,800
EAST_AS_SOUTH = SOUTH


def entry(tiles: dict[str, str], *, winners: list[str], discarder: str, riichi=()) -> dict:
    players = {w: parse_player(tiles[w]) if w in tiles else {} for w in "ESWN"}
    return {
        "players": players,
        "result": {
            "kind": "win",
            "winner": winners,
            "self_drawn": False,
            "discarder": discarder,
            "winning_tile": "c5",
        },
        "riichi": {"riichi": list(riichi)},
    }


DRAW_E_S_TENPAI_S_RIICHI = {
    "players": {w: {} for w in "ESWN"},
    "result": {"kind": "draw", "tenpai": ["E", "S"]},
    "riichi": {"riichi": ["S"]},
}

CASES = [
    # id, hands before, the double (triple) ron, settlement, dealer index after, carry after
    pytest.param(
        [],
        entry({"S": SOUTH, "N": NORTH}, winners=["S", "N"], discarder="W", riichi=["S"]),
        # S takes his own bet back; nothing else lies on the table for N
        {"E": 0, "S": 3900, "W": -4900, "N": 1000},
        1,
        {"honba": 0, "riichi_sticks": 0},
        id="two-winners-no-sticks-dealer-not-among",
    ),
    pytest.param(
        [DRAW_E_S_TENPAI_S_RIICHI],
        entry({"S": SOUTH, "N": NORTH}, winners=["S", "N"], discarder="W", riichi=["S"]),
        # riichi-M01: one counter (300 to each winner), the stick on the table to N (first
        # after W), S's new bet back to S; plus the draw's 1,500 / 500 before it
        {"E": 1500, "S": 500 + 4200, "W": -1500 - 5500, "N": -1500 + 2300},
        1,
        {"honba": 0, "riichi_sticks": 0},
        id="two-winners-with-a-counter-and-a-stick",
    ),
    pytest.param(
        [],
        entry({"E": EAST_AS_SOUTH, "N": NORTH}, winners=["E", "N"], discarder="W", riichi=["E"]),
        # the dealer is among the winners: he deals again, one counter more
        {"E": 5800, "S": 0, "W": -6800, "N": 1000},
        0,
        {"honba": 1, "riichi_sticks": 0},
        id="two-winners-dealer-among",
    ),
    pytest.param(
        [DRAW_E_S_TENPAI_S_RIICHI],
        entry(
            {"E": EAST, "S": SOUTH, "N": NORTH},
            winners=["S", "E", "N"],
            discarder="W",
            riichi=["E"],
        ),
        # three winners, one counter each (900 from W); the stick on the table goes to N,
        # the first after W; E takes back his own bet; S (not in riichi now) 2 han 30 fu
        {
            "E": 1500 + 3900 + 300,
            "S": 500 + 2000 + 300,
            "W": -1500 - 3900 - 2000 - 1000 - 900,
            "N": -1500 + 1000 + 300 + 1000,
        },
        0,
        {"honba": 2, "riichi_sticks": 0},
        id="three-winners-dealer-among-after-a-draw",
    ),
]


def _play(table, hands):
    for number, data in enumerate(hands, start=1):
        hand_enter(table=table, entry=data, number=number)
        table.refresh_from_db()


@pytest.mark.parametrize(("before", "ron", "settlement", "dealer", "carry"), CASES)
def test_several_winners_are_paid_and_the_game_goes_on(
    riichi_table, before, ron, settlement, dealer, carry
):
    _play(riichi_table, [*before, ron])
    assert seat_totals(riichi_table) == settlement
    assert (riichi_table.turn_dealer, table_carry(riichi_table)) == (dealer, carry)
    hand = Hand.objects.get(table=riichi_table, number=len(before) + 1)
    winners = ron["result"]["winner"]
    assert hand.entry["result"]["winner"] == winners  # stored as the format writes it
    assert hand.entry_result.won_by[0] == "N"  # the first in turn after West
    assert hand.winner.wind == "N"
    won = {r.wind for r in HandResult.objects.filter(hand=hand) if r.points > 0}
    assert won == set(winners)
    for wind in winners:  # every winner's tiles are kept, nobody else's
        assert hand.entry["players"][wind]
    assert not hand.entry["players"]["W"]


def test_a_correction_of_a_double_ron_to_one_winner_plays_on(riichi_table, referee):
    double = entry({"E": EAST_AS_SOUTH, "N": NORTH}, winners=["E", "N"], discarder="W")
    _play(riichi_table, [double])
    assert (riichi_table.turn_dealer, table_carry(riichi_table)["honba"]) == (0, 1)
    hand = Hand.objects.get(table=riichi_table)
    single = {**double, "result": {**double["result"], "winner": "N"}}
    single["players"] = {**double["players"], "E": {}}
    hand_correct(hand=hand, entry=single, version=hand.version, actor=referee)
    riichi_table.refresh_from_db()
    assert seat_totals(riichi_table) == {"E": 0, "S": 0, "W": -1000, "N": 1000}
    assert (riichi_table.turn_dealer, table_carry(riichi_table)["honba"]) == (1, 0)
    hand.refresh_from_db()
    hand_correct(hand=hand, entry=double, version=hand.version, actor=referee)
    riichi_table.refresh_from_db()
    # 2 han 30 fu for the dealer without riichi: 6 x 480 = 2,880 -> 2,900
    assert seat_totals(riichi_table) == {"E": 2900, "S": 0, "W": -3900, "N": 1000}
    assert (riichi_table.turn_dealer, table_carry(riichi_table)["honba"]) == (0, 1)


def test_a_deletion_before_a_double_ron_works_its_counters_out_again(riichi_table, referee):
    ron = entry({"S": SOUTH, "N": NORTH}, winners=["S", "N"], discarder="W", riichi=["S"])
    _play(riichi_table, [DRAW_E_S_TENPAI_S_RIICHI, ron])
    first = Hand.objects.get(table=riichi_table, number=1)
    hand_delete(hand=first, version=first.version, actor=referee)
    riichi_table.refresh_from_db()
    only = Hand.objects.get(table=riichi_table)
    assert (
        only.number,
        only.entry["options"]["honba"],
        only.entry["options"]["riichi_sticks"],
    ) == (
        1,
        0,
        0,
    )
    assert seat_totals(riichi_table) == {"E": 0, "S": 3900, "W": -4900, "N": 1000}
    assert table_carry(riichi_table) == {"honba": 0, "riichi_sticks": 0}


@pytest.mark.parametrize(
    "options",
    [
        pytest.param({"rules": "wrc"}, id="wrc-head-bump"),
        pytest.param({"several_ron": "head_bump"}, id="house-head-bump"),
    ],
)
def test_head_bump_refuses_several_winners_and_saves_nothing(riichi_table, options):
    event = riichi_table.round.event
    event.ruleset_options = options
    event.save(update_fields=["ruleset_options"])
    ron = entry({"S": SOUTH, "N": NORTH}, winners=["S", "N"], discarder="W")
    with translation.override("en"), pytest.raises(ValidationError, match="only one player wins"):
        hand_enter(table=riichi_table, entry=ron, number=1)
    assert not Hand.objects.filter(table=riichi_table).exists()


def test_a_ruleset_of_one_winner_refuses_a_list(mcr_table):
    data = {
        "result": {
            "kind": "win",
            "winner": ["S", "N"],
            "self_drawn": False,
            "discarder": "W",
            "winning_tile": "c5",
        },
        "quick": {"points": {"S": 8, "N": 8}},
    }
    with translation.override("en"), pytest.raises(ValidationError, match="only one player wins"):
        hand_enter(table=mcr_table, entry=data, number=1)
    assert not Hand.objects.filter(table=mcr_table).exists()


def test_a_double_ron_entered_by_han_and_fu_settles_as_from_the_tiles(riichi_table):
    # riichi-M01 by han and fu, each winner's fu under his seat in the riichi block
    quick = {
        "players": {w: {} for w in "ESWN"},
        "result": {"kind": "win", "winner": ["S", "N"], "self_drawn": False, "discarder": "W"},
        "quick": {"points": {"S": 3, "N": 1}},
        "riichi": {"riichi": ["S"], "quick_fu": {"S": 30, "N": 30}},
    }
    _play(riichi_table, [DRAW_E_S_TENPAI_S_RIICHI, quick])
    assert seat_totals(riichi_table) == {"E": 1500, "S": 4700, "W": -7000, "N": 800}
    assert table_carry(riichi_table) == {"honba": 0, "riichi_sticks": 0}
