"""A player checks themself in: by their personal link (a guest too) or at the door's QR
code as a logged-in member; only before the deadline and while the event is open."""

from __future__ import annotations

import datetime

import pytest
from django.test import Client
from django.urls import reverse

from tournaments.audit.models import AuditEntry
from tournaments.checkin.services.director import check_in_links_issue
from tournaments.clubs.models import Member
from tournaments.events.models import EventParticipant, EventStatus
from tournaments.events.services.registrations import participant_register

pytestmark = pytest.mark.django_db


def _link(day, i: int = 0) -> str:
    tokens = check_in_links_issue(event=day.event, actor=day.director)
    token = tokens[day.participants[i].pk]
    return reverse("checkin_link", kwargs={"slug": day.event.slug, "token": token})


def test_a_personal_link_checks_its_player_in_without_a_login(day):
    url = _link(day, 2)
    page = Client().get(url)
    assert page.status_code == 200 and day.participants[2].name in page.content.decode()
    assert Client().post(url).status_code == 302
    assert day.participant(2).checked_in_at is not None
    assert day.participant(2).checked_in_by is None
    assert AuditEntry.objects.filter(action="participant.check_in").count() == 1


def test_a_guest_checks_in_by_link_of_a_private_club(day):
    day.event.club.public_results = False
    day.event.club.save()
    (guest,) = participant_register(event=day.event, guest_names=["Gast Jansen"])
    token = check_in_links_issue(event=day.event, participant=guest)[guest.pk]
    url = reverse("checkin_link", kwargs={"slug": day.event.slug, "token": token})
    assert Client().post(url).status_code == 302
    guest.refresh_from_db()
    assert guest.checked_in_at is not None


def test_new_links_replace_the_old_ones_and_only_a_hash_is_kept(day):
    old = _link(day, 0)
    new = _link(day, 0)
    assert Client().get(old).status_code == 404
    assert Client().get(new).status_code == 200
    token = new.rstrip("/").rsplit("/", 1)[1]
    assert not EventParticipant.objects.filter(check_in_token_hash__contains=token).exists()


@pytest.mark.parametrize("token", ["wrong", "x" * 300, "%20", "..."])
def test_a_wrong_token_is_404(day, token):
    _link(day)
    url = f"/events/{day.event.slug}/check-in/link/{token}/"
    assert Client().get(url).status_code == 404
    assert Client().post(url).status_code == 404


def test_a_token_of_another_event_is_404(day, club):
    from tests.factories import EventFactory

    url = _link(day)
    EventFactory(club=club, slug="elsewhere-evening", check_in_enabled=True)
    assert Client().get(url.replace(day.event.slug, "elsewhere-evening")).status_code == 404


def _member_login(day, make_user):
    user = make_user(club=day.event.club, username="anna")
    member = Member.objects.get(user=user, club=day.event.club)
    (participant,) = participant_register(event=day.event, members=[member])
    client = Client()
    client.force_login(user)
    return client, participant


def test_a_member_checks_in_at_the_door_with_one_tap(day, make_user):
    client, participant = _member_login(day, make_user)
    url = reverse("checkin_door", kwargs={"slug": day.event.slug})
    assert "Check me in" in client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert client.post(url).status_code == 302
    participant.refresh_from_db()
    assert participant.checked_in_at is not None
    assert AuditEntry.objects.get(action="participant.check_in").actor.username == "anna"


def test_a_member_not_on_the_list_is_sent_to_the_desk(day, make_user):
    client = Client()
    client.force_login(make_user(club=day.event.club, username="bert"))
    url = reverse("checkin_door", kwargs={"slug": day.event.slug})
    assert client.post(url).status_code == 302
    assert not EventParticipant.objects.filter(checked_in_at__isnull=False).exists()


def test_anonymous_at_the_door_of_a_public_club_is_asked_to_log_in(day):
    url = reverse("checkin_door", kwargs={"slug": day.event.slug})
    assert Client().get(url).status_code == 200
    response = Client().post(url)
    assert response.status_code == 302 and "login" in response["Location"]


def _past_deadline(day):
    day.event.date = datetime.date(2026, 3, 3)
    day.event.check_in_deadline = datetime.time(19, 30)
    day.event.save()


def _finished(day):
    day.event.status = EventStatus.FINISHED
    day.event.save()


def _off(day):
    day.event.check_in_enabled = False
    day.event.save()


def _withdrawn(day):
    EventParticipant.objects.filter(event=day.event).update(withdrew_after_round=0)


@pytest.mark.parametrize(
    "closing",
    [_past_deadline, _finished, _off, _withdrawn],
    ids=["after the deadline", "event finished", "check-in off", "withdrawn"],
)
@pytest.mark.parametrize("how", ["link", "door"])
def test_self_check_in_is_refused(day, make_user, closing, how):
    door_client, member_participant = _member_login(day, make_user)
    link = _link(day, 0)
    closing(day)
    if how == "link":
        response = Client().post(link)
        who = day.participant(0)
    else:
        response = door_client.post(reverse("checkin_door", kwargs={"slug": day.event.slug}))
        who = EventParticipant.objects.get(pk=member_participant.pk)
    assert response.status_code == 302
    assert who.checked_in_at is None
    assert not AuditEntry.objects.filter(action="participant.check_in").exists()


def test_the_desk_still_checks_in_after_the_deadline(day):
    _past_deadline(day)
    client = day.client(day.scorekeeper)
    url = reverse(
        "checkin_desk_mark", kwargs={"slug": day.event.slug, "pk": day.participants[0].pk}
    )
    client.post(url, {"state": "in"})
    assert day.participant(0).checked_in_at is not None


def test_a_personal_check_in_link_works_on_the_events_day_only(day):
    import datetime as dt

    from django.utils import timezone

    url = _link(day, 1)
    day.event.date = timezone.localdate() + dt.timedelta(days=1)
    day.event.save()
    Client().post(url)
    assert day.participant(1).checked_in_at is None
