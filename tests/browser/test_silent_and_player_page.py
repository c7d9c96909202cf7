"""Silent rounds and the player's own page in the browser (docs/silent-rounds.md,
docs/player-page.md): the director reveals the standings and the big screen shows them from
the last place up; the director seats a round in one context and the player's phone, in
another, shows the table without a reload, then tells the player the round has started."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from playwright.sync_api import expect

from tests.browser.page_clock import hold_the_clock
from tests.factories import ClubFactory, EventFactory, MemberFactory
from tests.shared_rows import new_user
from tests.tournaments.events.silent_world import silent_world
from tournaments.events.models import EventParticipant
from tournaments.events.selectors.player_links import player_token

PHONE = {"width": 390, "height": 844}
SCREEN = {"width": 1366, "height": 900}


def shots() -> Path:
    path = Path(os.environ.get("SILENT_SCREENSHOTS", "/tmp/shots-silent"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def _context(browser: Any, server: Any, size: dict[str, int], user: Any = None) -> Any:
    context = browser.new_context(viewport=size, locale="nl-NL")
    if user is not None:
        client = Client()
        client.force_login(user)
        cookie = {"name": "sessionid", "value": client.cookies["sessionid"].value}
        context.add_cookies([{**cookie, "url": server.url}])
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


def test_the_director_reveals_and_the_big_screen_counts_up_from_the_last(browser, live_server):
    world = silent_world()
    screen = _context(browser, live_server, SCREEN)
    hold_the_clock(screen)  # the reveal's pace, moved on by the test below
    screen.goto(f"{live_server.url}/events/{world.event.slug}/screen/?pace=1")
    expect(screen.locator("[data-silent]")).to_contain_text("Stand na ronde 1")
    screen.screenshot(path=str(shots() / "screen-silent-nl.png"))

    director = _context(browser, live_server, PHONE, new_user("club admin", club=world.club))
    director.goto(f"{live_server.url}/events/{world.event.slug}/standings/")
    expect(director.locator("#silent-rounds")).to_contain_text("Verborgen voor het publiek")
    director.get_by_role("button", name="Maak de stand bekend").click()
    expect(director.locator(".messages, .message").first).to_contain_text("bekendgemaakt")

    screen.reload()  # the projector's next refresh
    rows = screen.locator("[data-reveal-row]")
    expect(rows).to_have_count(4)
    last, first = rows.nth(3), rows.nth(0)
    screen.clock.run_for(1_000)  # one place a second (pace=1)
    expect(last).to_be_visible()  # the last place first ...
    expect(first).to_be_hidden()  # ... while the winner still waits
    screen.screenshot(path=str(shots() / "screen-reveal-nl.png"))
    screen.clock.run_for(12_000)  # 1 s a place, 3 s for each of the top three
    expect(first).to_be_visible()
    expect(first).to_have_class("podium podium-1 is-revealed")
    screen.screenshot(path=str(shots() / "screen-revealed-nl.png"))


def test_the_players_page_shows_the_table_the_director_seats(browser, live_server):
    club = ClubFactory(slug="avond", public_results=True, default_ruleset="nmb")
    event = EventFactory(
        club=club, slug="speelavond", ruleset="nmb", round_count=2, date=timezone.localdate()
    )
    members = MemberFactory.create_batch(8, club=club)
    players = [EventParticipant.objects.create(event=event, member=m) for m in members]
    me = players[0]

    phone = _context(browser, live_server, PHONE)
    phone.goto(f"{live_server.url}/me/{player_token(participant=me)}/")
    expect(phone.locator("#next-table")).to_contain_text("Nog niet ingedeeld")
    live = phone.locator("[data-live-topic]", has=phone.locator("#player-live"))
    expect(live).to_have_attribute("data-live-topic", f"event-{event.pk}")
    phone.screenshot(path=str(shots() / "player-waiting-nl.png"), full_page=True)

    director = _context(browser, live_server, SCREEN, new_user("club admin", club=club))
    director.goto(f"{live_server.url}/events/{event.slug}/")
    director.locator("[data-round-seat='1'] button").click()
    expect(director.locator("#round-1 .table-card").first).to_be_visible()

    # no reload: the stream (or, under this test's WSGI server, a poll every few seconds: tests/browser/conftest.py)
    next_table = phone.locator("#next-table")
    expect(next_table).to_contain_text("Ronde 1, hierna", timeout=30_000)
    seat = me.event.rounds.get(number=1).seats.select_related("table").get(member=members[0])
    expect(next_table).to_contain_text(f"Tafel {seat.table.number}")
    opponents = seat.table.seats.exclude(pk=seat.pk).select_related("member")
    for opponent in opponents:
        expect(next_table).to_contain_text(opponent.member.full_name)
    phone.screenshot(path=str(shots() / "player-seated-nl.png"), full_page=True)

    director.locator("form[action$='/round/1/start/'] button").click()
    expect(phone.locator("#player-notice")).to_contain_text("Ronde 1 is begonnen", timeout=30_000)
    expect(phone.locator("#clock")).to_be_visible()
    phone.screenshot(path=str(shots() / "player-started-nl.png"), full_page=True)


@pytest.fixture
def viewport():
    return "phone", PHONE
