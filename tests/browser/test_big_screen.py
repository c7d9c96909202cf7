"""The big screen at a round's start (issue 50): the round's seating, table by table, fits
1366x768 and 1920x1080 for 20 to 140 players, on every page of its rotation (nothing runs
off: the document's scroll size stays within the viewport)."""

import os
from pathlib import Path

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tournaments.events.models import RoundStatus
from tournaments.events.services.rounds import round_create
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.services.tables import table_seat

SCREENS = [{"width": 1366, "height": 768}, {"width": 1920, "height": 1080}]
LONG = "Van der Heijden-Oosterhuis"  # a long surname: cut with an ellipsis, never wider


def shots() -> Path:
    path = Path(os.environ.get("SCREEN_SCREENSHOTS", "/tmp/shots-rounds"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def started_round(players: int):
    club = ClubFactory(slug=f"screen-{players}", public_results=True)
    event = EventFactory(club=club, slug=f"screen-{players}", name="Najaarstoernooi")
    members = MemberFactory.create_batch(players, club=club)
    for member in members[::7]:
        member.last_name = LONG
        member.save()
    round_ = round_create(event=event, number=1)
    # the last 20 players at five-player tables (taller cards) from 60 players on
    sizes = [4] * (players // 4) if players < 60 else [4] * ((players - 20) // 4) + [5] * 4
    start = 0
    for n, size in enumerate(sizes):
        table_seat(round_=round_, number=n + 1, sitters=members[start : start + size])
        start += size
    newcomer = MemberFactory(club=club, first_name="Nieuwe", last_name="Invaller")
    seat_substitute_set(event=event, absent=members[1], from_round=1, substitute=newcomer)
    round_.status, round_.started_at = RoundStatus.IN_PROGRESS, timezone.now()
    round_.save()
    return event, len(sizes)


@pytest.mark.parametrize("players", [20, 60, 140])
@pytest.mark.parametrize("size", SCREENS, ids=["1366x768", "1920x1080"])
def test_the_seating_fits_the_screen_on_every_page(browser, live_server, players, size):
    event, tables = started_round(players)
    context = browser.new_context(viewport=size, locale="nl-NL")
    page = context.new_page()
    page.goto(f"{live_server.url}/events/{event.slug}/screen/")
    expect(page.locator("[data-clock]")).to_be_visible()
    pages = page.locator("[data-page]")
    expect(pages.nth(0)).to_contain_text("Tafelindeling ronde 1")
    assert page.locator("[data-screen-table]").count() == tables
    expect(pages.nth(0)).to_contain_text("Invaller †")
    for number in range(pages.count()):
        page.evaluate(
            """(shown) => document.querySelectorAll("[data-page]").forEach(
                (p, i) => { p.hidden = i !== shown; })""",
            number,
        )
        width, height = page.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
        )
        name = f"screen-{players}-{size['width']}x{size['height']}-p{number + 1}.png"
        page.screenshot(path=shots() / name)
        assert width <= size["width"] and height <= size["height"], (number, width, height)
    context.close()
