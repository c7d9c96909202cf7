"""Playwright with Debian's chromium (never ``playwright install``) against ``live_server``.

The browser is required, not optional: without Debian's chromium these tests fail with a
message saying what to install (CI installs it; see .ci/run).
"""

import asyncio
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests import browser_loop

HEADLESS_SHELL = Path("/usr/bin/chromium-headless-shell")
FULL_CHROMIUM = Path("/usr/bin/chromium")


def browser_path(environ: dict[str, str], installed: Callable[[Path], bool]) -> Path:
    """The browser the tests drive: ``$CHROMIUM_PATH`` if set; else Debian's
    ``chromium-headless-shell`` when installed, the same Blink and V8 without the full
    browser's window and profile machinery (the build Playwright itself runs headless;
    the browser flows take some 20 % less time, docs/benchmarks.md); else Debian's
    ``chromium``, run headless."""
    if environ.get("CHROMIUM_PATH"):
        return Path(environ["CHROMIUM_PATH"])
    return HEADLESS_SHELL if installed(HEADLESS_SHELL) else FULL_CHROMIUM


CHROMIUM = browser_path(dict(os.environ), Path.exists)
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
VIEWPORTS = {
    "phone": {"width": 375, "height": 740},
    "laptop": {"width": 1280, "height": 800},
}

# Playwright's sync API runs an event loop in this thread; Django's ORM (used by the test
# and by live_server fixtures) must be allowed to run next to it.
os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"


#: Every page keeps its uncaught script errors, for a failure report to read
#: (tests/browser/hand_saves.py): a tap whose handler threw shows nothing on the page.
KEEP_PAGE_ERRORS = """(() => {
  window.__pageErrors = [];
  addEventListener("error", (e) => window.__pageErrors.push(String(e.message || e)));
  addEventListener("unhandledrejection", (e) => window.__pageErrors.push(
    "unhandled: " + String((e.reason && e.reason.message) || e.reason)));
  // the page's last clicks and submits, and whether a script stopped them (a tap that
  // sent nothing says which it was)
  window.__pageEvents = [];
  const name = (t) => t && t.tagName ? t.tagName.toLowerCase() + (t.id ? "#" + t.id : "") +
    (t.getAttribute && t.getAttribute("type") ? "[" + t.getAttribute("type") + "]" : "") : String(t);
  for (const type of ["click", "submit"]) {
    addEventListener(type, (e) => {
      window.__pageEvents.push(`${type} ${name(e.target)}${e.defaultPrevented ? " prevented" : ""}`);
      window.__pageEvents = window.__pageEvents.slice(-12);
    });
  }
})();"""


class WorkerlessBrowser:
    """The session's chromium, whose new contexts run no service worker unless asked for
    one (``service_workers="allow"``: the offline tests, which test the worker).

    Every page registers the site's worker (localhost is a secure context), and a new
    context installs it: it downloads the table page's assets and two pages, then sends
    every request of the context through its fetch handler and fetches each asset a second
    time in the background (stale-while-revalidate). Online the worker changes no page
    (HTML is network-first), so the other tests skip that work: 5-20 % of a test's time
    and CPU (docs/benchmarks.md, 2026-12-02)."""

    def __init__(self, browser: object) -> None:
        self._browser = browser

    def new_context(self, **options: object) -> object:
        options.setdefault("service_workers", "block")
        context = self._browser.new_context(**options)
        context.add_init_script(KEEP_PAGE_ERRORS)
        return context

    def new_page(self, **options: object) -> object:
        options.setdefault("service_workers", "block")
        page = self._browser.new_page(**options)
        page.add_init_script(KEEP_PAGE_ERRORS)
        return page

    def __getattr__(self, name: str) -> object:
        return getattr(self._browser, name)


def screenshot_folders() -> list[Path]:
    """The folders a person asked for screenshots in: each ``*_SCREENSHOTS`` or ``*_SHOTS``
    variable that is set (``STORY_SCREENSHOTS=/tmp/story``, ``PHONES_SHOTS=...``)."""
    return [
        Path(value).resolve()
        for name, value in os.environ.items()
        if value and (name.endswith("_SCREENSHOTS") or name.endswith("_SHOTS"))
    ]


