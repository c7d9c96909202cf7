"""A failed save on a 390 x 844 phone (issue #39): an NMB hand with three players' tiles
missing names all three at once; the summary's heading stays on the screen and no field's
message is covered by the sticky save button. At a table that scores the winner alone,
switching the winner empties the tiles typed for the one chosen before."""

import pytest
from playwright.sync_api import expect

from tests.browser.test_table_phone import log_in, overlaps, preview_with, seated

PHONE = {"width": 390, "height": 844}
WINNER_TILES = "pung b3 | chow c2 | k7 k7 k7 c5 c6 c7 E E"


@pytest.fixture
def viewport():
    return "phone", PHONE


def save(page):
    with page.expect_response(
        lambda r: r.request.method == "POST" and "/preview/" not in r.url
    ) as response:
        page.locator(".sticky-actions button").click()
    assert response.value.status == 422
    page.locator("#error-summary").wait_for()
    page.wait_for_load_state("load")


def uncovered(page, selector: str) -> bool:
    """The box of ``selector`` is on the screen and clear of the sticky save button."""
    box = page.locator(selector).bounding_box()
    bar = page.locator(".sticky-actions").bounding_box()
    return (
        box is not None
        and box["height"] > 0
        and box["y"] >= 0
        and box["y"] + box["height"] <= PHONE["height"]
        and not overlaps(box, bar)
    )


def test_every_missing_hand_is_named_and_nothing_hides(page, live_server, transactional_db):
    _table, user = seated("nmb")
    log_in(page, live_server, user, "/events/nmb/round/1/table/1/")
    page.locator('select[name="winner"]').select_option("E")
    page.locator('select[name="discarder"]').select_option("self")
    with page.expect_response(preview_with("tiles_E=pung")):  # its preview answers first
        page.locator('textarea[name="tiles_E"]').fill(WINNER_TILES)
    save(page)

    summary = page.locator("#error-summary")
    links = summary.locator("a[data-field]")
    assert sorted(links.evaluate_all("ls => ls.map(l => l.dataset.field)")) == [
        "id_tiles_N",
        "id_tiles_S",
        "id_tiles_W",
    ]
    for wind in "SWN":
        assert page.locator(f"#err-tiles_{wind} .error").count() == 1
    # the heading is on the screen once the page has settled
    page.wait_for_function(
        "() => { const h = document.querySelector('#error-summary h3').getBoundingClientRect();"
        " return h.top >= 0 && h.bottom <= window.innerHeight; }"
    )
    assert uncovered(page, "#error-summary h3")
    # the focused element is the summary or a field whose message is in view
    focused = page.evaluate("document.activeElement.id")
    if focused != "error-summary":
        assert uncovered(page, f"#err-{focused.removeprefix('id_')}")
    # each link brings its field and the field's message into view, clear of the button
    for wind in "SWN":
        summary.locator(f'a[data-field="id_tiles_{wind}"]').click()
        assert uncovered(page, f"#err-tiles_{wind}"), wind
        assert uncovered(page, f"#id_tiles_{wind}"), wind
        page.locator("#error-summary").scroll_into_view_if_needed()


def test_switching_the_winner_empties_the_tiles_typed_before(page, live_server, transactional_db):
    _table, user = seated("mcr")
    log_in(page, live_server, user, "/events/mcr/round/1/table/1/")
    page.locator('select[name="winner"]').select_option("W")
    page.locator('textarea[name="tiles_W"]').fill(WINNER_TILES)
    page.locator('select[name="winner"]').select_option("N")
    assert page.locator('textarea[name="tiles_W"]').input_value() == ""
    assert page.locator('textarea[name="tiles_N"]').input_value() == WINNER_TILES
    # a new winner whose tiles were typed already keeps his own; the rest are emptied
    # the others' fields are folded away: unfold them once the preview of the new winner
    # has come in (its swap moves the page: a click during it can land beside the link)
    page.wait_for_function("() => !document.querySelector('.htmx-request')")
    page.locator("[data-other-players] a").click()
    expect(page.locator('textarea[name="tiles_E"]')).to_be_visible()
    page.locator('textarea[name="tiles_E"]').fill("b1 b2 b3")
    page.locator('select[name="winner"]').select_option("E")
    assert page.locator('textarea[name="tiles_E"]').input_value() == "b1 b2 b3"
    assert page.locator('textarea[name="tiles_N"]').input_value() == ""
