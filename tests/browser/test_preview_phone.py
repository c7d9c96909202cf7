"""The hand preview on a 390 px phone, in Dutch: the winner's total says its unit ("Totaal:
15 punten" under MCR) and the three columns (player, points, settlement) fit the preview's
box, the settlement not behind a sideways scroll. ``PHONES_SHOTS=dir`` keeps screenshots."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.hand_saves import SAVE_POST, HeldRequests
from tests.factories import ClubFactory, MemberFactory, UserFactory
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_play import first_win, win_post

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


def _type_hand(form, post: dict) -> None:
    for name in ("mode", "kind"):
        form.locator(f'input[name="{name}"][value="{post[name]}"]').check()
    for name, value in post.items():
        if name in ("mode", "kind") or not value:
            continue
        if name in ("winner", "discarder"):
            form.locator(f'select[name="{name}"]').select_option(value)
        elif name == "conditions":
            for condition in value:
                form.locator(f'input[name="conditions"][value="{condition}"]').check()
        else:
            form.locator(f'[name="{name}"]').first.fill(str(value))


def _keeper_at_an_mcr_table(browser, server_url: str, name: str):
    """A scorekeeper of a new club logged in on a Dutch phone: the context, the page (on the
    table's page, not waited for) and the table."""
    table = seat_table(ClubFactory(slug=f"mcr-{name}", default_ruleset="mcr"), ruleset="mcr")
    user = UserFactory(username=f"keeper-{name}", password="keeper-pw", roles=["scorekeeper"])
    MemberFactory(club=table.round.event.club, user=user)
    context = browser.new_context(viewport=PHONE, locale="nl-NL")
    page = context.new_page()
    page.goto(f"{server_url}/accounts/login/?next={table.get_absolute_url()}")
    page.locator("#id_username").fill(f"keeper-{name}")
    page.locator("#id_password").fill("keeper-pw")
    page.locator('main form [type="submit"]').click()
    return context, page, table


def test_the_preview_total_says_its_unit_and_fits_a_phone(live_server, transactional_db, browser):
    context, page, _table = _keeper_at_an_mcr_table(browser, live_server.url, "preview")
    _type_hand(page.locator("#hand-form"), win_post(first_win("mcr")))
    preview = page.locator("#preview")
    expect(preview.locator(".preview-table")).to_be_visible()
    expect(preview.get_by_text(re.compile(r"^Totaal: \d+ punten$"))).to_be_visible()
    preview.scroll_into_view_if_needed()
    if os.environ.get("PHONES_SHOTS"):
        page.screenshot(path=str(Path(os.environ["PHONES_SHOTS"]) / "preview-390.png"))
    box = preview.locator(".table-scroll")
    assert box.evaluate("e => e.scrollWidth <= e.clientWidth"), box.evaluate(
        "e => [e.scrollWidth, e.clientWidth]"
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    context.close()


HTMX = re.compile(r"/htmx\.min(\.[0-9a-f]+)?\.js$")


def test_a_hand_typed_before_the_scripts_were_ready_is_previewed(
    live_server, transactional_db, browser
):
    """On a slow phone the whole hand may be typed before htmx has bound the form (a loaded
    machine did so once: no preview within 15 s). Its typing asked for nothing; the preview
    comes once the scripts are ready. Here htmx is held back until the hand is typed."""
    context, page, table = _keeper_at_an_mcr_table(browser, live_server.url, "early")
    page.wait_for_url(f"**{table.get_absolute_url()}", wait_until="load")
    held = []
    page.route(HTMX, lambda route: held.append(route))
    page.reload(wait_until="commit")
    _type_hand(page.locator("#hand-form"), win_post(first_win("mcr")))
    assert held, "htmx was not asked for again"
    assert not page.evaluate("!!window.htmx")
    preview = page.locator("#preview")
    with page.expect_response(lambda r: r.request.method == "POST" and "preview" in r.url):
        for route in held:
            route.continue_()
    expect(preview.locator(".preview-table")).to_be_visible()
    expect(preview.get_by_text(re.compile(r"^Totaal: \d+ punten$"))).to_be_visible()
    context.close()


PREVIEW_POST = re.compile(r"/preview/(\?.*)?$")


@pytest.mark.parametrize("viewport", [PHONE, {"width": 1366, "height": 900}], ids=["phone", "wide"])
def test_the_save_button_stays_put_while_the_preview_arrives(
    live_server, transactional_db, browser, viewport
):
    """The save button does not move under a thumb on its way to it: the form scrolled to its
    end (the button just under the preview), the preview of the hand just typed arrives and
    is taller than the line before it. A sticky bar in the page's flow moved with the
    preview, and a tap in that moment landed on the form (2026-12-04, docs/benchmarks.md)."""
    context, page, table = _keeper_at_an_mcr_table(
        browser, live_server.url, f"still-{viewport['width']}"
    )
    page.set_viewport_size(viewport)
    page.wait_for_url(f"**{table.get_absolute_url()}", wait_until="load")
    previews = HeldRequests(page, PREVIEW_POST)
    with page.expect_request(PREVIEW_POST):
        _type_hand(page.locator("#hand-form"), win_post(first_win("mcr")))
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    save = page.locator("#hand-form button.button[type=submit]")
    before = save.bounding_box()
    preview_height = page.locator("#preview").bounding_box()["height"]
    previews.release()
    expect(page.locator("#preview .preview-table")).to_be_visible()
    if os.environ.get("PHONES_SHOTS"):
        page.screenshot(
            path=str(Path(os.environ["PHONES_SHOTS"]) / f"save-{viewport['width']}.png")
        )
    assert page.locator("#preview").bounding_box()["height"] > preview_height + 40
    after = save.bounding_box()
    assert abs(after["y"] - before["y"]) < 1 and after["x"] == before["x"], (before, after)
    assert before["y"] + before["height"] <= viewport["height"]
    context.close()


def _refused_save(browser, server_url: str, name: str):
    """A scorekeeper's hand with one tile too few, saved and refused: the context, the page
    (the server's form with its errors in place) and the whole hand's post."""
    context, page, table = _keeper_at_an_mcr_table(browser, server_url, name)
    page.wait_for_url(f"**{table.get_absolute_url()}", wait_until="load")
    post = win_post(first_win("mcr"))
    thirteen = post["tiles_S"].rsplit(" ", 1)[0]
    _type_hand(page.locator("#hand-form"), {**post, "tiles_S": thirteen})
    page.locator("#hand-form .sticky-actions button[type=submit]").click()
    expect(page.locator("#error-summary")).to_be_visible()
    return context, page, post


def test_after_a_refused_save_the_button_still_stays_put(live_server, transactional_db, browser):
    """A refused save puts the server's form, errors and all, in place of the form's
    contents: the save button is a new one, and it stays put as well."""
    context, page, post = _refused_save(browser, live_server.url, "refused")
    previews = HeldRequests(page, PREVIEW_POST)
    with page.expect_request(PREVIEW_POST):
        page.locator('#hand-form [name="tiles_S"]').fill(post["tiles_S"])
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    save = page.locator("#hand-form .sticky-actions button[type=submit]")
    before = save.bounding_box()
    previews.release()
    expect(page.locator("#preview .preview-table")).to_be_visible()
    after = save.bounding_box()
    assert abs(after["y"] - before["y"]) < 1, (before, after)
    context.close()


def test_after_a_refused_save_enter_still_saves(live_server, transactional_db, browser):
    """The server's form put in place of a refused one brings no button of the page
    without scripts: Enter in a field (a phone's "Go") saves the hand, as before the
    refusal, and does not open the score page meant for browsers without scripts."""
    context, page, post = _refused_save(browser, live_server.url, "enter")
    assert page.locator("#hand-form noscript").count() == 0
    page.locator('#hand-form [name="tiles_S"]').fill(post["tiles_S"])
    with page.expect_request(SAVE_POST):
        page.locator('#hand-form [name="winning_tile"]').press("Enter")
    expect(page.locator(".hands-table tbody tr")).to_have_count(1)
    context.close()
