"""A riichi game's length (issue 52): a club or event chooses a hanchan (East and South) or
a tonpuusen (East only) in its house rules (``game_length``); the table refuses a hand
after the last wind round, ``verify`` replays the same game, and the score sheet names
the round it ends after and prints as many blank rows as the game needs."""

import pytest

from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import PINFU_TANYAO, url
from tournaments.integrity.selectors import hands_to_verify
from tournaments.integrity.verify import verify_hands
from tournaments.reports.sheets import round_sheets


def enter(client, table, number):
    # South wins on North's discard every hand: the deal passes each time
    return client.post(url("play_hand_create", table), {**PINFU_TANYAO, "number": number})


@pytest.mark.parametrize(
    ("length", "hands", "rows", "message"),
    [
        ("hanchan", 8, 16, "The game is over: the South round has been played."),
        ("tonpuusen", 4, 10, "The game is over: the East round has been played."),
    ],
)
def test_the_game_ends_after_the_last_round_of_its_length(
    keeper_client, riichi_table, length, hands, rows, message
):
    event = riichi_table.round.event
    event.ruleset_options = {"game_length": length}
    event.save(update_fields=["ruleset_options"])
    for number in range(1, hands + 1):
        assert enter(keeper_client, riichi_table, number).status_code == 302, number
    riichi_table.refresh_from_db()
    assert riichi_table.turn_passes == hands
    refused = keeper_client.post(
        url("play_hand_create", riichi_table),
        {**PINFU_TANYAO, "number": hands + 1},
        HTTP_ACCEPT_LANGUAGE="en",
    )
    assert message in refused.content.decode()
    assert riichi_table.hands.count() == hands
    assert verify_hands(hands_to_verify(event=event)).issues == []
    (blank,) = round_sheets(event=event, round_number=1)
    assert blank.game is not None and blank.row_count == rows
    assert blank.game.last_wind == ("E" if length == "tonpuusen" else "S")


def test_a_hanchan_plays_on_into_south_where_a_tonpuusen_has_ended(keeper_client, riichi_table):
    for number in range(1, 6):
        assert enter(keeper_client, riichi_table, number).status_code == 302
    riichi_table.refresh_from_db()
    assert (riichi_table.turn_passes, riichi_table.turn_prevailing_wind) == (5, "S")
