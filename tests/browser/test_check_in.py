"""Check-in on the day on a phone (390 x 844): a member checks in at the door's QR code,
the desk searches and taps players in, a player checks in by their personal link, the director withdraws the no-shows
after the deadline, and the draw seats only the players who came.

Screenshots of the desk and the door poster at 390 x 844 and 1366 x 900 go to
``$CHECKIN_SCREENSHOTS`` (default: the test's tmp dir) to be looked at.
"""

from __future__ import annotations

import datetime
import os
from pathlib import Path

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from tests.factories import ClubFactory, EventFactory, MemberFactory, UserFactory
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.events.services.registrations import participant_register
from tournaments.play.models import Seat

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}


@pytest.fixture
def shots(tmp_path) -> Path:
    path = Path(os.environ.get("CHECKIN_SCREENSHOTS") or tmp_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def evening(live_server, transactional_db):
    club = ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True)
    director = UserFactory(username="director", roles=["referee"])
    MemberFactory(club=club, user=director, first_name="Dora", last_name="Directeur")
    event = EventFactory(
        club=club,
        slug="check-in-evening",
        name="Clubavond met aanmelden",
        date=timezone.localdate(),
        check_in_enabled=True,
        check_in_deadline=datetime.time(23, 59),
    )
    names = ["Anna", "Bram", "Cees", "Daan", "Eva", "Fleur", "Gijs", "Hanna", "Ivo", "Joost"]
    anna = UserFactory(username="anna", roles=[])
    members = [
        MemberFactory(
            club=club,
            first_name=n,
            surname_prefix="",
            last_name="de Vries",
            user=anna if n == "Anna" else None,
        )
        for n in names
    ]
    participant_register(event=event, members=members)
    return live_server, event, members


def _login(page, base: str, next_path: str) -> None:
    page.goto(f"{base}/accounts/login/?next={next_path}")
    page.get_by_label("Gebruikersnaam").fill("director")
    page.get_by_label("Wachtwoord").fill("pw-for-tests")
    page.get_by_role("button", name="Inloggen").click()


def test_check_in_desk_links_no_shows_and_draw(browser, evening, shots):
    server, event, members = evening
    base = server.url
    desk_path = f"/events/{event.slug}/check-in/desk/"
    # Anna scans the door's QR code on her phone, logs in and checks in with one tap.
    anna = browser.new_context(viewport=PHONE, locale="nl-NL").new_page()
    door = f"/events/{event.slug}/check-in/"
    anna.goto(f"{base}{door}")
    anna.get_by_role("link", name="Inloggen").last.click()
    anna.get_by_label("Gebruikersnaam").fill("anna")
    anna.get_by_label("Wachtwoord").fill("pw-for-tests")
    anna.get_by_role("button", name="Inloggen").click()
    expect(anna.locator(".checkin-who")).to_have_text("Anna de Vries")
    anna.screenshot(path=shots / "door-member-390.png", full_page=True)
    anna.get_by_role("button", name="Meld mij aan").click()
    expect(anna.locator(".checkin-done")).to_contain_text("Anna de Vries")

    phone = browser.new_context(viewport=PHONE, locale="nl-NL")
    page = phone.new_page()
    page.set_default_timeout(20_000)
    _login(page, base, desk_path)
    expect(page.locator("h1")).to_have_text("Aanmeldtafel")
    expect(page.locator("#checkin-counts")).to_contain_text("1 / 10")

    # The desk: type a name, tap, next player (htmx swaps the row and the counts).
    for i, member in enumerate(members[1:8], start=1):
        search = page.locator("#checkin-q")
        search.fill(member.first_name)
        row = page.locator(f"#p-{_participant(event, member).pk}")
        expect(row).to_be_visible()
        row.get_by_role("button", name="Aanmelden").click()
        expect(page.locator(f"#p-{_participant(event, member).pk}")).to_have_class(
            "checkin-row is-in"
        )
        expect(page.locator("#checkin-counts")).to_contain_text(f"{i + 1} / 10")
    page.locator("#checkin-q").fill("")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=shots / "desk-390.png", full_page=True)

    # Personal links: the director makes them; Ivo checks himself in on his own phone.
    page.goto(f"{base}/events/{event.slug}/check-in/links/")
    page.get_by_role("button", name="Links voor iedereen maken").click()
    card = page.locator(".checkin-card", has_text="Ivo de Vries")
    url = card.locator(".checkin-card-url").inner_text()
    ivo = browser.new_context(viewport=PHONE, locale="nl-NL").new_page()
    ivo.goto(url)
    ivo.get_by_role("button", name="Meld mij aan").click()
    expect(ivo.locator(".checkin-done")).to_contain_text("Ivo de Vries")
    ivo.screenshot(path=shots / "personal-link-390.png", full_page=True)

    # The deadline passes: Joost is a no-show and is withdrawn in one action.
    page.goto(f"{base}{desk_path}")
    expect(page.locator("#checkin-counts")).to_contain_text("9 / 10")
    page.locator("#id_deadline").fill("00:00")
    page.get_by_role("button", name="Opslaan").click()
    page.get_by_role("link", name="Niet verschenen spelers terugtrekken").click()
    expect(page.locator(".checkin-noshow-list li")).to_have_text(["Joost de Vries"])
    page.get_by_role("button", name="Trek ze terug").click()
    expect(page.locator(".messages")).to_contain_text("1 speler die zich niet aanmeldde")
    assert _participant(event, members[9]).withdrew_after_round == 0

    # The draw seats the nine who came, not Joost.
    page.goto(f"{base}/events/{event.slug}/seating/")
    page.locator("form.draw-form button[type=submit]").click()
    expect(page.locator(".messages")).to_be_visible()
    seated = set(Seat.objects.filter(round__event=event).values_list("member_id", flat=True))
    assert seated == {m.pk for m in members[:9]}

    # Screenshots of the desk and the door poster, phone and desktop.
    for name, size in (("390", PHONE), ("1366", DESKTOP)):
        page.set_viewport_size(size)
        page.goto(f"{base}{desk_path}")
        page.screenshot(path=shots / f"desk-after-{name}.png", full_page=True)
        page.goto(f"{base}/events/{event.slug}/check-in/poster/")
        page.screenshot(path=shots / f"door-poster-{name}.png", full_page=True)
    phone.close()


def _participant(event: Event, member: Member) -> EventParticipant:
    return EventParticipant.objects.get(event=event, member=member)


def test_check_in_pages_pass_axe(browser, evening):
    """No serious or critical axe-core violation on the check-in pages (phone size)."""
    from tests.browser.test_accessibility import AXE, RUN_AXE

    server, event, _members = evening
    context = browser.new_context(viewport=PHONE, locale="nl-NL", bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(20_000)
    _login(page, server.url, f"/events/{event.slug}/")
    found = {}
    for tail in ("desk/", "", "poster/", "links/", "no-shows/"):
        path = f"/events/{event.slug}/check-in/{tail}"
        assert page.goto(server.url + path).status == 200, path
        page.add_script_tag(path=str(AXE))
        if violations := page.evaluate(RUN_AXE):
            found[path] = violations
    context.close()
    assert not found, found
