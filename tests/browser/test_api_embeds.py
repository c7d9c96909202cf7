"""Issue 43 in a browser: an embed renders inside an iframe on a page from an origin the
club lists, and is refused on a page from any other origin (two tiny parent sites on
127.0.0.1, the club's site on localhost); the API's docs page renders with Redoc from the
site's own static files (the CSP allows no CDN). Screenshots go to ``$SHOTS_DIR`` if set."""

from __future__ import annotations

import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.tournaments.security.conftest import build_world
from tournaments.clubs.services.clubs import club_update

SIZES = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1366, "height": 900}}


def _parent_site(embed_url: str) -> tuple[http.server.ThreadingHTTPServer, str]:
    """A one-page site on 127.0.0.1 (its own origin) whose page frames ``embed_url``."""
    page = (
        "<!doctype html><title>Club site</title><h1>Our club</h1>"
        f'<iframe src="{embed_url}" width="360" height="420" title="standings"></iframe>'
    ).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


@pytest.fixture
def world(live_server, transactional_db, club, make_user):
    world = build_world(club, make_user)
    club_update(club=club, public_results=True, embed_accent="#8a1538")
    return world


@pytest.fixture
def sites(world, live_server) -> Iterator[tuple[str, str]]:
    url = f"{live_server.url}/embed/events/{world.event.slug}/standings/?lang=en"
    allowed, allowed_url = _parent_site(url)
    other, other_url = _parent_site(url)
    club_update(club=world.club, embed_origins=allowed_url)
    yield allowed_url, other_url
    allowed.shutdown()
    other.shutdown()


def _shot(page, name: str) -> None:
    folder = os.environ.get("SHOTS_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=False)


def test_an_embed_shows_only_on_the_clubs_site(browser, sites, world):
    allowed_url, other_url = sites
    context = browser.new_context(viewport=SIZES["laptop"])
    page = context.new_page()
    page.goto(allowed_url)
    framed = page.frame_locator("iframe")
    expect(framed.locator("h1")).to_have_text(world.event.name)
    expect(framed.locator("tbody tr")).to_have_count(4)
    colour = framed.locator("h1").evaluate("h => getComputedStyle(h).color")
    assert colour == "rgb(138, 21, 56)"  # the club's accent
    _shot(page, "embed-in-club-site-1366x900")

    refused: list[str] = []
    page.on("console", lambda m: refused.append(m.text) if "frame-ancestors" in m.text else None)
    page.goto(other_url)
    page.wait_for_load_state("load")
    page.wait_for_timeout(500)
    frame = page.frames[1]
    assert frame.url.startswith("chrome-error://") or frame.locator("h1").count() == 0
    assert refused, "chromium names the frame-ancestors directive it enforced"
    context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_embed_and_the_docs_at_phone_and_laptop_width(browser, world, live_server, size):
    context = browser.new_context(viewport=SIZES[size], locale="nl-NL")  # Accept-Language
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{live_server.url}/embed/clubs/{world.club.slug}/events/")
    expect(page.locator("h1")).to_have_text("Volgende evenementen")
    page.goto(f"{live_server.url}/embed/events/{world.event.slug}/standings/")
    expect(page.locator("tbody tr")).to_have_count(4)
    _shot(page, f"embed-standings-{SIZES[size]['width']}x{SIZES[size]['height']}")
    page.goto(f"{live_server.url}/api/docs/")
    expect(page.get_by_text("Clubsite API").first).to_be_visible(timeout=30_000)
    expect(page.get_by_text("/api/v1/tables/{table_id}/hands/").first).to_be_attached()
    _shot(page, f"api-docs-{SIZES[size]['width']}x{SIZES[size]['height']}")
    # Redoc's footer asks its CDN for a credit logo: the CSP refuses it (Redoc then hides
    # the image); nothing else may need a CDN or break the policy
    blocked = [e for e in errors if "Content Security Policy" in e]
    assert all("cdn.redoc.ly/redoc/logo-mini.svg" in e for e in blocked), blocked
    context.close()
