"""The rating charts in a browser (issue 41): the player page's rating history and the
standings page's place after each round render as inline SVG, styled by charts.css, with no
console error and no CSP violation, at a phone's and a laptop's width. Screenshots of both
go to /tmp/shots-rating/ (looked at by hand)."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.tournaments.reports.season_data import build_season

SHOTS = Path("/tmp/shots-rating")
SIZES = {"390": {"width": 390, "height": 844}, "1366": {"width": 1366, "height": 900}}
COLLECT = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
});
"""


@pytest.fixture
def rating_site(demo_site):
    """The demo club and a public club with twelve finished evenings of sixteen players."""
    build_season(evenings=12, players=16, rounds=2, slug="rating-club", year=2026)
    return demo_site


def _open(browser, size, url):
    context = browser.new_context(viewport=SIZES[size], locale="nl-NL")
    context.add_init_script(COLLECT)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    response = page.goto(url)
    assert response.status == 200, url
    page.wait_for_load_state("networkidle")
    return context, page, errors


@pytest.mark.parametrize("size", list(SIZES))
def test_the_rating_history_and_the_place_chart_render_inline(browser, rating_site, size):
    from tournaments.clubs.models import Member

    SHOTS.mkdir(exist_ok=True)
    member = Member.objects.filter(club__slug="rating-club").order_by("pk").first()
    pages = {
        "player": (f"/clubs/rating-club/players/{member.pk}/", "#rating"),
        "standings": ("/events/rating-club-12/standings/", ".place-chart"),
        "tournament": ("/events/demo-tournament/standings/", ".place-chart"),
        "list": ("/clubs/rating-club/rating/", "section.panel:has(.rating-list)"),
    }
    for name, (path, selector) in pages.items():
        context, page, errors = _open(browser, size, rating_site.url + path)
        section = page.locator(selector).first
        expect(section).to_be_visible()
        if name != "list":
            svg = section.locator("svg.pygal-chart:visible")
            expect(svg).to_have_count(1)  # the phone's or the wider screen's drawing
            expect(svg).to_be_visible()
            box = svg.bounding_box()
            assert box and box["width"] <= SIZES[size]["width"], name  # fits the screen
            # styled by charts.css (a line has no fill), not by an inline <style>
            line = svg.locator(".series .line").first
            assert line.evaluate("e => getComputedStyle(e).fill") == "none"
        if name == "list":  # the filter above the list too
            page.screenshot(path=str(SHOTS / f"{name}-{size}.png"), full_page=True)
        else:
            section.screenshot(path=str(SHOTS / f"{name}-{size}.png"))
        assert page.evaluate("window.__csp") == [], name
        assert errors == [], name
        context.close()
