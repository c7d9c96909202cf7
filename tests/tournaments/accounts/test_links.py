"""Issue 37: logins without e-mail. A club admin hands over an invitation or a password
reset link (with its QR code); each works once, until it expires or is revoked."""

import datetime
import re

import pytest
from django.contrib.auth.models import User
from django.contrib.sessions.models import Session
from django.core import mail
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.factories import ClubFactory, MemberFactory
from tournaments.accounts.models import AccessLink
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.core.permissions import club_role

pytestmark = pytest.mark.django_db

LOGIN = {"username": "karin", "password1": "groene-draak-77", "password2": "groene-draak-77"}


@pytest.fixture
def admin_client(client, make_user, club):
    client.force_login(make_user("club admin", club=club, username="boss"))
    return client


@pytest.fixture
def karin(club):
    return MemberFactory(club=club, first_name="Karin", last_name="Vos")


def invite(admin_client, club, member, role="scorekeeper") -> tuple[str, str]:
    """(the link page's HTML, the token) of a new invitation."""
    url = reverse("member_invite", kwargs={"club_slug": club.slug, "pk": member.pk})
    response = admin_client.post(url, {"role": role}, follow=True)
    page = response.content.decode()
    return page, re.search(r"/join/([^/\"]+)/", page).group(1)


def test_an_invitation_gives_the_member_a_login_with_the_role_once(admin_client, club, karin):
    page, token = invite(admin_client, club, karin)
    assert "<svg" in page and "Werkt één keer" in page  # the QR code, in Dutch
    phone = Client()
    join = reverse("join", kwargs={"token": token})
    assert "Karin Vos" in phone.get(join).content.decode()
    response = phone.post(join, LOGIN)
    assert response.status_code == 302
    karin.refresh_from_db()
    user = User.objects.get(username="karin")
    assert karin.user == user and club_role(user, club) == "scorekeeper"
    assert user.check_password("groene-draak-77") and user.first_name == "Karin"
    assert phone.get(join).status_code == 404  # used
    again = Client().post(join, {**LOGIN, "username": "mallory"})
    assert again.status_code == 404 and not User.objects.filter(username="mallory").exists()
    actions = set(AuditEntry.objects.values_list("action", flat=True))
    assert {"invitation.issue", "invitation.use", "member.role"} <= actions


@pytest.mark.parametrize("spoil", ["expired", "revoked", "member deactivated"])
def test_a_spoilt_invitation_creates_no_login(admin_client, club, karin, spoil):
    _page, token = invite(admin_client, club, karin)
    link = AccessLink.objects.get()
    if spoil == "expired":
        AccessLink.objects.update(expires_at=timezone.now() - datetime.timedelta(minutes=1))
    elif spoil == "revoked":
        response = admin_client.post(
            reverse("club_login_revoke", kwargs={"slug": club.slug}), {"link": link.pk}
        )
        assert response.status_code == 302
        assert AuditEntry.objects.filter(action="invitation.revoke").exists()
    else:
        Member.objects.filter(pk=karin.pk).update(active=False)
    response = Client().post(reverse("join", kwargs={"token": token}), LOGIN)
    assert response.status_code == 404
    assert not User.objects.filter(username="karin").exists()


def test_the_invitation_expires_after_seven_days(admin_client, club, karin):
    invite(admin_client, club, karin)
    lifetime = AccessLink.objects.get().expires_at - timezone.now()
    assert datetime.timedelta(days=6, hours=23) < lifetime <= datetime.timedelta(days=7)


def test_the_admin_lists_the_links_and_others_may_not(admin_client, club, karin, make_user):
    invite(admin_client, club, karin, role="referee")
    page = admin_client.get(reverse("club_logins", kwargs={"slug": club.slug})).content.decode()
    assert "Karin Vos" in page and "Scheidsrechter" in page and "Intrekken" in page
    keeper = Client()
    keeper.force_login(make_user("scorekeeper", club=club, username="keeper"))
    for name, kwargs in [
        ("club_logins", {"slug": club.slug}),
        ("member_invite", {"club_slug": club.slug, "pk": karin.pk}),
    ]:
        assert keeper.get(reverse(name, kwargs=kwargs)).status_code == 403
    assert (
        keeper.post(
            reverse("member_reset_link", kwargs={"club_slug": club.slug, "pk": karin.pk})
        ).status_code
        == 403
    )


def test_an_invitation_by_mail_when_mail_is_configured(admin_client, club, karin, settings):
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}}
    url = reverse("member_invite", kwargs={"club_slug": club.slug, "pk": karin.pk})
    assert 'name="email"' in admin_client.get(url).content.decode()
    admin_client.post(url, {"role": "scorekeeper", "email": "karin@example.org"})
    assert len(mail.outbox) == 1 and "/join/" in mail.outbox[0].body
    assert mail.outbox[0].to == ["karin@example.org"]


