"""Several winners of one riichi discard on the table page's form: each winner's hand by
tiles or by han and fu, a correction that opens with every winner, and bad input refused
with a message in the page's language and nothing saved."""

import pytest
from django.utils import translation

from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import seat_totals, url
from tests.tournaments.play.test_riichi_several_winners import NORTH, SOUTH
from tournaments.play.models import Hand

DOUBLE_RON = {
    "mode": "tiles",
    "kind": "win",
    "winner": "S",
    "also_won": ["N"],
    "discarder": "W",
    "winning_tile": "c5",
    "tiles_S": SOUTH,
    "tiles_N": NORTH,
    "ready_S": "ready",
    "number": 1,
}


def test_a_double_ron_by_tiles_is_saved_with_both_winners(keeper_client, riichi_table):
    saved = keeper_client.post(url("play_hand_create", riichi_table), DOUBLE_RON)
    assert saved.status_code == 302, saved.content.decode()[:3000]
    assert seat_totals(riichi_table) == {"E": 0, "S": 3900, "W": -4900, "N": 1000}
    assert Hand.objects.get(table=riichi_table).entry["result"]["winner"] == ["S", "N"]


def test_a_double_ron_by_han_and_fu_asks_each_winner_his_fu(keeper_client, riichi_table):
    quick = {
        "mode": "quick",
        "kind": "win",
        "winner": "S",
        "also_won": ["N"],
        "discarder": "W",
        "ready_S": "ready",
        "points_S": 3,
        "fact_fu": 30,
        "points_N": 2,
        "winner_fact_fu_N": 40,  # 2 han 40 fu: 4 x 640 = 2,560 -> 2,600
        "number": 1,
    }
    saved = keeper_client.post(url("play_hand_create", riichi_table), quick)
    assert saved.status_code == 302, saved.content.decode()[:3000]
    assert seat_totals(riichi_table) == {"E": 0, "S": 3900, "W": -6500, "N": 2600}
    riichi = Hand.objects.get(table=riichi_table).entry["riichi"]
    assert riichi["quick_fu"] == {"S": 30, "N": 40}


def test_the_correction_form_opens_with_every_winner_and_saves_them_again(
    keeper_client, client, make_user, club, riichi_table
):
    keeper_client.post(url("play_hand_create", riichi_table), DOUBLE_RON)
    client.force_login(make_user("referee", club=club, username="ref-several"))
    edit = url("play_hand_edit", riichi_table, number=1)
    page = client.get(edit).content.decode()
    # the winner is the first after the discarder (North), South won the discard too
    assert '<option value="N" selected>' in page
    assert 'name="also_won" value="S" id="id_also_won_1" checked' in page
    # and with the hand's riichi facts: South's declaration
    assert (
        '<option value="ready" selected>' in page.split('name="ready_S"')[1].split("</select>")[0]
    )
    hand = Hand.objects.get(table=riichi_table)
    post = {**DOUBLE_RON, "also_won": [], "tiles_N": "", "version": hand.version}
    post.update(hand_id=hand.pk, reason="only South won")
    assert client.post(edit, post).status_code == 302
    assert seat_totals(riichi_table) == {"E": 0, "S": 3900, "W": -3900, "N": 0}


REFUSALS = [
    # (what is posted beside the double ron, the field, the message in Dutch)
    pytest.param(
        {"also_won": ["N", "W"]},
        "De afgooier kan niet bij de winnaars horen.",
        id="the-discarder-among-the-winners",
    ),
    pytest.param(
        {"also_won": ["S", "N"]},
        "is al de winnaar: vink alleen de anderen aan.",
        id="the-same-seat-twice",
    ),
    pytest.param({"tiles_N": ""}, "Voer de stenen van de winnaar in.", id="a-winner-without-tiles"),
    pytest.param(
        {"discarder": "self"},
        "Meerdere winnaars kan alleen op één afgooi.",
        id="several-winners-self-drawn",
    ),
    pytest.param(
        {"mode": "quick", "points_S": 3},
        "Vul de score van de winnaar in.",
        id="a-winner-without-a-total",
    ),
]


@pytest.mark.parametrize(("change", "message"), REFUSALS)
def test_bad_several_winners_are_refused_in_the_page_language(
    keeper_client, riichi_table, change, message
):
    with translation.override("nl"):
        page = keeper_client.post(
            url("play_hand_create", riichi_table),
            {**DOUBLE_RON, **change},
            HTTP_ACCEPT_LANGUAGE="nl",
        )
    assert page.status_code == 422
    assert message in page.content.decode()
    assert not Hand.objects.filter(table=riichi_table).exists()


def test_head_bump_offers_one_winner(keeper_client, riichi_table):
    event = riichi_table.round.event
    event.ruleset_options = {"rules": "wrc"}
    event.save(update_fields=["ruleset_options"])
    page = keeper_client.get(url("play_table", riichi_table)).content.decode()
    assert 'name="winner"' in page and 'name="also_won"' not in page
