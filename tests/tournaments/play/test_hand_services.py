"""Entering a hand through the production path: entry and results stored, winds from the
dealer, the settlement checked where it is built, scored by the engine."""

import pytest
from django.core.exceptions import ValidationError

from tests.factories import MemberFactory, RoundFactory
from tests.hands import hand
from tournaments.play.models import HandResult
from tournaments.play.selectors.table_context import table_context
from tournaments.play.selectors.turns import hand_winds
from tournaments.play.services import hands
from tournaments.play.services.hand_entry import build_entry, hand_enter
from tournaments.play.services.hands import SeatScore
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.django_db


# -- hands -------------------------------------------------------------------------------

QUICK_WIN = {
    "players": {"E": {}, "S": {}, "W": {}, "N": {}},
    "result": {"kind": "win", "winner": "S", "discarder": "W", "self_drawn": False},
    "quick": {"points": {"E": 64, "S": 96, "W": 0, "N": 20}},
}
GOLDEN_SCORES = {  # FORMAT.md example: E 24, S 384, W -244, N -164
    "E": SeatScore(points=64, settlement=24),
    "S": SeatScore(points=96, settlement=384),
    "W": SeatScore(points=0, settlement=-244),
    "N": SeatScore(points=20, settlement=-164),
}


def test_hand_enter_stores_entry_and_results(seated_table):
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    assert hand.number == 1 and hand.entry_mode == "quick"
    assert hand.winner.wind == "S" and hand.discarder.wind == "W"
    assert hand.entry["ruleset"] == "nmb" and hand.entry["result"]["winner"] == "S"
    results = {r.seat.wind: r.settlement for r in hand.results.select_related("seat")}
    assert results == {"E": 24, "S": 384, "W": -244, "N": -164}
    second = hand_enter(table=seated_table, entry=QUICK_WIN)
    assert second.number == 2


def test_hand_enter_maps_winds_from_the_dealer(seated_table):
    seats = list(seated_table.seats.order_by("position"))
    hand_enter(table=seated_table, entry=QUICK_WIN)  # South wins: the deal passes
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    # Dealer is the starting-South seat, so this hand's South is the starting-West seat.
    assert hand.dealer == seats[1] and hand.winner == seats[2]
    assert HandResult.objects.get(hand=hand, seat=seats[1]).settlement == 24


def test_the_writer_refuses_a_settlement_that_does_not_sum_to_zero(seated_table):
    context = table_context(table=seated_table)
    entry = build_entry(
        entry=QUICK_WIN,
        ruleset=context.ruleset,
        options=context.options,
        prevailing_wind="E",
        winds=list(context.winds),
    )
    scores = {**GOLDEN_SCORES, "E": SeatScore(points=64, settlement=25)}
    with pytest.raises(ValidationError):
        hands.hand_create(table=seated_table, context=context, entry=entry, scores=scores)


def test_hand_enter_refuses_an_unknown_winner(seated_table):
    entry = {**QUICK_WIN, "result": {"kind": "win", "winner": "X"}}
    with pytest.raises(ValidationError):
        hand_enter(table=seated_table, entry=entry)


def test_hand_winds_at_a_five_player_table():
    round_ = RoundFactory()
    table = table_seat(
        round_=round_, number=1, sitters=MemberFactory.create_batch(5, club=round_.event.club)
    )
    seats = list(table.seats.order_by("position"))
    winds = hand_winds(seats=seats, dealer=seats[3], sitting_out=seats[0])
    assert [winds[w].position for w in "ESWN"] == [3, 4, 1, 2]
    with pytest.raises(ValidationError):
        hand_winds(seats=seats, dealer=seats[0])  # five would play


def test_hand_write_settles_a_quick_entry_with_the_engine(seated_table):
    """FORMAT.md's example, entered as the table counted it: the engine settles it."""
    hand = hand_enter(table=seated_table, entry=QUICK_WIN)
    assert hand.entry_mode == "quick"
    results = {r.seat.wind: (r.points, r.settlement) for r in hand.results.select_related("seat")}
    assert results == {"E": (64, 24), "S": (96, 384), "W": (0, -244), "N": (20, -164)}


# shared/golden/nmb.yaml NMB-DOC-01 (seed 000 L339-L380), the NMB worked example in tiles.
TILE_WIN = {
    "prevailing_wind": "E",
    "players": {
        "E": hand("k2 k2 k2 b6 b6 b6 Rd Rd Rd c1 c9 N Wd"),
        "S": hand("chow c2 c3 c4 | chow k6 k7 k8 | c5 c6 c7 k3 k4 k5 b3 b3"),
        "W": hand("kong W W W W | E E E b1 b9 k1 k9 c9 N | dead"),
        "N": hand("pung c8 c8 c8 | S S S c1 c2 c3 c5 c6 c9 Gd"),
    },
    "result": {
        "kind": "win",
        "winner": "S",
        "winning_tile": "b3",
        "self_drawn": False,
        "discarder": "N",
        "conditions": ["only_possible_tile"],
    },
}


def test_hand_write_scores_a_tile_entry_with_the_engine(seated_table):
    hand = hand_enter(table=seated_table, entry=TILE_WIN)
    assert hand.entry_mode == "tiles"
    results = {r.seat.wind: r for r in hand.results.select_related("seat")}
    assert {w: (r.points, r.settlement) for w, r in results.items()} == {
        "E": (64, 24),
        "S": (96, 384),
        "W": (0, -244),
        "N": (20, -164),
    }
    assert results["S"].elements, "the winner's scoring elements are stored"


def test_hand_write_turns_an_invalid_hand_into_a_validation_error(seated_table):
    entry = {**TILE_WIN, "players": {**TILE_WIN["players"], "S": hand("b3 b3 b3 b3 b3")}}
    with pytest.raises(ValidationError):
        hand_enter(table=seated_table, entry=entry)
