"""Issue 38: a club admin sees the club's members whose login is locked by failed log-in
attempts and lifts the lock (audited); nobody else may, and an admin of one club cannot
unlock a login that is not a member of that club."""

from __future__ import annotations

import pytest
from axes.models import AccessAttempt
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member

pytestmark = pytest.mark.django_db

PASSWORD = "pw-for-tests"


def _fail(username: str, ip: str = "192.0.2.1", times: int = 5) -> None:
    for _ in range(times):
        Client().post(reverse("login"), {"username": username, "password": "wrong"}, REMOTE_ADDR=ip)


def _can_log_in(username: str, ip: str = "192.0.2.1") -> bool:
    client = Client()
    client.post(reverse("login"), {"username": username, "password": PASSWORD}, REMOTE_ADDR=ip)
    return "_auth_user_id" in client.session


@pytest.fixture
def admin_client(make_user, club):
    client = Client()
    client.force_login(make_user("club admin", club=club, username="beheerder"))
    return client


def _url(club) -> str:
    return reverse("club_lockouts", kwargs={"slug": club.slug})


def test_the_page_lists_the_clubs_locked_members_only(admin_client, make_user, club):
    make_user(club=club, username="anneke")
    make_user(club=ClubFactory(slug="elders"), username="vreemde")
    make_user(club=club, username="bram")
    _fail("anneke")
    _fail("vreemde")
    _fail("bram", times=4)  # not locked
    page = admin_client.get(_url(club)).content.decode()
    assert "anneke" in page
    assert "vreemde" not in page and "bram" not in page


def test_unlock_lifts_the_lock_from_every_address_and_is_audited(admin_client, make_user, club):
    user = make_user(club=club, username="anneke")
    _fail("anneke", ip="192.0.2.1")
    _fail("anneke", ip="192.0.2.2")
    assert not _can_log_in("anneke", "192.0.2.1")
    member = Member.objects.get(user=user)
    response = admin_client.post(_url(club), {"member": member.pk})
    assert response.status_code == 302
    assert not AccessAttempt.objects.filter(username="anneke").exists()
    assert _can_log_in("anneke", "192.0.2.1") and _can_log_in("anneke", "192.0.2.2")
    entry = AuditEntry.objects.get(action="member.unlock")
    assert entry.object_id == str(member.pk)
    assert entry.actor.username == "beheerder"
    assert entry.before == {"username": "anneke", "failures": [5, 5]}


@pytest.mark.parametrize("role", ["", "scorekeeper", "referee"])
def test_only_club_admins_unlock(make_user, club, role):
    user = make_user(club=club, username="anneke")
    _fail("anneke")
    client = Client()
    client.force_login(make_user(*([role] if role else []), club=club, username="ander"))
    member = Member.objects.get(user=user)
    assert client.get(_url(club)).status_code == 403
    assert client.post(_url(club), {"member": member.pk}).status_code == 403
    assert AccessAttempt.objects.filter(username="anneke").exists()


def test_an_admin_of_another_club_cannot_unlock_a_stranger(admin_client, make_user, club):
    other = ClubFactory(slug="elders")
    user = make_user(club=other, username="vreemde")
    _fail("vreemde")
    stranger = Member.objects.get(user=user)
    response = admin_client.post(_url(club), {"member": stranger.pk})
    assert response.status_code == 302  # refused with a message: not a member here
    assert AccessAttempt.objects.filter(username="vreemde").exists()
    assert not AuditEntry.objects.filter(action="member.unlock").exists()
    # …nor through the other club's page
    assert admin_client.post(_url(other), {"member": stranger.pk}).status_code in (403, 404)


def test_unlocking_a_login_that_is_not_locked_says_so(admin_client, make_user, club):
    user = make_user(club=club, username="anneke")
    member = Member.objects.get(user=user)
    response = admin_client.post(_url(club), {"member": member.pk}, follow=True)
    assert "niet geblokkeerd" in response.content.decode()
