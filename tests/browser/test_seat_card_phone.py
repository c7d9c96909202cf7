"""A riichi table on a phone (390 px): every seat card holds its five-figure score and the
dealer's tag ("oost (gever)") inside its border; the tag goes under the score when the
line is too narrow for both."""

import pytest

from tests.browser.test_riichi_entry import PHONE, log_in, riichi_table  # noqa: F401

pytestmark = pytest.mark.browser


@pytest.fixture
def viewport():
    return "phone", PHONE


def test_the_dealer_tag_stays_inside_its_seat_card(page, live_server, riichi_table):  # noqa: F811
    log_in(page, live_server)
    card = page.locator(".seat-card.is-dealer")
    tag = card.locator(".dealer-tag")
    assert tag.inner_text().strip()  # the tag is there (30,000 before the first hand)
    card_box, tag_box = card.bounding_box(), tag.bounding_box()
    assert tag_box["x"] + tag_box["width"] <= card_box["x"] + card_box["width"] + 0.5
    total = card.locator(".seat-total").bounding_box()
    assert total["x"] + total["width"] <= card_box["x"] + card_box["width"] + 0.5
