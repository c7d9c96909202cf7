"""The entry form at a riichi table (issue 52): it asks each seat's riichi, ippatsu, the
dora and ura-dora indicators, a draw's tenpai seats and quick entry's fu and yakuman, and
offers no flowers, seasons, false mahjong or dead wall; the hand scores from what it asks."""

import re

import pytest

from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import PINFU_TANYAO, seat_totals, url
from tournaments.play.models import Hand

# (what the page holds, at a riichi table, at an nmb table)
FIELDS = [
    ('name="ready_E"', True, False),
    ('name="ippatsu"', True, False),
    ('name="dora"', True, False),
    ('name="ura_dora"', True, False),
    ('name="tenpai"', True, False),
    ('name="fact_fu"', True, False),
    ('name="fact_yakuman"', True, False),
    ('value="false_mahjong"', False, True),
    ('value="dead_wall"', False, True),
    ('data-tile="f1"', False, True),
    # the notation help names flowers and seasons only where the ruleset plays them
    ("f1–f4", False, True),
    ("bonus", False, True),
]


@pytest.mark.parametrize(("html", "riichi", "nmb"), FIELDS)
def test_the_form_asks_what_the_ruleset_has(
    keeper_client, riichi_table, nmb_table, html, riichi, nmb
):
    for table, shown in ((riichi_table, riichi), (nmb_table, nmb)):
        page = keeper_client.get(url("play_table", table)).content.decode()
        assert (html in page) is shown, (table.round.event.ruleset, html)


# (what the scorekeeper enters beside the hand, the totals E S W N after it)
HANDS = [
    # 2 han 30 fu, ron: 2,000
    ({}, {"E": 0, "S": 2000, "W": 0, "N": -2000}),
    # + riichi + dora (indicator k1: k2 held once): 4 han 30 fu, a mangan (kiriage) 8,000;
    # East's riichi stick goes to South, South's own comes back
    (
        {"ready_S": "ready", "ready_E": "ready", "dora": "k1"},
        {"E": -1000, "S": 9000, "W": 0, "N": -8000},
    ),
    # double riichi and ippatsu: 2 + 2 + 1 = 5 han, a mangan
    (
        {"ready_S": "double", "ippatsu": "on"},
        {"E": 0, "S": 8000, "W": 0, "N": -8000},
    ),
    # ura dora counts for a winner in riichi: indicator b7 (b8 pair) = 2 more han: 5 han
    (
        {"ready_S": "ready", "ura_dora": "b7"},
        {"E": 0, "S": 8000, "W": 0, "N": -8000},
    ),
]


@pytest.mark.parametrize(("facts", "totals"), HANDS)
def test_a_win_scores_with_its_facts(keeper_client, riichi_table, facts, totals):
    saved = keeper_client.post(
        url("play_hand_create", riichi_table), {**PINFU_TANYAO, **facts, "number": 1}
    )
    assert saved.status_code == 302, saved.content.decode()[:3000]
    assert seat_totals(riichi_table) == totals


def test_ippatsu_needs_the_winners_riichi(keeper_client, riichi_table):
    data = {**PINFU_TANYAO, "ippatsu": "on", "number": 1}
    refused = keeper_client.post(url("play_hand_create", riichi_table), data)
    assert refused.status_code == 422
    assert not Hand.objects.exists()


@pytest.mark.parametrize("mode", ["tiles", "quick"])
def test_a_draw_pays_the_tenpai_seats(keeper_client, riichi_table, mode):
    data = {"mode": mode, "kind": "draw", "tenpai": ["E", "S"], "number": 1}
    saved = keeper_client.post(url("play_hand_create", riichi_table), data)
    assert saved.status_code == 302, saved.content.decode()[:3000]
    assert seat_totals(riichi_table) == {"E": 1500, "S": 1500, "W": -1500, "N": -1500}


# quick entry: (fu, yakuman, South's win on North's discard with 3 han)
QUICK = [
    ("", "", 3900),  # 30 fu unless given: 4 x 960 -> 3,900
    ("40", "", 5200),  # 4 x 1,280 -> 5,200
    ("", "1", 32000),  # a yakuman, non-dealer ron
]


