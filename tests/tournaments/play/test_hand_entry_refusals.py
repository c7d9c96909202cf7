"""What the table refuses, it refuses in the page's language through every way a save
comes in: a win under the ruleset's minimum (MCR's 8 points: once saved as "S wins on W's
discard" and settled -30 / +10 x3 without a word) and a win whose discarder was never
chosen (once a self-drawn settlement, as "Discarded by" started on self-drawn)."""

import pytest
from django.urls import reverse

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.models import Hand

QUICK_WIN = {"mode": "quick", "number": 1, "kind": "win", "winner": "S"}
#: per ruleset: the winner's total under its minimum and the options that set one
UNDER = {"mcr": ({}, "2"), "hk": ({"min_fan": 3}, "2")}


def _url(table) -> str:
    kwargs = {"slug": table.round.event.slug, "round_number": 1, "table_number": table.number}
    return reverse("play_hand_create", kwargs=kwargs)


@pytest.fixture
def keeper(client, make_user, mcr_table):
    club = mcr_table.round.event.club
    client.force_login(make_user("scorekeeper", club=club, username="mcr-keeper"))
    return client


@pytest.mark.parametrize(("language", "words"), [("nl", "ten minste 8"), ("en", "at least 8")])
@pytest.mark.parametrize("as_json", [False, True], ids=["page", "queue"])
def test_a_win_under_the_minimum_is_a_form_error(keeper, mcr_table, language, words, as_json):
    post = {**QUICK_WIN, "discarder": "W", "points_S": "2"}
    headers = {"accept-language": language}
    if as_json:
        headers["accept"] = "application/json"
    answer = keeper.post(_url(mcr_table), post, headers=headers)
    assert answer.status_code == 422
    assert not Hand.objects.exists()
    if as_json:
        body = answer.json()
        assert words in body["message"]
        assert words in body["form_html"] and 'name="points_S"' in body["form_html"]
    else:
        assert words in answer.content.decode()


@pytest.mark.parametrize("ruleset", sorted(UNDER))
def test_the_minimum_is_refused_alike_in_each_ruleset_that_has_one(client, make_user, ruleset):
    from tests.factories import ClubFactory

    club = ClubFactory(slug=f"{ruleset}-club", default_ruleset=ruleset)
    table = seat_table(club, ruleset=ruleset)
    options, total = UNDER[ruleset]
    event = table.round.event
    event.ruleset_options = options
    event.save(update_fields=["ruleset_options"])
    client.force_login(make_user("scorekeeper", club=club, username=f"{ruleset}-keeper"))
    post = {**QUICK_WIN, "discarder": "W", "points_S": total}
    answer = client.post(_url(table), post, headers={"accept-language": "en"})
    assert answer.status_code == 422
    assert "are needed to go out. Record it as a false mahjong" in answer.content.decode()
    assert not Hand.objects.exists()


def test_the_discarder_must_be_chosen_and_self_drawn_is_a_choice(keeper, mcr_table):
    post = {**QUICK_WIN, "points_S": "9"}
    answer = keeper.post(
        _url(mcr_table), {**post, "discarder": ""}, headers={"accept-language": "en"}
    )
    assert answer.status_code == 422
    assert "Choose who discarded the winning tile, or mark the win self-drawn." in (
        answer.content.decode()
    )
    assert not Hand.objects.exists()
    page = keeper.get(
        reverse(
            "play_table",
            kwargs={"slug": mcr_table.round.event.slug, "round_number": 1, "table_number": 1},
        )
    )
    select = page.content.decode().split('name="discarder"', 1)[1].split("</select>", 1)[0]
    assert '<option value="" selected>' in select  # no answer until one is picked
    assert keeper.post(_url(mcr_table), {**post, "discarder": "self"}).status_code == 302
    assert Hand.objects.get().entry["result"]["self_drawn"] is True
