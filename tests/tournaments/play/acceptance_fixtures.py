"""An event whose players enter their own tables and accept hand by hand: round 1 with two
tables, and a client per role (docs/acceptance.md)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tournaments.core.roles import CLUB_ADMIN
from tournaments.events.models import HandAcceptance, HandEntryBy
from tournaments.play.models import Seat, Table
from tournaments.play.selectors.table_links import seat_code, table_token
from tournaments.play.services.tables import table_seat

__all__ = ["DRAW", "Room", "link", "other_club_admin", "room", "sign_in"]

DRAW = {"result": {"kind": "draw"}}


@dataclass
class Room:
    table: Table
    other: Table

    def seat(self, wind: str, table: Table | None = None) -> Seat:
        return (table or self.table).seats.select_related("member").get(wind=wind)


def link(name: str, table: Table, *args: object) -> str:
    return reverse(name, args=[table.pk, table_token(table=table), *args])


def sign_in(client: Client, table: Table, seat: Seat, code: str | None = None) -> None:
    client.post(
        link("table_link_sign_in", table),
        {"seat": seat.pk, "code": code or seat_code(seat_id=seat.pk, event=table.round.event)},
    )


@pytest.fixture
def room(club) -> Room:
    round_ = RoundFactory(
        event__club=club,
        event__ruleset="nmb",
        event__hand_entry_by=HandEntryBy.PLAYERS,
        event__hand_acceptance=HandAcceptance.HAND,
        number=1,
    )
    first = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    second = table_seat(round_=round_, number=2, sitters=MemberFactory.create_batch(4, club=club))
    return Room(table=first, other=second)


@pytest.fixture
def other_club_admin(make_user):
    return make_user(CLUB_ADMIN, club=ClubFactory(slug="elders"), username="elsewhere")
