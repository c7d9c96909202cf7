"""Who may enter, accept, dispute and change a hand when the players enter their own table
and accept hand by hand, over every role: anonymous, a player of this table without and
with their seat code, a player of another table, a scorekeeper, a referee, the admin of
another club (docs/acceptance.md)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.play.acceptance_fixtures import *  # noqa: F403
from tests.tournaments.play.acceptance_fixtures import DRAW, Room, link, sign_in
from tests.tournaments.play.fixtures import _english  # noqa: F401
from tournaments.play.models import Hand, HandCheck, HandCheckState, RefereeCall
from tournaments.play.services.acceptance import hand_accept, hand_enter_by_seat

ROLES = (
    "anonymous",
    "player_without_code",
    "player_with_code",
    "player_of_another_table",
    "scorekeeper",
    "referee",
    "admin_of_another_club",
)


@pytest.fixture
def as_role(client, room: Room, make_user, club, other_club_admin):
    """A client acting as ``role`` at ``room.table`` (the player: South; East entered hand 1)."""

    def make(role: str) -> Client:
        if role == "player_without_code":
            sign_in(client, room.table, room.seat("S"), code="WRONG")
        elif role == "player_with_code":
            sign_in(client, room.table, room.seat("S"))
        elif role == "player_of_another_table":
            sign_in(client, room.other, room.seat("S", room.other))
        elif role == "scorekeeper":
            client.force_login(make_user("scorekeeper", club=club, username="keeper"))
        elif role == "referee":
            client.force_login(make_user("referee", club=club, username="ref"))
        elif role == "admin_of_another_club":
            client.force_login(other_club_admin)
        return client

    return make


@pytest.fixture
def hand_one(room: Room) -> Hand:
    """Hand 1, entered by East from the players' page: waiting for another player."""
    hand, _ = hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=1)
    return hand


def _enter(client: Client, room: Room) -> bool:
    client.post(
        link("table_link_hand_create", room.table), {"mode": "tiles", "kind": "draw", "number": 2}
    )
    return Hand.objects.filter(table=room.table, number=2).exists()


def _accept(client: Client, room: Room) -> bool:
    client.post(link("table_link_decide", room.table, 1, "accept"))
    return HandCheck.objects.get(hand__table=room.table, hand__number=1).state == "accepted"


def _dispute(client: Client, room: Room) -> bool:
    client.post(link("table_link_decide", room.table, 1, "dispute"))
    return HandCheck.objects.get(hand__table=room.table, hand__number=1).state == "disputed"


def _change_accepted(client: Client, room: Room) -> bool:
    """Hand 1, accepted by West, deleted (the staff's change; no player route changes a hand)."""
    hand_accept(table=room.table, seat=room.seat("W"), number=1)
    hand = Hand.objects.get(table=room.table, number=1)
    kwargs = {"slug": room.table.round.event.slug, "round_number": 1, "table_number": 1}
    client.post(
        reverse("play_hand_delete", kwargs={**kwargs, "number": 1}),
        {"hand_id": hand.pk, "version": hand.version, "reason": "wrong table"},
    )
    client.post(  # a player's entry form naming hand 1 again is a conflict, never a change
        link("table_link_hand_create", room.table), {"mode": "tiles", "kind": "win", "number": 1}
    )
    return not Hand.objects.filter(pk=hand.pk, result_kind="draw").exists()


def _overview(client: Client, room: Room) -> bool:
    url = reverse("play_tables_overview", kwargs={"slug": room.table.round.event.slug})
    return client.get(url).status_code == 200


ACTIONS = {
    "enter": _enter,
    "accept": _accept,
    "dispute": _dispute,
    "change an accepted hand": _change_accepted,
    "see the overview": _overview,
}

ALLOWED = {
    "enter": {"player_with_code"},
    "accept": {"player_with_code"},
    "dispute": {"player_with_code"},
    "change an accepted hand": {"scorekeeper", "referee"},
    "see the overview": {"scorekeeper", "referee"},
}


@pytest.mark.parametrize("action", list(ACTIONS))
@pytest.mark.parametrize("role", ROLES)
def test_who_may_do_what(as_role, room: Room, hand_one: Hand, role: str, action: str):
    client = as_role(role)
    assert ACTIONS[action](client, room) is (role in ALLOWED[action])


def test_the_player_who_entered_a_hand_cannot_accept_it(client, room: Room, hand_one: Hand):
    sign_in(client, room.table, room.seat("E"))
    response = client.post(
        link("table_link_decide", room.table, 1, "accept"),
        follow=True,
        headers={"accept-language": "en"},
    )
    assert "another player at the table accepts it" in response.content.decode()
    assert HandCheck.objects.get(hand=hand_one).state == HandCheckState.PENDING


def test_a_player_cannot_enter_for_another_table(room: Room):
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError) as refused:
        hand_enter_by_seat(table=room.table, seat=room.seat("E", room.other), entry=DRAW, number=1)
    assert refused.value.code == "other_table"
    assert not Hand.objects.exists()


def test_a_player_of_another_table_cannot_accept_here(room: Room, hand_one: Hand):
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError) as refused:
        hand_accept(table=room.table, seat=room.seat("S", room.other), number=1)
    assert refused.value.code == "other_table"


def test_a_dispute_calls_the_referee(client, room: Room, hand_one: Hand):
    sign_in(client, room.table, room.seat("N"))
    client.post(link("table_link_decide", room.table, 1, "dispute"))
    call = RefereeCall.objects.get(table=room.table)
    assert call.hand == hand_one and call.reason == "dispute" and call.is_open
