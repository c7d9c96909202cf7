"""Tournament day in the browser: the big screen pages through the next round's seating
(then, once started, the seating with the clock counting down); a player opens their table by its link on a phone, sees a hand
appear when the scorekeeper saves it, and confirms the result with their seat code."""

import datetime as dt
import os
import re
from pathlib import Path

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from tests.browser.test_accessibility import AXE, RUN_AXE
from tests.browser.test_csp import COLLECT
from tests.factories import ClubFactory, EventFactory, MemberFactory
from tests.tournaments.golden_hands import entry_of, golden_hands
from tournaments.events.models import Round, RoundStatus
from tournaments.events.services.lifecycle import round_start
from tournaments.events.services.rounds import round_create
from tournaments.play.selectors.table_links import seat_code, table_link_path
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

PHONE = {"width": 390, "height": 844}
SCREENS = [{"width": 1366, "height": 768}, {"width": 1920, "height": 1080}]


def shots(tmp_path) -> Path:
    path = Path(os.environ.get("CLOCK_SCREENSHOTS", tmp_path))
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def tournament(live_server, transactional_db):
    club = ClubFactory(slug="toernooi-club", name="De Groene Draak", public_results=True)
    event = EventFactory(club=club, slug="toernooi", name="Voorjaarstoernooi", round_count=2)
    members = MemberFactory.create_batch(64, club=club)
    round_ = round_create(event=event, number=1)
    for n in range(16):
        table_seat(round_=round_, number=n + 1, sitters=members[4 * n : 4 * n + 4])
    return live_server, event, round_


@pytest.mark.parametrize("size", SCREENS, ids=["1366x768", "1920x1080"])
def test_big_screen_pages_through_the_next_rounds_seating_then_counts_down(
    browser, tournament, tmp_path, monkeypatch, size
):
    server, event, round_ = tournament
    monkeypatch.setattr("tournaments.reports.views.pages.SCREEN_PAGE_SECONDS", 2)
    context = browser.new_context(viewport=size, locale="nl-NL")
    context.add_init_script(COLLECT)
    page = context.new_page()
    page.goto(f"{server.url}/events/{event.slug}/screen/")
    # 16 tables, 15 a page: two pages of seating; no standings before anybody played
    first = page.locator("[data-page]").nth(0)
    expect(first).to_be_visible()
    expect(first).to_contain_text("Tafelindeling ronde 1")
    expect(first).to_contain_text("pagina 1 van 2")
    expect(page.locator("[data-page]").nth(1)).to_be_hidden()
    page.screenshot(path=shots(tmp_path) / f"screen-seating-{size['width']}.png")
    # every row is readable: no page is taller than the screen
    box = first.bounding_box()
    assert box["y"] + box["height"] <= size["height"]
    pages = page.locator("[data-page]")
    assert pages.count() == 2
    expect(pages.nth(1)).to_be_visible(timeout=6_000)
    expect(pages.nth(0)).to_be_hidden()
    box = pages.nth(1).bounding_box()  # every page fits the screen
    assert box["y"] + box["height"] <= size["height"]
    expect(first).to_be_visible(timeout=6_000)  # and round again

    round_start(round_=round_, actor=None, confirm_date=True)
    page.reload()
    clock = page.locator("[data-clock] [data-clock-time]")
    expect(clock).to_have_text(re.compile(r"^1:1[45]:\d\d$"))  # 75 minutes, counting down
    first_read = clock.inner_text()
    expect(clock).not_to_have_text(first_read, timeout=4_000)
    expect(page.locator(".round-clock")).to_contain_text("eindigt om")
    page.screenshot(path=shots(tmp_path) / f"screen-clock-{size['width']}.png")
    assert page.evaluate("window.__csp") == []  # no inline script or style anywhere
    page.context.close()


def test_a_player_follows_the_table_and_confirms_with_the_seat_code(browser, tournament, tmp_path):
    server, event, round_ = tournament
    round_start(round_=round_, actor=None, confirm_date=True)
    table = round_.tables.get(number=3)
    seat = table.seats.order_by("position")[2]
    context = browser.new_context(viewport=PHONE, locale="nl-NL")
    context.add_init_script(COLLECT)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(server.url + table_link_path(table=table))
    expect(page.locator("h1")).to_contain_text("Tafel 3")
    expect(page.locator("#live")).to_contain_text("Nog geen spellen")
    expect(page.locator("[data-clock]")).to_be_visible()

    hand_enter(table=table, entry=entry_of(golden_hands("nmb")[0]))  # the scorekeeper saves
    expect(page.locator('tr[data-hand="1"]')).to_be_visible(timeout=20_000)  # polled in
    page.screenshot(path=shots(tmp_path) / "player-phone.png", full_page=True)
    expect(page.locator("#confirm-later")).to_be_visible()  # the game goes on: no form yet

    # the round's time runs out (its start moved back by its length): the game is over
    Round.objects.filter(pk=round_.pk).update(started_at=timezone.now() - dt.timedelta(hours=2))
    page.reload()
    # a wrong code first, then the right one
    page.locator("#confirm").get_by_label(seat.player_name).check()
    page.fill("#seat-code", "AAAAA")
    page.get_by_role("button", name="Uitslag van deze tafel bevestigen").click()
    expect(page.locator(".messages, .message").first).to_contain_text("niet de code")
    page.locator("#confirm").get_by_label(seat.player_name).check()
    page.fill("#seat-code", seat_code(seat_id=seat.pk, event=event).lower())
    page.get_by_role("button", name="Uitslag van deze tafel bevestigen").click()
    expect(page.locator("body")).to_contain_text("de uitslag van de tafel is bevestigd")
    expect(page.locator("#live")).to_contain_text(f"bevestigd door {seat.player_name}")
    expect(page.locator("#confirm")).to_have_count(0)
    page.screenshot(path=shots(tmp_path) / "player-confirmed.png", full_page=True)
    table.refresh_from_db()
    assert table.confirmed_by_seat_id == seat.pk
    assert round_.event.rounds.get(number=1).status == RoundStatus.IN_PROGRESS
    assert page.evaluate("window.__csp") == []
    page.context.close()


def test_axe_finds_nothing_serious_on_the_players_page_and_the_big_screen(browser, tournament):
    server, event, round_ = tournament
    table = round_.tables.get(number=1)
    hand_enter(table=table, entry=entry_of(golden_hands("nmb")[0]))
    found = {}
    for path, size in (
        (table_link_path(table=table), PHONE),
        (f"/events/{event.slug}/screen/", SCREENS[0]),
    ):
        context = browser.new_context(viewport=size, locale="nl-NL", bypass_csp=True)
        page = context.new_page()
        assert page.goto(server.url + path).status == 200
        page.add_script_tag(path=str(AXE))
        found[path] = page.evaluate(RUN_AXE)
        context.close()
    assert {p: v for p, v in found.items() if v} == {}
