"""Issue #15: the draw page for 18 players x 4 rounds (demo club) shows the counting
bounds beside the figures, the pairs meeting more than once with their rounds, and
"best found" wording (the bounds are not met, so never "no draw can do better").

Screenshots go to ``$SEATING_SCREENSHOTS`` (default: the test's tmp dir).
"""

import datetime
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tournaments.clubs.models import Club, Member
from tournaments.events.models import EventKind
from tournaments.events.services.events import event_create
from tournaments.events.services.registrations import participant_register


@pytest.fixture
def shots(tmp_path) -> Path:
    path = Path(os.environ.get("SEATING_SCREENSHOTS") or tmp_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.parametrize(
    ("name", "size"),
    [("phone", {"width": 390, "height": 844}), ("laptop", {"width": 1366, "height": 900})],
)
def test_eighteen_players_four_rounds_shows_bounds_and_repeated_pairs(
    browser, demo_site, shots, name, size
):
    club = Club.objects.get(slug="groene-draak")
    event = event_create(
        club=club,
        name="Najaarstoernooi",
        date=datetime.date.today() + datetime.timedelta(days=3),
        kind=EventKind.TOURNAMENT,
        round_count=4,
    )
    participant_register(event=event, members=list(Member.objects.filter(club=club)[:18]))

    context = browser.new_context(viewport=size, locale="nl-NL")
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.goto(f"{demo_site.url}/accounts/login/?next=/events/{event.slug}/seating/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    page.locator("button.button-big").click()
    expect(page.locator(".message").first).to_contain_text("1, 2, 3, 4")

    quality = page.locator("section.quality")
    expect(quality).to_contain_text("ondergrens 0")  # repeats: 4 x 32 seat-pairs <= 153 pairs
    expect(quality).to_contain_text("ondergrens 1")  # most meetings
    verdict = quality.locator(".verdict")
    expect(verdict).to_have_attribute("data-verdict", "best-found")
    expect(verdict).to_contain_text(re.compile(r"Beste indeling gevonden in \d+ s"))
    expect(verdict).not_to_contain_text("Geen indeling kan beter")

    most = int(page.locator('[data-figure="max-meetings"]').inner_text())
    assert most < 4, "two players meet in every round"
    repeats = int(page.locator('[data-figure="repeats"]').inner_text())
    rows = quality.locator("table.repeated tbody tr")
    assert rows.count() == (len(rows.all_text_contents()) if repeats else 0)
    if repeats:
        expect(quality.locator(".repeated-pairs summary")).to_contain_text("vaker dan eens")
        rounds = quality.locator("table.repeated td:nth-child(2)").all_text_contents()
        assert rounds and all(text.count(",") <= 2 for text in rounds)  # never all 4 rounds
    page.screenshot(path=shots / f"draw-18x4-{name}.png", full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the draw page is {overflow}px wider than the screen"
    context.close()
