"""Waiting for a hand saved on the table page (static/js/hand_queue.js).

The page sends a save from its queue on the device and gives up on an answer after 20 s
(``SEND_TIMEOUT_MS``), then tries again 4 s later with the same key (``RETRY_MS``): on a
loaded machine a save may take that long and still be stored once. A test waits at least
as long as the page itself does, and says what the page shows when it gives up."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

#: the page's own send timeout, its retry 4 s later and that retry's own timeout (20 + 4 +
#: 20 s), with a margin: a machine that stalls long enough for the first send to time out
#: (both riichi tables at one moment in a gate) still sees the retry stored
SAVE_WAIT_MS = 60_000


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
        pytest.fail(f"hand {number} was not stored; the page says {[s for s in said if s]!r}")
