"""Players enter their own table and accept hand by hand, on two phones; a disputed hand
reaches the staff's overview of the tables, where a referee takes the call and resolves it
(docs/acceptance.md). Each page updates itself: no reload between the phones."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.events.models import HandAcceptance, HandEntryBy
from tournaments.play.models import HandCheck, RefereeCall
from tournaments.play.selectors.table_links import seat_code, table_link_path
from tournaments.play.services.tables import table_seat

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 900}


@pytest.fixture
def viewport():
    return "phone", PHONE


def _room():
    club = ClubFactory(slug="accept-club", default_ruleset="nmb")
    round_ = RoundFactory(
        event__club=club,
        event__ruleset="nmb",
        event__slug="accept-evening",
        event__hand_entry_by=HandEntryBy.PLAYERS,
        event__hand_acceptance=HandAcceptance.HAND,
        number=1,
    )
    table = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    referee = UserFactory(username="ref-accept", password="ref-pw", roles=["referee"])
    MemberFactory(club=club, user=referee)
    return table, referee


def _phone(browser, server, table, wind: str):
    context = browser.new_context(viewport=PHONE, locale="nl-NL")
    page = context.new_page()
    page.set_default_timeout(15_000)
    seat = table.seats.get(wind=wind)
    page.goto(server.url + table_link_path(table=table))
    page.locator(f'#seat-sign-in input[name="seat"][value="{seat.pk}"]').check()
    page.locator("#sign-in-code").fill(seat_code(seat_id=seat.pk, event=table.round.event))
    page.locator('#seat-sign-in button[type="submit"]').click()
    expect(page.locator("#seat-sign-in strong")).to_have_text(seat.player_name)
    return context, page


def _enter_draw(page) -> None:
    page.locator('#hand-form input[name="kind"][value="draw"]').check()
    page.locator('#hand-form .form-actions button[type="submit"]').click()
    page.wait_for_load_state("load")


def test_players_enter_and_accept_and_a_dispute_reaches_the_referee(live_server, browser):
    table, referee = _room()
    east_context, east = _phone(browser, live_server, table, "E")
    south_context, south = _phone(browser, live_server, table, "S")

    _enter_draw(east)
    expect(east.locator('.acceptance-row[data-hand="1"]')).to_contain_text("1")
    expect(east.locator('.acceptance-row[data-hand="1"] button')).to_have_count(0)  # own entry
    accept = south.locator('.acceptance-row[data-hand="1"] button').first  # no reload: polled
    accept.click()
    # sent through the phone's queue (players_queue.js), then the page shows it stored
    expect(south.locator('.acceptance-row[data-hand="1"]')).to_have_count(0)
    assert HandCheck.objects.get(hand__number=1).state == "accepted"
    expect(east.locator('.acceptance-row[data-hand="1"]')).to_have_count(0)

    _enter_draw(east)
    south.locator('.acceptance-row[data-hand="2"] button').nth(1).click()  # dispute
    south.wait_for_load_state("load")
    expect(south.locator("#acceptance .referee-status")).to_be_visible()

    staff_context = browser.new_context(viewport=LAPTOP, locale="nl-NL")
    staff = staff_context.new_page()
    staff.set_default_timeout(15_000)
    staff.goto(f"{live_server.url}/accounts/login/?next=/events/accept-evening/tables/")
    staff.locator('[name="username"]').fill(referee.username)
    staff.locator('[name="password"]').fill("ref-pw")
    staff.locator('main form [type="submit"]').click()
    staff.wait_for_url(re.compile(r"/tables/"))
    expect(staff.locator("#calls .call-row")).to_have_count(1)
    expect(staff).to_have_title(re.compile(r"^\(1\) "))
    expect(staff.locator('tr[data-table="1"]')).to_contain_text("1")

    staff.locator("#calls .call-row form.inline-form button").click()  # I'm coming
    staff.wait_for_load_state("load")
    expect(south.locator("#acceptance .referee-status")).to_contain_text("ref-accept")
    staff.locator("#calls textarea").fill("Remise klopt; spel blijft staan.")
    staff.locator("#calls .call-resolve button").click()
    staff.wait_for_load_state("load")
    expect(staff.locator("#calls .call-row")).to_have_count(0)
    call = RefereeCall.objects.get()
    assert call.taken_by == referee and call.resolved_at and call.note.startswith("Remise")
    assert HandCheck.objects.get(hand__number=2).state == "settled"
    expect(south.locator(".acceptance-row")).to_have_count(0)
    for context in (east_context, south_context, staff_context):
        context.close()
