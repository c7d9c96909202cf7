"""Issue 37: a new installation is set up only with its one-time link."""

import datetime
import io
import re

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.urls import reverse
from django.utils import timezone

from tests.factories import ClubFactory
from tournaments.accounts.models import AccessLink
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Club, Member
from tournaments.core.permissions import can_admin_club

pytestmark = pytest.mark.django_db

FORM = {
    "club_name": "Mahjongclub De Wind",
    "slug": "de-wind",
    "language": "de",
    "default_ruleset": "mcr",
    "first_name": "Wim",
    "last_name": "Windmeijer",
    "username": "wim",
    "password1": "tegels-en-wind-42",
    "password2": "tegels-en-wind-42",
}


def setup_token() -> str:
    out = io.StringIO()
    call_command("setup_link", stdout=out)
    match = re.search(r"/setup/([^/\s]+)/", out.getvalue())
    assert match, out.getvalue()
    return match.group(1)


def created() -> tuple[int, int, int]:
    return Club.objects.count(), User.objects.count(), Member.objects.count()


def test_the_link_creates_the_club_and_its_admin_once(client):
    token = setup_token()
    url = reverse("setup", kwargs={"token": token})
    assert client.get(url).status_code == 200
    response = client.post(url, FORM)
    assert response.status_code == 302 and response["Location"] == "/clubs/de-wind/"
    club = Club.objects.get()
    assert (club.name, club.default_ruleset) == ("Mahjongclub De Wind", "mcr")
    admin = User.objects.get(username="wim")
    assert can_admin_club(admin, club) and admin.check_password("tegels-en-wind-42")
    assert response.cookies["django_language"].value == "de"
    assert client.get("/clubs/de-wind/").wsgi_request.user == admin  # logged in
    assert AuditEntry.objects.filter(action="setup.use").exists()
    # the link is used up: a second visit or post creates nothing
    assert client.get(url).status_code == 404
    again = client.post(url, {**FORM, "slug": "tweede", "username": "mallory"})
    assert again.status_code == 404 and created() == (1, 1, 1)


@pytest.mark.parametrize(
    "path",
    ["/setup/", "/setup/wrong-token/", "/setup/%20/"],
    ids=["without a link", "wrong link", "blank"],
)
def test_without_a_valid_link_nothing_is_created(client, path):
    setup_token()
    response = client.post(path, FORM)
    assert response.status_code in (200, 404, 405)
    assert created() == (0, 0, 0)


def test_an_expired_or_replaced_link_creates_nothing(client):
    expired = setup_token()
    AccessLink.objects.update(expires_at=timezone.now() - datetime.timedelta(seconds=1))
    assert client.post(reverse("setup", kwargs={"token": expired}), FORM).status_code == 404
    first = setup_token()
    second = setup_token()  # a new run replaces the first link
    assert client.post(reverse("setup", kwargs={"token": first}), FORM).status_code == 404
    assert created() == (0, 0, 0)
    assert client.post(reverse("setup", kwargs={"token": second}), FORM).status_code == 302


def test_only_a_hash_of_the_token_is_stored():
    token = setup_token()
    link = AccessLink.objects.get()
    assert token not in link.token_hash and len(link.token_hash) == 64


def test_no_setup_link_once_a_club_exists():
    ClubFactory()
    with pytest.raises(CommandError, match="already has a club"):
        call_command("setup_link", stdout=io.StringIO())
    out = io.StringIO()
    call_command("setup_link", "--if-new", stdout=out)
    assert out.getvalue() == "" and not AccessLink.objects.exists()


def test_bad_setup_input_is_a_message_not_a_500(client):
    ClubFactory(slug="bezet")
    AccessLink.objects.all().delete()
    Club.objects.all().delete()
    token = setup_token()
    url = reverse("setup", kwargs={"token": token})
    response = client.post(url, {**FORM, "password2": "anders", "slug": "Niet Goed!"})
    assert response.status_code == 200 and created() == (0, 0, 0)
    body = response.content.decode()
    assert "verschillen" in body  # Dutch: the two passwords differ


def test_the_home_page_of_a_new_site_says_how_to_begin(client):
    body = client.get("/").content.decode()
    assert "setup_link" in body and "Zo begin je" in body
    ClubFactory()
    assert "setup_link" not in client.get("/").content.decode()


def test_the_operator_adds_a_club_and_invites_its_first_admin(client, admin_user, make_user):
    ClubFactory(slug="eerste")
    plain = make_user(username="plain")
    client.force_login(plain)
    assert client.get(reverse("site_club_add")).status_code == 403
    client.force_login(admin_user)
    response = client.post(
        reverse("site_club_add"),
        {"club_name": "Tweede club", "slug": "tweede", "language": "nl", "default_ruleset": "mcr"},
    )
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    token = re.search(r"/join/([^/\"]+)/", page).group(1)
    assert "<svg" in page
    invitee = client.__class__()
    joined = invitee.post(
        reverse("join", kwargs={"token": token}),
        {
            "first_name": "Tineke",
            "last_name": "Tweede",
            "username": "tineke",
            "password1": "tweede-club-pw-9",
            "password2": "tweede-club-pw-9",
        },
    )
    assert joined.status_code == 302
    member = Member.objects.get(user__username="tineke")
    assert member.club.slug == "tweede" and member.role == "club admin"
