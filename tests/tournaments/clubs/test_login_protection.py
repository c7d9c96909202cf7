"""Security issue 54, finding 1: a club admin acted on logins that are not the club's to
touch. Given a membership in club B, the site's superuser could be erased (renamed,
deactivated, its password made unusable, its sessions ended) and unlocked again and again
by B's admin; the demo's admin could erase their own membership and leave the club without
an admin. One rule (``tournaments.clubs.selectors.protection``) now guards every club action
on a login, each through its page: every action × every protected target below."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from axes.models import AccessAttempt
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.factories import ClubFactory, MemberFactory
from tournaments.accounts.models import AccessLink
from tournaments.clubs.models import Club, Member
from tournaments.core.roles import CLUB_ADMIN, SCOREKEEPER

pytestmark = pytest.mark.django_db


@dataclass
class Scene:
    club: Club
    admin: User  # the club admin who acts
    client: Client


def _lock(user: User) -> None:
    AccessAttempt.objects.create(
        username=user.get_username(),
        ip_address="192.0.2.9",
        user_agent="test",
        failures_since_start=5,
        attempt_time=timezone.now(),
    )


def _post(scene: Scene, member: Member, action: str):
    club = scene.club.slug
    member_url = {"club_slug": club, "pk": member.pk}
    if action == "erase":
        url = reverse("privacy_member_erase", kwargs=member_url)
        return scene.client.post(url, {"confirm": "on"}, follow=True)
    if action == "deactivate":
        url = reverse("member_active", kwargs=member_url)
        return scene.client.post(url, {"active": "0"}, follow=True)
    if action == "role":
        url = reverse("club_roles", kwargs={"slug": club})
        return scene.client.post(url, {"member": member.pk, "role": SCOREKEEPER}, follow=True)
    if action == "unlock":
        url = reverse("club_lockouts", kwargs={"slug": club})
        return scene.client.post(url, {"member": member.pk}, follow=True)
    assert action == "reset"
    return scene.client.post(reverse("member_reset_link", kwargs=member_url), follow=True)


def _state(member: Member) -> tuple:
    """Everything the five actions change about a member and its login."""
    member = Member.objects.select_related("user").get(pk=member.pk)
    user = member.user
    return (
        member.erased_at,
        member.active,
        member.role,
        member.user_id,
        user.username if user else None,
        user.is_active if user else None,
        user.has_usable_password() if user else None,
        AccessAttempt.objects.filter(username=user.username).count() if user else None,
        AccessLink.objects.filter(member=member).count(),
    )


# -- the protected targets: (name, make(scene) -> the member acted on, the page's message) --
def _superuser(scene: Scene) -> Member:
    boss = User.objects.create_superuser("operator", "op@example.org", "pw-for-tests")
    return MemberFactory(club=scene.club, user=boss)


def _staff(scene: Scene) -> Member:
    staff = User.objects.create_user("helpdesk", "hd@example.org", "pw-for-tests", is_staff=True)
    return MemberFactory(club=scene.club, user=staff)


def _shared(scene: Scene) -> Member:
    user = User.objects.create_user("twoclubs", "two@example.org", "pw-for-tests")
    MemberFactory(club=ClubFactory(slug="other-club"), user=user)
    return MemberFactory(club=scene.club, user=user)


def _last_admin(scene: Scene) -> Member:
    return Member.objects.get(club=scene.club, user=scene.admin)


def _self_with_another_admin(scene: Scene) -> Member:
    other = User.objects.create_user("second", "2@example.org", "pw-for-tests")
    MemberFactory(club=scene.club, user=other, role=CLUB_ADMIN)
    return Member.objects.get(club=scene.club, user=scene.admin)


OPERATOR = "This is a login of the site's operator: a club cannot change it."
SHARED = "This login is also used by another club: only the site's operator can do this."
LAST = "This is the club's last admin: first make another member club admin."
SELF = "You cannot do this to your own membership: ask another club admin."
OWN_ROLE = "You cannot change your own role."

TARGETS: dict[str, Callable[[Scene], Member]] = {
    "superuser": _superuser,
    "staff": _staff,
    "shared login": _shared,
    "last admin (oneself)": _last_admin,
    "oneself, another admin left": _self_with_another_admin,
}

# (action, target, the message; None: allowed, and then only this club's record changes)
CASES = [
    ("erase", "superuser", OPERATOR),
    ("deactivate", "superuser", OPERATOR),
    ("role", "superuser", OPERATOR),
    ("unlock", "superuser", OPERATOR),
    ("reset", "superuser", OPERATOR),
    ("erase", "staff", OPERATOR),
    ("deactivate", "staff", OPERATOR),
    ("role", "staff", OPERATOR),
    ("unlock", "staff", OPERATOR),
    ("reset", "staff", OPERATOR),
    ("erase", "shared login", None),
    ("deactivate", "shared login", None),
    ("role", "shared login", None),
    ("unlock", "shared login", SHARED),
    ("reset", "shared login", SHARED),
    ("erase", "last admin (oneself)", SELF),
    ("deactivate", "last admin (oneself)", SELF),
    ("role", "last admin (oneself)", OWN_ROLE),
    ("unlock", "last admin (oneself)", LAST),
    ("reset", "last admin (oneself)", LAST),
    ("erase", "oneself, another admin left", SELF),
    ("deactivate", "oneself, another admin left", SELF),
    ("role", "oneself, another admin left", OWN_ROLE),
]  # fmt: skip


@pytest.fixture
def scene(make_user, club, settings):
    settings.LANGUAGE_CODE = "en"
    admin = make_user("club admin", club=club, username="beheerder")
    client = Client(HTTP_ACCEPT_LANGUAGE="en")
    client.force_login(admin)
    return Scene(club=club, admin=admin, client=client)


@pytest.mark.parametrize(("action", "target", "message"), CASES)
def test_a_club_action_leaves_a_protected_login_alone(scene, action, target, message):
    member = TARGETS[target](scene)
    if action == "unlock":
        _lock(member.user)
    before = _state(member)
    page = _post(scene, member, action).content.decode()
    if message is not None:
        assert _state(member) == before
        assert message.replace("'", "&#x27;") in page
        return
    # the shared login: this club's membership changes, the login the other club uses not
    user = User.objects.get(pk=member.user_id)
    assert user.is_active and user.has_usable_password() and user.username == "twoclubs"
    assert _state(member) != before


def test_the_rule_counts_every_action_and_target():
    """Every action is tried on every protected target (the shared login's account actions
    and its membership actions alike); a refusal of oneself is the same whether or not
    another admin is left, but for the account actions that the last admin's rule refuses."""
    actions = {"erase", "deactivate", "role", "unlock", "reset"}
    for target in ("superuser", "staff", "shared login", "last admin (oneself)"):
        assert {a for a, t, _m in CASES if t == target} == actions


