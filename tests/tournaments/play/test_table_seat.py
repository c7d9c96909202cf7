"""Seating a table: starting winds, table sizes, guests, and a member once per round."""

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError

from tests.factories import MemberFactory, RoundFactory
from tournaments.play.services.tables import Sitter, table_seat

pytestmark = pytest.mark.django_db


# -- tables and seats --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "winds"),
    [(3, ["E", "S", "W"]), (4, ["E", "S", "W", "N"]), (5, ["E", "S", "W", "N", "X"])],
)
def test_table_seat_gives_starting_winds(size, winds):
    round_ = RoundFactory()
    members = MemberFactory.create_batch(size, club=round_.event.club)
    table = table_seat(round_=round_, number=1, sitters=members)
    assert [s.wind for s in table.seats.order_by("position")] == winds
    assert all(s.round_id == round_.pk for s in table.seats.all())


@pytest.mark.parametrize("size", [0, 1, 2, 6])
def test_table_seat_refuses_wrong_table_sizes(size):
    round_ = RoundFactory()
    members = MemberFactory.create_batch(size, club=round_.event.club)
    with pytest.raises(ValidationError):
        table_seat(round_=round_, number=1, sitters=members)


def test_table_seat_takes_guests():
    round_ = RoundFactory()
    members = MemberFactory.create_batch(3, club=round_.event.club)
    table = table_seat(round_=round_, number=1, sitters=[*members, Sitter(guest_name="Gast")])
    assert table.seats.get(wind="N").player_name == "Gast"


def test_table_seat_refuses_a_member_of_another_club():
    round_ = RoundFactory()
    members = [*MemberFactory.create_batch(3, club=round_.event.club), MemberFactory()]
    with pytest.raises(ValidationError):
        table_seat(round_=round_, number=1, sitters=members)


def test_table_seat_refuses_a_member_twice_in_a_round():
    round_ = RoundFactory()
    members = MemberFactory.create_batch(4, club=round_.event.club)
    table_seat(round_=round_, number=1, sitters=members)
    with pytest.raises(IntegrityError):
        others = MemberFactory.create_batch(3, club=round_.event.club)
        table_seat(round_=round_, number=2, sitters=[members[0], *others])


def test_a_table_of_four_is_seated_in_a_few_queries(django_assert_max_num_queries):
    """The table checked and written (its number once in the round, its own checks, each in
    a savepoint), the seats checked in memory and written in one insert: 20 queries, not
    four checks and an insert per seat (47 before 2026-12-04; most tables are made by
    the tests' fixtures)."""
    round_ = RoundFactory()
    members = MemberFactory.create_batch(4, club=round_.event.club)
    with django_assert_max_num_queries(20):
        table = table_seat(round_=round_, number=1, sitters=members)
    assert table.seats.count() == 4
