"""Issue 42: a referee makes teams by club, draws the seats (teammates apart), enters two
hands, swaps two seats with a reason and reads the team standings, in Dutch, on a phone
and a laptop. Screenshots go to ``$TEAMS_SCREENSHOTS`` (default: the test's tmp dir)."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Club, Member
from tournaments.events.models import EventKind
from tournaments.events.services.events import event_create
from tournaments.events.services.registrations import participant_register
from tournaments.teams.models import Team


@pytest.fixture
def shots(tmp_path) -> Path:
    path = Path(os.environ.get("TEAMS_SCREENSHOTS") or tmp_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


def _no_overflow(page, what: str) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{what} is {overflow}px wider than the screen"


@pytest.mark.parametrize(
    ("name", "size"),
    [("phone", {"width": 390, "height": 844}), ("laptop", {"width": 1366, "height": 900})],
)
def test_teams_by_club_draw_hands_swap_and_team_standings(browser, demo_site, shots, name, size):
    club = Club.objects.get(slug="groene-draak")
    event = event_create(
        club=club,
        name="Clubtoernooi",
        date=datetime.date.today(),
        kind=EventKind.TOURNAMENT,
        ruleset="mcr",
        round_count=2,
    )
    members = list(Member.objects.filter(club=club, active=True)[:16])
    for index, group in enumerate(("Oost", "West", "Noord", "Zuid")):
        participant_register(event=event, members=members[index * 4 : index * 4 + 4], group=group)
    base = f"{demo_site.url}/events/{event.slug}"

    context = browser.new_context(viewport=size, locale="nl-NL")
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.goto(f"{demo_site.url}/accounts/login/?next=/events/{event.slug}/teams/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()

    # teams on, then one team per club
    page.locator("#id_enabled").check()
    page.get_by_role("button", name="Opslaan").click()
    expect(page.locator(".message").first).to_contain_text("Teaminstellingen opgeslagen")
    page.get_by_role("button", name="Teams per club").click()
    expect(page.locator(".team-card")).to_have_count(4)
    assert Team.objects.filter(event=event).count() == 4
    page.screenshot(path=shots / f"team-page-{name}.png", full_page=True)
    _no_overflow(page, "the team page")

    # the draw keeps teammates apart
    page.goto(f"{base}/seating/")
    page.locator("button.button-big").click()
    expect(page.locator('[data-figure="teammates"]')).to_have_text("0")
    expect(page.locator("section.quality")).to_contain_text("Teamgenoten aan één tafel")

    # two hands at table 1: a draw and a quick win by South off West
    page.goto(f"{base}/round/1/table/1/")
    page.locator('input[name="kind"][value="draw"]').check()
    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator(".hands-table tbody tr")).to_have_count(1)
    page.locator('input[name="mode"][value="quick"]').check()
    page.locator('input[name="kind"][value="win"]').check()
    page.locator('select[name="winner"]').select_option("S")
    page.locator('select[name="discarder"]').select_option("W")
    page.locator('[name="points_S"]').fill("12")
    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator(".hands-table tbody tr")).to_have_count(2)

    # the two players in the first seats sat in each other's chairs
    page.get_by_role("link", name="Twee plaatsen ruilen").click()
    page.locator('select[name="second"]').select_option(index=1)
    page.locator('[name="reason"]').fill("Zaten op elkaars plaats")
    page.screenshot(path=shots / f"seat-swap-{name}.png", full_page=True)
    _no_overflow(page, "the swap form")
    page.get_by_role("button", name="Plaatsen ruilen").click()
    expect(page.locator(".message").first).to_contain_text("De plaatsen zijn geruild")
    swap = AuditEntry.objects.get(event=event, action="table.seat_swap")
    assert swap.reason == "Zaten op elkaars plaats"

    # the team standings
    page.goto(f"{base}/standings/")
    page.get_by_role("link", name="Teamklassement").first.click()
    expect(page.locator(".team-standings tbody tr")).to_have_count(4)
    expect(page.locator(".tie-breaks")).to_contain_text("beste speler")
    page.screenshot(path=shots / f"team-standings-{name}.png", full_page=True)
    _no_overflow(page, "the team standings")
    context.close()
