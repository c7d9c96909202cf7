"""The club admin's roles page: roles are given per club, audited, and only in that club."""

import pytest
from django.urls import reverse

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.core.permissions import can_referee

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client, club, make_user):
    client.force_login(make_user("club admin", club=club, username="boss"))
    return client


def _url(club):
    return reverse("club_roles", kwargs={"slug": club.slug})


def test_a_club_admin_makes_a_member_referee_in_this_club_only(admin_client, club, make_user):
    user = make_user(club=club, username="anna")
    other = ClubFactory(slug="other-club", public_results=False)
    MemberFactory(club=other, user=user)
    page = admin_client.get(_url(club)).content.decode()
    assert "anna" in page and "Rollen" in page
    member = Member.objects.get(club=club, user=user)
    response = admin_client.post(_url(club), {"member": member.pk, "role": "referee"})
    assert response.status_code == 302
    member.refresh_from_db()
    assert member.role == "referee"
    assert AuditEntry.objects.filter(action="member.role", object_id=str(member.pk)).exists()
    user = type(user).objects.get(pk=user.pk)  # a fresh request's user
    assert can_referee(user, EventFactory(club=club))
    assert not can_referee(user, EventFactory(club=other))


REFUSED = [
    ("a member of another club", lambda club, me: MemberFactory(
        club=ClubFactory(slug="elsewhere"), user=MemberFactory(club=club).user), "referee"),
    ("their own role", lambda club, me: Member.objects.get(club=club, user=me), ""),
    ("an unknown role", lambda club, me: Member.objects.exclude(user=me).filter(
        club=club, user__isnull=False).first(), "superuser"),
]  # fmt: skip


@pytest.mark.parametrize(("what", "target", "role"), REFUSED, ids=[r[0] for r in REFUSED])
def test_what_a_club_admin_cannot_do(admin_client, club, make_user, what, target, role):
    make_user(club=club, username="bram")
    me = type(make_user()).objects.get(username="boss")
    member = target(club, me)
    before = list(Member.objects.order_by("pk").values_list("pk", "role"))
    response = admin_client.post(_url(club), {"member": member.pk if member else "", "role": role})
    assert response.status_code == 302, what
    assert list(Member.objects.order_by("pk").values_list("pk", "role")) == before, what
    assert not AuditEntry.objects.filter(action="member.role").exists()
