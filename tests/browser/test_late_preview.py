"""A preview that answers after the save was refused (a slow line, a loaded server).

The hand form asks for a preview as it is filled in; a scorekeeper who taps save at once
may get the refusal back first. The preview asked before the save answers for a form that
is no longer there: its messages must not replace the refusal's beside the fields.
"""

import pytest

from tests.browser.test_table_phone import PHONE, log_in, seated

BAD_TILES = "pung b3, c2c3c4, x9 k7 k7 k7 E E"


def refused_save(page):
    """Tap save on the bad tiles: refused, the message beside the tiles field (returned)."""
    with page.expect_response(
        lambda r: r.request.method == "POST" and not r.url.endswith("/preview/")
    ) as response:
        page.locator(".sticky-actions button").click()
    assert response.value.status == 422
    message = page.locator("#err-tiles_E")
    message.locator(".error").wait_for()
    assert "x9" in message.inner_text()
    return message


@pytest.fixture
def viewport():
    return "phone", PHONE


def test_a_preview_answering_after_the_refusal_keeps_its_messages(
    page, live_server, transactional_db
):
    _table, user = seated("hk")
    log_in(page, live_server, user, "/events/hk/round/1/table/1/")
    page.evaluate(
        "() => { window.previewsAnswered = 0;"
        " document.addEventListener('htmx:afterRequest', () => window.previewsAnswered++); }"
    )
    held = []

    def hold(route):  # answered only when the test lets it through
        held.append(route)

    page.route("**/preview/", hold)

    with page.expect_request(lambda r: r.url.endswith("/preview/")):
        page.locator('select[name="winner"]').select_option("E")  # a preview, held
    page.locator('select[name="discarder"]').select_option("self")
    page.locator('textarea[name="tiles_E"]').fill(BAD_TILES)
    message = refused_save(page)

    # the preview asked before the save answers now (for a winner without tiles)
    assert len(held) == 1
    held.pop().continue_()
    page.wait_for_function("() => window.previewsAnswered >= 1")
    assert "x9" in message.inner_text()
    assert page.locator("#error-summary").is_visible()

    # previews asked since answer for the form as it is: the same message
    for route in held:
        route.continue_()
    page.unroute("**/preview/", hold)
    page.locator('textarea[name="tiles_E"]').fill(BAD_TILES + " ")
    page.wait_for_function("() => window.previewsAnswered >= 2")
    page.wait_for_function("() => !document.querySelector('#hand-form.htmx-request')")
    assert "x9" in message.inner_text()


STALE = (
    '<p class="error">{}</p>'
    '<div class="field-errors" id="err-tiles_E" hx-swap-oob="true"><p class="error">{}</p></div>'
)


def test_a_preview_of_the_refused_hand_itself_keeps_the_refusals_messages(
    page, live_server, transactional_db
):
    """The refused fields replaced set off a preview of the same hand (a field's change,
    not the scorekeeper's): the refusal already says all about it, its messages stay. A
    preview of anything typed since answers as usual."""
    _table, user = seated("hk")
    log_in(page, live_server, user, "/events/hk/round/1/table/1/")
    page.locator('select[name="winner"]').select_option("E")
    page.locator('select[name="discarder"]').select_option("self")
    page.locator('textarea[name="tiles_E"]').fill(BAD_TILES)
    page.wait_for_load_state("networkidle")
    page.route(
        "**/preview/",
        lambda route: route.fulfill(
            status=200,
            content_type="text/html",
            body=STALE.format("other", "a message of another hand"),
        ),
    )
    message = refused_save(page)

    with page.expect_response(lambda r: r.url.endswith("/preview/")):
        page.locator("#hand-form").dispatch_event("change")  # the same hand, previewed again
    page.wait_for_function("() => !document.querySelector('#hand-form.htmx-request')")
    assert "x9" in message.inner_text()

    with page.expect_response(lambda r: r.url.endswith("/preview/")):
        page.locator('textarea[name="tiles_E"]').fill(BAD_TILES + " k7")  # typed since
    page.wait_for_function(
        "() => document.querySelector('#err-tiles_E').textContent.includes('another hand')"
    )
