"""Guests and substitutes sort by the same name key as members (last name, first name,
prefix): the draw's per-player table, the rotation by player and the screen's seating
list put "Kees van Aalst" under A, not under K (first name) or V (prefix)."""

import pytest

from tests.factories import EventFactory, MemberFactory
from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.fixtures import play_table
from tournaments.events.models import EventKind
from tournaments.events.services.registrations import participant_register
from tournaments.penalties.services.substitutes import seat_substitute_set
from tournaments.play.models import Seat, Table
from tournaments.reports.sheets import seat_rotation
from tournaments.seat_draws.selectors.overview import seating_overview
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db

MEMBERS = [
    ("Bram", "", "Jansen"),
    ("Carla", "", "Bakker"),
    ("Gerda", "de", "Boer"),
    ("Hans", "", "Mulder"),
    ("Els", "", "Smit"),
    ("Ineke", "de", "Groot"),
    ("Joost", "", "Bos"),
]
GUESTS = ["Kees van Aalst", "Anna Zwart", "Zoë Dekker"]
ORDER = [
    "Kees van Aalst",
    "Carla Bakker",
    "Gerda de Boer",
    "Joost Bos",
    "Zoë Dekker",
    "Ineke de Groot",
    "Bram Jansen",
    "Hans Mulder",
    "Els Smit",
    "Anna Zwart",
]


@pytest.fixture
def event(club):
    event = EventFactory(club=club, kind=EventKind.TOURNAMENT, round_count=2)
    members = [
        MemberFactory(club=club, first_name=f, surname_prefix=p, last_name=last)
        for f, p, last in MEMBERS
    ]
    participant_register(event=event, members=members[:-1], guest_names=GUESTS)
    seat_draw_create(event=event, seed=3, time_budget=0.2)
    return event


def test_the_draw_lists_players_by_surname(event):
    names = [p.name for p in seating_overview(event=event).players]
    assert names == [n for n in ORDER if n != "Joost Bos"]


def test_the_rotation_by_player_sorts_substitutes_among_the_others(event):
    for table in Table.objects.filter(round__event=event, round__number=1):
        play_table(table)
    absent = Seat.objects.get(round__event=event, round__number=2, member__last_name="Jansen")
    joost = event.club.members.get(last_name="Bos")
    seat_substitute_set(event=event, absent=absent.member, from_round=2, substitute=joost)
    names = [p.name for p in seat_rotation(event=event).players]
    assert names == ORDER
