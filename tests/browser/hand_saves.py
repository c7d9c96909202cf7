"""Waiting for a hand saved on the table page (static/js/hand_queue.js).

The page sends a save from its queue on the device and gives up on an answer after 20 s
(``SEND_TIMEOUT_MS``), then tries again 4 s later with the same key (``RETRY_MS``): on a
loaded machine a save may take that long and still be stored once. A test waits at least
as long as the page itself does, and says what the page shows when it gives up."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import BrowserContext, Page, Route
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

#: the page's own send timeout, its retry 4 s later and that retry's own timeout (20 + 4 +
#: 20 s), with a margin: a machine that stalls long enough for the first send to time out
#: (both riichi tables at one moment in a gate) still sees the retry stored
SAVE_WAIT_MS = 60_000


#: a hand's save (the queue's POST, or the form's own without the queue)
SAVE_POST = re.compile(r"/round/\d+/table/\d+/hands/$")
#: a save's POST starts this soon after the tap (the hand is queued on the device first)
TAP_SENDS_WITHIN_MS = 10_000


class HeldRequests:
    """The requests to ``pattern`` held on their way (``target``: a page, or a browser
    context, whose routes also see its service worker's requests) until :meth:`release`,
    as a slow network would hold them; those after the release go through."""

    def __init__(self, target: Page | BrowserContext, pattern: str | re.Pattern[str]) -> None:
        self.routes: list[Route] = []
        self._holding = True
        target.route(pattern, self._handle)

    def _handle(self, route: Route) -> None:
        if self._holding:
            self.routes.append(route)
        else:
            route.continue_()

    def release(self) -> None:
        self._holding = False
        for route in self.routes:
            route.continue_()


def tap_save(page: Page, number: int) -> None:
    """Tap "save" on the filled form of hand ``number``; a tap that sends no save fails
    with what the page holds.

    Five times on 2026-12-04 a tap on a complete form sent nothing: the page's last events
    showed the click on the form, not the button. The preview of the han just typed had
    arrived and moved the sticky save bar between Playwright's check and its click, as it
    would under a scorekeeper's thumb. The bar stays put now (tile_picker.js,
    ``keepSaveButtonStill``), so the test taps once, as a scorekeeper would expect to."""
    save = page.locator("#hand-form button.button[type=submit]")
    try:
        with page.expect_request(SAVE_POST, timeout=TAP_SENDS_WITHIN_MS):
            save.click()
    except PlaywrightTimeoutError:
        pytest.fail(
            f"hand {number}: the tap on save sent nothing; the page held {_page_state(page)}"
        )


def hand_stored(page: Page, number: int) -> None:
    """Wait until hand ``number`` is stored: the page, reloaded, expects the next one."""
    form_for_next = page.locator(f'#hand-form input[name="number"][value="{number + 1}"]')
    try:
        form_for_next.wait_for(state="attached", timeout=SAVE_WAIT_MS)
        # and the reloaded page's scripts have run: a tap before that posts the form without
        # its queue, as no scorekeeper who sees the page ready would
        page.wait_for_load_state("load", timeout=SAVE_WAIT_MS)
    except PlaywrightTimeoutError:
        said = page.locator(
            "#error-summary, .form-errors, #offline-banner, #hand-queue"
        ).all_inner_texts()
        pytest.fail(
            f"hand {number} was not stored; the page says {[s for s in said if s]!r}; "
            f"what it holds: {_page_state(page)}"
        )


#: what a page that did not move on holds: where it is, its uncaught script errors (kept by
#: tests/browser/conftest.py), which hand its form expects, what its form holds (and what
#: the browser finds missing in it) and what waits in the device's queue (a save never
#: sent, sent and waiting, or stopped)
PAGE_STATE_JS = """() => new Promise(resolve => {
  const form = document.querySelector("#hand-form");
  const state = {
    url: location.href, ready: document.readyState, errors: window.__pageErrors || [],
    events: window.__pageEvents || [],
    number: form && form.querySelector('[name="number"]')?.value,
    previewing: !!(form && form.classList.contains("htmx-request")),
    // a tap on a form the browser finds incomplete sends nothing and says it in a bubble
    invalid: form ? [...form.querySelectorAll(":invalid")].map(e => e.name || e.id) : [],
    filled: form ? [...new FormData(form)].filter(([k, v]) => v && k !== "csrfmiddlewaretoken")
      .map(([k, v]) => `${k}=${v}`) : [],
  };
  const open = indexedDB.open("clubsite-hand-queue");
  open.onerror = () => resolve({...state, queue: "not opened"});
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("hands")) { resolve({...state, queue: []}); return; }
    const all = db.transaction("hands").objectStore("hands").getAll();
    all.onsuccess = () => resolve({...state, queue: all.result.map(i => [i.number, i.state])});
    all.onerror = () => resolve({...state, queue: "not read"});
  };
  setTimeout(() => resolve({...state, queue: "no answer"}), 5000);
})"""


def _page_state(page: Page) -> object:
    try:
        return page.evaluate(PAGE_STATE_JS)
    except Exception as error:  # a diagnosis must not hide the failure
        return f"not read ({error.__class__.__name__})"
