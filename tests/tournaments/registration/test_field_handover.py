"""Registration hands over to the event's field and the check-in desk: a cancelled or
withdrawn registration leaves the field and the check-in (a played round stays), the
desk's count and the draw leave it out; cancelling asks first; the director cancels,
withdraws and reinstates with a reason in the audit trail (issue 50)."""

from __future__ import annotations

import datetime

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.factories import MemberFactory
from tournaments.audit.models import AuditEntry
from tournaments.checkin.selectors.desk import check_in_desk
from tournaments.checkin.services.checkin import participant_check_in
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.play.models import Seat
from tournaments.registration.models import Registration, RegistrationSettings
from tournaments.registration.services.players import registration_players_make
from tournaments.registration.services.registrations import Details, registration_create
from tournaments.registration.services.staff import (
    registration_reinstate,
    registration_staff_cancel,
    registration_withdraw,
)
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


def _day(club, players: int = 8) -> tuple[Event, list[Registration]]:
    """Today's event with check-in on, ``players`` members registered, made the players
    and checked in."""
    event = Event.objects.create(
        club=club,
        name="Toernooi",
        slug="toernooi",
        date=timezone.localdate(),
        check_in_enabled=True,
        check_in_deadline=datetime.time(23, 59),
        round_count=2,
    )
    RegistrationSettings.objects.create(event=event, mode="open", capacity=16)
    regs = [
        registration_create(event=event, member=m)[0]
        for m in MemberFactory.create_batch(players, club=club)
    ]
    for participant in registration_players_make(event=event, actor=None):
        participant_check_in(participant=participant, actor=None)
    return event, [Registration.objects.get(pk=r.pk) for r in regs]


def _member_client(reg: Registration, make_user) -> Client:
    user = make_user(club=reg.event.club, username=f"lid{reg.pk}")
    Member.objects.filter(user=user).delete()
    Member.objects.filter(pk=reg.member_id).update(user=user)
    client = Client()
    client.force_login(user)
    return client


