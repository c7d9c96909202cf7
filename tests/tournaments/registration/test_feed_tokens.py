"""Security issue 54, finding 4: a member's private calendar feed had one address for
ever: it could not be revoked, and it kept working after the membership ended. Now the
member gets a new address with one button (the old one is a 404 from then on), and
deactivating or erasing the membership ends the address too (reactivated, the member has a
new one)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.registration.helpers import open_event
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.clubs.services.members import member_deactivate
from tournaments.privacy.services import member_erase
from tournaments.registration.selectors.feeds import member_feed_token
from tournaments.registration.services.registrations import registration_create

pytestmark = pytest.mark.django_db


def _feed(token: str) -> int:
    url = reverse("registration_member_feed", kwargs={"token": token})
    return Client().get(url).status_code


def _renew(member: Member, event, client: Client) -> None:
    url = reverse("registration_member_feed_renew", kwargs={"slug": event.slug})
    page = client.post(url, follow=True).content.decode()
    assert "nieuw adres" in page  # the member is told, in the site's language


def _deactivate(member: Member, event, client: Client) -> None:
    member_deactivate(member=member, actor=None)


def _deactivate_and_back(member: Member, event, client: Client) -> None:
    member_deactivate(member=member, actor=None)
    member_deactivate(member=Member.objects.get(pk=member.pk), active=True, actor=None)


def _erase(member: Member, event, client: Client) -> None:
    member_erase(member=member, actor=None)


# (what happens, then whether the member has a feed that works at its current address)
ENDINGS: list[tuple[str, Callable[..., None], bool]] = [
    ("the member asks for a new address", _renew, True),
    ("the membership is deactivated", _deactivate, False),
    ("deactivated and reactivated", _deactivate_and_back, True),
    ("the member is erased", _erase, False),
]


@pytest.mark.parametrize(("what", "act", "current_works"), ENDINGS, ids=[e[0] for e in ENDINGS])
def test_the_old_feed_address_ends(club, make_user, what, act, current_works):
    user = make_user(club=club, username="lid")
    member = Member.objects.get(user=user)
    event = open_event(club)
    registration_create(event=event, member=member)
    old = member_feed_token(member=member)
    assert _feed(old) == 200
    client = Client()
    client.force_login(user)
    act(member, event, client)
    member = Member.objects.get(pk=member.pk)
    assert _feed(old) == 404, what
    current = member_feed_token(member=member)
    assert current != old
    assert _feed(current) == (200 if current_works else 404), what


def test_the_register_page_offers_the_new_address_and_it_is_audited(club, make_user):
    user = make_user(club=club, username="lid")
    member = Member.objects.get(user=user)
    event = open_event(club)
    registration_create(event=event, member=member)
    client = Client()
    client.force_login(user)
    register = reverse("registration_register", kwargs={"slug": event.slug})
    page = client.get(register).content.decode()
    assert reverse("registration_member_feed_renew", kwargs={"slug": event.slug}) in page
    old = member_feed_token(member=member)
    _renew(member, event, client)
    page = client.get(register).content.decode()
    assert old not in page
    assert member_feed_token(member=Member.objects.get(pk=member.pk)) in page
    entry = AuditEntry.objects.get(action="member.feed_renew")
    assert entry.after == {"feed_generation": 1}


def test_only_a_member_of_the_club_renews_their_own(club, make_user):
    event = open_event(club)
    url = reverse("registration_member_feed_renew", kwargs={"slug": event.slug})
    assert Client().post(url).status_code == 302  # anonymous: the log-in page
    assert "/accounts/login/" in Client().post(url)["Location"]
    outsider = make_user(username="buiten")
    client = Client()
    client.force_login(outsider)
    assert client.post(url).status_code == 404  # no membership of the club: no feed
    assert not AuditEntry.objects.filter(action="member.feed_renew").exists()
