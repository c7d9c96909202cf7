"""The club's statistics on a phone (390 px): the table of players and hands per event shows
its four columns without scrolling sideways (docs/statistics.md)."""

import datetime

import pytest

from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory
from tournaments.events.models import Event, EventStatus
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.browser
DRAW = {"result": {"kind": "draw"}}


@pytest.mark.parametrize("language", ["nl", "de", "en"])
def test_the_events_table_fits_a_phone(live_server, browser, language):
    club = ClubFactory(slug="stats-club", public_results=True)
    members = MemberFactory.create_batch(4, club=club)
    for day, name in ((2, "Lentetoernooi MCR (demo)"), (25, "Zomertoernooi MCR (demo)")):
        event = EventFactory(club=club, name=name, date=datetime.date(2026, 5, day))
        table = table_seat(round_=RoundFactory(event=event, number=1), number=1, sitters=members)
        hand_enter(table=table, entry=DRAW)
        Event.objects.filter(pk=event.pk).update(status=EventStatus.FINISHED)
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, extra_http_headers={"Accept-Language": language}
    )
    page = context.new_page()
    try:
        page.goto(f"{live_server.url}/clubs/stats-club/statistics/")
        box = page.locator(".club-events").evaluate(
            "t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]"
        )
        assert box[0] <= box[1], f"the table scrolls sideways: {box}"
    finally:
        context.close()
