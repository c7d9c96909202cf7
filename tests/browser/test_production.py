"""Issue 38: the app as the README's *Deploy* section runs it (gunicorn, DEBUG off, the
collected and hashed static files served by whitenoise, PostgreSQL), smoke-tested in
chromium: no 500, no console error, no Content-Security-Policy violation on the way.

Runs only when ``CLUBSITE_PROD_URL`` points at such a server (``scripts/prod_smoke.sh``
starts one with TLS, the demo club loaded, and runs this file; ``.ci/run`` calls it after
the PostgreSQL suite). ``CLUBSITE_PROD_SPKI`` is the pin of its certificate's key
(``--ignore-certificate-errors-spki-list``): the phone that installed the club's CA.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.browser.test_offline_hands import ONLINE_FROM_FLAG, PHONE

URL = os.environ.get("CLUBSITE_PROD_URL", "").rstrip("/")
pytestmark = pytest.mark.skipif(not URL, reason="CLUBSITE_PROD_URL: scripts/prod_smoke.sh")

TABLE = "/events/demo-tournament/round/2/table/1/"
SCREEN = "/events/demo-evening/screen/"
PDF = "/events/demo-evening/print/results.pdf"
COLLECT = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
"""
# Offline on purpose: the browser reports the requests it could not make.
OFFLINE_NOISE = re.compile(r"ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_")


@dataclass
class Watch:
    """What went wrong anywhere in the context: 5xx and 404 answers, console errors, CSP."""

    errors: list[str] = field(default_factory=list)
    offline: bool = False

    def console(self, message) -> None:
        if message.type == "error" and not (self.offline and OFFLINE_NOISE.search(message.text)):
            self.errors.append(f"console: {message.text}")

    def response(self, response) -> None:
        if response.status >= 500 or response.status == 404:
            self.errors.append(f"{response.status} {response.url}")

    def clean(self, page) -> None:
        violations = page.evaluate("window.__csp || []")
        assert self.errors + violations == [], page.url


@pytest.fixture(scope="module")
def prod_browser(browser):
    host = urlsplit(URL).hostname
    args = [*CHROMIUM_ARGS, f"--host-resolver-rules=MAP {host} 127.0.0.1"]
    if os.environ.get("CLUBSITE_PROD_SPKI"):
        args.append(f"--ignore-certificate-errors-spki-list={os.environ['CLUBSITE_PROD_SPKI']}")
    club = browser.browser_type.launch(executable_path=str(CHROMIUM), args=args)
    yield club
    club.close()


@pytest.fixture
def watched(prod_browser) -> Iterator[tuple[object, Watch]]:
    context = prod_browser.new_context(viewport=PHONE, locale="nl-NL")
    context.set_default_timeout(20_000)
    context.add_init_script(COLLECT)
    context.add_init_script(ONLINE_FROM_FLAG)
    watch = Watch()
    context.on("console", watch.console)
    context.on("response", watch.response)
    page = context.new_page()
    page.on("pageerror", lambda error: watch.errors.append(f"pageerror: {error}"))
    yield page, watch
    context.close()


def go(page, watch: Watch, path: str) -> None:
    response = page.goto(URL + path)
    assert response is not None and response.status == 200, (path, response and response.status)
    page.wait_for_load_state("networkidle")
    watch.clean(page)


def offline(page, watch: Watch, on: bool) -> None:
    context = page.context
    watch.offline = on
    context.set_offline(on)
    if on:
        host = urlsplit(URL).hostname
        context.add_cookies([{"name": "pw-offline", "value": "1", "domain": host, "path": "/"}])
    else:
        context.clear_cookies(name="pw-offline")
    page.evaluate("name => window.dispatchEvent(new Event(name))", "offline" if on else "online")


FETCH = """async url => {
  const r = await fetch(url, { credentials: "same-origin" });
  const body = new Uint8Array(await r.arrayBuffer());
  const out = { status: r.status, start: String.fromCharCode(...body.slice(0, 4)) };
  r.headers.forEach((value, name) => { out[name] = value; });
  return out;
}"""


def fetch(page, path: str) -> dict[str, object]:
    """A request from the page itself (Chromium's resolver maps the club's host name)."""
    answer: dict[str, object] = page.evaluate(FETCH, URL + path)
    answer.setdefault("cache-control", "")
    answer.setdefault("strict-transport-security", "")
    return answer


def enter_draw(page) -> None:
    page.locator('input[name="kind"][value="draw"]').check()
    page.locator(".sticky-actions button[type=submit]").click()


def hands_listed(page) -> int:
    return page.locator("#hands tbody tr").count()


def test_public_pages_and_the_big_screen(watched):
    page, watch = watched
    go(page, watch, "/")
    expect(page.locator("h1")).to_have_text("Mahjong-clubavonden en -toernooien")
    # the collected, hashed static files (manifest storage), cached for a year by whitenoise
    css = page.locator('link[rel="stylesheet"]').first.get_attribute("href") or ""
    assert re.search(r"\.[0-9a-f]{12}\.css$", css), css
    asset = fetch(page, css)
    assert asset["status"] == 200 and "immutable" in asset["cache-control"], asset
    assert "max-age=31536000" in fetch(page, "/")["strict-transport-security"]
    go(page, watch, "/events/demo-tournament/")
    go(page, watch, SCREEN)
    expect(page.locator("body")).to_contain_text("Groene Draak")
    worker = fetch(page, "/sw.js")
    assert worker["status"] == 200 and worker["content-type"].startswith("text/javascript")
    watch.clean(page)


def test_a_scorekeeper_saves_hands_online_and_offline(watched):
    page, watch = watched
    go(page, watch, "/accounts/login/")
    page.locator('[name="username"]').fill("scorekeeper")
    page.locator('[name="password"]').fill("scorekeeper-demo")
    page.locator("form button[type=submit]").last.click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)
    go(page, watch, TABLE)
    before = hands_listed(page)

    enter_draw(page)  # online: saved at once, the page shows the table again
    expect(page.locator("#hands tbody tr")).to_have_count(before + 1)
    watch.clean(page)

    # the service worker is installed and keeps this table page
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()  # a page loaded while the worker was claiming may stay uncontrolled
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.reload()
    page.wait_for_function(
        """path => caches.open("clubsite-pages").then(c => c.match(path)).then(r => !!r)""",
        arg=TABLE,
    )

    offline(page, watch, True)
    page.reload()  # from the worker's cache
    expect(page.locator("#offline-banner")).to_contain_text("Offline")
    enter_draw(page)
    expect(page.locator("#hand-queue .queue-item")).to_have_count(1)
    offline(page, watch, False)
    expect(page.locator("#hands tbody tr")).to_have_count(before + 2)
    expect(page.locator("#hand-queue .queue-item")).to_have_count(0)
    page.wait_for_load_state("networkidle")
    watch.clean(page)

    # a printout of the evening (WeasyPrint in the gunicorn worker)
    pdf = fetch(page, PDF)
    assert pdf["status"] == 200 and pdf["content-type"] == "application/pdf", pdf
    assert pdf["start"] == "%PDF"
    watch.clean(page)
