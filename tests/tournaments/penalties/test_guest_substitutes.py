"""A guest who leaves is replaced by a substitute like a member (issue 50): by a member or
by another guest, from a round on, counted under the event's rule, on the page too."""

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from tests.factories import MemberFactory, RoundFactory
from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tests.tournaments.penalties.fixtures import MCR_HAND
from tournaments.events.models import Round
from tournaments.penalties.selectors import event_substitutions, substitutable_guests
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Seat
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import Sitter, table_seat
from tournaments.reports.selectors.results import event_report

pytestmark = pytest.mark.django_db
GUEST = "Gerda Gast"


@pytest.fixture
def two_rounds(mcr_club):
    """Two rounds of one table: the guest Gerda (East) and three members; round 1 played."""
    event = RoundFactory(event__club=mcr_club, event__ruleset="mcr", number=1).event
    members = MemberFactory.create_batch(3, club=mcr_club)
    sitters = [Sitter(guest_name=GUEST), *(Sitter(member=m) for m in members)]
    first = table_seat(round_=event.rounds.get(number=1), number=1, sitters=sitters)
    second = table_seat(
        round_=Round.objects.create(event=event, number=2), number=1, sitters=sitters
    )
    hand_enter(table=first, entry=MCR_HAND)
    return event, first, second


SUBSTITUTES = [
    # (the substitute: a member or a guest's name, the rule, Gerda's rounds and score)
    ("member", "ema", 1, -20),
    ("Gijs Gast", "ema", 1, -20),
    ("member", "absent_player", 2, -40),
    ("Gijs Gast", "absent_player", 2, -40),
]


@pytest.mark.parametrize(("substitute", "rule", "rounds", "score"), SUBSTITUTES)
def test_a_guest_who_leaves_is_replaced(
    two_rounds, mcr_club, referee, substitute, rule, rounds, score
):
    event, _first, second = two_rounds
    event.substitute_rule = rule
    event.save()
    assert substitutable_guests(event=event) == [GUEST]
    member = MemberFactory(club=mcr_club, first_name="Sub") if substitute == "member" else None
    seats = seat_substitute_set(
        event=event,
        absent=None,
        absent_guest=GUEST,
        from_round=1,
        substitute=member,
        guest_name="" if member else substitute,
        actor=referee,
    )
    assert [s.round.number for s in seats] == [2]  # round 1 has a hand: kept
    seat = Seat.objects.get(table=second, position=0)
    assert seat.substitute_for_guest == GUEST and seat.is_substitute
    assert seat.player_name == (member.shown_name if member else substitute)
    hand_enter(table=second, entry=MCR_HAND)  # East (the substitute) loses 20 again
    standing = {row.player.name: row for row in event_report(event=event).rows}
    assert seat.player_name not in standing  # a substitute is never ranked
    row = standing[GUEST]
    assert row.substituted and (row.rounds, row.score) == (rounds, score)
    assert [s.absent for s in event_substitutions(event=event)] == [GUEST]
    assert substitutable_guests(event=event) == [GUEST]  # still seated in round 1


def test_a_guest_cannot_substitute_for_themselves(two_rounds):
    event, _first, _second = two_rounds
    with pytest.raises(ValidationError, match="themselves"):
        seat_substitute_set(
            event=event, absent=None, absent_guest=GUEST, from_round=2, guest_name=GUEST
        )


def test_the_page_offers_the_guest_and_seats_the_substitute(client, two_rounds, referee):
    event, _first, second = two_rounds
    client.force_login(referee)
    url = reverse("event_substitutes", kwargs={"slug": event.slug})
    page = client.get(url, headers={"accept-language": "en"}).text
    assert f'value="g:{GUEST}"' in page
    response = client.post(
        url, {"absent": f"g:{GUEST}", "from_round": "2", "guest_name": "Gijs Gast"}
    )
    assert response.status_code == 302
    assert Seat.objects.get(table=second, position=0).guest_name == "Gijs Gast"
    page = client.get(url, headers={"accept-language": "en"}).text
    assert "Gijs Gast for Gerda Gast (round 2)" in page
