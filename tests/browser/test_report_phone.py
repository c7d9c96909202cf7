"""The tournament report on a phone (390 px): a best hand of fourteen concealed tiles wraps
instead of pushing the page sideways, and the final standings show each player's score
without scrolling the table (docs/tournament-report.md)."""

import pytest

from tests.tournaments.tournament_report.world import small_tournament
from tournaments.play.models import Hand

pytestmark = pytest.mark.browser

CONCEALED = ["c7", "k7", "b2", "c7", "c7", "k8", "k9", "k9", "b2", "k7", "k7", "k9", "k9", "k7"]


@pytest.mark.parametrize("width", [390, 1366])
def test_a_long_concealed_hand_stays_on_the_page(live_server, transactional_db, browser, width):
    event = small_tournament()
    hand = Hand.objects.get(
        table__round__event=event, table__round__number=1, table__number=1, number=1
    )
    entry = hand.entry
    entry["players"] = {"E": {"melds": [], "concealed": CONCEALED, "bonus": []}}
    Hand.objects.filter(pk=hand.pk).update(entry=entry)
    page = browser.new_page(viewport={"width": width, "height": 844})
    try:
        page.goto(f"{live_server.url}/events/{event.slug}/report/")
        tiles = page.locator("#best-hands .tile-group.concealed").first.locator(".rtile")
        assert tiles.count() == len(CONCEALED)
        widths = page.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        assert widths[0] <= widths[1], f"the page scrolls sideways: {widths}"
        score = page.locator("#standings .report-standings tbody tr").first.locator("td").nth(4)
        box = score.bounding_box()  # the winner's score on the first screen, not scrolled off
        assert box is not None and box["x"] + box["width"] <= width
    finally:
        page.close()
