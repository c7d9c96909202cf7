"""Registering, the waiting list and its offers, through the services (issue 40)."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from tests.factories import MemberFactory
from tests.tournaments.registration.helpers import NOW, at, guest, open_event
from tournaments.audit.models import AuditEntry
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.selectors.registrations import registration_by_token
from tournaments.registration.services.director import (
    registration_approve,
    registration_offers_expire,
    registration_offers_expire_all,
    registration_paid_set,
    registration_promote,
    registration_settings_save,
)
from tournaments.registration.services.registrations import (
    registration_cancel,
    registration_create,
    registration_offer_accept,
    registration_offer_decline,
)

pytestmark = pytest.mark.django_db


def _status(reg: Registration) -> str:
    reg.refresh_from_db()
    return reg.status


def test_past_the_places_registrations_wait_in_order(club):
    event = open_event(club, capacity=2)
    regs = [registration_create(event=event, details=guest(i), now=NOW)[0] for i in range(4)]
    assert [r.status for r in regs] == ["confirmed", "confirmed", "waiting", "waiting"]


def test_the_personal_token_is_stored_hashed_and_finds_the_registration(club):
    event = open_event(club)
    reg, token = registration_create(event=event, details=guest(1), now=NOW)
    assert token not in reg.token_hash and len(token) >= 40
    assert registration_by_token(token=token) == reg
    assert registration_by_token(token=token + "x") is None
    assert registration_by_token(token="") is None


@pytest.mark.parametrize(
    ("opens", "closes", "mode", "message"),
    [
        (None, None, "closed", "closed"),
        (at(1), None, "open", "not opened yet"),
        (None, at(-1), "open", "has closed"),
        (at(-2), at(-1), "open", "has closed"),
    ],
)
def test_closed_not_yet_open_and_closed_after_are_refused(club, opens, closes, mode, message):
    event = open_event(club, mode=mode, opens_at=opens, closes_at=closes)
    with pytest.raises(ValidationError, match=message):
        registration_create(event=event, details=guest(1), now=NOW)
    assert not Registration.objects.exists()


def test_inside_the_window_it_is_accepted(club):
    event = open_event(club, opens_at=at(-1), closes_at=at(1))
    assert registration_create(event=event, details=guest(1), now=NOW)[0].status == "confirmed"


def test_members_only_refuses_a_guest_and_takes_a_member(club):
    event = open_event(club, mode="members")
    with pytest.raises(ValidationError, match="Only members"):
        registration_create(event=event, details=guest(1), now=NOW)
    member = MemberFactory(club=club)
    assert registration_create(event=event, member=member, now=NOW)[0].member == member


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ({"email": "Anna@Example.org"}, {"email": "anna@example.ORG"}),
        ({"email": "anna@example.org"}, {"email": " anna@example.org "}),
    ],
)
def test_the_same_email_twice_is_a_clear_duplicate(club, first, second):
    from tournaments.registration.services.registrations import Details

    event = open_event(club)
    registration_create(event=event, details=Details(name="Anna", **first), now=NOW)
    with pytest.raises(ValidationError, match="registered for this event already"):
        registration_create(event=event, details=Details(name="Anna B", **second), now=NOW)


def test_the_same_member_twice_is_refused_but_may_come_back_after_cancelling(club):
    event = open_event(club)
    member = MemberFactory(club=club)
    reg, _ = registration_create(event=event, member=member, now=NOW)
    with pytest.raises(ValidationError, match="registered for this event already"):
        registration_create(event=event, member=member, now=NOW)
    registration_cancel(registration=reg, now=NOW)
    assert registration_create(event=event, member=member, now=NOW)[0].status == "confirmed"


def test_a_cancellation_offers_the_place_and_accepting_takes_it(club):
    event = open_event(club, capacity=1, offer_hours=24)
    first, _ = registration_create(event=event, details=guest(1), now=NOW)
    second, _ = registration_create(event=event, details=guest(2), now=NOW)
    registration_cancel(registration=first, now=at(1))
    second.refresh_from_db()
    assert second.status == "offered"
    assert second.offer_expires_at == at(25)
    registration_offer_accept(registration=second, now=at(2))
    assert _status(second) == "confirmed"


def test_an_expired_offer_moves_to_the_next(club):
    """Time frozen by passing ``now``: the offer of 24 hours ends at hour 25."""
    event = open_event(club, capacity=1, offer_hours=24)
    first, _ = registration_create(event=event, details=guest(1), now=NOW)
    second, _ = registration_create(event=event, details=guest(2), now=NOW)
    third, _ = registration_create(event=event, details=guest(3), now=NOW)
    registration_cancel(registration=first, now=at(1))
    assert registration_offers_expire(event=event, now=at(24.9)) == 0
    assert (_status(second), _status(third)) == ("offered", "waiting")
    assert registration_offers_expire(event=event, now=at(25)) == 1
    assert (_status(second), _status(third)) == ("expired", "offered")
    with pytest.raises(ValidationError, match="No place is offered"):
        registration_offer_accept(registration=second, now=at(26))
    actions = list(AuditEntry.objects.values_list("action", flat=True).order_by("pk"))
    assert actions.count("registration.offer") == 2
    assert "registration.offer_expire" in actions


def test_the_expiry_is_lazy_on_every_write_and_by_the_cron_command(club, monkeypatch):
    event = open_event(club, capacity=1, offer_hours=2)
    first, _ = registration_create(event=event, details=guest(1), now=NOW)
    second, _ = registration_create(event=event, details=guest(2), now=NOW)
    registration_create(event=event, details=guest(3), now=NOW)
    registration_cancel(registration=first, now=NOW)
    # a later registration ends the offer first
    fourth, _ = registration_create(event=event, details=guest(4), now=at(3))
    assert (_status(second), fourth.status) == ("expired", "waiting")
    # the cron command, with the clock frozen by monkeypatching timezone.now
    monkeypatch.setattr("django.utils.timezone.now", lambda: at(10))
    from django.core.management import call_command

    call_command("expire_registration_offers", stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert Registration.objects.filter(event=event, status="expired").count() == 2
    assert registration_offers_expire_all(now=at(20)) == 1


def test_declining_passes_the_place_on(club):
    event = open_event(club, capacity=1)
    first, _ = registration_create(event=event, details=guest(1), now=NOW)
    second, _ = registration_create(event=event, details=guest(2), now=NOW)
    third, _ = registration_create(event=event, details=guest(3), now=NOW)
    registration_cancel(registration=first, now=NOW)
    registration_offer_decline(registration=second, now=NOW)
    assert (_status(second), _status(third)) == ("declined", "offered")


def test_the_director_promotes_by_hand_within_the_places(club, make_user):
    director = make_user("referee", club=club)
    event = open_event(club, capacity=1, approval=True)
    registration_create(event=event, details=guest(1), now=NOW)
    waiting, _ = registration_create(event=event, details=guest(2), now=NOW)
    registration_promote(registration=waiting, actor=director)
    assert _status(waiting) == "confirmed"
    entry = AuditEntry.objects.get(action="registration.promote")
    assert entry.actor == director and entry.event == event
    with pytest.raises(ValidationError):
        registration_promote(registration=waiting, actor=director)


def test_approval_keeps_the_seat_free_until_approved(club, make_user):
    director = make_user("referee", club=club)
    event = open_event(club, capacity=1, approval=True)
    a, _ = registration_create(event=event, details=guest(1), now=NOW)
    b, _ = registration_create(event=event, details=guest(2), now=NOW)
    assert (a.status, b.status) == ("pending", "pending")
    registration_approve(registration=b, actor=director, now=at(1))
    registration_approve(registration=a, actor=director, now=at(2))
    assert (_status(b), _status(a)) == ("confirmed", "waiting")


def test_paid_is_a_mark_and_audited(club, make_user):
    director = make_user("referee", club=club)
    event = open_event(club, fee="12.50")
    reg, _ = registration_create(event=event, details=guest(1), now=NOW)
    registration_paid_set(registration=reg, paid=True, actor=director)
    reg.refresh_from_db()
    assert reg.paid
    assert AuditEntry.objects.filter(action="registration.paid").count() == 1


def test_more_places_in_the_settings_go_to_those_waiting(club, make_user):
    director = make_user("referee", club=club)
    event = open_event(club, capacity=1)
    registration_create(event=event, details=guest(1), now=NOW)
    waiting, _ = registration_create(event=event, details=guest(2), now=NOW)
    registration_settings_save(event=event, actor=director, capacity=2)
    assert _status(waiting) == "offered"
    assert RegistrationSettings.objects.get(event=event).capacity == 2


def test_a_guest_is_audited_without_an_actor(club):
    event = open_event(club)
    registration_create(event=event, details=guest(1), now=NOW)
    entry = AuditEntry.objects.get(action="registration.create")
    assert entry.actor is None and entry.club_id == club.pk
    assert "token_hash" not in entry.after


def test_a_finished_event_refuses_every_registration_write(club, make_user):
    director = make_user("referee", club=club)
    event = open_event(club)
    reg, _ = registration_create(event=event, details=guest(1), now=NOW)
    event.status = "finished"
    event.save()
    for write in (
        lambda: registration_create(event=event, details=guest(2), now=NOW),
        lambda: registration_cancel(registration=reg, now=NOW),
        lambda: registration_promote(registration=reg, actor=director),
        lambda: registration_settings_save(event=event, actor=director, capacity=9),
    ):
        with pytest.raises(ValidationError, match="finished"):
            write()
