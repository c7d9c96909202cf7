"""A public club with a played season: two evenings, two tables each, hands and a penalty,
and one member (``private``) with distinctive private values that no outsider may see."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

import pytest

from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory, UserFactory
from tournaments.clubs.models import Club, Member, Season
from tournaments.core.roles import CLUB_ADMIN, SCOREKEEPER
from tournaments.events.models import Event
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.models import Table
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.round_close import round_close
from tournaments.play.services.tables import table_seat

#: the private values of ``private``: none may appear on a page an outsider sees
PRIVATE_NUMBER = "MN73519"
PRIVATE_EMA = "40417733"
PRIVATE_JOINED = datetime.date(2003, 7, 19)
PRIVATE_EMAIL = "zz.private.person@example.org"
PRIVATE_JOINED_TEXTS = (
    "2003-07-19",
    "19-07-2003",
    "19.07.2003",
    "19/07/2003",
    "19 juli 2003",
    "19 July 2003",
    "19. Juli 2003",
    "19-7-2003",
    "19.7.2003",
)
PRIVATE_VALUES = (PRIVATE_NUMBER, PRIVATE_EMA, PRIVATE_EMAIL, *PRIVATE_JOINED_TEXTS)
#: the labels of the private facts (the adult flag among them), nl/en/de
PRIVATE_LABELS = ("Volwassen", "Adult", "Erwachsen", "Lidnummer", "Member number")


def _win(winner: str, discarder: str) -> dict[str, object]:
    return {
        "players": {"E": {}, "S": {}, "W": {}, "N": {}},
        "result": {"kind": "win", "winner": winner, "discarder": discarder, "self_drawn": False},
        "quick": {"points": {"E": 64, "S": 96, "W": 0, "N": 20}},
    }


@dataclass
class PlayedClub:
    club: Club
    season: Season
    events: list[Event]
    tables: list[Table]
    members: list[Member]
    private: Member  # the member with the distinctive values (a minor, with a login)
    admin: object
    scorekeeper: object


def _evening(
    club: Club, season: Season, members: list[Member], n: int
) -> tuple[Event, list[Table]]:
    event = EventFactory(
        club=club,
        season=season,
        name=f"Clubavond {n}",
        slug=f"avond-{n}",
        date=datetime.date(2026, 3, 3 + 7 * n),
        round_count=1,
    )
    round_ = RoundFactory(event=event, number=1)
    order = members if n % 2 else members[::-1]
    tables = [
        table_seat(round_=round_, number=1, sitters=order[:4]),
        table_seat(round_=round_, number=2, sitters=order[4:8]),
    ]
    for t, table in enumerate(tables):
        hand_enter(table=table, entry=_win("S", "W"))
        hand_enter(table=table, entry=_win("E", "N" if t else "S"))
    return event, tables


@pytest.fixture
def played(db) -> PlayedClub:
    club = ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True)
    season = Season.objects.create(club=club, year=2026)
    login = UserFactory(username="private-person", email=PRIVATE_EMAIL)
    private = MemberFactory(
        club=club,
        first_name="Roosmarijn",
        last_name="Verstappen",
        member_number=PRIVATE_NUMBER,
        ema_number=PRIVATE_EMA,
        joined_on=PRIVATE_JOINED,
        adult=False,
        user=login,
    )
    names = ["Anna Aalders", "Bert Bos", "Cor Claassen", "Dirk Dekker", "Eva Eng", "Frans Faber"]
    others = [
        MemberFactory(club=club, first_name=n.split()[0], last_name=n.split()[1]) for n in names
    ]
    admin = UserFactory(username="club-admin", email="admin@example.org")
    MemberFactory(club=club, user=admin, role=CLUB_ADMIN, first_name="Ad", last_name="Min")
    scorekeeper = UserFactory(username="scorer", email="scorer@example.org")
    guest_member = MemberFactory(club=club, first_name="Gijs", last_name="Gast")
    MemberFactory(club=club, user=scorekeeper, role=SCOREKEEPER, first_name="Sc", last_name="Orer")
    members = [private, *others, guest_member]
    events, tables = [], []
    for n in (1, 2):
        event, evening_tables = _evening(club, season, members, n)
        events.append(event)
        tables.extend(evening_tables)
    first = tables[0]
    seat = first.seats.get(member=private)
    penalty_give(table=first, seat_id=seat.pk, points=10, reason="slow_play", actor=admin)
    for event in events:
        round_close(round_=event.rounds.get(), actor=None)  # finishes the evening
        event.refresh_from_db()
    return PlayedClub(club, season, events, tables, members, private, admin, scorekeeper)
