"""Found walking the new pages as a director on a phone (390 × 844, Dutch): the waiting
list's button hid behind a sideways scroll, the sign-in sheet was wider than the screen,
and the ranking import's problems were squeezed into a column a word wide."""

from __future__ import annotations

import datetime

from django.test import Client

from tests.factories import ClubFactory, EventFactory, MemberFactory, UserFactory
from tests.tournaments.registration.helpers import guest
from tournaments.registration.models import RegistrationSettings
from tournaments.registration.services.registrations import registration_create

PHONE = {"width": 390, "height": 844}
BAD_ROW = (
    "tournament,start_date,days,players,countries,qualification,player,ema_number,position\n"
    "Amsterdam Open,notadate,zz,-5,abc,7,,,\n"
)


def _director_page(browser, server):
    club = ClubFactory(slug="oostwind", name="De Oostwind")
    director = UserFactory(username="leiding", roles=["club admin"])
    MemberFactory(club=club, user=director)
    client = Client()
    client.force_login(director)
    context = browser.new_context(viewport=PHONE, locale="nl-NL")
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": server.url}]
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    return club, page


def _not_wider(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0


def test_the_director_s_phone_pages_fit(browser, live_server, transactional_db, tmp_path):
    club, page = _director_page(browser, live_server)
    event = EventFactory(club=club, slug="winter", date=datetime.date(2026, 12, 20))
    RegistrationSettings.objects.create(event=event, mode="open", capacity=1)
    registration_create(event=event, details=guest(1))
    registration_create(event=event, details=guest(2))  # waits

    page.goto(f"{live_server.url}/events/winter/registration/")
    button = page.get_by_role("button", name="Plaats geven")
    box = button.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    _not_wider(page)

    page.goto(f"{live_server.url}/events/winter/registration/sign-in-sheet/")
    _not_wider(page)

    csv = tmp_path / "uitslagen.csv"
    csv.write_text(BAD_ROW, encoding="utf-8")
    page.goto(f"{live_server.url}/clubs/oostwind/ranking/import/")
    page.set_input_files("input[name=file]", str(csv))
    with page.expect_navigation():  # waits for "load": the stylesheets are applied
        page.get_by_role("button", name="Voorbeeld").click()
    problems = page.locator(".import-preview tbody td").last
    problems.wait_for()
    assert problems.bounding_box()["width"] >= 200
    tournament = page.locator(".import-preview tbody td.cut").first
    assert tournament.bounding_box()["width"] >= 120  # "Amsterdam": not broken inside
    page.context.close()
