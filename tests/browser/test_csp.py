"""The Content-Security-Policy holds on every main page (issue 21, finding 13).

Scripts and styles come from this site only, so an inline ``onchange=``, ``style=`` or
``<script>`` would be blocked. Chromium reports each blocked thing as a
``securitypolicyviolation`` event; this test collects them while a club admin walks the
main pages and uses what runs on them (the language switcher, htmx's live hand
preview with the tile picker, the projector view refreshing itself, the print page's
language choice, the seat draw) and expects none.
"""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import VIEWPORTS

COLLECT = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
"""

TABLE = "/events/demo-tournament/round/2/table/1/"  # in play: the entry form
PAGES = [
    "/",
    "/clubs/groene-draak/",
    "/clubs/groene-draak/calendar/",
    "/clubs/groene-draak/members/",
    "/clubs/groene-draak/members/import/",
    "/clubs/groene-draak/settings/",
    "/clubs/groene-draak/house-rules/",
    "/clubs/groene-draak/standings/",
    "/clubs/groene-draak/rating/",
    "/events/demo-evening/",
    "/events/demo-evening/standings/",
    "/events/demo-tournament/",
    "/events/demo-tournament/seating/",
    "/events/demo-tournament/seating/players/",
    "/events/demo-tournament/audit/",
    "/events/demo-tournament/round/1/table/1/",
    TABLE,
    "/events/demo-evening/print/",
    "/events/demo-evening/screen/",
    "/accounts/login/",
]


@pytest.fixture
def admin_page(browser, demo_site):
    context = browser.new_context(viewport=VIEWPORTS["laptop"], locale="nl-NL")
    context.add_init_script(COLLECT)
    page = context.new_page()
    page.set_default_timeout(15_000)
    console: list[str] = []
    page.on(
        "console",
        lambda m: console.append(m.text) if "Content Security Policy" in m.text else None,
    )
    page.goto(demo_site.url + "/accounts/login/")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()
    page.wait_for_load_state()
    yield page, demo_site.url, console
    context.close()


def violations(page) -> list[str]:
    return page.evaluate("window.__csp || []")


def test_the_header_is_sent(client, db):
    policy = client.get("/").headers["Content-Security-Policy"]
    for directive in ("script-src 'self'", "style-src 'self'", "object-src 'none'"):
        assert directive in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy


def test_main_pages_have_no_csp_violation(admin_page):
    """Every page is read once it is quiet (no request for half a second: its late htmx
    parts and scripts have run). Three tabs take turns, so one page's quiet half second
    passes while the next two load instead of the browser waiting (20 pages: 10 s)."""
    page, url, console = admin_page
    tabs = [page, page.context.new_page(), page.context.new_page()]
    for tab in tabs[1:]:
        tab.on(
            "console",
            lambda m: console.append(m.text) if "Content Security Policy" in m.text else None,
        )
    seen = {}
    loaded: dict[object, str] = {}  # a tab and the page it holds, not read yet

    def read(tab) -> None:
        tab.wait_for_load_state("networkidle")
        seen[loaded.pop(tab)] = violations(tab)

    for number, path in enumerate(PAGES):
        tab = tabs[number % len(tabs)]
        if tab in loaded:
            read(tab)
        response = tab.goto(url + path)
        assert response.status < 400, path
        loaded[tab] = path
    for tab in list(loaded):
        read(tab)
    assert set(seen) == set(PAGES)
    assert {p: v for p, v in seen.items() if v} == {}
    assert console == []


def test_the_django_admin_has_no_csp_violation(admin_page):
    """Whoever may use the admin (it changes by role), it works under the policy."""
    page, url, _console = admin_page
    for path in ("/admin/", "/admin/tournaments/member/", "/admin/tournaments/member/add/"):
        response = page.goto(url + path)
        page.wait_for_load_state("networkidle")
        if response.status == 200 and "/admin/login/" not in page.url:
            assert violations(page) == [], path


def test_scripts_still_work_under_the_policy(admin_page):
    page, url, console = admin_page

    # the language switcher (was an inline onchange)
    page.goto(url + "/")
    page.locator("#language-select").select_option("en")
    page.wait_for_load_state()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert violations(page) == []

    # the print page's language choice (was an inline onchange)
    page.goto(url + "/events/demo-evening/print/")
    page.locator("#lang").select_option("de")
    page.wait_for_url(re.compile(r"lang=de"))
    assert violations(page) == []

    # the projector view refreshes itself with htmx
    page.goto(url + "/events/demo-evening/screen/")
    with page.expect_request(re.compile(r"/screen/"), timeout=70_000):
        pass
    page.wait_for_load_state("networkidle")
    assert violations(page) == []

    # a table of the running tournament: tile picker and htmx live preview
    page.goto(url + TABLE)
    page.locator("[name^='tiles_']").first.focus()
    tiles = page.locator(".tile-picker [data-tile]")
    for index in range(3):
        tiles.nth(index).click()
    page.wait_for_load_state("networkidle")
    expect(page.locator("[name^='tiles_']").first).not_to_have_value("")
    assert violations(page) == []
    assert console == []