def test_the_last_admin_stays_even_for_the_operator(club, make_user):
    """The site's operator on a club's pages may act on shared and staff logins, but does
    not take the club's last admin away."""
    admin = make_user("club admin", club=club, username="beheerder")
    boss = User.objects.create_superuser("operator", "op@example.org", "pw-for-tests")
    client = Client(HTTP_ACCEPT_LANGUAGE="en")
    client.force_login(boss)
    member = Member.objects.get(user=admin)
    url = reverse("member_active", kwargs={"club_slug": club.slug, "pk": member.pk})
    page = client.post(url, {"active": "0"}, follow=True).content.decode()
    assert LAST.replace("'", "&#x27;") in page
    assert Member.objects.get(pk=member.pk).active


@pytest.mark.parametrize("target", ["superuser", "staff", "last admin (oneself)"])
def test_the_members_page_offers_no_button_that_would_be_refused(scene, target):
    member = TARGETS[target](scene)
    kwargs = {"club_slug": scene.club.slug, "pk": member.pk}
    page = scene.client.get(reverse("member_detail", kwargs=kwargs)).content.decode()
    for refused in ("member_active", "member_reset_link", "privacy_member_erase"):
        assert reverse(refused, kwargs=kwargs) not in page, refused
    assert "a club cannot change it" in page or "own membership" in page


def test_the_members_page_of_a_shared_login_offers_deactivation_but_no_reset(scene):
    member = _shared(scene)
    kwargs = {"club_slug": scene.club.slug, "pk": member.pk}
    page = scene.client.get(reverse("member_detail", kwargs=kwargs)).content.decode()
    assert reverse("member_active", kwargs=kwargs) in page
    assert reverse("privacy_member_erase", kwargs=kwargs) in page
    assert reverse("member_reset_link", kwargs=kwargs) not in page
    assert "only the site&#x27;s operator" in page


@pytest.mark.parametrize("target", ["superuser", "staff", "last admin (oneself)"])
def test_the_member_import_deactivates_no_protected_membership(scene, target):
    """The member import is the other way to deactivate (an "active: no" column): the same
    rule, and nothing of the file is imported."""
    from django.core.exceptions import ValidationError

    from tournaments.clubs.imports.members import member_import, member_import_preview

    member = TARGETS[target](scene)
    csv = (
        "member_number,first_name,last_name,country,active\n"
        f"{member.member_number},{member.first_name},{member.last_name},NL,no\n"
        "555,Nieuw,Lid,NL,yes\n"
    )
    preview = member_import_preview(club=scene.club, data=csv.encode(), filename="m.csv")
    before = _state(member)
    with pytest.raises(ValidationError) as refused:
        member_import(club=scene.club, preview=preview, actor=scene.admin)
    assert member.full_name in refused.value.messages[0]
    assert _state(member) == before
    assert not Member.objects.filter(club=scene.club, member_number="555").exists()
