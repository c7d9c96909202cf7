"""Registration meets check-in: "make these the players" records which player each
registration became, and the registrant's personal page checks its holder in (the
registration's token is the credential; docs/check-in.md)."""

from __future__ import annotations

import datetime

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.factories import MemberFactory
from tournaments.audit.models import AuditEntry
from tournaments.events.models import Event, EventParticipant
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import (
    Details,
    registration_cancel,
    registration_create,
)


def _event(club, **fields) -> Event:
    event = Event.objects.create(
        club=club,
        name="Toernooi",
        slug="toernooi",
        date=timezone.localdate(),
        check_in_enabled=True,
        check_in_deadline=datetime.time(23, 59),
        **fields,
    )
    RegistrationSettings.objects.create(event=event, mode="open", capacity=10)
    return event


def _guest(event, number: int) -> tuple[Registration, str]:
    details = Details(name=f"Gast {number}", email=f"gast{number}@example.org")
    return registration_create(event=event, details=details)


def _page(token: str) -> str:
    return reverse("registration_personal", kwargs={"token": token})


def _button(token: str) -> str:
    return reverse("checkin_registration", kwargs={"token": token})


def test_make_players_links_every_registration_once(club):
    event = _event(club)
    member = MemberFactory(club=club)
    mine, _t = registration_create(event=event, member=member)
    theirs, _t = _guest(event, 1)
    registration_players_make(event=event, actor=None)
    registration_players_make(event=event, actor=None)  # twice: nothing changes
    field = {p.name: p.pk for p in EventParticipant.objects.filter(event=event)}
    mine.refresh_from_db()
    theirs.refresh_from_db()
    assert mine.participant_id == field[member.shown_name]
    assert theirs.participant_id == field["Gast 1"]
    assert len(field) == 2


def test_a_guest_checks_in_from_the_personal_page(club):
    event = _event(club)
    registration, token = _guest(event, 1)
    client = Client()
    assert "checkin_registration" not in client.get(_page(token)).content.decode()
    assert _button(token) not in client.get(_page(token)).content.decode()  # not a player yet
    registration_players_make(event=event, actor=None)
    page = client.get(_page(token)).content.decode()
    assert _button(token) in page
    response = client.post(_button(token))
    assert response.status_code == 302 and response["Location"] == _page(token)
    registration.refresh_from_db()
    assert registration.participant is not None
    assert registration.participant.checked_in_at is not None
    assert AuditEntry.objects.filter(action="participant.check_in").count() == 1
    client.post(_button(token))  # a second tap writes nothing
    assert AuditEntry.objects.filter(action="participant.check_in").count() == 1
    assert _button(token) not in client.get(_page(token)).content.decode()


@pytest.mark.parametrize(
    "case", ["check_in_off", "not_a_player", "cancelled", "deadline_passed", "finished"]
)
def test_the_button_checks_in_nobody_when_it_should_not(club, case):
    event = _event(club)
    registration, token = _guest(event, 1)
    if case != "not_a_player":
        registration_players_make(event=event, actor=None)
    if case == "check_in_off":
        Event.objects.filter(pk=event.pk).update(check_in_enabled=False)
    if case == "cancelled":
        registration_cancel(registration=registration, actor=None)
    if case == "deadline_passed":
        Event.objects.filter(pk=event.pk).update(check_in_deadline=datetime.time(0, 0))
    if case == "finished":
        Event.objects.filter(pk=event.pk).update(status="finished")
    response = Client().post(_button(token), follow=True)
    assert response.status_code == 200
    assert response.redirect_chain[0][0] == _page(token)
    assert not EventParticipant.objects.filter(checked_in_at__isnull=False).exists()
    assert not AuditEntry.objects.filter(action="participant.check_in").exists()


@pytest.mark.parametrize("token", ["wrong", "x" * 300, "0" * 43])
def test_a_wrong_token_is_not_found_and_get_is_not_allowed(club, token):
    event = _event(club)
    _registration, real = _guest(event, 1)
    registration_players_make(event=event, actor=None)
    assert Client().post(_button(token)).status_code == 404
    assert Client().get(_button(real)).status_code == 405
    assert not EventParticipant.objects.filter(checked_in_at__isnull=False).exists()


def test_the_field_page_and_the_desk_link_to_each_other(club, make_user):
    event = _event(club)
    client = Client()
    client.force_login(make_user("referee", club=club, username="leiding"))
    field = client.get(reverse("registration_field", kwargs={"slug": event.slug}))
    desk = client.get(reverse("checkin_desk", kwargs={"slug": event.slug}))
    assert reverse("checkin_desk", kwargs={"slug": event.slug}) in field.content.decode()
    assert reverse("registration_field", kwargs={"slug": event.slug}) in desk.content.decode()


@pytest.mark.parametrize(("days", "opens"), [(-1, False), (1, False), (0, True)])
def test_a_guests_link_checks_in_on_the_events_day_only(club, days, opens):
    """The user test: a guest's personal link checked in the day before the event."""
    event = _event(club)
    registration, token = _guest(event, 1)
    registration_players_make(event=event, actor=None)
    Event.objects.filter(pk=event.pk).update(
        date=timezone.localdate() - datetime.timedelta(days=days)
    )
    page = Client().get(_page(token)).content.decode()
    assert (_button(token) in page) == opens
    Client().post(_button(token))
    registration.refresh_from_db()
    assert (registration.participant.checked_in_at is not None) == opens


def test_the_link_of_a_player_withdrawn_from_the_field_checks_nobody_in(club):
    event = _event(club)
    registration, token = _guest(event, 1)
    registration_players_make(event=event, actor=None)
    registration.refresh_from_db()
    EventParticipant.objects.filter(pk=registration.participant_id).update(withdrew_after_round=0)
    assert _button(token) not in Client().get(_page(token)).content.decode()
    Client().post(_button(token))
    assert not EventParticipant.objects.filter(checked_in_at__isnull=False).exists()
