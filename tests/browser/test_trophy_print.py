"""The trophy page prints cleanly from the browser: no site chrome or buttons, nothing
wider than the A4 column, and the PDF button is there on screen."""

import pytest

from tournaments.events.models import Event


@pytest.mark.parametrize("viewport", ["phone", "laptop"], indirect=True)
def test_trophy_page_on_screen_and_in_print(page, demo_site):
    year = Event.objects.get(slug="demo-evening").season.year
    page.goto(f"{demo_site.url}/clubs/groene-draak/seasons/{year}/trophies/")
    assert page.locator(".trophy-prints a").first.is_visible()  # "Prijzen (PDF)"
    assert page.locator(".site-header").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    page.emulate_media(media="print")
    page.set_viewport_size({"width": 703, "height": 1000})  # A4 minus the 12 mm margins
    assert not page.locator(".site-header").is_visible()
    assert not page.locator(".site-footer").is_visible()
    assert not page.locator(".trophy-prints").is_visible()
    assert page.locator("h1 .print-only").is_visible()  # the club's name on paper
    assert page.evaluate("document.documentElement.scrollWidth <= 703")
    pdf = page.pdf(prefer_css_page_size=True)
    assert pdf.startswith(b"%PDF")
