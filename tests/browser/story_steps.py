"""The steps of tests/browser/test_story.py: what the people of a tournament day do, in the
browser, with selectors that read the same in every language (the story runs in Dutch
and in German). Only what a club had done before the day is made with factories and
services: the club, its members, the event and its registration settings, and the
registrations that came in before the story starts."""

from __future__ import annotations

import datetime
import os
from dataclasses import dataclass, field
from pathlib import Path

from django.test import Client
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.factories import ClubFactory, EventFactory, MemberFactory, UserFactory
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventKind, EventParticipant
from tournaments.play.models import Seat, Table
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.services.registrations import registration_create

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 900}
SHOTS = Path(os.environ.get("STORY_SCREENSHOTS", "/tmp/shots-story"))

#: registered before the story starts (the places: 8, the eighth taken on a phone)
EARLY = [
    "Aart Appel",
    "Bea Bos",
    "Cor Claes",
    "Dirk Dekker",
    "Els Eijk",
    "Fons Faber",
    "Gijs Graaf",
]
GUEST = "Kees Kramer"


@dataclass
class Day:
    """The story's world: the server, the event and the people's browser pages."""

    url: str
    event: Event
    browser: object
    lang: str  # "nl" or "de"
    members: dict[str, Member]
    sessions: dict[str, str]  # username: session cookie
    pages: dict[str, Page] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"{self.url}/events/{self.event.slug}"

    def page(self, who: str, size: dict[str, int], *, user: str | None = None) -> Page:
        """``who``'s browser (one context each): a phone or a laptop, logged in as ``user``.
        The director's laptop is the club's Dutch one (the director picks the language with
        the site's switch); the others' browsers speak the story's language."""
        if who not in self.pages:
            german = self.lang == "de" and who != "director"
            locale = "de-DE" if german else "nl-NL"
            context = self.browser.new_context(viewport=size, locale=locale)
            if user is not None:
                cookie = {"name": "sessionid", "value": self.sessions[user], "url": self.url}
                context.add_cookies([cookie])
            page = context.new_page()
            page.set_default_timeout(20_000)
            self.pages[who] = page
        return self.pages[who]

    def go(self, page: Page, path: str) -> Page:
        """Open ``path`` and check the page speaks the story's language and went well."""
        response = page.goto(path if path.startswith("http") else self.url + path)
        assert response is not None and response.status == 200, (path, response and response.status)
        assert page.locator("html").get_attribute("lang") == self.lang, path
        return page

    def shot(self, page: Page, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{self.lang}-{name}.png"), full_page=True)


def no_error(page: Page) -> None:
    """The last action said nothing went wrong."""
    page.wait_for_load_state()
    errors = page.locator(".message-error, .messages .error, #error-summary")
    assert errors.count() == 0, (page.url, errors.all_inner_texts())


def fits(page: Page, selector: str = "html") -> None:
    """Nothing of ``selector`` sticks out sideways (a phone page scrolls down only)."""
    overflow = page.locator(selector).first.evaluate("el => el.scrollWidth - el.clientWidth")
    assert overflow <= 0, (selector, overflow)


def the_club_before_the_day(*, url: str, browser: object, lang: str) -> Day:
    """The club, its members, the director, the event (today) and its registration: 7 of
    its 8 places taken."""
    club = ClubFactory(slug="story-club", name="De Groene Draak", default_ruleset="mcr")
    director = UserFactory(username="director", roles=["club admin"])
    MemberFactory(club=club, user=director, first_name="Dora", last_name="Directeur")
    event = EventFactory(
        club=club,
        slug="lentetoernooi",
        name="Lentetoernooi",
        kind=EventKind.TOURNAMENT,
        ruleset="mcr",
        date=timezone.localdate(),
        round_count=3,
        table_policy="bye",
        check_in_enabled=True,
        check_in_deadline=datetime.time(23, 59),
    )
    RegistrationSettings.objects.create(
        event=event, mode="open", capacity=8, ask_ema_number=True, ask_country=True
    )
    members: dict[str, Member] = {}
    logins = {"Hanna Hoek": "hanna", "Wim Wolters": "wim"}
    for n, name in enumerate([*EARLY, "Hanna Hoek", "Wim Wolters", "Ilse Invaller"]):
        first, last = name.split(" ", 1)
        user = UserFactory(username=logins[name], roles=[]) if name in logins else None
        members[name] = MemberFactory(
            club=club,
            first_name=first,
            surname_prefix="",
            last_name=last,
            user=user,
            ema_number=f"0404{n:04d}",
        )
    for name in EARLY:
        registration_create(event=event, member=members[name])
    sessions = {}
    for username in ("director", "hanna", "wim"):
        client = Client()
        client.force_login(director if username == "director" else members_user(members, username))
        sessions[username] = client.cookies["sessionid"].value
    return Day(url=url, event=event, browser=browser, lang=lang, members=members, sessions=sessions)


def members_user(members: dict[str, Member], username: str):
    return next(m.user for m in members.values() if m.user and m.user.username == username)


def switch_language(day: Day, page: Page) -> None:
    """The director picks the story's language with the site's switch (every page has it)."""
    page.goto(f"{day.base}/")
    if page.locator("html").get_attribute("lang") != day.lang:
        with page.expect_navigation():
            page.locator("#language-select").select_option(day.lang)
    expect(page.locator("html")).to_have_attribute("lang", day.lang)


# -- registration: the register page on phones, the field page on the director's laptop --


def registrations_come_in(day: Day) -> str:
    """Hanna takes the last place with one tap; Kees (a guest) and Wim wait. Kees's
    personal link is returned (he keeps it)."""
    hanna = day.go(day.page("hanna", PHONE, user="hanna"), f"{day.base}/register/")
    hanna.locator("#register-form form button[type=submit]").click()
    expect(hanna.locator("#my-registration .badge-confirmed")).to_be_visible()
    fits(hanna)
    guest = day.go(day.page("kees", PHONE), f"{day.base}/register/")
    guest.locator("#id_name").fill(GUEST)
    guest.locator("#id_email").fill("kees@example.org")
    guest.locator("#id_ema_number").fill("04049999")
    guest.locator("#id_country").fill("NL")
    guest.locator("#register-form form button[type=submit]").click()
    link = guest.locator("a.personal-link").get_attribute("href")
    assert link
    day.shot(guest, "register-guest-390")
    fits(guest)
    day.go(guest, link)
    if guest.locator("#confirm form button").count():  # e-mail confirmation, when asked
        guest.locator("#confirm form button").click()
    expect(guest.locator(".page-head .badge-waiting")).to_be_visible()
    wim = day.go(day.page("wim", PHONE, user="wim"), f"{day.base}/register/")
    wim.locator("#register-form form button[type=submit]").click()
    expect(wim.locator("#my-registration .badge-waiting")).to_be_visible()
    return link


def the_director_cancels_and_withdraws(day: Day) -> None:
    """Bea's registration is cancelled and Cor withdrawn, each with a reason: their places
    are offered to Kees and then Wim, in the order they joined the waiting list."""
    director = day.page("director", LAPTOP, user="director")
    for name, action in (("Bea Bos", "cancel"), ("Cor Claes", "withdraw")):
        pk = Registration.objects.get(event=day.event, member=day.members[name]).pk
        day.go(director, f"{day.base}/registration/")
        director.locator(f'a[href$="/registration/{pk}/{action}/"]').click()
        director.locator("#id_reason").fill("ziek" if action == "cancel" else "afgemeld")
        director.locator("main form.form button[type=submit]").click()
        no_error(director)
        expect(director.locator(".messages, .message").first).to_contain_text(name)
    statuses = dict(Registration.objects.filter(event=day.event).values_list("name", "status"))
    assert statuses[GUEST] == "offered"
    day.shot(director, "field-offers-1366")


def the_offers_are_accepted(day: Day, link: str) -> None:
    guest = day.go(day.page("kees", PHONE), link)
    guest.locator("#offer form:has(input[value=accept]) button").click()
    expect(guest.locator(".page-head .badge-confirmed")).to_be_visible()
    wim = day.go(day.page("wim", PHONE, user="wim"), f"{day.base}/register/")
    wim.locator("#my-registration form:has(input[value=accept]) button").click()
    expect(wim.locator("#my-registration .badge-confirmed")).to_be_visible()
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/registration/")
    director.locator('form[action$="/registration/players/"] button').click()
    no_error(director)
    assert players(day.event) == sorted(
        [*EARLY[:1], *EARLY[3:], "Hanna Hoek", "Wim Wolters", GUEST]
    )


def players(event: Event) -> list[str]:
    field = EventParticipant.objects.filter(event=event, withdrew_after_round__isnull=True)
    return sorted(p.name for p in field.select_related("member"))


def check_in(day: Day, link: str) -> None:
    """The desk taps in the members; Kees checks himself in with his personal link."""
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/check-in/desk/")
    for participant in EventParticipant.objects.filter(event=day.event, member__isnull=False):
        director.locator("#checkin-q").fill(participant.member.first_name)
        director.locator(f"#p-{participant.pk} button.checkin-tap").click()
        expect(director.locator(f"#p-{participant.pk}")).to_have_class("checkin-row is-in")
    guest = day.go(day.page("kees", PHONE), link)
    guest.locator("#check-in form button").click()
    expect(guest.locator("#check-in .checkin-done")).to_be_visible()
    day.shot(guest, "personal-checked-in-390")
    fits(guest)
    day.go(director, f"{day.base}/check-in/desk/")
    expect(director.locator("#checkin-counts")).to_contain_text("8 / 8")


def stages_and_draw(day: Day) -> None:
    """Two qualification rounds for all, a final of the top 4 seated by the standings;
    the draw seats the qualification."""
    director = day.go(day.page("director", LAPTOP, user="director"), f"{day.base}/stages/setup/")
    director.locator('[name="stage-0-rounds"]').fill("2")
    director.locator('[name="stage-1-name"]').fill("")
    director.locator('[name="stage-2-field_size"]').fill("4")
    director.locator('[name="stage-2-rounds"]').fill("1")
    director.locator("form.stage-setup button[type=submit]").click()
    no_error(director)
    day.go(director, f"{day.base}/seating/")
    expect(director.locator(".draw-summary")).to_contain_text("8")
    director.locator(".draw-form button[type=submit]").click()
    expect(director.locator(".messages, .message").first).to_be_visible()
    no_error(director)
    assert Seat.objects.filter(round__event=day.event).count() == 16


def table(day: Day, round_number: int, number: int) -> Table:
    return Table.objects.get(round__event=day.event, round__number=round_number, number=number)


def seat_at(day: Day, round_number: int, number: int, position: int) -> Seat:
    return (
        table(day, round_number, number)
        .seats.select_related("member")
        .order_by("position")[position]
    )
