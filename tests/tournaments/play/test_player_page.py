"""The table's player page (the players' link): it shows what the table page shows,
penalties outside a hand included, so both pages' totals agree; and it takes a confirmation
only once the table's game is over (the ruleset's game end, the round's time up or the round
closed), never in the middle of the game."""

import datetime as dt
import re

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tests.tournaments.penalties.fixtures import play_hand, seated
from tournaments.events.models import RoundStatus
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.selectors.table_links import seat_code, table_link_path

EN = {"accept-language": "en"}


def _totals(html: str) -> list[tuple[str, ...]]:
    """The rows of the penalty totals table: player, hands, penalties, total."""
    table = re.search(r'<table class="data-table penalty-totals">(.*?)</table>', html, re.S)
    assert table is not None, "no totals with penalties on the page"
    rows = re.findall(r"<tr[^>]*><td>(.*?)</td>(.*?)</tr>", table.group(1), re.S)
    return [
        (name, *re.findall(r'<td class="num"[^>]*>(?:<strong>)?(-?\d+)', cells))
        for name, cells in rows
    ]


def _time_up(table) -> None:
    round_ = table.round
    round_.starts_at = timezone.now() - dt.timedelta(hours=2)
    round_.ends_at = timezone.now() - dt.timedelta(minutes=1)
    round_.save(update_fields=["starts_at", "ends_at"])


def test_the_player_page_shows_the_penalties_and_the_totals_of_the_table_page(
    client, mcr_club, referee
):
    table = seated(mcr_club, ruleset="mcr")
    play_hand(table, referee)
    play_hand(table, referee)
    east = table.seats.get(wind="E")
    penalty_give(table=table, seat_id=east.pk, points=10, reason="slow_play", actor=referee)

    client.force_login(referee)
    kwargs = {"slug": table.round.event.slug, "round_number": 1, "table_number": 1}
    table_page = client.get(reverse("play_table", kwargs=kwargs), headers=EN).content.decode()
    client.logout()
    player_page = client.get(table_link_path(table=table), headers=EN).content.decode()

    on_table_page = _totals(table_page)
    assert _totals(player_page) == on_table_page
    east_row = next(row for row in on_table_page if row[0] == east.player_name)
    assert east_row[2] != "0" and int(east_row[3]) == int(east_row[1]) + int(east_row[2])
    assert "Slow play" in player_page or "slow" in player_page.lower()
    assert "Give penalty" not in player_page  # read-only for the players
    # the seat cards give the penalised player's total with the penalty too, as the totals
    # table and the standings do (the cards showed the hands' total only)
    card = f'data-player="{east.player_name}" data-player-total="{east_row[3]}"'
    for page in (table_page, player_page):
        assert card in page and f"{east_row[3]} with penalties" in page


@pytest.mark.parametrize(
    ("game", "confirms"),
    [
        ("in play", False),  # hand 2 of 16, time left: the game goes on
        ("time up", True),
        ("round closed", True),
    ],
)
def test_a_confirmation_is_taken_only_when_the_game_is_over(client, mcr_club, game, confirms):
    table = seated(mcr_club, ruleset="mcr")
    play_hand(table)
    play_hand(table)
    round_ = table.round
    round_.starts_at = timezone.now() - dt.timedelta(minutes=30)
    round_.ends_at = timezone.now() + dt.timedelta(minutes=38)
    round_.save(update_fields=["starts_at", "ends_at"])
    if game == "time up":
        _time_up(table)
    elif game == "round closed":
        round_.status = RoundStatus.CLOSED
        round_.save(update_fields=["status"])

    link = table_link_path(table=table)
    page = client.get(link, headers=EN).content.decode()
    assert ('name="code"' in page) == confirms
    assert ("is not over yet" in page) != confirms

    seat = table.seats.get(wind="S")
    code = seat_code(seat_id=seat.pk, event=round_.event)
    answer = client.post(link, {"seat": seat.pk, "code": code}, follow=True, headers=EN)
    table.refresh_from_db()
    assert table.is_confirmed == confirms
    if not confirms:
        assert "The game at this table is not over yet" in answer.content.decode()


@pytest.mark.parametrize(
    ("seconds", "live", "acceptance"),
    [(10, "10", "5"), (4, "4", "2"), (3, "3", "2"), (1, "1", "1")],
)
def test_the_table_link_polls_as_often_as_the_site_says(
    client, mcr_club, settings, seconds, live, acceptance
):
    """While the stream cannot be used the page polls (static/js/live.js): its table every
    ``LIVE_POLL_SECONDS``, the hands waiting for acceptance twice as often."""
    settings.LIVE_POLL_SECONDS = seconds
    table = seated(mcr_club, ruleset="mcr")
    html = client.get(table_link_path(table=table), headers=EN).content.decode()
    assert re.search(rf'id="live"[^>]*data-live-poll="{live}"', html)
    assert re.search(rf'id="acceptance"[^>]*data-live-poll="{acceptance}"', html)
