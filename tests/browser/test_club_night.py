"""A club night and a tournament, from an empty club to the trophy page, in the browser.

Only an admin login exists at the start; the director does everything on the site (never
``/admin/``): adds the members, plans the event, registers who came, draws, enters a hand
at every table (quick entry of the totals), closes the rounds, and reads the results.

Screenshots are taken when ``$CLUB_NIGHT_SCREENSHOTS`` names a folder (none by default:
nothing reads them in a test run).

The tournament of 16 is told in two parts: the first plans, registers, draws and plays
round 1 on the site; the second starts from that state made in Python (the same services,
the hands through the table page's own view) and plays rounds 2 and 3 to the results.
The members of the tournament's club are made in Python: the club night adds its 13
through the same form.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.browser.conftest import VIEWPORTS
from tests.factories import UserFactory
from tournaments.clubs.models import Club, Member
from tournaments.clubs.services.clubs import club_create
from tournaments.clubs.services.members import member_create
from tournaments.clubs.services.roles import member_role_set
from tournaments.core.roles import CLUB_ADMIN
from tournaments.events.models import Event, EventKind, RoundStatus
from tournaments.events.services.calendar import season_event_create
from tournaments.events.services.registrations import participant_register
from tournaments.events.services.round_lifecycle import round_start
from tournaments.play.services.round_close import round_close, table_confirm
from tournaments.seat_draws.services.draws import seat_draw_create

# 16 people (first name, surname prefix, last name); the evening uses the first 13
PEOPLE = [
    ("Anneke", "de", "Vries"),
    ("Bram", "", "Jansen"),
    ("Carla", "", "Bakker"),
    ("Dirk", "van der", "Berg"),
    ("Els", "", "Smit"),
    ("Frank", "", "Meijer"),
    ("Gerda", "de", "Boer"),
    ("Hans", "", "Mulder"),
    ("Ineke", "de", "Groot"),
    ("Joost", "", "Bos"),
    ("Karin", "", "Vos"),
    ("Lucas", "", "Peters"),
    ("Mieke", "", "Hendriks"),
    ("Niels", "van", "Leeuwen"),
    ("Olga", "", "Dekker"),
    ("Pieter", "", "Brouwer"),
]
BAD_PATH = re.compile(r"/admin/")


@pytest.fixture
def shots() -> Path | None:
    if not os.environ.get("CLUB_NIGHT_SCREENSHOTS"):
        return None
    path = Path(os.environ["CLUB_NIGHT_SCREENSHOTS"])
    path.mkdir(parents=True, exist_ok=True)
    return path


def shot(page: Page, shots: Path | None, name: str) -> None:
    if shots is not None:
        page.screenshot(path=shots / name, full_page=True)


@pytest.fixture
def empty_club(live_server, transactional_db):
    """A new club with one login: its admin (a member, so the role applies there)."""
    club = club_create(name="Mahjongclub Het Oosten", slug="oosten", public_results=False)
    user = UserFactory(username="director", password="director-pw")
    director = member_create(
        club=club, first_name="Dora", last_name="Directeur", member_number="1", user=user
    )
    member_role_set(member=director, role=CLUB_ADMIN)
    return live_server, club


def director(browser, server, *, logged_in: bool = False) -> Page:
    """The director's laptop on the club's page: logged in with the login form, or
    (``logged_in``, a later part of a story whose first part used the form) with a
    session made in Python."""
    context = browser.new_context(viewport=VIEWPORTS["laptop"], locale="nl-NL")
    page = context.new_page()
    page.set_default_timeout(20_000)
    visited: list[str] = []
    page.on("request", lambda request: visited.append(request.url))
    page.visited = visited  # checked at the end: /admin/ was never opened
    if logged_in:
        client = Client()
        client.force_login(get_user_model().objects.get(username="director"))
        session = client.cookies["sessionid"].value
        context.add_cookies([{"name": "sessionid", "value": session, "url": server.url}])
        page.goto(f"{server.url}/clubs/oosten/")
    else:
        page.goto(f"{server.url}/accounts/login/?next=/clubs/oosten/")
        page.get_by_label("Gebruikersnaam").fill("director")
        page.get_by_label("Wachtwoord").fill("director-pw")
        page.get_by_role("button", name="Inloggen").click()
    expect(page.locator("h1")).to_have_text("Mahjongclub Het Oosten")
    return page


def members_made(club: Club, people) -> list[Member]:
    """The club's members, as the member form makes them (the club night uses the form)."""
    return [
        member_create(
            club=club,
            first_name=first,
            surname_prefix=prefix,
            last_name=last,
            member_number=str(number),
        )
        for number, (first, prefix, last) in enumerate(people, start=2)  # the director: 1
    ]


