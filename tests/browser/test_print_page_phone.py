"""The event's print page on a 390 px phone: its "Per round" table (a round, and a PDF link
per document) fits the page without sideways scrolling, in Dutch ("Per ronde") and German. ``PHONES_SHOTS=dir`` keeps screenshots at 390 and 1366 px for a look."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.factories import MemberFactory, RoundFactory, UserFactory
from tests.tournaments.tournament_report.world import small_tournament

pytestmark = pytest.mark.browser

SIZES = {"390": {"width": 390, "height": 844}, "1366": {"width": 1366, "height": 900}}


HEADING = {"nl": "Per ronde", "de": "Pro Runde"}


@pytest.mark.parametrize(("size", "lang"), [("390", "nl"), ("390", "de"), ("1366", "nl")])
def test_the_per_round_section_fits_a_phone(live_server, transactional_db, browser, size, lang):
    event = small_tournament()
    RoundFactory(event=event, number=3)  # no tables drawn yet: a row of one long cell
    user = UserFactory(username="printer", password="printer-pw", roles=["scorekeeper"])
    MemberFactory(club=event.club, user=user)
    context = browser.new_context(viewport=SIZES[size], locale=f"{lang}-{lang.upper()}")
    page = context.new_page()
    page.goto(f"{live_server.url}/accounts/login/?next=/events/{event.slug}/print/")
    page.locator("#id_username").fill("printer")
    page.locator("#id_password").fill("printer-pw")
    page.locator('main form [type="submit"]').click()
    section = page.locator("section.panel", has=page.get_by_role("heading", name=HEADING[lang]))
    section.wait_for()
    # measured once the page's style sheets are in: a page still loading them is laid out
    # without them (seen: 452 px wide in a full run, where the sheets came late)
    page.wait_for_load_state("load")
    assert section.locator("tbody tr").count() == 3
    if os.environ.get("PHONES_SHOTS"):
        page.screenshot(
            path=str(Path(os.environ["PHONES_SHOTS"]) / f"print-{lang}-{size}.png"), full_page=True
        )
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= SIZES[size]["width"], f"the page scrolls sideways: {widths}"
    # and the table is whole in its box: no column behind a sideways scroll
    scroll = section.locator(".table-scroll")
    assert scroll.evaluate("e => e.scrollWidth <= e.clientWidth"), scroll.evaluate(
        "e => [e.scrollWidth, e.clientWidth]"
    )
    last = section.locator("thead th").last.bounding_box()
    assert last["x"] + last["width"] <= SIZES[size]["width"]
    context.close()
