"""A director registers 16 players and draws a 5-round tournament on the laptop; a player
finds his seats on a phone (375 x 740).

Screenshots go to ``$SEATING_SCREENSHOTS`` (default: the test's tmp dir) to be looked at.
"""

import datetime
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import VIEWPORTS
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.clubs.models import Club
from tournaments.events.models import EventKind
from tournaments.events.services.events import event_create
from tournaments.play.models import Seat, Table


@pytest.fixture
def shots(tmp_path) -> Path:
    path = Path(os.environ.get("SEATING_SCREENSHOTS") or tmp_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


def test_director_draws_and_player_finds_his_seat(browser, demo_site, shots):
    club = Club.objects.get(slug="groene-draak")
    event = event_create(
        club=club,
        name="Voorjaarstoernooi",
        date=datetime.date.today() + datetime.timedelta(days=3),
        kind=EventKind.TOURNAMENT,
        round_count=5,
        start_time=datetime.time(10, 0),
        end_time=datetime.time(18, 0),
    )
    base = demo_site.url

    # The director, at the laptop.
    laptop = browser.new_context(viewport=VIEWPORTS["laptop"], locale="nl-NL")
    page = laptop.new_page()
    page.set_default_timeout(20_000)
    page.goto(f"{base}/accounts/login/?next=/events/{event.slug}/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    expect(page.locator("h1")).to_have_text("Voorjaarstoernooi")

    page.locator(f'a[href="/events/{event.slug}/participants/"]').click()
    boxes = page.locator(".member-choices input[type=checkbox]")
    for i in range(15):
        boxes.nth(i).check()
    page.locator("textarea[name=guests]").fill("Kees Gast")
    page.screenshot(path=shots / "participants-laptop.png", full_page=True)
    page.locator("form.form button[type=submit]").click()
    expect(page.locator(".participant-list").first.locator("li")).to_have_count(16)
    page.screenshot(path=shots / "participants-added-laptop.png", full_page=True)

    page.locator(f'a[href="/events/{event.slug}/seating/"]').first.click()
    page.locator("button.button-big").click()
    expect(page.locator(".message").first).to_contain_text("1, 2, 3, 4, 5")
    expect(page.locator('[data-figure="repeats"]')).to_have_text("0")
    expect(page.locator('[data-figure="max-meetings"]')).to_have_text("1")
    expect(page.locator("section.round")).to_have_count(5)
    page.screenshot(path=shots / "draw-laptop.png", full_page=True)
    assert Seat.objects.filter(round__event=event).count() == 16 * 5
    laptop.close()

    # Round 1 is played (its hands are entered elsewhere); the phone shows round 2 next.
    for table in Table.objects.filter(round__event=event, round__number=1):
        play_table(table)

    # A player, on his phone, without logging in.
    phone = browser.new_context(viewport=VIEWPORTS["phone"], locale="nl-NL")
    page = phone.new_page()
    page.set_default_timeout(20_000)
    page.goto(f"{base}/events/{event.slug}/")
    page.locator(f'a[href="/events/{event.slug}/seating/players/"]').click()
    expect(page.locator(".where-card")).to_have_count(16)
    page.screenshot(path=shots / "where-phone-all.png")

    page.locator("#where-q").fill("kees")
    cards = page.locator(".where-card:visible")
    expect(cards).to_have_count(1)
    expect(cards.first.locator("h2")).to_contain_text("Kees Gast")
    expect(cards.first.locator(".where-rounds li")).to_have_count(5)
    expect(cards.first.locator(".where-next")).to_contain_text("Ronde 2")
    expect(cards.first.locator(".where-table").first).to_have_text(re.compile(r"\w+ \d+"))
    seat = (
        Seat.objects.filter(round__event=event, round__number=1, guest_name="Kees Gast")
        .select_related("table")
        .get()
    )
    expect(cards.first.locator(".where-table").first).to_contain_text(str(seat.table.number))
    page.screenshot(path=shots / "where-phone-kees.png")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the phone"
    font = page.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('.where-next .where-table')).fontSize)"
    )
    assert font >= 18, "table numbers must be readable at arm's length"

    page.goto(f"{base}/events/{event.slug}/seating/")
    page.screenshot(path=shots / "draw-phone.png", full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the draw page is {overflow}px wider than the phone"
    phone.close()
