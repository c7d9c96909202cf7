"""Under hand-by-hand acceptance the standings mark the players with a hand not accepted
yet (provisional), and the mark goes once the hand is accepted (docs/acceptance.md)."""

from django.urls import reverse

from tests.tournaments.play.acceptance_fixtures import *  # noqa: F403
from tests.tournaments.play.acceptance_fixtures import DRAW, Room
from tournaments.play.services.acceptance import hand_accept, hand_enter_by_seat


def test_the_standings_mark_provisional_hands_until_they_are_accepted(client, room: Room):
    hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=1)
    url = reverse("reports_event_standings", kwargs={"slug": room.table.round.event.slug})
    page = client.get(url, headers={"accept-language": "en"}).content.decode()
    assert page.count('class="provisional-mark"') == 4  # the four players of table 1
    assert "Provisional: includes a hand" in page
    hand_accept(table=room.table, seat=room.seat("S"), number=1)
    page = client.get(url, headers={"accept-language": "en"}).content.decode()
    assert "provisional-mark" not in page
