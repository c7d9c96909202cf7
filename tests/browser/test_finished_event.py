"""Finishing an evening in the browser: the question once more (round 2 never played, a table
without hands), then the finished event's page, which offers no play, and reopening it with
a reason. In Dutch and German.

``FINISHED_SCREENSHOTS=dir`` keeps screenshots at 390x844 and 1366x900 for looking at.
"""

import os
from pathlib import Path

import pytest
from django.test import Client
from playwright.sync_api import expect

from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.events.services.lifecycle import round_start
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.round_close import round_close
from tournaments.play.services.tables import table_seat

SIZES = {"390x844": {"width": 390, "height": 844}, "1366x900": {"width": 1366, "height": 900}}
DRAW = {"result": {"kind": "draw"}}


@pytest.fixture
def evening(live_server, transactional_db):
    club = ClubFactory(slug="draak", name="De Groene Draak")
    event = EventFactory(club=club, round_count=2, slug="avond", name="Clubavond")
    members = MemberFactory.create_batch(8, club=club)
    for number in (1, 2):
        round_ = RoundFactory(event=event, number=number)
        table_seat(round_=round_, number=1, sitters=members[:4])
        table_seat(round_=round_, number=2, sitters=members[4:])
    user = UserFactory(username="scheids", roles=["referee"], first_name="Sven", last_name="Smit")
    MemberFactory(club=club, user=user)
    round_start(round_=event.rounds.get(number=1), actor=user, confirm_date=True)
    hand_enter(table=event.rounds.get(number=1).tables.get(number=1), entry=DRAW)
    round_close(round_=event.rounds.get(number=1), actor=user)
    return live_server, user


def _page(browser, server, user, language: str):
    client = Client()
    client.force_login(user)
    context = browser.new_context(viewport=SIZES["390x844"], locale=language)
    context.add_cookies(
        [
            {"name": "sessionid", "value": client.cookies["sessionid"].value, "url": server.url},
            {"name": "django_language", "value": language, "url": server.url},
        ]
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    return page


def _shots(page, name: str) -> None:
    folder = os.environ.get("FINISHED_SCREENSHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    for label, size in SIZES.items():
        page.set_viewport_size(size)
        page.screenshot(path=f"{folder}/{name}-{label}.png", full_page=True)


def test_finish_asks_once_and_the_finished_page_offers_no_play(browser, evening):
    server, user = evening
    de = _page(browser, server, user, "de")
    de.goto(server.url + "/events/avond/")
    de.get_by_role("link", name="Veranstaltung beenden").click()
    expect(de.locator("[data-unplayed-round]")).to_have_text("Runde 2 von 2 wurde nie gespielt.")
    _shots(de, "finish-confirm-de")

    nl = _page(browser, server, user, "nl")
    nl.goto(server.url + "/events/avond/")
    nl.get_by_role("link", name="Evenement afsluiten").click()
    expect(nl.locator("[data-unplayed-round]")).to_have_text("Ronde 2 van 2 is nooit gespeeld.")
    expect(nl.locator("[data-empty-table='1-2']")).to_contain_text("Ronde 1, tafel 2")
    _shots(nl, "finish-confirm-nl")
    nl.get_by_role("button", name="Evenement toch afsluiten").click()
    expect(nl.locator("[data-finished]")).to_be_visible()
    expect(nl.get_by_role("button", name="Ronde 2 starten")).to_have_count(0)
    _shots(nl, "finished-event-nl")

    de.goto(server.url + "/events/avond/")
    expect(de.locator("[data-finished]")).to_be_visible()
    _shots(de, "finished-event-de")
    de.goto(server.url + "/events/avond/seating/")
    expect(de.locator("[data-event-closed]")).to_be_visible()

    nl.locator("#event-reopen-reason").fill("ronde 2 wordt alsnog gespeeld")
    nl.get_by_role("button", name="Evenement heropenen").click()
    expect(nl.locator("[data-reopened]")).to_contain_text("Heropend door Sven Smit op")
    expect(nl.locator("[data-reopened]")).to_contain_text("ronde 2 wordt alsnog gespeeld")
    _shots(nl, "reopened-event-nl")
