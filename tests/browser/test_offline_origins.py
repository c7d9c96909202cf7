"""Issue 38: the table page offline where clubs really are, not on ``localhost``.

Chromium maps ``club.test`` to this machine (``--host-resolver-rules``), so the pages are
opened as a phone on the club's network opens them:

- ``http://club.test:PORT`` (``make run HOST=0.0.0.0``): not a secure context, so no service
  worker. Hands entered during a Wi-Fi drop stay in the page's own queue, are sent exactly
  once when the connection returns (without a reload by hand), and the page says that a
  reload offline needs HTTPS;
- ``https://club.test:PORT`` through a TLS proxy (tests/browser/tls_proxy.py, as Caddy or
  nginx in docs/https.md) with a certificate made by scripts/club_cert.sh: the worker keeps
  the table page and a reload offline shows it.
"""

from __future__ import annotations

import base64
import hashlib
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.browser.test_offline_hands import (
    ONLINE_FROM_FLAG,
    PHONE,
    enter_quick,
    log_in,
    open_kept,
    table_path,
    tables,  # noqa: F401 (a fixture)
    waiting,
)
from tests.browser.tls_proxy import tls_proxy
from tournaments.play.models import Hand

ROOT = Path(__file__).resolve().parents[2]
HOST = "club.test"


@dataclass
class Origin:
    url: str


@pytest.fixture(scope="module")
def certificate(tmp_path_factory) -> tuple[Path, Path, str]:
    folder = tmp_path_factory.mktemp("club-cert")
    subprocess.run(
        [ROOT / "scripts/club_cert.sh", folder, HOST, "127.0.0.1"], check=True, capture_output=True
    )
    # Chromium trusts this key as it would a certificate from a CA the phone installed.
    der = subprocess.run(
        ["openssl", "x509", "-in", folder / "cert.pem", "-pubkey", "-noout"],
        check=True,
        capture_output=True,
    ).stdout
    spki = subprocess.run(
        ["openssl", "pkey", "-pubin", "-outform", "der"], input=der, check=True, capture_output=True
    ).stdout
    pin = base64.b64encode(hashlib.sha256(spki).digest()).decode()
    return folder / "cert.pem", folder / "key.pem", pin


@pytest.fixture
def club_browser(browser, certificate):
    """A second chromium from the session's Playwright (one Playwright per process), with
    club.test mapped to this machine and the club certificate's key trusted."""
    args = [
        *CHROMIUM_ARGS,
        f"--host-resolver-rules=MAP {HOST} 127.0.0.1",
        f"--ignore-certificate-errors-spki-list={certificate[2]}",
    ]
    club = browser.browser_type.launch(executable_path=str(CHROMIUM), args=args)
    yield club
    club.close()


@pytest.fixture
def club_context(club_browser, settings):
    settings.ALLOWED_HOSTS = [HOST, "localhost", "127.0.0.1"]
    context = club_browser.new_context(viewport=PHONE, locale="nl-NL")
    context.set_default_timeout(20_000)
    context.add_init_script(ONLINE_FROM_FLAG)
    yield context
    context.close()


def go_offline(context, offline: bool) -> None:
    """As test_offline_hands.set_offline, for the club.test origin."""
    context.set_offline(offline)
    if offline:
        context.add_cookies([{"name": "pw-offline", "value": "1", "domain": HOST, "path": "/"}])
    else:
        context.clear_cookies(name="pw-offline")
    for page in context.pages:
        page.evaluate(
            "name => window.dispatchEvent(new Event(name))", "offline" if offline else "online"
        )


def hands_after(table, count: int, timeout: float = 30) -> list[Hand]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if Hand.objects.filter(table=table).count() >= count:
            break
        time.sleep(0.2)
    time.sleep(1.5)  # a second send of either hand would have arrived by now
    return list(Hand.objects.filter(table=table).order_by("number"))


def test_plain_http_keeps_hands_offline_and_sends_them_once(club_context, tables):  # noqa: F811
    server, by_ruleset, _user = tables
    origin = Origin(f"http://{HOST}:{urlsplit(server.url).port}")
    page = club_context.new_page()
    log_in(page, origin)
    page.goto(origin.url + table_path("nmb"))
    assert page.evaluate("() => [window.isSecureContext, 'serviceWorker' in navigator]") == [
        False,
        False,
    ]

    go_offline(club_context, True)
    enter_quick(page, "E", "S", {"E": 40, "S": 10, "W": 0, "N": 8})
    enter_quick(page, "W", "N", {"E": 2, "S": 8, "W": 64, "N": 12})
    waiting(page, 2)
    banner = page.locator("#offline-banner")
    expect(banner).to_contain_text("Offline: 2 spellen wachten")
    expect(banner).to_contain_text("HTTPS")  # why this page must not be reloaded offline
    assert Hand.objects.filter(table=by_ruleset["nmb"]).count() == 0

    go_offline(club_context, False)  # nobody reloads: the page sends them itself
    hands = hands_after(by_ruleset["nmb"], 2)
    assert [hand.number for hand in hands] == [1, 2]
    assert len({hand.idempotency_key for hand in hands}) == 2
    expect(page.locator("#hands")).to_contain_text("64")


def test_https_on_the_club_network_reloads_the_table_page_offline(
    club_context,
    tables,  # noqa: F811
    certificate,
    settings,
):
    server, by_ruleset, _user = tables
    cert, key, _pin = certificate
    upstream = ("127.0.0.1", urlsplit(server.url).port or 80)
    with tls_proxy(upstream, cert, key) as port:
        origin = Origin(f"https://{HOST}:{port}")
        settings.CSRF_TRUSTED_ORIGINS = [origin.url]
        page = club_context.new_page()
        log_in(page, origin)
        assert page.evaluate("() => window.isSecureContext")
        open_kept(page, origin, "nmb")

        go_offline(club_context, True)
        page.reload()  # answered by the service worker from its cache
        expect(page.locator("#offline-banner")).to_contain_text("Offline")
        expect(page.locator("form.hand-form")).to_be_visible()
        expect(page.locator("#offline-banner")).not_to_contain_text("HTTPS")
        enter_quick(page, "E", "S", {"E": 40, "S": 10, "W": 0, "N": 8})
        waiting(page, 1)
        go_offline(club_context, False)
        assert [hand.number for hand in hands_after(by_ruleset["nmb"], 1)] == [1]
