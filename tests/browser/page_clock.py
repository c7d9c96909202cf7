"""A page whose time moves only when the test moves it (Playwright's fake clock)."""

from __future__ import annotations

import datetime as dt
from typing import Any


def hold_the_clock(page: Any) -> None:
    """Fake ``Date`` and timers in ``page`` and in the documents it loads next, paused: the
    page's timers (the big screen's page turns and countdown, the reveal's pace) fire only
    inside ``page.clock.run_for``. A clock left running would let a slow machine's own
    seconds turn a page between two of the test's checks."""
    page.clock.install()
    page.clock.pause_at(dt.datetime.now(dt.UTC) + dt.timedelta(seconds=1))
