"""Issue 37: an inactive member holds no role; deactivating one ends their role and logs
their account out everywhere."""

import pytest
from django.contrib.sessions.models import Session
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse

from tests.factories import MemberFactory
from tests.tournaments.play.fixtures import *  # noqa: F403
from tournaments.clubs.models import Member
from tournaments.clubs.services.members import member_deactivate, member_update
from tournaments.clubs.services.roles import member_role_set
from tournaments.core.permissions import (
    can_admin_club,
    can_enter_hands,
    can_export,
    can_referee,
    club_role,
    is_club_member,
)
from tournaments.play.models import Hand

pytestmark = pytest.mark.django_db

QUICK_WIN = {
    "mode": "quick",
    "kind": "win",
    "winner": "E",
    "discarder": "",
    "points_E": 40,
    "points_S": 10,
    "points_W": 0,
    "points_N": 8,
    "number": 1,
}


def hand_url(table):
    event = table.round.event
    return reverse(
        "play_hand_create",
        kwargs={"slug": event.slug, "round_number": 1, "table_number": table.number},
    )


@pytest.mark.parametrize("role", ["scorekeeper", "referee", "club admin"])
def test_an_inactive_member_has_no_role_even_if_one_is_stored(make_user, club, nmb_table, role):
    user = make_user(role, club=club)
    Member.objects.filter(user=user).update(active=False)  # an old row: role kept
    user = type(user).objects.get(pk=user.pk)  # no cached memberships
    event = nmb_table.round.event
    assert club_role(user, club) == ""
    assert not is_club_member(user, club)
    assert not any(
        check(user, target)
        for check, target in (
            (can_enter_hands, event),
            (can_referee, event),
            (can_admin_club, club),
            (can_export, club),
        )
    )


def test_an_inactive_scorekeeper_cannot_save_a_hand(client, scorekeeper, club, nmb_table):
    Member.objects.filter(user=scorekeeper).update(active=False)
    client.force_login(scorekeeper)
    assert client.post(hand_url(nmb_table), QUICK_WIN).status_code == 403
    assert not Hand.objects.exists()


def _sessions_of(user) -> int:
    return sum(
        1 for s in Session.objects.all() if s.get_decoded().get("_auth_user_id") == str(user.pk)
    )


@pytest.mark.parametrize("deactivate", ["service", "edit form field"])
def test_deactivation_ends_the_role_and_every_session(
    make_user, club, nmb_table, scorekeeper, deactivate
):
    phone, laptop, bystander = Client(), Client(), Client()
    phone.force_login(scorekeeper)
    laptop.force_login(scorekeeper)
    other = make_user("scorekeeper", club=club, username="other-keeper")
    bystander.force_login(other)
    assert _sessions_of(scorekeeper) == 2
    member = Member.objects.get(user=scorekeeper)
    if deactivate == "service":
        member_deactivate(member=member)
    else:
        member_update(member=member, active=False)
    member.refresh_from_db()
    assert member.role == "" and not member.active
    assert _sessions_of(scorekeeper) == 0
    assert _sessions_of(other) == 1  # nobody else is logged out
    response = phone.post(hand_url(nmb_table), QUICK_WIN)
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert not Hand.objects.exists()


def test_the_admin_deactivates_through_the_member_page(client, make_user, club, scorekeeper):
    admin = make_user("club admin", club=club, username="boss")
    keeper_phone = Client()
    keeper_phone.force_login(scorekeeper)
    client.force_login(admin)
    member = Member.objects.get(user=scorekeeper)
    url = reverse("member_active", kwargs={"club_slug": club.slug, "pk": member.pk})
    assert client.post(url, {"active": "0"}).status_code == 302
    member.refresh_from_db()
    assert (member.active, member.role) == (False, "")
    assert _sessions_of(scorekeeper) == 0 and _sessions_of(admin) == 1


def test_a_member_without_login_is_deactivated_without_fuss(club):
    member = MemberFactory(club=club)
    assert not member_deactivate(member=member).active


def test_an_inactive_member_is_given_no_role(make_user, club):
    user = make_user(club=club, username="sleeper")
    member = member_deactivate(member=Member.objects.get(user=user))
    with pytest.raises(ValidationError, match="inactive"):
        member_role_set(member=member, role="scorekeeper")
    assert member_role_set(member=member, role="").role == ""
