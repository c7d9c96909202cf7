"""``manage.py verify`` checks registration against the field: a damaged database (a
cancelled registration still in the field, checked in or seated in a round to come; an
event with more places taken than it has) is reported; a clean one and the demo are not."""

from __future__ import annotations

import datetime

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from tests.factories import MemberFactory
from tournaments.checkin.services.checkin import participant_check_in
from tournaments.events.models import Event, EventParticipant
from tournaments.integrity.registrations import verify_registrations
from tournaments.integrity.verify import VerifyReport
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import (
    registration_cancel,
    registration_create,
)
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


def _event(club) -> tuple[Event, list[Registration]]:
    event = Event.objects.create(
        club=club,
        name="Toernooi",
        slug="toernooi",
        date=timezone.localdate(),
        check_in_enabled=True,
        check_in_deadline=datetime.time(23, 59),
        round_count=1,
    )
    RegistrationSettings.objects.create(event=event, mode="open", capacity=8)
    members = MemberFactory.create_batch(8, club=club)
    regs = [registration_create(event=event, member=m)[0] for m in members]
    for participant in registration_players_make(event=event, actor=None):
        participant_check_in(participant=participant, actor=None)
    return event, [Registration.objects.get(pk=r.pk) for r in regs]


def _problems(event: Event | None = None) -> list[str]:
    return [str(i) for i in verify_registrations(event=event, report=VerifyReport()).issues]


def test_a_clean_event_has_no_issue_and_a_cancel_keeps_it_clean(club):
    event, regs = _event(club)
    seat_draw_create(event=event, seed=1)
    registration_cancel(registration=regs[0])
    assert _problems() == []


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        ("in_field", ["cancelled but in the field", "cancelled but checked in"]),
        ("seated", ["cancelled but seated in round 1"]),
        ("over_capacity", ["9 places taken (registered or offered), 8 places"]),
    ],
)
def test_a_damaged_database_is_reported(club, damage, expected):
    event, regs = _event(club)
    if damage == "in_field":
        Registration.objects.filter(pk=regs[0].pk).update(status="cancelled")
    if damage == "seated":
        seat_draw_create(event=event, seed=1)
        Registration.objects.filter(pk=regs[0].pk).update(status="cancelled")
        EventParticipant.objects.filter(member=regs[0].member).update(
            withdrew_after_round=0, checked_in_at=None
        )
    if damage == "over_capacity":
        extra = registration_create(event=event, member=MemberFactory(club=club))[0]
        Registration.objects.filter(pk=extra.pk).update(status="confirmed")
    problems = _problems(event)
    assert [p.split(": ", 1)[1] for p in problems] == expected
    with pytest.raises(CommandError):
        call_command("verify", "--event", event.slug)


@pytest.mark.parametrize(
    ("placed_by_staff", "expected"),
    [
        # staff put both back into the full field: their decision, on record
        ((True, True), []),
        # one of the two places beyond is unexplained: that one is reported
        ((True, False), ["10 places taken (registered or offered), 8 places"]),
        ((False, False), ["10 places taken (registered or offered), 8 places"]),
    ],
)
def test_places_staff_gave_beyond_the_places_are_no_fault(club, placed_by_staff, expected):
    event, _regs = _event(club)
    for beyond in placed_by_staff:
        extra = registration_create(event=event, member=MemberFactory(club=club))[0]
        Registration.objects.filter(pk=extra.pk).update(status="confirmed", beyond_places=beyond)
    assert [p.split(": ", 1)[1] for p in _problems(event)] == expected


@pytest.mark.slow
def test_the_demo_has_no_registration_issue(demo_rows):
    assert _problems() == []


@pytest.mark.parametrize(("places", "marked"), [(8, 0), (6, 2), (1, 7)])
def test_places_lowered_under_those_taken_are_the_directors_decision(club, places, marked):
    """The director lowers the places under those registered: nobody loses a place, the
    latest registrations keep theirs as placed beyond the places, and verify reports
    nothing (a database edit that adds one more still is reported)."""
    from tournaments.registration.services.director import registration_settings_save

    event, regs = _event(club)
    registration_settings_save(event=event, actor=None, capacity=places)
    assert Registration.objects.filter(event=event, status="confirmed").count() == 8
    beyond = Registration.objects.filter(event=event, beyond_places=True)
    assert sorted(beyond.values_list("pk", flat=True)) == [r.pk for r in regs[8 - marked :]]
    assert _problems(event) == []

    registration_settings_save(event=event, actor=None, capacity=places)  # saved again
    assert beyond.count() == marked
    extra = registration_create(event=event, member=MemberFactory(club=club))[0]
    Registration.objects.filter(pk=extra.pk).update(status="confirmed")
    (problem,) = _problems(event)
    assert problem.endswith(f"9 places taken (registered or offered), {places} places")
