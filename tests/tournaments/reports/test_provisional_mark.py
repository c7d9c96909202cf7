"""Under hand-by-hand acceptance the standings mark the players with a hand not accepted
yet (provisional), guests as members, and the mark goes once the hand is accepted; a hand
of a silent round is marked only for those whose standings count it (docs/acceptance.md)."""

import re

import pytest
from django.urls import reverse

from tests.factories import MemberFactory, RoundFactory
from tests.tournaments.play.acceptance_fixtures import *  # noqa: F403
from tests.tournaments.play.acceptance_fixtures import DRAW, Room
from tournaments.events.models import Event, HandAcceptance, HandEntryBy
from tournaments.play.services.acceptance import hand_accept, hand_enter_by_seat
from tournaments.play.services.tables import Sitter, table_seat


def test_the_standings_mark_provisional_hands_until_they_are_accepted(client, room: Room):
    hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=1)
    url = reverse("reports_event_standings", kwargs={"slug": room.table.round.event.slug})
    page = client.get(url, headers={"accept-language": "en"}).content.decode()
    assert page.count('class="provisional-mark"') == 4  # the four players of table 1
    assert "Provisional: includes a hand" in page
    hand_accept(table=room.table, seat=room.seat("S"), number=1)
    page = client.get(url, headers={"accept-language": "en"}).content.decode()
    assert "provisional-mark" not in page


@pytest.fixture
def guest_room(club) -> Room:
    """Round 1 of 1 (per-hand acceptance) with a guest at table 1's North seat."""
    round_ = RoundFactory(
        event__club=club,
        event__ruleset="nmb",
        event__round_count=1,
        event__hand_entry_by=HandEntryBy.PLAYERS,
        event__hand_acceptance=HandAcceptance.HAND,
        number=1,
    )
    sitters = [*MemberFactory.create_batch(3, club=club), Sitter(guest_name="Jürgen Weber")]
    return Room(table=table_seat(round_=round_, number=1, sitters=sitters), other=None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("silent", "reader", "marks"),
    [
        (0, None, 4),  # a guest with a provisional hand is marked like a member
        (1, None, 0),  # the public's standings leave the silent round out: nothing to mark
        (1, "referee", 4),  # the staff's standings count it, so they mark it
    ],
)
def test_the_mark_follows_the_rows_the_reader_sees(
    client, make_user, guest_room, silent, reader, marks
):
    event = guest_room.table.round.event
    Event.objects.filter(pk=event.pk).update(silent_rounds=silent)
    hand_enter_by_seat(table=guest_room.table, seat=guest_room.seat("E"), entry=DRAW, number=1)
    if reader:
        client.force_login(make_user(reader, club=event.club, username="reader"))
    url = reverse("reports_event_standings", kwargs={"slug": event.slug})
    page = client.get(url, headers={"accept-language": "en"}).content.decode()
    assert page.count('class="provisional-mark"') == marks
    assert ("Provisional: includes a hand" in page) is bool(marks)
    if marks:
        assert re.search(r"Jürgen Weber[^<]*(<[^>]*>[^<]*)*?<span class=\"provisional-mark\"", page)