def add_members(page: Page, people) -> None:
    page.get_by_role("link", name="Lid toevoegen").first.click()
    for first, prefix, last in people:
        page.get_by_label("Voornaam").fill(first)
        page.get_by_label("Tussenvoegsel").fill(prefix)
        page.get_by_label("Achternaam").fill(last)
        page.get_by_role("button", name="Opslaan en nog een toevoegen").click()
        expect(page.locator(".message").first).to_contain_text("toegevoegd")


def plan_event(page: Page, kind_link: str, name: str, rounds: int) -> Event:
    page.goto(page.url.split("/clubs/")[0] + "/clubs/oosten/")
    page.get_by_role("link", name=kind_link).first.click()
    page.get_by_label("Naam").fill(name)
    page.get_by_label("Datum").fill(timezone.localdate().isoformat())
    page.get_by_label("Aantal rondes").fill(str(rounds))
    page.get_by_role("button", name="Opslaan").click()
    expect(page.locator("h1")).to_have_text(name)
    return Event.objects.get(name=name)


def register(page: Page, event: Event, count: int) -> None:
    page.get_by_role("link", name="Deelnemers").click()
    boxes = page.locator(".member-choices input[type=checkbox]")
    for label in [f"{f} {p} {last}".replace("  ", " ") for f, p, last in PEOPLE[:count]]:
        page.locator(".member-choices label", has_text=label).locator("input").check()
    page.locator("form.form button[type=submit]").click()
    expect(page.locator(".participant-list").first.locator("li")).to_have_count(count)
    expect(boxes).to_have_count(1)  # only the director, who does not play


def draw_next_round(page: Page, event: Event, button: str) -> None:
    page.goto(page.url.split("/events/")[0].split("/clubs/")[0] + event.get_absolute_url())
    page.get_by_role("link", name="Loting").click()
    page.once("dialog", lambda dialog: dialog.accept())  # "replace the seats not played?"
    page.get_by_role("button", name=re.compile(re.escape(button))).click()
    expect(page.locator(".message").first).to_be_visible()


def enter_hands(
    page: Page, event: Event, round_number: int, shots: Path | None, tag: str, unconfirmed: int = 0
) -> None:
    """At every table of the round: one hand, the totals counted at the table (quick);
    the director confirms each table's result but that of table ``unconfirmed``."""
    base = page.url.split("/events/")[0].split("/clubs/")[0]
    tables = event.rounds.get(number=round_number).tables.order_by("number")
    for table in tables:
        page.goto(f"{base}/events/{event.slug}/round/{round_number}/table/{table.number}/")
        page.locator('input[name="mode"][value="quick"]').check()
        page.locator('input[name="kind"][value="win"]').check()
        winds = [w for w in "ESWN" if page.locator(f'[name="points_{w}"]').count()]
        page.locator('select[name="winner"]').select_option(winds[table.number % len(winds)])
        page.locator('select[name="discarder"]').select_option("self")
        for i, wind in enumerate(winds):
            page.locator(f'[name="points_{wind}"]').fill(str(20 + 10 * i))
        expect(page.locator("#preview .preview-table")).to_be_visible()
        page.locator(".sticky-actions button[type=submit]").click()
        expect(page.locator(".hands-table tbody tr")).to_have_count(1)
        if table.number == 1:
            shot(page, shots, f"{tag}-table-1.png")
        if table.number != unconfirmed:
            page.get_by_role("button", name="Uitslag van deze tafel bevestigen").click()
            expect(
                page.get_by_role("button", name="Uitslag van deze tafel bevestigen")
            ).to_have_count(0)


