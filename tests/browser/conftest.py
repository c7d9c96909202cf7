"""Playwright with Debian's chromium (never ``playwright install``) against ``live_server``.

The browser is required, not optional: without /usr/bin/chromium these tests fail with a
message saying what to install (CI installs it; see .ci/run).
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"))
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


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.fail(
            f"{CHROMIUM} not found. Install Debian's browser: "
            "apt-get install -y chromium chromium-driver (or set CHROMIUM_PATH)",
            pytrace=False,
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        yield browser
        from django.db import connections

        connections.close_all()
        browser.close()


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
    """The live server with the demo club loaded."""
    from django.core.management import call_command

    call_command("seed_demo", stdout=open(os.devnull, "w"))  # noqa: SIM115
    return live_server
