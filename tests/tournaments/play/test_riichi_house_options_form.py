"""Red fives and nagashi mangan on the table page's entry form (issue 52): the fields are
there only when the event's house rules switch them on, and what they give is scored."""

import pytest

from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import PINFU_TANYAO, seat_totals, url


def house_rules(table, **options):
    event = table.round.event
    event.ruleset_options = options
    event.save(update_fields=["ruleset_options"])


@pytest.mark.parametrize(
    ("options", "shown"),
    [
        ({}, set()),
        ({"red_fives": True}, {"bonus_count"}),
        ({"nagashi_mangan": True}, {"limit_at_draw"}),
        ({"red_fives": True, "nagashi_mangan": True}, {"bonus_count", "limit_at_draw"}),
    ],
)
def test_the_fields_are_on_the_form_only_when_switched_on(
    keeper_client, riichi_table, options, shown
):
    house_rules(riichi_table, **options)
    page = keeper_client.get(url("play_table", riichi_table), HTTP_ACCEPT_LANGUAGE="en")
    html = page.content.decode()
    assert ('name="bonus_count"' in html) is ("bonus_count" in shown)
    assert ('name="limit_at_draw"' in html) is ("limit_at_draw" in shown)
    assert ("Red fives in the winner" in html) is ("bonus_count" in shown)


@pytest.mark.parametrize(
    ("count", "south"),
    [
        (0, 2000),  # pinfu tanyao 2 han 30 fu
        (1, 3900),  # one red five: 3 han 30 fu
        (2, 8000),  # two: 4 han 30 fu, a mangan (kiriage)
    ],
)
def test_red_fives_entered_with_the_tiles_are_dora(keeper_client, riichi_table, count, south):
    house_rules(riichi_table, red_fives=True)
    data = {**PINFU_TANYAO, "number": 1, "bonus_count": count}
    saved = keeper_client.post(url("play_hand_create", riichi_table), data)
    assert saved.status_code == 302, saved.content.decode()[:2000]
    assert seat_totals(riichi_table)["S"] == south


def test_a_nagashi_mangan_at_a_draw_is_paid_as_a_self_drawn_mangan(keeper_client, riichi_table):
    house_rules(riichi_table, nagashi_mangan=True)
    data = {"mode": "tiles", "kind": "draw", "tenpai": ["E"], "limit_at_draw": ["W"], "number": 1}
    saved = keeper_client.post(url("play_hand_create", riichi_table), data)
    assert saved.status_code == 302, saved.content.decode()[:2000]
    # the tenpai payments give way to it
    assert seat_totals(riichi_table) == {"E": -4000, "S": -2000, "W": 8000, "N": -2000}
    riichi_table.refresh_from_db()
    assert riichi_table.turn_passes == 0  # the dealer was tenpai: he deals again
