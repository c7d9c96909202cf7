"""Players who enter their own riichi table (docs/acceptance.md) enter a double ron on
their page, and the others accept or dispute it hand by hand like any hand."""

import pytest

from tests.factories import MemberFactory, RoundFactory
from tests.tournaments.play.acceptance_fixtures import link, sign_in
from tests.tournaments.play.test_riichi_several_winners_form import DOUBLE_RON
from tournaments.events.models import HandAcceptance, HandEntryBy
from tournaments.play.models import Hand, HandCheck, RefereeCall
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.django_db


@pytest.fixture
def players_table(club):
    round_ = RoundFactory(
        event__club=club,
        event__ruleset="riichi",
        event__hand_entry_by=HandEntryBy.PLAYERS,
        event__hand_acceptance=HandAcceptance.HAND,
        number=1,
    )
    return table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))


def _seat(table, wind):
    return table.seats.select_related("member").get(wind=wind)


@pytest.mark.parametrize(("decision", "state"), [("accept", "accepted"), ("dispute", "disputed")])
def test_players_enter_a_double_ron_and_the_others_decide(client, players_table, decision, state):
    sign_in(client, players_table, _seat(players_table, "S"))
    page = client.get(link("table_link", players_table)).content.decode()
    assert 'name="also_won"' in page
    saved = client.post(link("table_link_hand_create", players_table), DOUBLE_RON)
    assert saved.status_code == 302, saved.content.decode()[:2000]
    hand = Hand.objects.get(table=players_table)
    assert hand.entry["result"]["winner"] == ["S", "N"]
    sign_in(client, players_table, _seat(players_table, "W"))
    client.post(link("table_link_decide", players_table, 1, decision))
    assert HandCheck.objects.get(hand=hand).state == state
    if decision == "dispute":
        assert RefereeCall.objects.get(table=players_table).hand == hand
