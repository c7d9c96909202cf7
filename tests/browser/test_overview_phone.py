"""The staff's overview of the tables on a referee's phone (390 px): a disputed hand and a
called referee show without scrolling the table sideways (docs/acceptance.md)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.events.models import HandAcceptance, HandEntryBy
from tournaments.play.services.acceptance import hand_dispute, hand_enter_by_seat
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.browser
DRAW = {"result": {"kind": "draw"}}


@pytest.mark.parametrize(("width", "language"), [(390, "nl"), (390, "de"), (1366, "nl")])
def test_a_disputed_table_shows_whole_on_a_phone(live_server, browser, width, language):
    club = ClubFactory(slug="overview-club", default_ruleset="nmb")
    round_ = RoundFactory(
        event__club=club,
        event__ruleset="nmb",
        event__slug="overview-evening",
        event__hand_entry_by=HandEntryBy.PLAYERS,
        event__hand_acceptance=HandAcceptance.HAND,
        number=1,
    )
    for number in (1, 2):
        table = table_seat(
            round_=round_, number=number, sitters=MemberFactory.create_batch(4, club=club)
        )
    hand_enter_by_seat(table=table, seat=table.seats.get(wind="E"), entry=DRAW, number=1)
    hand_dispute(table=table, seat=table.seats.get(wind="S"), number=1)
    referee = UserFactory(username="ref-phone", password="ref-pw", roles=["referee"])
    MemberFactory(club=club, user=referee)

    context = browser.new_context(
        viewport={"width": width, "height": 844}, extra_http_headers={"Accept-Language": language}
    )
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/accounts/login/?next=/events/overview-evening/tables/")
        page.locator('[name="username"]').fill("ref-phone")
        page.locator('[name="password"]').fill("ref-pw")
        page.locator('main form [type="submit"]').click()
        page.wait_for_url(re.compile(r"/tables/"))
        row = page.locator('tr[data-table="2"]')
        expect(row).to_contain_text({"nl": "geroepen", "de": "gerufen"}[language])
        for cell in row.locator("td").all():  # every cell inside the screen, none scrolled off
            box = cell.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        scroll = page.locator(".overview-table").evaluate(
            "t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]"
        )
        assert scroll[0] <= scroll[1], f"the table scrolls sideways: {scroll}"
    finally:
        context.close()
