"""Issue 37: a club starts on its own, from an empty database (migrated, nothing else).

The operator's setup link (``manage.py setup_link``) opens the setup page; the new club
admin adds members, invites a scorekeeper with a link, and the scorekeeper chooses a
password on a phone and saves a hand at a table. ``/admin/`` is never opened.

Screenshots (390x844 and 1366x900) go to ``$FIRST_RUN_SCREENSHOTS`` (default
/tmp/shots-setup/).
"""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from playwright.sync_api import Page, expect

from tests.browser.test_club_night import PEOPLE, add_members, draw_next_round, plan_event, register
from tournaments.clubs.models import Club, Member
from tournaments.play.models import Hand

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 900}
SETUP = {
    "Naam van de club": "Mahjongclub Het Oosten",
    "Adres in de URL": "oosten",
    "Voornaam": "Dora",
    "Achternaam": "Directeur",
    "Gebruikersnaam": "dora",
}
PASSWORD = "oosten-wind-2026"


@pytest.fixture
def shots() -> Path:
    path = Path(os.environ.get("FIRST_RUN_SCREENSHOTS", "/tmp/shots-setup"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def setup_url(server) -> str:
    out = io.StringIO()
    call_command("setup_link", base_url=server.url, stdout=out)
    return re.search(r"http\S+/setup/\S+/", out.getvalue()).group(0)


def new_page(browser, size) -> Page:
    context = browser.new_context(viewport=size, locale="nl-NL")
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.visited = []
    page.on("request", lambda request: page.visited.append(request.url))
    return page


def both_sizes(page: Page, shots: Path, name: str) -> None:
    """A full-page screenshot at phone and laptop size; the page keeps its own size."""
    size = page.viewport_size
    for tag, viewport in (("390", PHONE), ("1366", LAPTOP)):
        page.set_viewport_size(viewport)
        page.screenshot(path=shots / f"{name}-{tag}.png", full_page=True)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= viewport["width"], f"{name} scrolls sideways at {tag}"
    page.set_viewport_size(size)


def fill_setup(page: Page, **changes: str) -> None:
    for label, value in {**SETUP, **changes}.items():
        page.get_by_label(label).fill(value)
    page.get_by_label("Wachtwoord:", exact=True).fill(PASSWORD)
    page.get_by_label("Wachtwoord nogmaals").fill(PASSWORD)


def test_a_club_starts_from_an_empty_database(live_server, browser, shots):
    assert not Club.objects.exists() and not User.objects.exists()
    admin = new_page(browser, LAPTOP)
    admin.goto(live_server.url + "/")
    expect(admin.locator(".first-run")).to_contain_text("python manage.py setup_link")

    admin.goto(setup_url(live_server))
    expect(admin.locator("h1")).to_have_text("De club instellen")
    both_sizes(admin, shots, "setup")
    fill_setup(admin)
    admin.get_by_role("button", name="Club aanmaken").click()
    expect(admin.locator("h1")).to_have_text("Mahjongclub Het Oosten")

    add_members(admin, PEOPLE[:4])
    assert Member.objects.count() == 5
    admin.goto(live_server.url + "/clubs/oosten/members/")
    admin.get_by_role("link", name="Bram Jansen").click()
    admin.get_by_role("link", name="Inlog geven").click()
    admin.get_by_label("Rol").select_option(label="Scoreschrijver")
    admin.get_by_role("button", name="Uitnodiging aanmaken").click()
    expect(admin.locator(".link-qr svg")).to_be_visible()
    both_sizes(admin, shots, "invitation")
    invitation = admin.locator("a.link-url").get_attribute("href")
    admin.get_by_role("link", name="Alle uitnodigingen en wachtwoordlinks").click()
    expect(admin.locator(".data-table tbody tr").first).to_contain_text("Bram Jansen")
    both_sizes(admin, shots, "invitations")

    keeper = new_page(browser, PHONE)
    keeper.goto(invitation)
    expect(keeper.locator(".lead")).to_contain_text("Bram Jansen")
    keeper.screenshot(path=shots / "join-390.png", full_page=True)
    keeper.get_by_label("Gebruikersnaam").fill("bram")
    keeper.get_by_label("Wachtwoord:", exact=True).fill("bram-telt-punten-9")
    keeper.get_by_label("Wachtwoord nogmaals").fill("bram-telt-punten-9")
    keeper.get_by_role("button", name="Mijn inlog aanmaken").click()
    expect(keeper.locator("h1")).to_have_text("Mahjongclub Het Oosten")

    evening = plan_event(admin, "Nieuwe clubavond", "Eerste clubavond", rounds=1)
    register(admin, evening, 4)
    draw_next_round(admin, evening, "Ronde 1 loten")

    keeper.goto(f"{live_server.url}/events/{evening.slug}/round/1/table/1/")
    keeper.locator('input[name="mode"][value="quick"]').check()
    keeper.locator('input[name="kind"][value="win"]').check()
    keeper.locator('select[name="winner"]').select_option("E")
    keeper.locator('select[name="discarder"]').select_option("self")
    for i, wind in enumerate("ESWN"):
        keeper.locator(f'[name="points_{wind}"]').fill(str(40 - 10 * i))
    keeper.locator(".sticky-actions button[type=submit]").click()
    expect(keeper.locator(".hands-table tbody tr")).to_have_count(1)
    assert Hand.objects.get().entered_by.username == "bram"

    keeper.locator(".play-menu summary").click()  # the table page folds its menu away
    keeper.get_by_role("link", name="Mijn account").click()
    expect(keeper.locator("h1")).to_have_text("Mijn account")
    expect(keeper.locator(".facts")).to_contain_text("Scoreschrijver")
    both_sizes(keeper, shots, "account")
    for page in (admin, keeper):
        assert not [url for url in page.visited if "/admin/" in url]


@pytest.mark.parametrize("viewport", ["phone"], indirect=True)
def test_the_setup_page_needs_its_own_unused_link(live_server, page, shots):
    url = setup_url(live_server)
    page.goto(live_server.url + "/setup/")
    expect(page.locator("h1")).to_have_text("De club instellen")
    expect(page.locator("form.form")).to_have_count(0)  # nothing to fill in
    wrong = re.sub(r"/setup/[^/]+/", "/setup/" + "x" * 43 + "/", url)
    page.goto(wrong)
    expect(page.locator("h1")).to_have_text("Deze link werkt niet")

    page.goto(url)
    fill_setup(page)
    page.get_by_role("button", name="Club aanmaken").click()
    expect(page.locator("h1")).to_have_text("Mahjongclub Het Oosten")
    page.context.clear_cookies()
    page.goto(url)  # used
    expect(page.locator("h1")).to_have_text("Deze link werkt niet")
    for path in ("/setup/", url, wrong):  # posting by hand creates nothing either
        response = page.request.post(path if path.startswith("http") else live_server.url + path)
        assert response.status in (403, 404, 405)
    assert Club.objects.count() == 1 and User.objects.count() == 1
