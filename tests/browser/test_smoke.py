"""A visitor opens the home page, switches to English and reads the club's events."""

import re

from playwright.sync_api import expect


def test_home_language_switch_and_event(page, demo_site, viewport, tmp_path):
    name, _size = viewport
    page.goto(demo_site.url + "/")
    expect(page.locator("h1")).to_have_text("Mahjong-clubavonden en -toernooien")
    expect(page.get_by_role("heading", name="Komende evenementen")).to_be_visible()

    page.locator("#language-select").select_option("en")
    page.wait_for_load_state()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("heading", name="Upcoming events")).to_be_visible()
    # the home page renders (a blank page is a PNG of a few hundred bytes); taken in
    # memory: a screenshot into the temporary folder is skipped (tests/browser/conftest.py)
    home = page.screenshot(full_page=True)

    page.get_by_role("link", name=re.compile("Groene Draak Toernooi")).first.click()
    expect(page.get_by_role("heading", name="Round 2")).to_be_visible()
    expect(page.get_by_text("Sophie Laurent").first).to_be_visible()
    page.screenshot(path=tmp_path / f"event-{name}.png", full_page=True)
    assert len(home) > 10_000
    # Nothing sticks out sideways on a phone.
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"page is {overflow}px wider than the {name} viewport"


def test_club_admin_logs_in_and_out(page, demo_site):
    page.goto(demo_site.url + "/clubs/groene-draak/settings/")
    expect(page.locator("h1")).to_have_text("Inloggen")  # sent to the login page first
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    expect(page.locator("h1")).to_have_text("Clubinstellingen")
    page.get_by_role("button", name=re.compile("uitloggen")).click()
    expect(page.get_by_role("link", name="Inloggen")).to_be_visible()