def close_round(
    page: Page, event: Event, number: int, unconfirmed: int = 0, shots: Path | None = None
) -> None:
    """From the event page; the page lists what is not done and asks once more."""
    base = page.url.split("/events/")[0].split("/clubs/")[0]
    page.goto(f"{base}{event.get_absolute_url()}")
    page.locator(f"#round-{number}").get_by_role("link", name=f"Ronde {number} sluiten").click()
    expect(page.locator("h1")).to_have_text(f"Ronde {number} sluiten")
    warnings = page.locator(".close-warnings li")
    if unconfirmed:
        table = warnings.filter(has_text=f"Tafel {unconfirmed}")
        expect(table).to_contain_text("de uitslag is niet bevestigd")
        expect(warnings.filter(has_text="de uitslag is niet bevestigd")).to_have_count(1)
    shot(page, shots, f"close-round-{number}.png")
    page.get_by_role("button", name=re.compile(f"^Ronde {number} (toch )?sluiten$")).click()
    expect(page.locator(f"#round-{number} .badge-closed").first).to_be_visible()


def print_score_sheets(page: Page, event: Event, shots: Path | None, tag: str) -> None:
    base = page.url.split("/events/")[0].split("/clubs/")[0]
    page.goto(f"{base}{event.get_absolute_url()}")
    page.get_by_role("link", name="Afdrukken & exporteren").click()
    shot(page, shots, f"{tag}-print.png")
    for link in page.locator("a", has_text="PDF").all()[:3]:
        response = page.request.get(base + link.get_attribute("href"))
        assert response.ok and response.headers["content-type"] == "application/pdf"
        assert response.body().startswith(b"%PDF")


def test_club_night_from_an_empty_club_to_its_first_round(browser, empty_club, shots):
    server, club = empty_club
    page = director(browser, server)
    add_members(page, PEOPLE[:13])
    assert Member.objects.filter(club=club).count() == 14  # and the director
    page.goto(f"{server.url}/clubs/oosten/members/")
    names = page.locator(".data-table tbody td:nth-child(2)").all_inner_texts()
    assert (
        names.index("Dirk van der Berg") < names.index("Gerda de Boer") < names.index("Joost Bos")
    )

    evening = plan_event(page, "Nieuwe clubavond", "Clubavond vandaag", rounds=2)
    shot(page, shots, "evening-planned.png")
    register(page, evening, 13)
    draw_next_round(page, evening, "Ronde 1 loten")
    shot(page, shots, "evening-draw-1.png")
    enter_hands(page, evening, 1, shots, "evening-r1", unconfirmed=2)
    close_round(page, evening, 1, unconfirmed=2, shots=shots)
    assert evening.rounds.get(number=1).status == RoundStatus.CLOSED
    assert not [url for url in page.visited if BAD_PATH.search(url)]


def test_club_night_second_round_to_the_results(browser, empty_club, shots):
    """The club night's second part, from its first round closed (table 2 unconfirmed)."""
    server, club = empty_club
    evening = event_made(club, EventKind.CLUB_EVENING, "Clubavond vandaag", 2, PEOPLE[:13])
    assert not evening.rounds.filter(number=2, tables__isnull=False).exists()
    round_played(evening, 1, unconfirmed=2)
    page = director(browser, server, logged_in=True)
    draw_next_round(page, evening, "Ronde 2 indelen")
    enter_hands(page, evening, 2, shots, "evening-r2")
    close_round(page, evening, 2)

    # closing the last round finished the evening, everywhere
    expect(page.locator(".page-head .badge").first).to_have_text("Afgelopen")
    shot(page, shots, "evening-finished.png")
    page.goto(f"{server.url}/")
    recent = page.locator("section[aria-labelledby=recent-heading]")
    expect(recent.locator(".event-card", has_text="Clubavond vandaag")).to_contain_text("Afgelopen")
    page.goto(f"{server.url}{evening.get_absolute_url()}")
    page.get_by_role("link", name="Stand").first.click()
    expect(page.locator("h1")).to_contain_text("Stand")
    expect(page.locator(".data-table tbody tr")).to_have_count(13)
    shot(page, shots, "evening-standings.png")
    page.get_by_role("link", name=f"Seizoen {evening.date.year}").click()
    expect(page.locator(".data-table tbody tr")).to_have_count(13)  # the evening counts
    shot(page, shots, "season-standings.png")
    page.get_by_role("link", name="Trofeeën").click()
    expect(page.locator("main")).to_contain_text("Clubavond vandaag")
    shot(page, shots, "trophies.png")
    print_score_sheets(page, evening, shots, "evening")
    assert not [url for url in page.visited if BAD_PATH.search(url)]


