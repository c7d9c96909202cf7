"""A riichi event at the table through the pages every ruleset uses (issue 52): the entry
form's tiles and quick modes, preview, save, the hand's page with the yaku in the page's
language (the Japanese term beside it) and the standings (the riichi facts on the form:
test_riichi_entry.py)."""

import re

from django.urls import reverse
from django.utils.html import escape

from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import PINFU_TANYAO, seat_totals, url
from tournaments.play.models import Hand


def test_a_riichi_hand_from_the_tiles_and_one_from_han_and_fu(keeper_client, riichi_table):
    page = keeper_client.get(url("play_table", riichi_table))
    assert page.status_code == 200
    assert 'name="pao"' in page.content.decode()  # riichi has liability

    preview = keeper_client.post(url("play_hand_preview", riichi_table), PINFU_TANYAO)
    assert preview.status_code == 200
    assert not Hand.objects.exists()

    saved = keeper_client.post(url("play_hand_create", riichi_table), {**PINFU_TANYAO, "number": 1})
    assert saved.status_code == 302, saved.content.decode()[:2000]
    # 2 han 30 fu, non-dealer ron: 4 x 480 = 1,920 -> 2,000
    assert seat_totals(riichi_table) == {"E": 0, "S": 2000, "W": 0, "N": -2000}

    detail = keeper_client.get(url("play_hand_detail", riichi_table, number=1))
    body = detail.content.decode()
    assert detail.status_code == 200
    assert "Tanyao" in body and "Pinfu" in body  # the Japanese terms as EMA players know them

    # quick entry: the winner's han (3; the hand's fu is 30 unless given)
    quick = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "self", "points_E": "3"}
    saved = keeper_client.post(url("play_hand_create", riichi_table), {**quick, "number": 2})
    assert saved.status_code == 302, saved.content.decode()[:2000]
    after = seat_totals(riichi_table)
    assert sum(after.values()) == 0
    # South won hand 1, so the deal passed: the player who started South deals hand 2 and
    # wins it self-drawn, 3 han 30 fu, 2 x 960 -> 2,000 from each of the others
    assert after == {"E": -2000, "S": 8000, "W": -2000, "N": -4000}

    event = riichi_table.round.event
    standings = keeper_client.get(reverse("reports_event_standings", kwargs={"slug": event.slug}))
    assert standings.status_code == 200
    south = riichi_table.seats.get(wind="S")
    assert escape(south.player_name) in standings.content.decode()


def test_a_hand_without_a_yaku_is_refused_in_the_pages_language(keeper_client, riichi_table):
    no_yaku = {**PINFU_TANYAO, "tiles_S": "k1 k2 k3 k5 k6 k7 c3 c4 c5 b4 b5 b6 E E"}
    no_yaku["winning_tile"] = "k7"
    refused = keeper_client.post(
        url("play_hand_preview", riichi_table), no_yaku, HTTP_ACCEPT_LANGUAGE="nl"
    )
    assert "geen yaku" in refused.content.decode()


def test_every_error_the_preview_swaps_in_has_its_place_on_the_page(keeper_client, riichi_table):
    """An out-of-band error for a field the page has no slot for (riichi's ippatsu pill, the
    tenpai seats) is a console error (htmx:oobErrorNoTarget): it stays in the preview's list."""
    page = keeper_client.get(url("play_table", riichi_table)).content.decode()
    slots = set(re.findall(r'id="(err-[\w-]+)"', page))
    preview = keeper_client.post(
        url("play_hand_preview", riichi_table), {**PINFU_TANYAO, "winner": ""}
    )
    swapped = set(re.findall(r'id="(err-[\w-]+)" hx-swap-oob', preview.content.decode()))
    assert swapped and swapped <= slots, swapped - slots
