"""A correction at a five-player table that changes who would sit out a later hand is
accepted (issue 20): the later hands keep the players and rotation they were played with,
are rescored as they stand, and the next hand follows on from the last recorded one."""

from __future__ import annotations

import pytest

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.models import Hand
from tournaments.play.selectors.table_state import next_hand
from tournaments.play.selectors.turns import seats_by_position, stored_winds
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter

DRAW = {"result": {"kind": "draw"}}


def _east_win(table) -> dict:
    """A Ma Jiang win by East, entered as the table's own count (3 Faan)."""
    first = table.hands.get(number=1)
    return {
        "players": {w: {} for w in first.entry["players"]},
        "result": {"kind": "win", "winner": "E", "self_drawn": True},
        "quick": {"points": {"E": 3}},
    }


def _seating(hand: Hand) -> tuple[str, str, str]:
    """(dealer, who sat out, round wind) of a stored hand, by member name."""
    seats = seats_by_position(hand.table)
    winds = stored_winds(hand, seats)
    out = next(s for s in seats if s not in winds.values())
    return winds["E"].player_name, out.player_name, hand.prevailing_wind


def _setup(club, ruleset: str, hands: int):
    table = seat_table(club, ruleset=ruleset, players=5)
    for _ in range(hands):
        hand_enter(table=table, entry=DRAW)
    hands_before = {h.number: _seating(h) for h in table.hands.all()}
    return table, hands_before


@pytest.mark.parametrize(
    ("ruleset", "change"),
    [
        # Ma Jiang at five: an East win keeps the deal [001:L554], so correcting hand 1 to an
        # East win means a different player would have sat out every later hand
        ("majiang", "east_win"),
        # deleting a hand moves every later hand up one: at five the sit-out rotates each hand
        ("nmb", "delete"),
        ("majiang", "delete"),
    ],
)
def test_a_correction_that_changes_who_sits_out_is_accepted(club, referee, ruleset, change):
    table, before = _setup(club, ruleset, 3)
    first = table.hands.get(number=1)
    if change == "east_win":
        hand_correct(hand=first, entry=_east_win(table), version=first.version, actor=referee)
        later = {n: before[n] for n in (2, 3)}
        assert table.hands.get(number=1).result_kind == "win"
    else:
        hand_delete(hand=first, version=first.version, actor=referee)
        later = {n - 1: before[n] for n in (2, 3)}  # hands 2 and 3 are now 1 and 2
    after = {h.number: _seating(h) for h in table.hands.all() if h.number in later}
    assert after == later  # played by the same people in the same seats
    for hand in table.hands.all():
        assert hand.results.count() == 4
        assert sum(r.settlement for r in hand.results.all()) == 0
    # the next hand follows on from the last recorded one
    last = table.hands.order_by("number").last()
    coming = next_hand(table=table)
    dealer, _out, _wind = _seating(last)
    seats = seats_by_position(table)
    dealer_position = next(i for i, s in enumerate(seats) if s.player_name == dealer)
    assert coming.turn.dealer == (dealer_position + 1) % 5  # a draw passes the deal at five
    hand = hand_enter(table=table, entry=DRAW)
    assert _seating(hand)[0] == seats[coming.turn.dealer].player_name
