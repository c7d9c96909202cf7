"""A scorekeeper at a riichi table on a phone (390 px) enters a double ron: West's c5 is
won by South (riichi, pinfu, all simples) and North (all simples, open); each winner's
tiles are typed, and the discarder pays both (EMA RCR 2025 3.4.3)."""

import pytest

from tests.browser.test_riichi_entry import log_in, riichi_table, scores  # noqa: F401

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def viewport():
    return "phone", PHONE


def test_a_double_ron_on_a_phone(page, live_server, riichi_table):  # noqa: F811
    log_in(page, live_server)

    page.locator('select[name="winner"]').select_option("S")
    page.locator('select[name="discarder"]').select_option("W")
    north = page.locator('textarea[name="tiles_N"]')
    assert not north.is_visible()  # one winner: only his tiles are asked
    page.locator('input[name="also_won"][value="N"]').check()
    north.wait_for(state="visible")
    page.locator('select[name="ready_S"]').select_option("ready")
    page.locator('input[name="winning_tile"]').fill("c5")
    page.locator('textarea[name="tiles_S"]').fill("k5 k6 k7 b2 b3 b4 c6 c7 c8 c3 c4 c5 k8 k8")
    north.fill("chow k2 k3 k4 | pung b6 | k6 k7 k8 c6 c7 c5 b8 b8")
    page.locator("#hand-form button.button[type=submit]").click()
    page.locator(".seat-total", has_text="33900").wait_for()
    # South 3,900 (his stick back), North 1,000, West pays both. The dealer was not among
    # the winners, so the deal passed: South is East now, West South, North West, East
    # North (a Dutch page)
    assert scores(page) == {"O": 33900, "Z": 25100, "W": 31000, "N": 30000}