def test_a_members_cancel_asks_first_then_leaves_the_field_and_the_desk(club, make_user):
    event, regs = _day(club)
    assert check_in_desk(event=event).checked_in == 8
    client = _member_client(regs[0], make_user)
    url = reverse("registration_mine", kwargs={"slug": event.slug})
    asked = client.post(url, {"action": "cancel"})
    assert asked.status_code == 302 and "cancel=1" in asked["Location"]
    page = client.get(asked["Location"], HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'name="confirm" value="yes"' in page
    regs[0].refresh_from_db()
    assert regs[0].status == "confirmed"
    client.post(url, {"action": "cancel", "confirm": "yes"})
    regs[0].refresh_from_db()
    assert regs[0].status == "cancelled"
    desk = check_in_desk(event=event)
    assert (desk.checked_in, desk.expected) == (7, 7)
    assert not EventParticipant.objects.filter(event=event, member=regs[0].member).exists()
    seat_draw_create(event=event, seed=1)
    seated = set(Seat.objects.filter(round__event=event).values_list("member_id", flat=True))
    assert regs[0].member_id not in seated and len(seated) == 7


def test_a_guest_cancels_from_the_personal_link_and_leaves_the_field(club):
    event, _regs = _day(club, players=7)
    reg, token = registration_create(
        event=event, details=Details(name="Gast Een", email="gast@example.org")
    )
    registration_players_make(event=event, actor=None)
    reg.refresh_from_db()
    participant_check_in(participant=reg.participant, actor=None)
    link = reverse("registration_personal", kwargs={"token": token})
    Client().post(link, {"action": "cancel"})
    assert Registration.objects.get(pk=reg.pk).status == "confirmed"
    Client().post(link, {"action": "cancel", "confirm": "yes"})
    assert Registration.objects.get(pk=reg.pk).status == "cancelled"
    assert not EventParticipant.objects.filter(event=event, guest_name="Gast Een").exists()
    assert check_in_desk(event=event).checked_in == 7


def test_after_a_played_round_a_cancelled_player_is_withdrawn_and_keeps_the_round(club):
    event, regs = _day(club)
    seat_draw_create(event=event, seed=1)
    Round.objects.filter(event=event, number=1).update(status="closed")
    registration_staff_cancel(registration=regs[0], reason="ziek", actor=None)
    player = EventParticipant.objects.get(event=event, member=regs[0].member)
    assert (player.withdrew_after_round, player.checked_in_at) == (1, None)
    assert Seat.objects.filter(round__number=1, member=regs[0].member).exists()
    seat_draw_create(event=event, seed=2)  # round 2 drawn again for the field
    assert not Seat.objects.filter(round__number=2, member=regs[0].member).exists()
    assert check_in_desk(event=event).checked_in == 7


@pytest.mark.parametrize("who", ["member", "guest"])
@pytest.mark.parametrize(
    ("action", "service", "status"),
    [
        ("cancel", registration_staff_cancel, "cancelled"),
        ("withdraw", registration_withdraw, "withdrawn"),
    ],
)
def test_the_director_cancels_or_withdraws_with_a_reason_and_reinstates(
    club, make_user, who, action, service, status
):
    event, regs = _day(club, players=4)
    if who == "guest":
        reg, _t = registration_create(
            event=event, details=Details(name="Gast Twee", email="twee@example.org")
        )
        registration_players_make(event=event, actor=None)
    else:
        reg = regs[0]
    director = make_user("referee", club=club, username="leiding")
    client = Client()
    client.force_login(director)
    url = reverse("registration_staff", kwargs={"slug": event.slug, "pk": reg.pk, "action": action})
    field = reverse("registration_field", kwargs={"slug": event.slug})
    assert url in client.get(field).content.decode()
    assert client.post(url, {"reason": "  "}).status_code == 422  # a reason is required
    assert Registration.objects.get(pk=reg.pk).status == "confirmed"
    assert client.post(url, {"reason": "belde af"}).status_code == 302
    reg.refresh_from_db()
    assert reg.status == status
    entry = AuditEntry.objects.get(
        action=f"registration.{'staff_cancel' if action == 'cancel' else action}"
    )
    assert (entry.reason, entry.actor) == ("belde af", director)
    name = {"member_id": reg.member_id} if who == "member" else {"guest_name": "Gast Twee"}
    assert not EventParticipant.objects.filter(event=event, **name).exists()
    back = reverse(
        "registration_staff", kwargs={"slug": event.slug, "pk": reg.pk, "action": "reinstate"}
    )
    assert back in client.get(field).content.decode()
    client.post(back, {"reason": "toch gekomen"})
    reg.refresh_from_db()
    assert reg.status == "confirmed"
    assert AuditEntry.objects.get(action="registration.reinstate").reason == "toch gekomen"


def test_reinstating_a_withdrawn_player_brings_them_back_into_the_field(club):
    event, regs = _day(club)
    seat_draw_create(event=event, seed=1)
    Round.objects.filter(event=event, number=1).update(status="closed")
    registration_withdraw(registration=regs[1], reason="weg", actor=None)
    assert not EventParticipant.objects.get(event=event, member=regs[1].member).active
    registration_reinstate(registration=regs[1], reason="terug", actor=None)
    assert EventParticipant.objects.get(event=event, member=regs[1].member).active


def test_reinstating_past_the_places_puts_them_on_the_waiting_list(club):
    event, regs = _day(club, players=2)
    RegistrationSettings.objects.filter(event=event).update(capacity=2)
    registration_staff_cancel(registration=regs[0], reason="x", actor=None)
    registration_create(event=event, details=Details(name="Nieuw", email="n@example.org"))
    assert registration_reinstate(registration=regs[0], reason="y", actor=None).status == "waiting"


def test_a_reason_is_required_by_the_services(club):
    _event, regs = _day(club, players=1)
    with pytest.raises(Exception, match="reason"):
        registration_withdraw(registration=regs[0], reason=" ", actor=None)


def test_the_desk_refuses_the_player_of_an_ended_registration(club):
    event, regs = _day(club, players=1)
    participant = EventParticipant.objects.get(event=event)
    Registration.objects.filter(pk=regs[0].pk).update(status="cancelled")  # a damaged row
    EventParticipant.objects.filter(pk=participant.pk).update(checked_in_at=None)
    with pytest.raises(Exception, match="reinstate"):
        participant_check_in(participant=participant, actor=None)