@pytest.fixture(scope="session", autouse=True)
def _no_screenshots_nobody_keeps() -> Iterator[None]:
    """Take a screenshot into a file only when a person asked for that folder.

    Many modules take their screenshots (full pages, for a person to look at) into a folder
    named by a variable (``OFFLINE_SCREENSHOTS``, ``STORY_SCREENSHOTS``, ...), else into the
    test's ``tmp_path`` or a fixed ``/tmp/shots-*`` folder; there nobody sees them, and a
    full-page PNG costs the browser a few tenths of a second (some 100 per run, 14 s). A
    screenshot into a folder a ``*_SCREENSHOTS``/``*_SHOTS`` variable names is taken as
    before, and one without a ``path`` (its bytes, for the test to read) always is.
    """
    from playwright.sync_api import Locator, Page

    wanted = screenshot_folders()
    originals = {cls: cls.screenshot for cls in (Page, Locator)}

    def patched(cls):
        def screenshot(self, *args, **kwargs):
            path = kwargs.get("path")
            if path is not None and not any(
                Path(path).resolve().is_relative_to(folder) for folder in wanted
            ):
                return b""
            return originals[cls](self, *args, **kwargs)

        return screenshot

    for cls in originals:
        cls.screenshot = patched(cls)
    yield
    for cls, original in originals.items():
        cls.screenshot = original


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.fail(
            f"{CHROMIUM} not found. Install Debian's browser: "
            "apt-get install -y chromium chromium-headless-shell chromium-driver "
            "(or set CHROMIUM_PATH)",
            pytrace=False,
        )
    from playwright.sync_api import expect, sync_playwright

    # Assertions wait as long as actions (the page fixture's 15 s): Playwright's default of
    # 5 s failed a save-then-expect on a loaded machine (a hand's POST, scoring and redirect
    # took longer with two xdist workers among other jobs on two cores).
    expect.set_options(timeout=15_000)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        browser_loop.remember(asyncio.get_running_loop())
        yield WorkerlessBrowser(browser)
        from django.db import connections

        connections.close_all()
        # the session may end with another test's teardown, which took the mark off
        browser_loop.mark_running()
        browser.close()
    browser_loop.remember(None)


def _sqlite_in_memory() -> bool:
    from django.db import connection

    return connection.vendor == "sqlite" and connection.is_in_memory_db()


@pytest.fixture(autouse=True)
def _own_database_connection(request) -> None:
    """The live server must not share the test's SQLite connection.

    With an in-memory SQLite test database, Django hands the live server's request threads
    the test thread's own connection (the only way they can see the same database). Two
    threads then run queries on one connection at once, and a query reads another's rows:
    the ``IndexError`` inside ``auth.get_user`` (a session or user row one column short)
    that made these tests flake under xdist. clubsite/settings.py gives SQLite tests a file
    per xdist worker; this stops a settings change from bringing the flake back quietly.
    """
    if "live_server" in request.fixturenames and _sqlite_in_memory():
        pytest.fail(
            "live-server tests need a file-backed SQLite test database "
            '(DATABASES["default"]["TEST"]["NAME"]): an in-memory one is shared with the '
            "server's threads and flakes",
            pytrace=False,
        )


@pytest.fixture(autouse=True)
def _browser_closed_before_the_flush(request) -> Iterator[None]:
    """Close the test's browser contexts before its database is emptied.

    Fixtures are torn down in reverse order, so ``transactional_db`` (requested by the
    live-server fixtures, after ``page``) would flush the tables while the test's pages
    were still open: a poll, a clock tick or a service worker's sync arriving then would
    write a session or a row into the next test's database. This fixture asks for
    ``transactional_db`` first, so its teardown (closing every context) runs after the
    test's own fixtures and before the flush.
    """
    if "live_server" not in request.fixturenames:
        yield
        return
    request.getfixturevalue("transactional_db")
    yield
    if "browser" in request.fixturenames:
        for context in list(request.getfixturevalue("browser").contexts):
            context.close()


@pytest.fixture(autouse=True)
def _live_pages_poll_often(settings) -> None:
    """``live_server`` is WSGI: the live pages' stream answers 503 there and they poll
    (static/js/live.js). Every 3 s (a table's acceptances every 2) instead of production's
    10 and 5: a test waiting for a change seen on another phone waits for a poll."""
    settings.LIVE_POLL_SECONDS = 3


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> tuple[str, dict[str, int]]:
    return request.param, VIEWPORTS[request.param]


@pytest.fixture
def page(browser, viewport) -> Iterator[object]:
    """A fresh browser context (cookies, language) per test, in Dutch like a club's PC."""
    _name, size = viewport
    context = browser.new_context(viewport=size, locale="nl-NL")
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


@pytest.fixture
def demo_site(live_server, transactional_db):
    """The live server with the demo club loaded (seeded once per process, then copied)."""
    from tests.demo_snapshot import demo_seed

    demo_seed()
    return live_server
