"""After a double ron is saved, every reader counts each winner: the table page's hand
list, the statistics (a win for each winner, one deal-in for the discarder: one per
discard, as a deal-in rate per hand counts it), the filled score sheet, verify, the API
and the event file."""

import pytest
from django.utils import translation

from tests.tournaments.play.riichi_fixtures import *  # noqa: F403
from tests.tournaments.play.riichi_fixtures import url
from tests.tournaments.play.test_riichi_several_winners import NORTH, SOUTH, entry
from tournaments.events.models import Event
from tournaments.play.models import Hand, HandResult
from tournaments.play.services.hand_entry import hand_enter

DOUBLE = entry({"S": SOUTH, "N": NORTH}, winners=["S", "N"], discarder="W", riichi=["S"])


@pytest.fixture
def double_ron(riichi_table):
    hand_enter(table=riichi_table, entry=DOUBLE, number=1)
    riichi_table.refresh_from_db()
    return riichi_table


def _names(table):
    return {s.wind: s.player_name for s in table.seats.all()}


def test_the_hand_list_names_both_winners(keeper_client, double_ron):
    names = _names(double_ron)
    with translation.override("en"):
        page = keeper_client.get(url("play_table", double_ron), HTTP_ACCEPT_LANGUAGE="en")
    text = page.content.decode()
    assert f"{names['N']} and {names['S']} win on {names['W']}&#x27;s discard" in text


def test_the_statistics_count_a_win_for_each_winner_and_one_deal_in(double_ron):
    from tournaments.reports.selectors.statistics import event_statistics

    by_name = {s.player.name: s for s in event_statistics(event=double_ron.round.event)}
    names = _names(double_ron)
    counted = {
        wind: (by_name[n].wins, by_name[n].discard_wins, by_name[n].deal_ins)
        for wind, n in names.items()
    }
    assert counted == {"E": (0, 0, 0), "S": (1, 1, 0), "W": (0, 0, 1), "N": (1, 1, 0)}
    assert by_name[names["S"]].declared_wins == 1


def test_the_filled_sheet_marks_both_winners_and_sums_their_hands(double_ron):
    from tournaments.reports.sheets import round_sheets

    (sheet,) = round_sheets(event=double_ron.round.event, round_number=1, filled=True)
    (hand,) = sheet.hands
    winners = {sheet.seats[i].wind for i, cell in enumerate(hand.cells) if cell.winner}
    assert winners == {"S", "N"}
    assert sheet.game.hands[0].value == 3900 + 1000


def test_verify_accepts_a_double_ron(double_ron):
    from tournaments.integrity.selectors import hands_to_verify
    from tournaments.integrity.verify import verify_hands

    assert verify_hands(hands_to_verify(event=double_ron.round.event)).issues == []


def test_a_double_ron_travels_in_the_event_file(double_ron):
    from tournaments.transfer import dumps, event_export, event_import, loads
    from tournaments.transfer.restore import event_delete

    event = double_ron.round.event
    text = dumps(event_export(event=event))
    event_delete(event=event)
    restored = event_import(data=loads(text)).event
    hand = Hand.objects.get(table__round__event=restored)
    assert hand.entry["result"]["winner"] == ["S", "N"]
    assert hand.winner.wind == "N"
    assert dumps(event_export(event=Event.objects.get(pk=restored.pk))) == text


def test_the_api_takes_and_reads_a_double_ron(riichi_table, club, make_user):
    import uuid

    from rest_framework.test import APIClient

    client = APIClient()
    client.force_authenticate(make_user("scorekeeper", club=club, username="api-several"))
    answer = client.post(
        f"/api/v1/tables/{riichi_table.pk}/hands/",
        DOUBLE,
        format="json",
        HTTP_IDEMPOTENCY_KEY=str(uuid.uuid4()),
    )
    assert answer.status_code == 201, answer.content
    settled = dict(HandResult.objects.values_list("wind", "settlement"))
    assert settled == {"E": 0, "S": 3900, "W": -4900, "N": 1000}
    (read,) = client.get(f"/api/v1/tables/{riichi_table.pk}/hands/").json()["results"]
    assert read["entry"]["result"]["winner"] == ["S", "N"]


def test_the_head_to_head_counts_a_deal_in_to_either_winner(double_ron):
    from tournaments.reports.selectors.head_to_head import member_head_to_head
    from tournaments.reports.selectors.member_statistics import MemberScope, member_statistics

    west, south = (double_ron.seats.get(wind=w).member for w in ("W", "S"))
    found = member_statistics(member=west, scope=MemberScope())
    duel = member_head_to_head(member=west, read=found.read, opponent_key=f"m{south.pk}")
    # South won West's discard beside North, the hand's (first) winner
    assert (duel.hands, duel.opponent_wins, duel.dealt_in_to_them) == (1, 1, 1)


def test_a_members_data_download_marks_each_winner(double_ron):
    """The privacy download's hands (a member's own data): both winners of the discard
    have ``won``, the discarder and the fourth player not."""
    from tournaments.privacy.selectors import member_data

    won = {}
    for seat in double_ron.seats.select_related("member"):
        if seat.member is not None:
            (hand,) = member_data(member=seat.member)["hands"]
            won[seat.wind] = hand["won"]
    assert won == {"E": False, "S": True, "W": False, "N": True}
