"""``registration.selectors.counts``: one count of an event's registrations for every page,
service and ``manage.py verify`` (docs/registration.md, "One count for every page")."""

from __future__ import annotations

import secrets

import pytest

from tests.tournaments.registration.helpers import open_event
from tournaments.checkin.services.checkin import participant_check_in
from tournaments.events.models import Event, EventParticipant
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.selectors.counts import (
    RegistrationCounts,
    registration_counts,
    registration_counts_by_event,
)
from tournaments.registration.services.players import registration_players_make

pytestmark = pytest.mark.django_db


def _registrations(event: Event, statuses: dict[str, int]) -> None:
    number = Registration.objects.count()
    for status, how_many in statuses.items():
        for _ in range(how_many):
            number += 1
            Registration.objects.create(
                event=event, name=f"Gast {number}", status=status, token_hash=secrets.token_hex(32)
            )


# statuses, capacity, checked in -> registered, offered, waiting, pending, ended, left
CASES = {
    "nobody": ({}, 16, 0, (0, 0, 0, 0, 0, 16)),
    "confirmed hold places": ({"confirmed": 15}, 16, 0, (15, 0, 0, 0, 0, 1)),
    "an offer holds a place": (
        {"confirmed": 15, "offered": 1, "waiting": 2},
        16,
        0,
        (15, 1, 2, 0, 0, 0),
    ),
    "waiting holds none": ({"confirmed": 1, "waiting": 3}, 4, 0, (1, 0, 3, 0, 0, 3)),
    "withdrawn and cancelled hold none": (
        {"confirmed": 2, "withdrawn": 1, "cancelled": 1, "declined": 1, "expired": 1},
        4,
        0,
        (2, 0, 0, 0, 4, 2),
    ),
    "awaiting approval or e-mail holds none": (
        {"pending": 1, "unconfirmed": 1},
        2,
        0,
        (0, 0, 0, 1, 0, 2),
    ),
    "checked in counts once, as registered": ({"confirmed": 3}, 4, 3, (3, 0, 0, 0, 0, 1)),
    "a capacity of none: no limit": ({"confirmed": 5}, None, 0, (5, 0, 0, 0, 0, None)),
    "fewer places than taken: none left": ({"confirmed": 3}, 2, 0, (3, 0, 0, 0, 0, 0)),
}


@pytest.mark.parametrize(
    ("statuses", "capacity", "checked_in", "expected"), CASES.values(), ids=CASES
)
def test_the_counts(club, statuses, capacity, checked_in, expected):
    event = open_event(club, capacity=capacity)
    _registrations(event, statuses)
    event.check_in_enabled = bool(checked_in)
    event.save(update_fields=["check_in_enabled"])
    for player in registration_players_make(event=event, actor=None)[:checked_in]:
        participant_check_in(participant=player, actor=None)
    assert EventParticipant.objects.filter(checked_in_at__isnull=False).count() == checked_in
    counts = registration_counts(event=event)
    got = (counts.registered, counts.offered, counts.waiting, counts.pending, counts.ended)
    assert (*got, counts.left) == expected
    assert counts.capacity == capacity
    assert counts.has_place == (counts.left is None or counts.left > 0)
    assert counts.total == sum(statuses.values())


def test_an_event_without_settings_or_registrations_has_no_limit(club):
    event = open_event(club)
    RegistrationSettings.objects.filter(event=event).delete()
    assert registration_counts(event=event) == RegistrationCounts()
    assert registration_counts(event=event).left is None


def test_two_queries_for_one_event_or_many(club, django_assert_num_queries):
    events = [open_event(club, capacity=4) for _ in range(3)]
    for number, event in enumerate(events):
        _registrations(event, {"confirmed": number, "offered": 1, "waiting": number})
    with django_assert_num_queries(2):
        one = registration_counts(event=events[2])
    with django_assert_num_queries(2):
        every = registration_counts_by_event()
    assert (
        one
        == every[events[2].pk]
        == RegistrationCounts(registered=2, offered=1, waiting=2, capacity=4)
    )
    assert [every[e.pk].taken for e in events] == [1, 2, 3]


def test_over_capacity_is_what_verify_reports(club):
    assert RegistrationCounts(registered=9, offered=1, capacity=8).over_capacity == 2
    assert RegistrationCounts(registered=9).over_capacity == 0


@pytest.mark.parametrize(
    ("registered", "beyond_places", "capacity", "unrecorded"),
    [
        (10, 0, 8, 2),
        (10, 1, 8, 1),
        (10, 2, 8, 0),
        (10, 3, 8, 0),  # placed beyond, then the places were raised: nothing to report
        (10, 2, None, 0),
    ],
)
def test_places_beyond_that_staff_gave_are_not_unrecorded(
    registered, beyond_places, capacity, unrecorded
):
    counts = RegistrationCounts(
        registered=registered, beyond_places=beyond_places, capacity=capacity
    )
    assert counts.over_capacity_unrecorded == unrecorded


def test_a_negative_count_is_refused():
    with pytest.raises(ValueError, match="negative"):
        RegistrationCounts(waiting=-1)
