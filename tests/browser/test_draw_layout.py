"""The seat-draw page of an MCR tournament fits at 390, 1366 and 1920 px: nothing inside a
table card (the "seat for each wind round" chart with its N column) spills out of it.

Screenshots go to ``$COUNTING_SCREENSHOTS`` (default: the test's tmp dir)."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

import pytest

from tournaments.clubs.models import Club
from tournaments.events.models import EventKind
from tournaments.events.services.events import event_create
from tournaments.events.services.registrations import participant_register
from tournaments.seat_draws.services.draws import seat_draw_create

WIDTHS = (390, 1366, 1920)

#: every element of a card that reaches beyond the card's box (1 px of rounding allowed)
OVERFLOW_JS = """
() => [...document.querySelectorAll('.table-card')].flatMap(card => {
  const box = card.getBoundingClientRect();
  const out = [...card.querySelectorAll('*')].filter(el => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
  }).map(el => card.id + ' ' + el.tagName + '.' + el.className);
  if (card.scrollWidth > card.clientWidth + 1) out.push(card.id + ' scrolls');
  return out;
})
"""


@pytest.fixture
def shots(tmp_path) -> Path:
    path = Path(os.environ.get("COUNTING_SCREENSHOTS") or tmp_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.parametrize("width", WIDTHS)
def test_the_mcr_seat_chart_stays_inside_its_card(browser, demo_site, shots, width):
    club = Club.objects.get(slug="groene-draak")
    event = event_create(
        club=club,
        name="Windronde-toernooi",
        date=datetime.date.today() + datetime.timedelta(days=3),
        kind=EventKind.TOURNAMENT,
        round_count=2,
        ruleset="mcr",
    )
    members = list(club.members.order_by("member_number")[:14])
    participant_register(
        event=event,
        members=members,
        guest_names=["Kees van Langeveld-Achternaam", "Jürgen Weberschneider"],
    )
    seat_draw_create(event=event, seed=7, time_budget=0.5)
    context = browser.new_context(viewport={"width": width, "height": 900}, locale="nl-NL")
    page = context.new_page()
    page.goto(f"{demo_site.url}/accounts/login/?next=/events/{event.slug}/seating/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    page.wait_for_selector(".mcr-chart")
    page.screenshot(path=shots / f"draw-mcr-{width}-nl.png", full_page=True)
    assert page.evaluate(OVERFLOW_JS) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    context.close()
