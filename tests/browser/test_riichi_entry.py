"""A scorekeeper at a riichi table on a phone (issue 52): a win typed with its riichi
declarations and a dora indicator, then an exhaustive draw with two tenpai seats; the
table shows the running scores from 30,000 after each."""

import re

import pytest
from playwright.sync_api import expect

from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def viewport():
    return "phone", PHONE


@pytest.fixture
def riichi_table(transactional_db):
    club = ClubFactory(slug="riichi-club")
    round_ = RoundFactory(event__club=club, event__ruleset="riichi", event__slug="riichi", number=1)
    members = MemberFactory.create_batch(4, club=club)
    table = table_seat(round_=round_, number=1, sitters=members)
    user = UserFactory(username="keeper-riichi", password="keeper-pw", roles=["scorekeeper"])
    MemberFactory(club=club, user=user)
    return table


def log_in(page, live_server) -> None:
    """The scorekeeper logs in and lands on the riichi table's page."""
    url = "/events/riichi/round/1/table/1/"
    page.goto(f"{live_server.url}/accounts/login/?next={url}")
    page.locator('[name="username"]').fill("keeper-riichi")
    page.locator('[name="password"]').fill("keeper-pw")
    page.locator('main form [type="submit"]').click()
    page.wait_for_url(lambda u: "/accounts/login/" not in u)


def scores(page) -> dict[str, int]:
    """Each seat's running score on the page, by the seat's wind marker."""
    page.wait_for_load_state()
    out = {}
    for card in page.locator(".seat-grid .seat-card").all():
        text = card.inner_text()
        score = card.locator(".seat-total").inner_text()
        out[text.split()[0]] = int(re.sub(r"\D", "", score) or 0) * (-1 if "-" in score else 1)
    return out


def test_a_riichi_win_and_a_draw_with_tenpai(page, live_server, riichi_table):
    log_in(page, live_server)
    assert sorted(scores(page).values()) == [30000] * 4

    # South wins on North's k7, South and East in riichi, dora indicator k1 (South holds k2):
    # riichi, tanyao, pinfu, dora = 4 han 30 fu, a mangan: 8,000 + East's stick
    page.locator('select[name="winner"]').select_option("S")
    page.locator('select[name="discarder"]').select_option("N")
    page.locator('select[name="ready_S"]').select_option("ready")
    page.locator('select[name="ready_E"]').select_option("ready")
    page.locator('input[name="dora"]').fill("k1")
    page.locator('input[name="winning_tile"]').fill("k7")
    page.locator('textarea[name="tiles_S"]').fill("k2 k3 k4 k5 k6 k7 c3 c4 c5 b4 b5 b6 b8 b8")
    page.locator("#hand-form button.button[type=submit]").click()
    page.locator(".seat-total", has_text="39000").wait_for()
    got = scores(page)
    assert sorted(got.values()) == [22000, 29000, 30000, 39000], got

    # South won, so the deal passed: the winner (39,000) is East now, West (30,000) South,
    # North (22,000) West, East (29,000) North. An exhaustive draw with East and South
    # tenpai: 1,500 each from West and North
    page.locator('input[name="kind"][value="draw"]').check()
    page.locator('input[name="tenpai"][value="E"]').check()
    page.locator('input[name="tenpai"][value="S"]').check()
    page.locator("#hand-form button.button[type=submit]").click()
    page.locator(".seat-total", has_text="40500").wait_for()
    got = scores(page)
    assert got == {"O": 40500, "Z": 31500, "W": 20500, "N": 27500}, got  # a Dutch page


# (result, entry mode) chosen in this order -> the heading over the riichi section: the dora
# indicators show only for a win typed with its tiles
HEADINGS = [
    (None, None, "Riichi en dora"),
    ("draw", None, "Riichi"),
    ("win", "quick", "Riichi"),
    ("draw", "quick", "Riichi"),
    ("win", "tiles", "Riichi en dora"),
]


def test_the_riichi_section_is_headed_by_what_it_asks(page, live_server, riichi_table):
    log_in(page, live_server)
    for kind, mode, heading in HEADINGS:
        if kind:
            page.locator(f'input[name="kind"][value="{kind}"]').check()
        if mode:
            page.locator(f'input[name="mode"][value="{mode}"]').check()
        expect(page.locator("section.hand-facts h3:visible")).to_have_text(heading)
