"""The database, not only the services, refuses impossible data."""

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from tests.factories import (
    ClubFactory,
    EventFactory,
    HandFactory,
    HandResultFactory,
    MemberFactory,
    RoundFactory,
    SeasonFactory,
    SeatFactory,
    TableFactory,
)
from tournaments.play.models import Hand, Seat


def _member_seated_twice_in_a_round():
    seat = SeatFactory()
    other_table = TableFactory(round=seat.round, number=seat.table.number + 1)
    SeatFactory(table=other_table, member=seat.member)


def _seat_position_taken():
    seat = SeatFactory(position=2, wind="W")
    SeatFactory(table=seat.table, position=2, wind="N")


def _seat_wind_taken():
    seat = SeatFactory(position=0, wind="E")
    SeatFactory(table=seat.table, position=1, wind="E")


def _seat_member_and_guest():
    SeatFactory(guest_name="Gast")


def _seat_neither_member_nor_guest():
    SeatFactory(member=None, guest_name="")


def _seat_position_out_of_range():
    SeatFactory(position=5, wind="X")


def _hand_number_twice_per_table():
    hand = HandFactory(number=1)
    HandFactory(table=hand.table, number=1)


def _hand_win_without_winner():
    HandFactory(result_kind="win", winner=None)


def _hand_result_twice_per_seat():
    result = HandResultFactory()
    HandResultFactory(hand=result.hand, seat=result.seat)


def _round_number_twice_per_event():
    round_ = RoundFactory(number=1)
    RoundFactory(event=round_.event, number=1)


def _table_number_twice_per_round():
    table = TableFactory(number=1)
    TableFactory(round=table.round, number=1)


def _member_number_twice_per_club():
    member = MemberFactory(member_number="042")
    MemberFactory(club=member.club, member_number="042")


def _season_twice_per_year():
    season = SeasonFactory(year=2026)
    SeasonFactory(club=season.club, year=2026)


def _event_slug_twice():
    EventFactory(slug="same")
    EventFactory(slug="same")


def _event_without_rounds():
    EventFactory(round_count=0)


VIOLATIONS = [
    _member_seated_twice_in_a_round,
    _seat_position_taken,
    _seat_wind_taken,
    _seat_member_and_guest,
    _seat_neither_member_nor_guest,
    _seat_position_out_of_range,
    _hand_number_twice_per_table,
    _hand_win_without_winner,
    _hand_result_twice_per_seat,
    _round_number_twice_per_event,
    _table_number_twice_per_round,
    _member_number_twice_per_club,
    _season_twice_per_year,
    _event_slug_twice,
    _event_without_rounds,
]


@pytest.mark.django_db
@pytest.mark.parametrize("violate", VIOLATIONS, ids=lambda f: f.__name__.strip("_"))
def test_database_refuses(violate):
    with pytest.raises(IntegrityError), transaction.atomic():
        violate()


# Which rulesets exist is the engine registry's to say (a ruleset registered at run time is
# valid without a migration), so an unknown one is refused by validation (the choices read
# the registry), which every service runs (full_clean), not by a fixed list in the schema.
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("build", "field"),
    [
        (lambda: ClubFactory.build(default_ruleset="poker"), "default_ruleset"),
        (lambda: EventFactory.build(club=ClubFactory(), ruleset="poker"), "ruleset"),
    ],
    ids=["club_default_ruleset", "event_ruleset"],
)
def test_validation_refuses_an_unknown_ruleset(build, field):
    with pytest.raises(ValidationError) as refused:
        build().full_clean()
    assert field in refused.value.message_dict


@pytest.mark.django_db
def test_same_member_may_sit_in_different_rounds():
    seat = SeatFactory()
    next_round = RoundFactory(event=seat.round.event, number=seat.round.number + 1)
    SeatFactory(table=TableFactory(round=next_round), member=seat.member)
    assert Seat.objects.filter(member=seat.member).count() == 2


@pytest.mark.django_db
def test_several_guests_may_sit_in_one_round():
    table = TableFactory()
    SeatFactory(table=table, member=None, guest_name="Gast A", position=0, wind="E")
    SeatFactory(table=table, member=None, guest_name="Gast B", position=1, wind="S")
    assert table.seats.count() == 2


@pytest.mark.django_db
def test_hand_numbers_restart_per_table():
    hand = HandFactory(number=1)
    HandFactory(number=1, table=TableFactory(round=hand.table.round))
    assert Hand.objects.filter(number=1).count() == 2
