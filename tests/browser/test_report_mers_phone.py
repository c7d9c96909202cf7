"""The tournament report's MERS weight on a 390 px phone, in German (the longest headings and
rules): the table of its terms fits the page, and every column is on the screen, without
sideways scrolling (docs/tournament-report.md). ``PHONES_SHOTS=dir`` keeps screenshots at
390 and 1366 px for a look."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.tournaments.tournament_report.world import small_tournament

pytestmark = pytest.mark.browser

SIZES = {"390": {"width": 390, "height": 844}, "1366": {"width": 1366, "height": 900}}


@pytest.mark.parametrize("size", list(SIZES))
def test_the_mers_table_fits_a_phone_in_german(live_server, transactional_db, browser, size):
    event = small_tournament()
    context = browser.new_context(viewport=SIZES[size], locale="de-DE")
    page = context.new_page()
    page.goto(f"{live_server.url}/events/{event.slug}/report/")
    section = page.locator("#mers")
    section.get_by_role("heading", name="MERS-Gewicht").wait_for()
    table = section.locator("table.mers-workings")
    assert table.locator("tbody tr").count() == 5  # four terms and the weight
    if os.environ.get("PHONES_SHOTS"):
        folder = Path(os.environ["PHONES_SHOTS"])
        page.screenshot(path=str(folder / f"report-de-{size}.png"), full_page=True)
        section.screenshot(path=str(folder / f"report-mers-de-{size}.png"))
    widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= SIZES[size]["width"], f"the page scrolls sideways: {widths}"
    # the table is whole in its box: the weight column not behind a sideways scroll
    scroll = section.locator(".table-scroll")
    assert scroll.evaluate("e => e.scrollWidth <= e.clientWidth"), scroll.evaluate(
        "e => [e.scrollWidth, e.clientWidth]"
    )
    weight = table.locator("tr.mers-total th.num").bounding_box()
    assert weight["x"] + weight["width"] <= SIZES[size]["width"]
    context.close()
