"""Players who enter their own table and accept hand by hand keep going through a Wi-Fi
hole, as the scorekeeper's table page does (static/js/players_queue.js): a hand saved and a
hand accepted offline wait on the phone, are sent when the connection returns, are stored
once (a lost answer is sent again with the same key) and show on the other player's phone
without a reload. ``LIVE_SHOTS=dir`` keeps screenshots of the waiting phone."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.hand_saves import SAVE_WAIT_MS, HeldRequests
from tests.browser.test_offline_hands import ONLINE_FROM_FLAG, set_offline
from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tournaments.audit.models import AuditEntry
from tournaments.events.models import HandAcceptance, HandEntryBy
from tournaments.play.models import Hand, HandCheck
from tournaments.play.selectors.table_links import seat_code, table_link_path
from tournaments.play.services.tables import table_seat
from tournaments.play.views import players_table

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def table(live_server, transactional_db):
    club = ClubFactory(slug="hole-club", default_ruleset="nmb")
    round_ = RoundFactory(
        event__club=club,
        event__ruleset="nmb",
        event__slug="hole-evening",
        event__hand_entry_by=HandEntryBy.PLAYERS,
        event__hand_acceptance=HandAcceptance.HAND,
        number=1,
    )
    return table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))


def _phone(browser, server, table, wind: str):
    context = browser.new_context(viewport=PHONE, locale="nl-NL", service_workers="allow")
    context.set_default_timeout(20_000)
    context.add_init_script(ONLINE_FROM_FLAG)
    page = context.new_page()
    seat = table.seats.get(wind=wind)
    page.goto(server.url + table_link_path(table=table))
    page.locator(f'#seat-sign-in input[name="seat"][value="{seat.pk}"]').check()
    page.locator("#sign-in-code").fill(seat_code(seat_id=seat.pk, event=table.round.event))
    page.locator('#seat-sign-in button[type="submit"]').click()
    expect(page.locator("#seat-sign-in strong")).to_have_text(seat.player_name)
    return context, page


def _save_draw(page) -> None:
    page.locator('#hand-form input[name="kind"][value="draw"]').check()
    page.locator('#hand-form .form-actions button[type="submit"]').click()


def _shots(page, name: str) -> None:
    if not os.environ.get("LIVE_SHOTS"):
        return
    folder = Path(os.environ["LIVE_SHOTS"])
    folder.mkdir(parents=True, exist_ok=True)
    for label, size in (("390", PHONE), ("1366", {"width": 1366, "height": 900})):
        page.set_viewport_size(size)
        page.screenshot(path=str(folder / f"{name}-{label}.png"), full_page=True)
    page.set_viewport_size(PHONE)


def _audited(action: str) -> int:
    return AuditEntry.objects.filter(action=action).count()


def test_a_hand_and_an_acceptance_made_offline_are_stored_once(live_server, browser, table):
    east_context, east = _phone(browser, live_server, table, "E")
    south_context, south = _phone(browser, live_server, table, "S")

    set_offline(east_context, True)
    _save_draw(east)
    expect(east.locator("#offline-banner")).to_have_text("Offline: 1 spel wacht")
    expect(east.locator("#entry h2")).to_have_text("Spel 2 invoeren")  # the next one
    _shots(east, "players-offline")
    assert Hand.objects.filter(table=table).count() == 0

    set_offline(east_context, False)
    expect(south.locator('.acceptance-row[data-hand="1"] button')).to_have_count(2)  # no reload
    expect(east.locator('.acceptance-row[data-hand="1"]')).to_contain_text("1")
    assert list(Hand.objects.filter(table=table).values_list("number", flat=True)) == [1]
    assert _audited("hand.enter_by_player") == 1

    # the answer to the next save is lost on its way back: sent again, saved once
    lost = []

    def drop_answer(route):
        if not lost:
            lost.append(route.fetch().status)  # the server saves it ...
            route.abort()  # ... and the phone never hears
        else:
            route.continue_()

    # on the context: this phone's worker is allowed, and a page's request that passes
    # through a worker's fetch handler may reach only the context's routes (Playwright)
    east_context.route("**/hands/", drop_answer)
    _save_draw(east)
    expect(east.locator('.acceptance-row[data-hand="2"]')).to_be_visible()
    assert lost == [200]
    assert list(Hand.objects.filter(table=table).values_list("number", flat=True)) == [1, 2]
    assert _audited("hand.enter_by_player") == 2

    # the other player accepts hand 1 in a Wi-Fi hole, once hand 2 has reached the phone.
    # Its live update first swaps the rows in, then reloads the page for the next hand's
    # form (players_queue.js, "live:swapped"): a click before that reload lands on a
    # detached button, and a reload begun offline shows the worker's older copy. The
    # reloaded page is the one whose form expects hand 3.
    expect(south.locator('.acceptance-row[data-hand="2"] button')).to_have_count(2)
    south.locator('#hand-form input[name="number"][value="3"]').wait_for(state="attached")
    south.wait_for_load_state("load")
    expect(south.locator('.acceptance-row[data-hand="1"] button')).to_have_count(2)
    set_offline(south_context, True)
    south.locator('.acceptance-row[data-hand="1"] button').first.click()
    expect(south.locator("#offline-banner")).to_have_text("Offline: 1 spel wacht")
    expect(south.locator('.acceptance-row[data-hand="1"] button').first).to_be_disabled()
    assert HandCheck.objects.get(hand__table=table, hand__number=1).state == "pending"

    set_offline(south_context, False)
    expect(east.locator('.acceptance-row[data-hand="1"]')).to_have_count(0)  # on the other phone
    assert HandCheck.objects.get(hand__table=table, hand__number=1).state == "accepted"
    assert _audited("hand.accept") == 1
    expect(south.locator('.acceptance-row[data-hand="1"]')).to_have_count(0)
    east_context.close()
    south_context.close()


def test_a_players_save_on_its_way_says_so(live_server, browser, table):
    """On the players' page too, the button says the hand is being saved while the answer
    takes its time, and says "save" again once the hand is stored."""
    east_context, east = _phone(browser, live_server, table, "E")
    saves = HeldRequests(east_context, "**/hands/")
    save = east.locator('#hand-form .form-actions button[type="submit"]')
    label = save.inner_text()
    with east.expect_request("**/hands/"):
        _save_draw(east)
    expect(save).to_have_text("Opslaan …")
    expect(save).to_have_attribute("aria-busy", "true")
    saves.release()
    expect(east.locator('.acceptance-row[data-hand="1"]')).to_be_visible()
    expect(east.locator('#hand-form .form-actions button[type="submit"]')).to_have_text(label)
    assert Hand.objects.filter(table=table).count() == 1
    east_context.close()


def test_a_hand_saved_first_on_another_phone_stops_the_queue_until_the_player_chooses(
    live_server, browser, table
):
    east_context, east = _phone(browser, live_server, table, "E")
    south_context, south = _phone(browser, live_server, table, "S")

    set_offline(east_context, True)
    _save_draw(east)  # hand 1 on East's phone, offline
    expect(east.locator("#offline-banner")).to_have_text("Offline: 1 spel wacht")
    _save_draw(south)  # meanwhile South saves hand 1 online
    expect(south.locator('.acceptance-row[data-hand="1"]')).to_be_visible()

    set_offline(east_context, False)
    stopped = east.locator("#offline-banner .queue-stopped")
    expect(stopped).to_contain_text("Versturen gestopt bij spel 1")
    assert Hand.objects.filter(table=table).count() == 1  # nothing sent past the stop
    _shots(east, "players-stopped")
    stopped.get_by_role("button", name="Mijn versie opslaan als volgend spel").click()
    expect(east.locator('.acceptance-row[data-hand="2"]')).to_be_visible()
    assert list(Hand.objects.filter(table=table).values_list("number", flat=True)) == [1, 2]
    east_context.close()
    south_context.close()


def test_previews_asked_while_one_is_on_its_way_log_no_console_error(
    live_server, browser, table, monkeypatch
):
    """The server answers the hand's preview slowly: the tap on "draw" asks for one, the
    tiles typed next ask again while it is on its way, and the save reloads the page while
    the last is. No request is cut off (htmx logs a cut one as htmx:sendAbort)."""
    slow = players_table.next_hand_preview

    def slow_preview(request, table, **kwargs):
        time.sleep(1.5)
        return slow(request, table, **kwargs)

    monkeypatch.setattr(players_table, "next_hand_preview", slow_preview)
    context, east = _phone(browser, live_server, table, "E")
    errors: list[str] = []
    context.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    east.on("pageerror", lambda error: errors.append(str(error)))
    with east.expect_request("**/preview/"):
        east.locator('#hand-form input[name="kind"][value="draw"]').check()
    with east.expect_request("**/preview/"):  # the first is still on its way
        east.locator('#hand-form [name="tiles_E"]').fill("b1 b2 b3")
    east.locator('#hand-form [name="tiles_E"]').fill("")
    east.locator('#hand-form .form-actions button[type="submit"]').click()
    expect(east.locator('.acceptance-row[data-hand="1"]')).to_be_visible()
    east.wait_for_load_state("networkidle")
    assert list(Hand.objects.filter(table=table).values_list("number", flat=True)) == [1]
    assert errors == []
    context.close()


def _save_win_by_east(page, points: str) -> None:
    form = page.locator("#hand-form")
    form.locator('input[name="mode"][value="quick"]').check()
    form.locator('input[name="kind"][value="win"]').check()
    form.locator('select[name="winner"]').select_option("E")
    form.locator('select[name="discarder"]').select_option("S")
    form.locator('[name="points_E"]').fill(points)
    form.locator('.form-actions button[type="submit"]').click()


def test_a_hand_saved_first_elsewhere_is_shown_beside_mine_and_sent_as_a_correction(
    live_server, browser, table
):
    """Two phones at one table: East's, in a Wi-Fi hole, keeps a win by East as hand 1 while
    South's saves a draw as hand 1. Back online, East's phone shows both versions side by
    side, in Dutch, with the choices; "send mine as a correction" calls the referee for hand
    1 with East's version and leaves the saved hand as it is."""
    east_context, east = _phone(browser, live_server, table, "E")
    south_context, south = _phone(browser, live_server, table, "S")

    set_offline(east_context, True)
    _save_win_by_east(east, "40")
    expect(east.locator("#offline-banner")).to_contain_text("Offline: 1 spel wacht")
    _save_draw(south)
    expect(south.locator('.acceptance-row[data-hand="1"]')).to_be_visible()

    set_offline(east_context, False)
    stopped = east.locator("#offline-banner .queue-stopped")
    expect(stopped).to_contain_text("Versturen gestopt bij spel 1")
    mine = stopped.locator(".conflict-mine")
    saved = stopped.locator(".conflict-saved")
    expect(mine.locator("h4")).to_have_text("Jouw versie")
    expect(mine).to_contain_text("Mahjong")
    expect(mine).to_contain_text("40")
    expect(saved.locator("h4")).to_have_text("De opgeslagen versie")
    expect(saved).to_contain_text("Spel 1")
    for name in ("Stuur de mijne als correctie", "Houd de opgeslagen versie"):
        expect(stopped.get_by_role("button", name=name)).to_be_visible()
    assert Hand.objects.get(table=table, number=1).result_kind == "draw"
    for label, size in (("390", PHONE), ("1366", {"width": 1366, "height": 900})):
        if os.environ.get("PHONES_SHOTS"):
            east.set_viewport_size(size)
            east.screenshot(
                path=f"{os.environ['PHONES_SHOTS']}/players-conflict-{label}.png", full_page=True
            )
    east.set_viewport_size(PHONE)
    assert east.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    stopped.get_by_role("button", name="Stuur de mijne als correctie").click()
    # sent as a save is (the page's own send timeout, with a margin for a loaded gate);
    # a failure says what the banner says instead
    sent = east.locator(".messages, .message-success").first
    try:
        expect(sent).to_contain_text("Jouw versie van spel 1 is verstuurd", timeout=SAVE_WAIT_MS)
    except AssertionError as failed:
        banner = east.locator("#offline-banner").inner_text()
        raise AssertionError(f"not sent; the banner says: {banner!r}") from failed
    expect(east.locator("#offline-banner .queue-stopped")).to_have_count(0)
    assert Hand.objects.get(table=table, number=1).result_kind == "draw"  # kept
    check = HandCheck.objects.get(hand__table=table, hand__number=1)
    assert check.state == "disputed" and "40" in check.note
    assert table.referee_calls.get().hand.number == 1
    assert _audited("hand.correction_ask") == 1
    east_context.close()
    south_context.close()
