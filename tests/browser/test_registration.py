"""Registration on a phone (issue 40), 390 × 844: a guest registers, gets the personal
link and cancels with it; a member registers with one tap and waits; the cancellation
offers the member the place, who accepts. Screenshots of the register page and the
director's field page at 390 × 844 and 1366 × 900 go to /tmp/shots-reg/ (looked at)."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from django.test import Client

from tests.factories import ClubFactory, EventFactory, MemberFactory, UserFactory
from tournaments.registration.models import Registration, RegistrationSettings

SHOTS = Path("/tmp/shots-reg")
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 900}


@pytest.fixture
def viewport():
    return "phone", PHONE


def _context(browser, server, size, user=None):
    context = browser.new_context(viewport=size, locale="nl-NL")
    if user is not None:
        client = Client()
        client.force_login(user)
        cookie = {"name": "sessionid", "value": client.cookies["sessionid"].value}
        context.add_cookies([{**cookie, "url": server.url}])
    page = context.new_page()
    page.set_default_timeout(15_000)
    return page


def _not_wider(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0


def test_guest_member_and_offer_on_a_phone(browser, live_server, transactional_db):
    club = ClubFactory(slug="oostwind", name="De Oostwind", public_results=True)
    event = EventFactory(
        club=club,
        slug="winter-open",
        name="Winter Open",
        date=datetime.date(2026, 12, 20),
        status="planned",
    )
    RegistrationSettings.objects.create(
        event=event,
        mode="open",
        capacity=1,
        fee="7.50",
        ask_country=True,
        consent_text="Mijn naam mag op de deelnemerslijst.",
    )
    anna = UserFactory(username="anna")
    MemberFactory(club=club, user=anna, first_name="Anna", last_name="de Vries")
    referee = UserFactory(username="leiding", roles=["referee"])
    MemberFactory(club=club, user=referee, first_name="Lea", last_name="Leiding")
    url = f"{live_server.url}/events/winter-open/register/"
    SHOTS.mkdir(exist_ok=True)

    guest = _context(browser, live_server, PHONE)
    guest.goto(url)
    guest.screenshot(path=str(SHOTS / "register-guest-390.png"), full_page=True)
    _not_wider(guest)
    guest.locator("#id_name").fill("Kees Gast")
    guest.locator("#id_email").fill("kees@example.org")
    guest.locator("#id_country").fill("NL")
    guest.get_by_label("Mijn naam mag op de deelnemerslijst.").check()
    guest.get_by_role("button", name="Inschrijven").click()
    link = guest.locator("a.personal-link")
    link.wait_for()
    guest.screenshot(path=str(SHOTS / "register-guest-done-390.png"), full_page=True)
    _not_wider(guest)

    member = _context(browser, live_server, PHONE, anna)
    member.goto(url)
    member.get_by_role("button", name="Inschrijven").click()  # one tap
    member.get_by_text("Wachtlijst", exact=True).first.wait_for()
    member.screenshot(path=str(SHOTS / "register-member-390.png"), full_page=True)
    _not_wider(member)

    link.click()
    guest.screenshot(path=str(SHOTS / "personal-390.png"), full_page=True)
    _not_wider(guest)
    guest.get_by_role("link", name="Mijn inschrijving annuleren").click()
    guest.get_by_role("button", name="Ja, annuleer mijn inschrijving").click()
    guest.get_by_text("Je inschrijving is geannuleerd.").wait_for()
    assert Registration.objects.get(name="Kees Gast").status == "cancelled"

    member.goto(url)
    member.get_by_role("button", name="Plaats aannemen").click()
    member.get_by_text("De plaats is van jou: je bent ingeschreven.").wait_for()
    assert Registration.objects.get(member__user=anna).status == "confirmed"

    for size, name in ((PHONE, "390"), (LAPTOP, "1366")):
        director = _context(browser, live_server, size, referee)
        director.goto(f"{live_server.url}/events/winter-open/registration/")
        director.screenshot(path=str(SHOTS / f"field-{name}.png"), full_page=True)
        if size is PHONE:
            _not_wider(director)
        director.goto(url)
        director.screenshot(path=str(SHOTS / f"register-{name}.png"), full_page=True)
        director.goto(f"{live_server.url}/events/winter-open/registration/settings/")
        director.screenshot(path=str(SHOTS / f"settings-{name}.png"), full_page=True)
        if size is PHONE:
            _not_wider(director)
        director.context.close()
    laptop = _context(browser, live_server, LAPTOP)
    laptop.goto(url)
    laptop.screenshot(path=str(SHOTS / "register-guest-1366.png"), full_page=True)
