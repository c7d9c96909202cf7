"""Every hand the web form can save is a hand ``manage.py verify`` can re-score: the form,
the preview, corrections and ``verify`` score through one bridge
(``tournaments.play.services.scoring.entry_deal_score``). A draw entered without tiles at an nmb
table used to save and then fail ``verify`` ("the tiles of E are needed")."""

import pytest
from django.urls import reverse

from tests.tournaments.play.fixtures import seat_table
from tournaments.integrity import verify_hands
from tournaments.integrity.selectors import hands_to_verify
from tournaments.models import Hand

RULESETS = ["nmb", "redbook", "mcr", "hk", "majiang"]
# what a scorekeeper types for a quick win, per ruleset: every player's total (Dutch) or
# the winner's
QUICK_WIN = {
    "nmb": {"points_E": 48, "points_S": 10, "points_W": 4, "points_N": 0},
    "redbook": {"points_E": 48, "points_S": 10, "points_W": 4, "points_N": 0},
    "mcr": {"points_E": 12},
    "hk": {"points_E": 4},
    "majiang": {"points_E": 2},
}
ENTRIES = {
    "tiles draw": {"mode": "tiles", "kind": "draw"},
    "quick draw": {"mode": "quick", "kind": "draw"},
    "quick win": {"mode": "quick", "kind": "win", "winner": "E", "discarder": "S"},
    "tiles false mahjong": {"mode": "tiles", "kind": "false_mahjong", "claimant": "W"},
    "quick false mahjong": {"mode": "quick", "kind": "false_mahjong", "claimant": "W"},
}


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("what", list(ENTRIES))
def test_a_hand_saved_by_the_form_passes_verify(client, make_user, club, ruleset, what):
    table = seat_table(club, ruleset=ruleset)
    client.force_login(make_user("scorekeeper", club=club, username="keeper"))
    data = {**ENTRIES[what], "number": 1}
    if what == "quick win":
        data.update(QUICK_WIN[ruleset])
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
