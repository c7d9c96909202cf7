"""The participants page's "Add (n)" button counts the guests typed as well as the members
ticked (it counted the members alone: "Add (20)" for 20 members and 2 guests)."""

from __future__ import annotations

import datetime

from playwright.sync_api import expect

from tournaments.clubs.models import Club
from tournaments.events.models import EventKind
from tournaments.events.services.events import event_create


def test_the_add_button_counts_members_and_guests(browser, demo_site):
    club = Club.objects.get(slug="groene-draak")
    event = event_create(
        club=club,
        name="Telling",
        date=datetime.date.today() + datetime.timedelta(days=3),
        kind=EventKind.TOURNAMENT,
    )
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="nl-NL")
    page = context.new_page()
    page.goto(f"{demo_site.url}/accounts/login/?next=/events/{event.slug}/participants/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    boxes = page.locator(".member-choices input[type=checkbox]")
    for i in range(3):
        boxes.nth(i).check()
    counter = page.locator("[data-tick-count]")
    expect(counter).to_have_text("(3)")
    page.locator("textarea[name=guests]").fill("Kees Gast\n\n  \nJürgen Weber\n")
    expect(counter).to_have_text("(5)")
    context.close()
