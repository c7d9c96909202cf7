"""A referee gives a penalty at a table and cancels it; the standings change each time.

In Dutch, on a phone and on a laptop. ``PEN_SCREENSHOTS=dir`` keeps screenshots of the
table page and the standings (at 390x844 and 1366x900) for looking at.
"""

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tests.tournaments.penalties.fixtures import MCR_HAND
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

SIZES = {"390x844": {"width": 390, "height": 844}, "1366x900": {"width": 1366, "height": 900}}


@pytest.fixture
def played_table(live_server, transactional_db):
    club = ClubFactory(slug="straf-club", name="De Groene Draak", default_ruleset="mcr")
    round_ = RoundFactory(event__club=club, event__ruleset="mcr", event__slug="avond", number=1)
    names = [("Anna", "de Vries"), ("Bram", "Jansen"), ("Chen", "Li"), ("Dirk", "Bakker")]
    members = [MemberFactory(club=club, first_name=f, last_name=last) for f, last in names]
    table = table_seat(round_=round_, number=1, sitters=members)
    hand_enter(table=table, entry=MCR_HAND)  # Dirk (N) +36, Anna -20, Bram -8, Chen -8
    user = UserFactory(username="scheids", password="scheids-pw", roles=["referee"])
    MemberFactory(club=club, user=user, first_name="Sven", last_name="Scheids")
    return live_server, table


def _shots(page, name: str) -> None:
    folder = os.environ.get("PEN_SCREENSHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    original = page.viewport_size
    for label, size in SIZES.items():
        page.set_viewport_size(size)
        page.screenshot(path=f"{folder}/{name}-{label}.png", full_page=True)
    page.set_viewport_size(original)


def open_form(panel) -> None:
    """Open "Straf geven" (open already at a table without penalties)."""
    if not panel.locator("details.penalty-give").evaluate("d => d.open"):
        panel.locator("summary", has_text="Straf geven").click()


def bram_score(page, server) -> str:
    page.goto(server.url + "/events/avond/standings/")
    row = page.locator("table.standings tbody tr", has_text="Bram Jansen")
    return (
        row.locator("td")
        .nth(
            page.locator("table.standings th", has_text="Score").evaluate(
                "th => [...th.parentElement.children].indexOf(th)"
            )
        )
        .inner_text()
    )


def test_referee_gives_and_cancels_a_penalty(page, played_table):
    server, _table = played_table
    page.goto(server.url + "/accounts/login/?next=/events/avond/round/1/table/1/")
    page.locator('[name="username"]').fill("scheids")
    page.locator('[name="password"]').fill("scheids-pw")
    page.locator("form button[type=submit]").last.click()
    page.wait_for_url("**/round/1/table/1/")
    assert bram_score(page, server).strip() in {"-8", "−8"}

    page.goto(server.url + "/events/avond/round/1/table/1/")
    panel = page.locator("#penalties")
    expect(panel.locator("h2")).to_have_text("Strafpunten")
    open_form(panel)
    panel.locator('select[name="penalty-seat"]').select_option(label="Bram Jansen")
    panel.locator('[name="penalty-points"]').fill("10")
    panel.locator('select[name="penalty-reason"]').select_option(label="Traag spel")
    panel.locator('[name="penalty-note"]').fill("derde waarschuwing")
    _shots(page, "table-form")
    panel.locator("button", has_text="Straf geven").click()
    expect(page.locator(".messages, .message").first).to_contain_text("Straf van 10 punten")
    expect(page.locator(".penalty-list")).to_contain_text("Traag spel")
    expect(page.locator(".penalty-totals")).to_contain_text("-18")
    # the totals fit the page: the Total column was cut off on a phone (a sideways scroll)
    overflow = "t => t.parentElement.scrollWidth - t.parentElement.clientWidth"
    assert page.locator(".penalty-totals").evaluate(overflow) <= 0
    _shots(page, "table-penalty")

    page.goto(server.url + "/events/avond/standings/")
    expect(page.locator("table.standings thead")).to_contain_text("Strafpunten")
    assert bram_score(page, server).strip() in {"-18", "−18"}
    _shots(page, "standings-penalty")

    page.goto(server.url + "/events/avond/round/1/table/1/")
    page.locator(".penalty-cancel input[name=cancel_reason]").fill("verkeerde speler")
    page.locator(".penalty-cancel button").click()
    expect(page.locator(".penalty-list .is-cancelled")).to_contain_text("verkeerde speler")
    assert bram_score(page, server).strip() in {"-8", "−8"}
    expect(page.locator("table.standings thead")).not_to_contain_text("Strafpunten")


def test_bad_points_are_a_message_in_dutch(page, played_table):
    server, _table = played_table
    page.goto(server.url + "/accounts/login/?next=/events/avond/round/1/table/1/")
    page.locator('[name="username"]').fill("scheids")
    page.locator('[name="password"]').fill("scheids-pw")
    page.locator("form button[type=submit]").last.click()
    page.wait_for_url("**/round/1/table/1/")
    panel = page.locator("#penalties")
    open_form(panel)
    panel.locator('select[name="penalty-seat"]').select_option(label="Chen Li")
    panel.locator('select[name="penalty-reason"]').select_option(label="Traag spel")  # no default
    # the browser's own check would stop 0; a stale or scripted form posts it anyway
    panel.locator('[name="penalty-points"]').evaluate(
        "el => { el.removeAttribute('min'); el.value = '0'; }"
    )
    panel.locator("button", has_text="Straf geven").click()
    expect(page.locator("body")).to_contain_text("De straf is niet gegeven")
    expect(page.locator(".penalty-list")).to_have_count(0)


def test_referee_seats_a_substitute_and_the_standings_mark_the_player(page, played_table):
    from tournaments.events.models import Round

    server, table = played_table
    players = [s.member for s in table.seats.order_by("position")]
    table_seat(
        round_=Round.objects.create(event=table.round.event, number=2), number=1, sitters=players
    )
    MemberFactory(club=table.round.event.club, first_name="Ilse", last_name="Invaller")
    page.goto(server.url + "/accounts/login/?next=/events/avond/substitutes/")
    page.locator('[name="username"]').fill("scheids")
    page.locator('[name="password"]').fill("scheids-pw")
    page.locator("form button[type=submit]").last.click()
    page.wait_for_url("**/substitutes/")
    page.locator('select[name="absent"]').select_option(label="Chen Li")
    page.locator('select[name="from_round"]').select_option("2")
    page.locator('select[name="substitute"]').select_option(label="Ilse Invaller")
    page.locator("button", has_text="Invaller plaatsen").click()
    expect(page.locator("body")).to_contain_text("Ilse Invaller speelt vanaf ronde 2 voor Chen Li")
    expect(page.locator(".substitution-list")).to_contain_text("Ilse Invaller voor Chen Li")
    _shots(page, "substitutes")
    page.goto(server.url + "/events/avond/round/2/table/1/")
    expect(page.locator(".seat-grid")).to_contain_text("Ilse Invaller")
    page.goto(server.url + "/events/avond/standings/")
    expect(page.locator("table.standings tbody tr", has_text="Chen Li")).to_contain_text("†")
    expect(page.locator(".substituted-legend")).to_contain_text("EMA-regel")
    expect(page.locator("table.standings")).not_to_contain_text("Ilse Invaller")
    _shots(page, "standings-substitute")