def test_no_mail_field_without_mail(admin_client, club, karin):
    url = reverse("member_invite", kwargs={"club_slug": club.slug, "pk": karin.pk})
    assert 'name="email"' not in admin_client.get(url).content.decode()


def test_a_reset_link_sets_a_new_password_once_and_ends_the_sessions(admin_client, club, make_user):
    user = make_user("scorekeeper", club=club, username="vergeetachtig")
    member = Member.objects.get(user=user)
    old_phone = Client()
    old_phone.force_login(user)
    url = reverse("member_reset_link", kwargs={"club_slug": club.slug, "pk": member.pk})
    page = admin_client.post(url, follow=True).content.decode()
    token = re.search(r"/new-password/([^/\"]+)/", page).group(1)
    assert "<svg" in page
    reset = reverse("reset_by_link", kwargs={"token": token})
    phone = Client()
    assert "vergeetachtig" in phone.get(reset).content.decode()
    new = {"password1": "nieuw-en-sterk-31", "password2": "nieuw-en-sterk-31"}
    assert phone.post(reset, new).status_code == 302
    user.refresh_from_db()
    assert user.check_password("nieuw-en-sterk-31")
    assert old_phone.get(reverse("account")).status_code == 302  # logged out
    assert phone.get(reverse("account")).status_code == 200  # the new session stays
    assert Client().post(reset, {**new, "password1": "x", "password2": "x"}).status_code == 404
    user.refresh_from_db()
    assert user.check_password("nieuw-en-sterk-31")
    assert Session.objects.count() == 2  # the admin's and the new one
    assert AuditEntry.objects.filter(action="reset.use").exists()


def test_the_account_page_changes_password_and_language(client, make_user, club):
    user = make_user(club=club, username="lid", password="oud-wachtwoord-1")
    client.force_login(user)
    page = client.get(reverse("account")).content.decode()
    assert "Mijn account" in page and club.name in page
    wrong = client.post(
        reverse("account"),
        {
            "action": "password",
            "old_password": "fout",
            "new_password1": "nieuw-wachtwoord-2",
            "new_password2": "nieuw-wachtwoord-2",
        },
    )
    assert wrong.status_code == 200
    user.refresh_from_db()
    assert user.check_password("oud-wachtwoord-1")
    right = client.post(
        reverse("account"),
        {
            "action": "password",
            "old_password": "oud-wachtwoord-1",
            "new_password1": "nieuw-wachtwoord-2",
            "new_password2": "nieuw-wachtwoord-2",
        },
    )
    assert right.status_code == 302
    user.refresh_from_db()
    assert user.check_password("nieuw-wachtwoord-2")
    assert client.get(reverse("account")).status_code == 200  # still logged in
    response = client.post(reverse("account"), {"action": "language", "language": "de"})
    assert response.cookies["django_language"].value == "de"
    assert "Mein Konto" in client.get(reverse("account")).content.decode()
    bad = client.post(reverse("account"), {"action": "language", "language": "xx"})
    assert bad.status_code == 200


def test_the_account_page_needs_a_login(client):
    response = client.get(reverse("account"))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


@pytest.mark.parametrize("elsewhere", ["superuser", "member of another club"])
def test_no_reset_link_for_a_login_that_counts_elsewhere(admin_client, club, make_user, elsewhere):
    user = make_user(club=club, username="dubbel", is_superuser=elsewhere == "superuser")
    if elsewhere != "superuser":
        MemberFactory(club=ClubFactory(slug="elders"), user=user)
    member = Member.objects.get(user=user, club=club)
    url = reverse("member_reset_link", kwargs={"club_slug": club.slug, "pk": member.pk})
    page = admin_client.post(url, follow=True).content.decode()
    # the one rule of tournaments.clubs.selectors.protection: only the operator does this
    assert "beheerder van de site" in page and not AccessLink.objects.exists()


def test_a_failing_mail_server_is_a_message_not_a_500(admin_client, club, karin, settings):
    settings.PASSWORD_RESET_ENABLED = True
    settings.MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {"host": "127.0.0.1", "port": 9},
        }
    }
    url = reverse("member_invite", kwargs={"club_slug": club.slug, "pk": karin.pk})
    response = admin_client.post(
        url, {"role": "scorekeeper", "email": "k@example.org"}, follow=True
    )
    page = response.content.decode()
    assert response.status_code == 200 and "kon niet worden verstuurd" in page
    assert "/join/" in page  # the link to hand over instead
