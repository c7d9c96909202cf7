"""A riichi hanchan at the table on a phone, from the first hand to the end (issue 52): an
exhaustive draw with tenpai payments, a riichi whose stick stays on the table and a dealer
repeat, the counters and sticks shown and paid to the next winner without being typed, the
end after the South round with a riichi stick left on the table, a chombo given as a
penalty, and the standings with uma and the stick left to the winner."""

import re

import pytest
from django.urls import reverse

from tests.browser.hand_saves import hand_stored, tap_save
from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.results import table_results

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}
TABLE_URL = "/events/riichi-game/round/1/table/1/"


@pytest.fixture
def viewport():
    return "phone", PHONE


@pytest.fixture
def riichi_table(transactional_db):
    club = ClubFactory(slug="riichi-game-club")
    round_ = RoundFactory(
        event__club=club, event__ruleset="riichi", event__slug="riichi-game", number=1
    )
    members = MemberFactory.create_batch(4, club=club)
    table = table_seat(round_=round_, number=1, sitters=members)
    user = UserFactory(username="ref-riichi", password="ref-pw", roles=["referee"])
    MemberFactory(club=club, user=user)
    return table


def saved(page, number):
    """Wait until hand ``number`` is stored (the form expects the next one)."""
    hand_stored(page, number)


def carried(page) -> tuple[int, int]:
    honba = page.locator('[data-carry="honba"]').inner_text()
    sticks = page.locator('[data-carry="riichi_sticks"]').inner_text()
    return int(honba), int(sticks)


def draw(page, number, *, tenpai, riichi=()):
    page.locator('input[name="kind"][value="draw"]').check()
    for wind in tenpai:
        page.locator(f'input[name="tenpai"][value="{wind}"]').check()
    for wind in riichi:
        page.locator(f'select[name="ready_{wind}"]').select_option("ready")
    tap_save(page, number)


def quick_ron(page, number, *, winner, discarder, han):
    page.locator('input[name="kind"][value="win"]').check()
    page.locator('input[name="mode"][value="quick"]').check()
    page.locator('select[name="winner"]').select_option(winner)
    page.locator('select[name="discarder"]').select_option(discarder)
    page.locator(f'input[name="points_{winner}"]').fill(str(han))
    tap_save(page, number)


def test_a_riichi_hanchan_from_the_first_hand_to_the_standings(page, live_server, riichi_table):
    page.goto(f"{live_server.url}/accounts/login/?next={TABLE_URL}")
    page.locator('[name="username"]').fill("ref-riichi")
    page.locator('[name="password"]').fill("ref-pw")
    page.locator('main form [type="submit"]').click()
    page.wait_for_url(lambda u: "/accounts/login/" not in u)
    assert carried(page) == (0, 0)

    # hand 1: a draw, the dealer and South tenpai, South in riichi: the dealer repeats with
    # a counter, South's stick stays on the table
    draw(page, 1, tenpai=["E", "S"], riichi=["S"])
    saved(page, 1)
    assert carried(page) == (1, 1)
    assert page.locator(".seat-card.is-dealer .seat-total").inner_text() == "31500"

    # hand 2: South wins 3 han on North's discard: 3,900, 300 for the counter, the stick
    quick_ron(page, 2, winner="S", discarder="N", han=3)
    saved(page, 2)
    assert carried(page) == (0, 0)

    # hands 3-8: South wins 1 han on North's discard each time (1,000): the deal passes
    for number in range(3, 9):
        quick_ron(page, number, winner="S", discarder="N", han=1)
        saved(page, number)

    # hand 9, South 4: a draw, only South tenpai and in riichi; the dealer is noten, the
    # deal passes after the last hand of the South round: the game is over, a stick left
    draw(page, 9, tenpai=["S"], riichi=["S"])
    page.locator("#play-status", has_text="Zuidronde").wait_for()
    assert carried(page) == (1, 1)

    # the player who sat West at the start makes a chombo: 20,000 points, after uma
    seats = list(riichi_table.seats.order_by("position"))
    give = page.locator("details.penalty-give")
    if give.get_attribute("open") is None:  # open by itself while the table has no penalty
        give.locator("summary").click()
    page.locator('select[name="penalty-seat"]').select_option(str(seats[2].pk))
    page.locator('input[name="penalty-points"]').fill("20000")
    page.locator('select[name="penalty-reason"]').select_option("false_claim")
    page.locator("details.penalty-give button[type=submit]").click()
    page.wait_for_load_state()

    # hands: p0 2,500, p1 3,700, p2 -1,500, p3 -5,700, one stick on the table;
    # uma +15/+5/-5/-15 thousand, the stick to the winner (EMA RCR 2025 3.7)
    expected = {
        "E": 2500 + 5000,
        "S": 3700 + 15000 + 1000,
        "W": -1500 - 5000 - 20000,
        "N": -5700 - 15000,
    }
    (table,) = table_results(event_ids=[riichi_table.round.event_id], scheme="none")
    assert {seat.wind: seat.score for seat in table.seats} == expected

    event = riichi_table.round.event
    page.goto(live_server.url + reverse("reports_event_standings", kwargs={"slug": event.slug}))
    text = page.locator("main").inner_text()
    for score in ("+19700", "+7500", "−26500", "−20700"):
        assert score in re.sub(r"(?<=\d)[.\u202f\xa0](?=\d{3})", "", text), score
