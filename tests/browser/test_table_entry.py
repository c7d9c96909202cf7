"""The hand form at the table as a scorekeeper meets it on a phone: a refused save is one
POST (the form comes back with its errors, the hand is not posted again), the entry mode
stays what was chosen at this table across saves, and after a save offline the tile
picker's "Tiles go to" names the player of the next turn."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from tests.browser.test_offline_hands import (
    ONLINE_FROM_FLAG,
    PHONE,
    log_in,
    set_offline,
)
from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.play.models import Hand
from tournaments.play.services.tables import table_seat

NAMES = [("Anna", "de Vries"), ("Bram", "Jansen"), ("Chen", "Li"), ("Dirk", "Bakker")]
KWARGS = {"slug": "avond-mcr", "round_number": 1, "table_number": 1}


@pytest.fixture
def mcr_table(live_server, transactional_db):
    club = ClubFactory(slug="wifi-club", name="De Groene Draak", default_ruleset="mcr")
    members = [MemberFactory(club=club, first_name=f, last_name=last) for f, last in NAMES]
    round_ = RoundFactory(event__club=club, event__ruleset="mcr", event__slug="avond-mcr", number=1)
    table = table_seat(round_=round_, number=1, sitters=members)
    user = UserFactory(username="keeper", password="keeper-pw", roles=["scorekeeper"])
    MemberFactory(club=club, user=user, first_name="Kees", last_name="Keeper")
    return live_server, table


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport=PHONE, locale="nl-NL", service_workers="allow")
    context.set_default_timeout(20_000)
    context.add_init_script(ONLINE_FROM_FLAG)
    yield context
    context.close()


def _quick_win(page, points: str) -> None:
    page.locator('input[name="mode"][value="quick"]').check()
    page.locator('select[name="winner"]').select_option("S")
    page.locator('select[name="discarder"]').select_option("W")
    page.locator('[name="points_S"]').fill(points)


def test_a_refused_save_posts_once_and_shows_why(context, mcr_table):
    server, _table = mcr_table
    page = context.new_page()
    log_in(page, server)
    page.goto(server.url + reverse("play_table", kwargs=KWARGS))
    create = reverse("play_hand_create", kwargs=KWARGS)
    posts: list[str] = []
    page.on(
        "request",
        lambda r: posts.append(r.url) if r.method == "POST" and r.url.endswith(create) else None,
    )
    _quick_win(page, "2")  # under MCR's 8 points: no win
    page.locator(".sticky-actions button[type=submit]").click()
    summary = page.locator("#error-summary")
    expect(summary).to_contain_text("ten minste 8")
    page.wait_for_timeout(1500)  # a second POST would be on its way by now
    assert len(posts) == 1
    assert not Hand.objects.exists()
    # the form is the refused one: its fields as sent, and it saves once corrected
    expect(page.locator('[name="points_S"]')).to_have_value("2")
    page.locator('[name="points_S"]').fill("9")
    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator("#hands")).to_contain_text("Bram")
    assert Hand.objects.count() == 1
    assert len(posts) == 2


def test_a_forgotten_discarder_is_an_error_not_a_self_drawn_win(context, mcr_table):
    server, _table = mcr_table
    page = context.new_page()
    log_in(page, server)
    page.goto(server.url + reverse("play_table", kwargs=KWARGS))
    expect(page.locator('select[name="discarder"]')).to_have_value("")
    page.locator('input[name="mode"][value="quick"]').check()
    page.locator('select[name="winner"]').select_option("S")
    page.locator('[name="points_S"]').fill("9")
    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator("#error-summary")).to_contain_text("Kies wie de winnende steen afgooide")
    assert not Hand.objects.exists()


def test_the_entry_mode_follows_the_table_across_saves(context, mcr_table):
    server, _table = mcr_table
    page = context.new_page()
    log_in(page, server)
    page.goto(server.url + reverse("play_table", kwargs=KWARGS))
    _quick_win(page, "9")
    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator("#hands")).to_contain_text("Bram")
    page.wait_for_load_state("load")
    expect(page.locator('input[name="mode"][value="quick"]')).to_be_checked()
    expect(page.locator('[name="points_S"]')).to_be_visible()
    page.reload()
    expect(page.locator('input[name="mode"][value="quick"]')).to_be_checked()


def test_after_an_offline_save_the_picker_names_the_next_turns_player(context, mcr_table):
    server, _table = mcr_table
    page = context.new_page()
    log_in(page, server)
    page.goto(server.url + reverse("play_table", kwargs=KWARGS))
    target = page.locator("[data-picker-target-name]")
    page.locator('select[name="winner"]').select_option("S")
    page.locator('select[name="discarder"]').select_option("W")
    page.locator('[name="tiles_S"]').click()
    expect(target).to_contain_text("Bram")  # South in hand 1
    set_offline(context, True)
    page.locator('[name="tiles_S"]').fill("chow b1 | chow b4 | chow b7 | c1 c2 c3 E E")
    page.locator('[name="winning_tile"]').fill("c3")
    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator("#hand-queue .queue-item")).to_have_count(1)
    # MCR passes the deal after every hand: Bram deals hand 2 and holds East
    east = page.locator('label[for="id_tiles_E"]')
    expect(east).to_contain_text("Bram")
    expect(target).to_have_text(east.inner_text())
