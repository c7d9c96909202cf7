"""The pages issue 39 changed ("a director's second look"), on a phone (390 x 844) and a
laptop (1366 x 900), in Dutch, German and English: none scrolls sideways.

Screenshots go to ``$COUNTING_SCREENSHOTS`` (default: the test's tmp dir) to be looked at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tournaments.clubs.models import Club
from tournaments.events.models import Event

SIZES = {"390": {"width": 390, "height": 844}, "1366": {"width": 1366, "height": 900}}
LOGIN = {
    "nl": ("Gebruikersnaam", "Wachtwoord", "Inloggen"),
    "de": ("Benutzername", "Passwort", "Anmelden"),
    "en": ("Username", "Password", "Log in"),
}


#: the elements reaching past the right edge (what makes a page scroll sideways)
WIDE_JS = """
width => [...document.querySelectorAll('body *')]
  .filter(e => e.getBoundingClientRect().right > width + 1)
  .slice(0, 5).map(e => e.tagName + '.' + e.className)
"""


@pytest.fixture
def shots(tmp_path) -> Path:
    path = Path(os.environ.get("COUNTING_SCREENSHOTS") or tmp_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


def _pages(club: Club) -> dict[str, str]:
    evening = Event.objects.get(slug="demo-evening")
    tournament = Event.objects.get(slug="demo-tournament")
    member = club.members.order_by("member_number").first()
    return {
        "members-search": f"/clubs/{club.slug}/members/?q=de",
        "member": f"/clubs/{club.slug}/members/{member.pk}/",
        "player": f"/clubs/{club.slug}/players/{member.pk}/",
        "standings": f"/events/{evening.slug}/standings/",
        "rating": f"/clubs/{club.slug}/rating/",
        "tournament-standings": f"/events/{tournament.slug}/standings/",
        "event": f"/events/{tournament.slug}/",
        "participants": f"/events/{tournament.slug}/participants/",
        "ema": f"/events/{tournament.slug}/ema/",
        "print": f"/events/{tournament.slug}/print/",
        "event-import": f"/clubs/{club.slug}/events/import/",
        "house-rules": f"/clubs/{club.slug}/house-rules/?ruleset=mcr",
        "penalty": f"/events/{tournament.slug}/round/1/table/1/",
    }


@pytest.mark.parametrize("lang", ["nl", "de", "en"])
@pytest.mark.parametrize("size", list(SIZES))
def test_the_changed_pages_fit(browser, demo_site, shots, size, lang):
    club = Club.objects.get(slug="groene-draak")
    context = browser.new_context(
        viewport=SIZES[size], locale={"nl": "nl-NL", "de": "de-DE", "en": "en-GB"}[lang]
    )
    page = context.new_page()
    page.set_default_timeout(20_000)
    user, password, button = LOGIN[lang]
    page.goto(f"{demo_site.url}/accounts/login/?next=/")
    page.get_by_label(user).fill("admin")
    page.get_by_label(password).fill("admin-demo")
    page.get_by_role("button", name=button).click()
    page.wait_for_load_state()
    wide = []
    for name, path in _pages(club).items():
        response = page.goto(f"{demo_site.url}{path}")
        assert response is not None and response.status == 200, (name, response and response.status)
        page.screenshot(path=shots / f"{name}-{size}-{lang}.png", full_page=True)
        if page.evaluate("document.documentElement.scrollWidth") > SIZES[size]["width"] + 1:
            wide.append((name, page.evaluate(WIDE_JS, SIZES[size]["width"])))
    context.close()
    assert wide == []
