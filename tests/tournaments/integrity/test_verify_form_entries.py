"""Every hand the web form can save is a hand ``manage.py verify`` can re-score: the form,
the preview, corrections and ``verify`` score through one bridge
(``tournaments.play.services.scoring.entry_deal_score``). A draw entered without tiles at an nmb
table used to save and then fail ``verify`` ("the tiles of E are needed")."""

import pytest
from django.urls import reverse

from scoring.engine import QuickEntry, ResultKind, WinResult, get_ruleset
from scoring.engine.registry import table_ruleset_ids
from tests.tournaments.play.fixtures import seat_table
from tournaments.integrity import verify_hands
from tournaments.integrity.selectors import hands_to_verify
from tournaments.play.models import Hand

# what a scorekeeper types for a quick win in a shipped ruleset: every player's total
# (Dutch) or the winner's (another ruleset: see quick_win)
QUICK_WIN = {
    "nmb": {"points_E": 48, "points_S": 10, "points_W": 4, "points_N": 0},
    "redbook": {"points_E": 48, "points_S": 10, "points_W": 4, "points_N": 0},
    "mcr": {"points_E": 12},
    "hk": {"points_E": 4},
    "majiang": {"points_E": 2},
}


def quick_win(ruleset_id: str) -> dict[str, int]:
    """The fields of a quick win by East: a row above, or for a ruleset registered at run
    time that scores only the winner (the toy) the winner's total at its minimum."""
    if ruleset_id in QUICK_WIN:
        return QUICK_WIN[ruleset_id]
    ruleset = get_ruleset(ruleset_id)
    assert not ruleset.scores_every_player, f"add a row for {ruleset_id} to QUICK_WIN"
    win = WinResult(kind=ResultKind.WIN, winner="E", discarder="S")
    entry = QuickEntry(ruleset=ruleset_id, seats=tuple("ESWN"), result=win, points={"E": 1})
    return {"points_E": ruleset.quick_minimum(entry, ruleset.typed_options()) or 1}


ENTRIES = {
    "tiles draw": {"mode": "tiles", "kind": "draw"},
    "quick draw": {"mode": "quick", "kind": "draw"},
    "quick win": {"mode": "quick", "kind": "win", "winner": "E", "discarder": "S"},
    "tiles false mahjong": {"mode": "tiles", "kind": "false_mahjong", "claimant": "W"},
    "quick false mahjong": {"mode": "quick", "kind": "false_mahjong", "claimant": "W"},
}


# every entry for every ruleset that offers its result kind (riichi has no false mahjong:
# a chombo is a penalty outside the hand)
CASES = [
    (ruleset, what)
    for what, data in ENTRIES.items()
    for ruleset in table_ruleset_ids()
    if data["kind"] in {kind.value for kind in get_ruleset(ruleset).result_kinds}
]


@pytest.mark.parametrize(("ruleset", "what"), CASES)
def test_a_hand_saved_by_the_form_passes_verify(client, make_user, club, ruleset, what):
    table = seat_table(club, ruleset=ruleset)
    client.force_login(make_user("scorekeeper", club=club, username="keeper"))
    data = {**ENTRIES[what], "number": 1}
    if what == "quick win":
        data.update(quick_win(ruleset))
    kwargs = {
        "slug": table.round.event.slug,
        "round_number": table.round.number,
        "table_number": table.number,
    }
    response = client.post(reverse("play_hand_create", kwargs=kwargs), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert Hand.objects.filter(table=table).count() == 1
    report = verify_hands(hands_to_verify())
    assert report.ok, report
