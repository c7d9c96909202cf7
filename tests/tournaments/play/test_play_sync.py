"""Issue 19: offline, the table page counts the deal on from the server's turn with one
yes/no per kind of result (``play_sync.turn_json``). That holds only if whether the deal
passes depends on the kind of result alone (a win by East, a win by another seat, a draw,
a dead wall, a false mahjong), never on which other seat won or claimed: checked here for
every ruleset and table size, and the page's formula for the next turn is the engine's."""

from __future__ import annotations

import pytest

from scoring.engine import ResultKind, WinResult
from scoring.engine.progression import deal_passes, turn_after
from scoring.engine.registry import available_rulesets
from tests.tournaments.play.fixtures import *  # noqa: F403
from tournaments.play.views.sync import _RESULT_CLASSES

RULESETS = [r.id for r in available_rulesets()]
SEATS = {3: "ESW", 4: "ESWN", 5: "ESWN"}


def results_of(kind: str, players: int) -> list[WinResult]:
    """Every result the page files under ``kind``."""
    others = [w for w in SEATS[players] if w != "E"]
    if kind == "win_E":
        return [WinResult(kind=ResultKind.WIN, winner="E")]
    if kind == "win":
        return [WinResult(kind=ResultKind.WIN, winner=w) for w in others]
    if kind == "false_mahjong":
        return [WinResult(kind=ResultKind.FALSE_MAHJONG, claimant=w) for w in SEATS[players]]
    return [WinResult(kind=ResultKind(kind))]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_deal_passes_by_kind_of_result_alone(ruleset, players):
    for kind, example in _RESULT_CLASSES.items():
        expected = deal_passes(ruleset, example, players=players)
        for result in results_of(kind, players):
            assert deal_passes(ruleset, result, players=players) is expected, (kind, result)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_pages_formula_is_the_engines_turn(players):
    """static/js/hand_queue.js turnAt(): dealer = passes % n, winds E S W (N) from the
    dealer on, the player before East sits out at five, the round wind from passes // n."""
    for passes in range(0, 4 * players + 3):
        turn = turn_after(passes, players=players)
        dealer = passes % players
        winds = {(dealer + i) % players: "ESWN"[i] for i in range(min(players, 4))}
        assert turn.dealer == dealer and dict(turn.winds) == winds
        assert turn.prevailing_wind == "ESWN"[min(passes // players, 3)]
        assert turn.sitting_out == ((dealer + 4) % 5 if players == 5 else None)
