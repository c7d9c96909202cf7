"""Issue 54 finding 1: a guest's e-mail address stayed in the database (and in the audit
trail) for ever. ``guest_contacts_erase`` (run by ``manage.py housekeeping``) erases it
``Club.guest_contact_days`` after the event's day; the name, the registration and the
results stay, and each event's erasure is audited with its count."""

import datetime
import uuid

import pytest

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tournaments.audit.models import AuditEntry
from tournaments.audit.services import audit_record
from tournaments.registration.models import Registration, RegistrationStatus
from tournaments.registration.services.contacts import guest_contacts_erase
from tournaments.registration.services.queue import registration_snapshot

pytestmark = pytest.mark.django_db

TODAY = datetime.date(2026, 6, 30)


def _registration(event, *, email: str = "", member=None) -> Registration:
    registration = Registration.objects.create(
        event=event,
        member=member,
        name="" if member else "Gast Een",
        email=email,
        email_key=email.casefold(),
        status=RegistrationStatus.CONFIRMED,
        token_hash=uuid.uuid4().hex,
    )
    audit_record(
        actor=None,
        action="registration.create",
        obj=registration,
        after=registration_snapshot(registration),
        event=event,
    )
    return registration


@pytest.mark.parametrize(
    ("days_ago", "keep", "erased"),
    [
        (31, 30, True),  # the default period is over
        (30, 30, False),  # the last day it is kept
        (0, 30, False),  # the event is today
        (-5, 30, False),  # still to come
        (8, 7, True),  # the club's own, shorter period
        (100, 365, False),  # and a longer one
    ],
)
def test_guests_addresses_go_after_the_clubs_period(days_ago, keep, erased):
    club = ClubFactory(guest_contact_days=keep)
    event = EventFactory(club=club, date=TODAY - datetime.timedelta(days=days_ago))
    guest = _registration(event, email="Gast@Example.org")

    count = guest_contacts_erase(today=TODAY)

    guest.refresh_from_db()
    assert count == int(erased)
    assert (guest.email == "", guest.email_key == "") == (erased, erased)
    assert guest.name == "Gast Een" and guest.status == RegistrationStatus.CONFIRMED
    created = AuditEntry.objects.get(action="registration.create", object_id=str(guest.pk))
    assert (created.after["email"] == "—") == erased
    erasures = AuditEntry.objects.filter(action="registration.contacts_erase", event=event)
    assert [e.after for e in erasures] == ([{"registrations": 1, "days": keep}] if erased else [])


def test_members_and_guests_without_address_are_left_alone():
    club = ClubFactory()
    event = EventFactory(club=club, date=TODAY - datetime.timedelta(days=60))
    member = _registration(event, email="lid@example.org", member=MemberFactory(club=club))
    nameless = _registration(event)
    guests = [_registration(event, email=f"g{i}@example.org") for i in range(3)]

    assert guest_contacts_erase(today=TODAY) == 3
    assert guest_contacts_erase(today=TODAY) == 0  # a second run finds nothing

    assert not Registration.objects.filter(pk__in=[g.pk for g in guests]).exclude(email="")
    for untouched in (member, nameless):
        email = untouched.email
        untouched.refresh_from_db()
        assert untouched.email == email
    [erasure] = AuditEntry.objects.filter(action="registration.contacts_erase")
    assert erasure.after == {"registrations": 3, "days": 30} and erasure.actor is None