@pytest.mark.parametrize(("fu", "yakuman", "won"), QUICK)
def test_quick_entry_takes_fu_and_yakuman(keeper_client, riichi_table, fu, yakuman, won):
    data = {
        "mode": "quick",
        "kind": "win",
        "winner": "S",
        "discarder": "N",
        "points_S": "3",
        "fact_fu": fu,
        "fact_yakuman": yakuman,
        "number": 1,
    }
    event = riichi_table.round.event
    event.ruleset_options = {"rules": "wrc"}
    event.save(update_fields=["ruleset_options"])
    saved = keeper_client.post(url("play_hand_create", riichi_table), data)
    assert saved.status_code == 302, saved.content.decode()[:3000]
    assert seat_totals(riichi_table) == {"E": 0, "S": won, "W": 0, "N": -won}
    # the hand keeps the event's house rules beside its own facts
    options = Hand.objects.get().entry["options"]
    assert options["rules"] == "wrc"
    assert options["fu"] == int(fu or 30)


def _seat_scores(page: str) -> list[str]:
    return re.findall(r'class="seat-total score[^"]*">(-?\d+)<', page)


def test_the_table_shows_running_scores_from_the_starting_points(
    keeper_client, riichi_table, nmb_table
):
    assert (
        _seat_scores(keeper_client.get(url("play_table", riichi_table)).content.decode())
        == ["30000"] * 4
    )
    keeper_client.post(url("play_hand_create", riichi_table), {**PINFU_TANYAO, "number": 1})
    page = keeper_client.get(url("play_table", riichi_table)).content.decode()
    assert sorted(_seat_scores(page)) == ["28000", "30000", "30000", "32000"]
    # a ruleset without starting points shows the settlements' total
    assert (
        _seat_scores(keeper_client.get(url("play_table", nmb_table)).content.decode()) == ["0"] * 4
    )


# quick entry of South's 3 han 30 fu win on North's discard (3,900) with riichi declared:
# (who declared, the totals E S W N): every declared seat's stick goes to the winner (his
# own comes back), as entered with tiles
QUICK_RIICHI = [
    ({"ready_E": "ready"}, {"E": -1000, "S": 4900, "W": 0, "N": -3900}),
    ({"ready_S": "ready", "ready_W": "double"}, {"E": 0, "S": 4900, "W": -1000, "N": -3900}),
    ({"ready_N": "ready", "ready_E": "ready"}, {"E": -1000, "S": 5900, "W": 0, "N": -4900}),
]


@pytest.mark.parametrize(("ready", "totals"), QUICK_RIICHI)
def test_quick_entry_settles_every_riichi_stick(keeper_client, riichi_table, ready, totals):
    data = {
        "mode": "quick",
        "kind": "win",
        "winner": "S",
        "discarder": "N",
        "points_S": "3",
        "number": 1,
    }
    saved = keeper_client.post(url("play_hand_create", riichi_table), {**data, **ready})
    assert saved.status_code == 302, saved.content.decode()[:3000]
    assert seat_totals(riichi_table) == totals
    assert sum(totals.values()) == 0  # nothing left on the table


def test_quick_entry_takes_the_sticks_a_draw_left_and_this_hands(keeper_client, riichi_table):
    draw = {"mode": "quick", "kind": "draw", "tenpai": ["E"], "ready_E": "ready", "number": 1}
    assert keeper_client.post(url("play_hand_create", riichi_table), draw).status_code == 302
    win = {
        "mode": "quick",
        "kind": "win",
        "winner": "S",
        "discarder": "N",
        "points_S": "3",
        "number": 2,
    }
    saved = keeper_client.post(url("play_hand_create", riichi_table), {**win, "ready_W": "ready"})
    assert saved.status_code == 302, saved.content.decode()[:3000]
    # the draw: E tenpai takes 1,000 from each noten seat and bets 1,000; the win: one
    # counter (300) on 3,900, and both sticks (E's from the draw, W's now) to South
    assert seat_totals(riichi_table) == {"E": 2000, "S": 5200, "W": -2000, "N": -5200}