def test_tournament_of_sixteen_planned_drawn_and_round_one(browser, empty_club, shots):
    server, club = empty_club
    members_made(club, PEOPLE)
    page = director(browser, server)
    tournament = plan_event(page, "Nieuw toernooi", "Oostertoernooi", rounds=3)
    assert tournament.kind == "tournament" and tournament.round_count == 3
    register(page, tournament, 16)
    draw_next_round(page, tournament, "Plaatsen loten")
    assert tournament.rounds.count() == 3
    enter_hands(page, tournament, 1, shots, "tournament-r1")
    close_round(page, tournament, 1)
    assert tournament.rounds.get(number=1).status == RoundStatus.CLOSED
    assert not [url for url in page.visited if BAD_PATH.search(url)]


def event_made(club: Club, kind: str, name: str, rounds: int, people) -> Event:
    """An event planned as ``plan_event`` plans it, ``people`` registered, its first round
    drawn (a tournament: all its rounds)."""
    user = get_user_model().objects.get(username="director")
    event = season_event_create(
        club=club, date=timezone.localdate(), name=name, kind=kind, round_count=rounds, actor=user
    )
    participant_register(event=event, members=members_made(club, people), actor=user)
    seat_draw_create(event=event, actor=user)
    return event


def round_played(event: Event, number: int, unconfirmed: int = 0) -> None:
    """Round ``number`` played as ``enter_hands`` plays it (the same quick entry at every
    table, posted to the table page's own view; every table confirmed but ``unconfirmed``)
    and closed."""
    user = get_user_model().objects.get(username="director")
    client = Client()
    client.force_login(user)
    round_ = event.rounds.get(number=number)
    round_start(round_=round_, actor=user)
    for table in round_.tables.order_by("number"):
        kwargs = {"slug": event.slug, "round_number": number, "table_number": table.number}
        page = client.get(reverse("play_table", kwargs=kwargs)).content.decode()
        winds = [w for w in "ESWN" if f'name="points_{w}"' in page]
        data = {"mode": "quick", "kind": "win", "discarder": "self", "number": 1}
        data["winner"] = winds[table.number % len(winds)]
        data |= {f"points_{wind}": str(20 + 10 * i) for i, wind in enumerate(winds)}
        response = client.post(reverse("play_hand_create", kwargs=kwargs), data)
        assert response.status_code == 302, response.content.decode()[:2000]
        if table.number != unconfirmed:
            table_confirm(table=table, user=user)
    round_close(round_=round_, actor=user)


def tournament_after(club: Club, rounds: int) -> Event:
    """Where an earlier part ends: the tournament planned, the 16 registered, its three
    rounds drawn, its first ``rounds`` played and closed."""
    tournament = event_made(club, EventKind.TOURNAMENT, "Oostertoernooi", 3, PEOPLE)
    assert tournament.rounds.count() == 3
    for number in range(1, rounds + 1):
        round_played(tournament, number)
    return tournament


def test_tournament_of_sixteen_round_two(browser, empty_club, shots):
    server, club = empty_club
    tournament = tournament_after(club, rounds=1)
    page = director(browser, server, logged_in=True)
    enter_hands(page, tournament, 2, shots, "tournament-r2")
    close_round(page, tournament, 2)
    assert tournament.rounds.get(number=2).status == RoundStatus.CLOSED
    expect(page.locator(".page-head .badge").first).not_to_have_text("Afgelopen")
    assert not [url for url in page.visited if BAD_PATH.search(url)]


def test_tournament_of_sixteen_round_three_to_the_results(browser, empty_club, shots):
    server, club = empty_club
    tournament = tournament_after(club, rounds=2)
    page = director(browser, server, logged_in=True)
    enter_hands(page, tournament, 3, shots, "tournament-r3")
    close_round(page, tournament, 3)

    expect(page.locator(".page-head .badge").first).to_have_text("Afgelopen")
    shot(page, shots, "tournament-finished.png")
    page.goto(f"{server.url}/")
    recent = page.locator("section[aria-labelledby=recent-heading]")
    expect(recent.locator(".event-card", has_text="Oostertoernooi")).to_contain_text("Afgelopen")
    page.goto(f"{server.url}{tournament.get_absolute_url()}")
    page.get_by_role("link", name="Stand").first.click()
    expect(page.locator("h1")).to_contain_text("Stand")
    expect(page.locator(".data-table tbody tr")).to_have_count(16)
    shot(page, shots, "tournament-standings.png")
    print_score_sheets(page, tournament, shots, "tournament")
    assert not [url for url in page.visited if BAD_PATH.search(url)]
