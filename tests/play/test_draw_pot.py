"""hk variant i (004 L1279-1280): on a draw every player puts chips in a pot that the next
winner collects. The table knows how many draws came before a win, so the scorekeeper
enters the win as usual and the pot is settled with it."""

import copy

import pytest

from scoring.engine import score_dict
from tests.play.conftest import seat_table
from tests.play.hands import entry_of, golden_hands, scores_with
from tournaments.models import Hand
from tournaments.services.hand_entry import hand_enter

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
