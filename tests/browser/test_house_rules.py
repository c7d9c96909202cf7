"""A club admin reads and changes the house rules on a phone and on a laptop: the page
speaks Dutch, fits the screen, and a changed rule stands out after saving."""

import re

from playwright.sync_api import expect


def _log_in(page, site: str, then: str) -> None:
    page.goto(f"{site}/accounts/login/?next={then}")
    page.get_by_label("Gebruikersnaam").fill("admin")
    page.get_by_label("Wachtwoord").fill("admin-demo")
    page.get_by_role("button", name="Inloggen").click()


def test_admin_changes_a_house_rule(page, demo_site, viewport, tmp_path):
    name, _size = viewport
    _log_in(page, demo_site.url, "/clubs/groene-draak/house-rules/")
    expect(page.locator("h1")).to_have_text("Huisregels")
    rounding = page.get_by_label(re.compile("Afronden voor fiches"))
    expect(rounding).to_be_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"page is {overflow}px wider than the {name} viewport"
    # the chosen value's words fit its box (a select is not squeezed to a few letters)
    box = rounding.bounding_box()
    assert box is not None and box["width"] >= 200, box

    rounding.select_option(label="Afronden op het dichtstbijzijnde tiental (5 naar boven)")
    page.get_by_role("button", name="Opslaan").click()
    expect(page.get_by_text("Huisregels opgeslagen.")).to_be_visible()
    expect(page.get_by_text("1 regel wijkt af van het regelboek.")).to_be_visible()
    row = page.locator("tr.differs")
    expect(row).to_have_count(1)
    expect(row).to_contain_text("round_to_tens")
    page.screenshot(path=tmp_path / f"house-rules-{name}.png", full_page=True)
