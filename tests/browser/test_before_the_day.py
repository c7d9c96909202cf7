"""Issue 40, done when: before the day and on it, end to end, on phones (390 x 844).

The director opens registration for a 20-seat tournament; 22 people register (most through
the services for speed; two members and two guests on the register page), so two wait; one
cancels and the first waiting, a guest, accepts the offer on their personal page; the
director makes the registrations the players and goes from the field page to the check-in
desk; on the day 19 check in (desk taps, one guest by the *Check in* button of their
personal registration page without an account, one member through the event page's
*Check in* and the door), the no-show is withdrawn, and the draw with five-player tables
seats exactly the 19 who came. Screenshots go to /tmp/shots-e2e/ (looked at)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from playwright.sync_api import expect

from tests.factories import ClubFactory, EventFactory, MemberFactory, UserFactory
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.play.models import Seat
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.services.registrations import Details, registration_create

SHOTS = Path("/tmp/shots-e2e")
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def viewport():
    return "phone", PHONE


def _phone(browser: Any, server: Any, user: Any = None) -> Any:
    context = browser.new_context(viewport=PHONE, locale="nl-NL")
    if user is not None:
        client = Client()
        client.force_login(user)
        cookie = {"name": "sessionid", "value": client.cookies["sessionid"].value}
        context.add_cookies([{**cookie, "url": server.url}])
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


def _shot(page: Any, name: str) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _member(club: Any, first: str, username: str | None = None) -> Member:
    user = UserFactory(username=username, roles=[]) if username else None
    return MemberFactory(
        club=club, first_name=first, surname_prefix="", last_name="Jansen", user=user
    )


def _guest(number: int) -> Details:
    return Details(name=f"Gast {number:02d}", email=f"gast{number}@example.org")


@pytest.fixture
def tournament(live_server, transactional_db):
    club = ClubFactory(name="De Oostwind", slug="oostwind", public_results=True)
    director = UserFactory(username="leiding", roles=["referee"])
    MemberFactory(club=club, user=director, first_name="Lea", last_name="Leiding")
    event = EventFactory(
        club=club,
        kind="tournament",
        slug="winter-toernooi",
        name="Wintertoernooi",
        date=timezone.localdate(),
        status="planned",
        round_count=1,
    )
    return live_server, club, director, event


def _register_through_services(event: Event, club: Any, members: int, guests: range) -> dict:
    tokens = {}
    for i in range(members):
        registration_create(event=event, member=_member(club, f"Lid{i:02d}"))
    for n in guests:
        registration, token = registration_create(event=event, details=_guest(n))
        tokens[registration.name] = token
    return tokens


def _open_registration(browser: Any, server: Any, director: Any, event: Event) -> Any:
    page = _phone(browser, server, director)
    page.goto(f"{server.url}/events/{event.slug}/registration/settings/")
    page.locator("#id_mode").select_option("open")
    page.locator("#id_capacity").fill("20")
    page.get_by_role("button", name="Opslaan").click()
    expect(page.locator("h1")).to_have_text("Inschrijvingen")
    settings = RegistrationSettings.objects.get(event=event)
    assert (settings.mode, settings.capacity) == ("open", 20)
    _shot(page, "01-settings-saved")
    return page


def _register_on_pages(browser: Any, server: Any, event: Event, who: list) -> dict:
    """Members tap *Register*; guests fill name and e-mail. Their personal links."""
    url = f"{server.url}/events/{event.slug}/register/"
    links = {}
    for kind, value in who:
        page = _phone(browser, server, value if kind == "member" else None)
        page.goto(url)
        if kind == "guest":
            page.locator("#id_name").fill(value)
            page.locator("#id_email").fill(f"{value.split()[0].lower()}@example.org")
        page.get_by_role("button", name="Inschrijven").click()
        if kind == "guest":
            link = page.locator("a.personal-link")
            link.wait_for()
            links[value] = link.get_attribute("href")
            _shot(page, f"02-guest-{value.split()[0].lower()}")
        else:
            page.locator("#my-registration").wait_for()
        page.context.close()
    return links


def test_before_the_day_registration_to_draw(browser, tournament):
    server, club, director, event = tournament
    base = server.url
    SHOTS.mkdir(exist_ok=True)
    field_page = _open_registration(browser, server, director, event)

    # 17 through the services (12 members, 5 guests), 4 on the pages (2 members, 2 guests:
    # the second guest is the 21st and waits), 1 more through the services (waits too).
    tokens = _register_through_services(event, club, 12, range(1, 6))
    piet, mies = _member(club, "Piet", "piet"), _member(club, "Mies", "mies")
    links = _register_on_pages(
        browser,
        server,
        event,
        [
            ("member", piet.user),
            ("guest", "Karel Gast"),
            ("member", mies.user),
            ("guest", "Wim Wacht"),
        ],
    )
    tokens.update(_register_through_services(event, club, 0, range(6, 7)))
    assert Registration.objects.filter(event=event).count() == 22
    waiting = Registration.objects.filter(event=event, status="waiting").order_by("queued_at")
    assert [r.shown_name for r in waiting] == ["Wim Wacht", "Gast 06"]

    # Gast 01 cancels with the personal link; Wim Wacht, first in line, accepts the offer.
    gast = _phone(browser, server)
    gast.goto(f"{base}/registrations/{tokens['Gast 01']}/")
    gast.get_by_role("link", name="Mijn inschrijving annuleren").click()
    gast.get_by_role("button", name="Ja, annuleer mijn inschrijving").click()
    gast.get_by_text("Je inschrijving is geannuleerd.").wait_for()
    wim = _phone(browser, server)
    wim.goto(links["Wim Wacht"])
    _shot(wim, "03-offer")
    wim.get_by_role("button", name="Plaats aannemen").click()
    expect(wim.locator(".badge-confirmed")).to_be_visible()
    assert Registration.objects.get(name="Wim Wacht").status == "confirmed"
    assert Registration.objects.filter(event=event, status="confirmed").count() == 20

    # The director makes the registrations the players, then goes to the desk.
    field_page.goto(f"{base}/events/{event.slug}/registration/")
    field_page.get_by_role("button", name="Maak hen de spelers van het evenement").click()
    expect(field_page.locator(".messages")).to_be_visible()
    _shot(field_page, "04-field-players-made")
    assert EventParticipant.objects.filter(event=event).count() == 20
    assert not Registration.objects.filter(event=event, status="confirmed", participant=None)
    field_page.locator("nav.event-nav").get_by_role("link", name="Aanmeldtafel").click()
    expect(field_page.locator("h1")).to_have_text("Aanmeldtafel")
    field_page.get_by_label("Aanmelden aan").check()
    field_page.locator("#id_deadline").fill("23:59")
    field_page.get_by_role("button", name="Opslaan").click()
    expect(field_page.locator("#checkin-counts")).to_contain_text("0 / 20")
    _check_in_the_day(browser, server, event, field_page, links, piet)


def _check_in_the_day(browser: Any, server: Any, event: Event, desk: Any, links, piet) -> None:
    base = server.url
    # Wim Wacht (a guest, no account) checks in on his personal registration page.
    wim = _phone(browser, server)
    wim.goto(links["Wim Wacht"])
    wim.locator("#check-in").get_by_role("button", name="Meld mij aan").click()
    expect(wim.locator(".checkin-done")).to_contain_text("Wim Wacht")
    _shot(wim, "05-guest-checked-in-from-registration")
    # Piet (a member, logged in) finds *Check in* on the event page and taps at the door.
    door = _phone(browser, server, piet.user)
    door.goto(f"{base}/events/{event.slug}/")
    door.locator(f"a[href='/events/{event.slug}/check-in/']").first.click()
    door.get_by_role("button", name="Meld mij aan").click()
    expect(door.locator(".checkin-done")).to_contain_text("Piet Jansen")
    _shot(door, "06-member-door")

    # The desk taps in 17 more; Lid11 Jansen stays home.
    no_show = EventParticipant.objects.get(event=event, member__first_name="Lid11")
    desk.goto(f"{base}/events/{event.slug}/check-in/desk/")
    expect(desk.locator("#checkin-counts")).to_contain_text("2 / 20")
    for participant in EventParticipant.objects.filter(event=event, checked_in_at=None):
        if participant.pk == no_show.pk:
            continue
        row = desk.locator(f"#p-{participant.pk}")
        row.get_by_role("button", name="Aanmelden").click()
        expect(desk.locator(f"#p-{participant.pk}")).to_have_class("checkin-row is-in")
    expect(desk.locator("#checkin-counts")).to_contain_text("19 / 20")
    expect(desk.locator("#checkin-hint")).not_to_contain_text("2 spelers")  # follows the taps
    desk.evaluate("window.scrollTo(0, 0)")
    _shot(desk, "07-desk-19")

    # The deadline passes; the no-show is withdrawn (confirmed once).
    desk.locator("#id_deadline").fill("00:00")
    desk.get_by_role("button", name="Opslaan").click()
    desk.get_by_role("link", name="Niet verschenen spelers terugtrekken").click()
    expect(desk.locator(".checkin-noshow-list li")).to_have_text(["Lid11 Jansen"])
    desk.get_by_role("button", name="Trek ze terug").click()
    expect(desk.locator(".messages")).to_be_visible()
    no_show.refresh_from_db()
    assert no_show.withdrew_after_round == 0
    _shot(desk, "08-no-shows-withdrawn")

    # The draw, five-player tables for 19: exactly the 19 who checked in are seated.
    desk.goto(f"{base}/events/{event.slug}/seating/")
    desk.locator("#id_table_policy").select_option("five_player")
    desk.locator("form.draw-form button[type=submit]").click()
    expect(desk.locator(".messages")).to_be_visible()
    _shot(desk, "09-draw")
    came = EventParticipant.objects.filter(
        event=event, checked_in_at__isnull=False, withdrew_after_round__isnull=True
    )
    assert came.count() == 19
    expected = {(p.member_id, "" if p.member_id else p.guest_name) for p in came}
    seats = Seat.objects.filter(round__event=event, round__number=1)
    seated = [(s.member_id, "" if s.member_id else s.guest_name) for s in seats]
    assert len(seated) == 19 and set(seated) == expected
