"""hk variant i (004 L1279-1280): on a draw every player puts chips in a pot that the next
winner collects. The table knows how many draws came before a win, so the scorekeeper
enters the win as usual and the pot is settled with it."""

import copy

import pytest

from scoring.engine import score_dict
from tests.tournaments.golden_hands import entry_of, golden_hands, scores_with
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.models import Hand
from tournaments.play.selectors.turns import seats_by_position, stored_winds
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter

DRAW = {"result": {"kind": "draw"}}


def east_keeps_no_deal_win() -> dict:
    """A golden hk win by a player other than East, scoring in the east round."""
    for data in golden_hands("hk"):
        result = data["result"]
        if result["kind"] == "win" and result["winner"] != "E" and scores_with(data, "E"):
            return data
    raise LookupError("no hk win")


@pytest.mark.parametrize(("pot", "draws"), [(10, 2), (10, 0), (0, 2)])
def test_the_winner_after_draws_collects_the_pot(club, pot, draws):
    table = seat_table(club, ruleset="hk")
    event = table.round.event
    event.ruleset_options = {"draw_pot": pot} if pot else {}
    event.save()
    for _ in range(draws):
        hand_enter(table=table, entry=DRAW)
    win = east_keeps_no_deal_win()
    hand = hand_enter(table=table, entry=entry_of(win))

    options = {**(win.get("options") or {}), "draw_pot": pot}
    plain = copy.deepcopy(win) | {"prevailing_wind": "E", "options": options}
    without_pot = score_dict(plain).settlement.as_dict()
    winner = win["result"]["winner"]
    stored = {r.seat.wind: r.settlement for r in hand.results.select_related("seat")}
    extra = pot * draws
    assert hand.entry["options"].get("pot_draws", 0) == (draws if pot else 0)
    for wind, amount in without_pot.items():
        if wind == winner:
            assert stored[wind] == amount + 3 * extra
        else:
            assert stored[wind] == amount - extra
    assert Hand.objects.filter(table=table).count() == draws + 1


def _pot_table(club, pot: int = 10):
    table = seat_table(club, ruleset="hk")
    event = table.round.event
    event.ruleset_options = {"draw_pot": pot}
    event.save()
    return table


def _stored(hand) -> dict[str, int]:
    """The stored settlement by the winds the players had in this hand."""
    winds = stored_winds(hand, seats_by_position(hand.table))
    wind_of = {seat.pk: wind for wind, seat in winds.items()}
    return {wind_of[r.seat_id]: r.settlement for r in hand.results.all()}


def _consistent(hand) -> None:
    """The stored rows are what the stored entry scores to."""
    assert _stored(hand) == score_dict(hand.entry).settlement.as_dict()


def test_correcting_a_draw_to_a_win_empties_the_later_winners_pot(club, referee):
    table = _pot_table(club)
    win = east_keeps_no_deal_win()
    hand_enter(table=table, entry=DRAW)
    second = hand_enter(table=table, entry=DRAW)
    third = hand_enter(table=table, entry=entry_of(win))
    assert third.entry["options"]["pot_draws"] == 2
    hand_correct(hand=second, entry=entry_of(win), version=second.version, actor=referee)
    third.refresh_from_db()
    # hand 2's winner took the pot of hand 1's draw: hand 3 follows a win, no pot
    assert third.entry["options"]["pot_draws"] == 0
    assert third.version == 2
    _consistent(third)
    second.refresh_from_db()
    assert second.entry["options"]["pot_draws"] == 1
    _consistent(second)


@pytest.mark.parametrize("action", ["correct_to_draw", "delete"])
def test_the_pot_follows_when_an_earlier_hand_changes(club, referee, action):
    table = _pot_table(club)
    win = east_keeps_no_deal_win()
    first = hand_enter(table=table, entry=entry_of(win))
    hand_enter(table=table, entry=DRAW)
    last = hand_enter(table=table, entry=entry_of(win))
    assert last.entry["options"]["pot_draws"] == 1
    if action == "delete":
        hand_delete(hand=first, version=first.version, actor=referee)
        expected = 1  # the draw still comes right before it
    else:
        hand_correct(hand=first, entry=DRAW, version=first.version, actor=referee)
        expected = 2  # two draws in a row before the win now
    last.refresh_from_db()
    assert last.entry["options"]["pot_draws"] == expected
    _consistent(last)


def test_a_correction_that_leaves_the_pot_alone_rewrites_nothing_later(club, referee):
    table = _pot_table(club)
    win = east_keeps_no_deal_win()
    first = hand_enter(table=table, entry=DRAW)
    last = hand_enter(table=table, entry=entry_of(win))
    hand_correct(hand=first, entry=DRAW, version=first.version, actor=referee, reason="typo")
    last.refresh_from_db()
    assert last.version == 1 and last.entry["options"]["pot_draws"] == 1
