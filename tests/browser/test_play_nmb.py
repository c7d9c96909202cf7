"""A Dutch (NMB) table, where every player's hand scores: the scorekeeper types all four
hands, the preview shows each player's points and the settlement, and the saved hand shows
the same settlement the engine computes."""

import copy

import pytest
from playwright.sync_api import expect

from scoring.engine import score_dict
from scoring.notation import format_player
from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
from tests.tournaments.golden_hands import golden_hands, scores_with
from tournaments.play.services.tables import table_seat


@pytest.fixture
def nmb_table_live(live_server, transactional_db):
    club = ClubFactory(slug="nmb-club", name="Club Oost", default_ruleset="nmb")
    round_ = RoundFactory(event__club=club, event__ruleset="nmb", event__slug="nmb-avond", number=1)
    names = [("Els", "Smit"), ("Frank", "Mulder"), ("Gert", "Bos"), ("Hanna", "Visser")]
    members = [MemberFactory(club=club, first_name=f, last_name=last) for f, last in names]
    table = table_seat(round_=round_, number=1, sitters=members)
    user = UserFactory(username="teller", password="teller-pw", roles=["scorekeeper"])
    MemberFactory(club=club, user=user, first_name="Tim", last_name="Teller")
    return live_server, table


def nmb_discard_win() -> dict:
    """A golden NMB hand won on a discard, where the losers hold tiles too."""
    for data in golden_hands("nmb"):
        result = data["result"]
        losers_hold_tiles = all(
            data["players"][w].get("concealed") or data["players"][w].get("melds")
            for w in "ESWN"
            if w != result["winner"]
        )
        if (
            not result.get("self_drawn")
            and result.get("discarder")
            and losers_hold_tiles
            and not result.get("conditions")
            and not data.get("options")
            and scores_with(data, "E")
        ):
            return data
    raise LookupError("no NMB discard win with four hands in the golden file")


def test_scorekeeper_enters_all_four_hands(page, nmb_table_live):
    server, _table = nmb_table_live
    data = nmb_discard_win()
    result = data["result"]
    expected = score_dict({**copy.deepcopy(data), "prevailing_wind": "E"})

    page.goto(server.url + "/accounts/login/?next=/events/nmb-avond/round/1/table/1/")
    page.locator('[name="username"]').fill("teller")
    page.locator('[name="password"]').fill("teller-pw")
    page.locator("form button[type=submit]").last.click()
    expect(page.locator("#hand-form")).to_be_visible()
    # every player's tiles are asked for: no "show the other players" toggle on Dutch rules
    expect(page.locator("[data-other-players]")).to_be_hidden()

    page.locator('select[name="winner"]').select_option(result["winner"])
    page.locator('select[name="discarder"]').select_option(result["discarder"])
    page.locator('[name="winning_tile"]').fill(result["winning_tile"])
    for wind in "ESWN":
        page.locator(f'[name="tiles_{wind}"]').fill(format_player(data["players"][wind]))
    rows = page.locator("#preview .preview-table tbody tr:not(.elements-row)")
    expect(rows).to_have_count(4)
    for i, wind in enumerate("ESWN"):
        expect(rows.nth(i).locator("td").last).to_have_text(
            str(expected.settlement.as_dict()[wind])
        )

    page.locator(".sticky-actions button[type=submit]").click()
    expect(page.locator(".hands-table tbody tr")).to_have_count(1)
    cells = page.locator(".hands-table tbody tr").first.locator("td.num .score")
    expect(cells).to_have_text([str(expected.settlement.as_dict()[w]) for w in "ESWN"])
