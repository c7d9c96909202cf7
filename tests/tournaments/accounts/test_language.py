"""Issue 37: the club's language (set up with the club, changed in its settings) and each
login's own language, which follows it to every device."""

import re

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tests.tournaments.accounts.test_setup import FORM, setup_token
from tests.tournaments.audit.page_forms import page_form
from tournaments.accounts.models import AccountSettings
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Club

pytestmark = pytest.mark.django_db

PASSWORD = "groene-draak-77"


@pytest.fixture(autouse=True)
def _fresh_cache():
    cache.clear()  # the clubs' languages are cached by address
    yield
    cache.clear()


def html_lang(response) -> str:
    return re.search(r'<html lang="([^"]+)"', response.content.decode())[1]


@pytest.mark.parametrize("language", ["nl", "de", "en"])
def test_the_setup_page_stores_the_club_language_and_its_admins(client, language):
    url = reverse("setup", kwargs={"token": setup_token()})
    assert client.post(url, {**FORM, "language": language}).status_code == 302
    assert Club.objects.get().language == language
    assert AccountSettings.objects.get(user__username="wim").language == language


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_operator_adds_a_club_in_its_language(client, admin_user, language):
    ClubFactory(slug="eerste")
    client.force_login(admin_user)
    form = {"club_name": "Tweede", "slug": "tweede", "default_ruleset": "mcr"}
    assert client.post(reverse("site_club_add"), {**form, "language": language}).status_code == 302
    assert Club.objects.get(slug="tweede").language == language


def test_the_club_settings_change_the_language_audited(client, make_user, club):
    client.force_login(make_user("club admin", club=club, username="boss"))
    url = reverse("club_settings", kwargs={"slug": club.slug})
    visitor = Client(HTTP_ACCEPT_LANGUAGE="fr")
    assert visitor.get(club.get_absolute_url())["Content-Language"] == "nl"  # cached now
    data = page_form(client.get(url).content.decode(), url)
    assert data["language"] == ["nl"]
    assert client.post(url, {**data, "language": ["de"]}).status_code == 302
    club.refresh_from_db()
    assert club.language == "de"
    entry = AuditEntry.objects.get(action="club.update")
    assert (entry.before["language"], entry.after["language"]) == ("nl", "de")
    assert visitor.get(club.get_absolute_url())["Content-Language"] == "de"  # at once


@pytest.mark.parametrize("language", ["de", "en"])
def test_an_accepted_invitation_gives_the_new_login_the_club_language(client, make_user, language):
    club = ClubFactory(slug="de-wind", language=language)
    client.force_login(make_user("club admin", club=club, username="boss"))
    member = MemberFactory(club=club, first_name="Karin", last_name="Vos")
    url = reverse("member_invite", kwargs={"club_slug": club.slug, "pk": member.pk})
    page = client.post(url, {"role": ""}, follow=True).content.decode()
    token = re.search(r"/join/([^/\"]+)/", page)[1]
    phone = Client()
    login = {"username": "karin", "password1": PASSWORD, "password2": PASSWORD}
    joined = phone.post(reverse("join", kwargs={"token": token}), login)
    assert joined.status_code == 302 and joined.cookies["django_language"].value == language
    assert AccountSettings.objects.get(user__username="karin").language == language
    assert html_lang(phone.get(reverse("account"))) == language


def log_in(client: Client, username: str):
    return client.post(reverse("login"), {"username": username, "password": PASSWORD})


@pytest.mark.parametrize(
    ("stored", "expected"),
    [("de", "de"), ("en", "en"), (None, "nl")],
    ids=["German", "English", "no choice: as today"],
)
def test_the_account_language_follows_the_login_to_another_device(
    client, make_user, club, stored, expected
):
    user = make_user(club=club, username="lid", password=PASSWORD)
    client.force_login(user)
    if stored:
        client.post(reverse("account"), {"action": "language", "language": stored})
        assert AccountSettings.objects.get(user=user).language == stored
        assert AuditEntry.objects.filter(action="account.language").count() == 1
    other = Client()  # another device: no cookie
    response = log_in(other, "lid")
    assert response.status_code == 302
    assert ("django_language" in response.cookies) == bool(stored)
    page = other.get(reverse("account"))
    assert page["Content-Language"] == expected and html_lang(page) == expected


@pytest.mark.parametrize("logged_in", [True, False], ids=["logged in", "visitor"])
def test_the_language_menu_keeps_a_logins_choice_with_the_account(
    client, make_user, club, logged_in
):
    user = make_user(club=club, username="lid", password=PASSWORD)
    if logged_in:
        client.force_login(user)
    response = client.post(reverse("set_language"), {"language": "de", "next": "/"})
    assert response.status_code == 302 and response.cookies["django_language"].value == "de"
    stored = AccountSettings.objects.filter(user=user).values_list("language", flat=True)
    assert list(stored) == (["de"] if logged_in else [])
    other = Client()  # the same login on another device takes the menu's choice along
    log_in(other, "lid")
    assert html_lang(other.get(reverse("account"))) == ("de" if logged_in else "nl")


def test_a_login_brings_its_language_over_the_device_cookie(client, make_user, club):
    user = make_user(club=club, username="lid", password=PASSWORD)
    AccountSettings.objects.create(user=user, language="de")
    client.cookies["django_language"] = "en"
    assert log_in(client, "lid").cookies["django_language"].value == "de"
    assert html_lang(client.get(reverse("account"))) == "de"


@pytest.mark.parametrize(
    ("cookie", "accept", "page", "expected"),
    [
        (None, "fr-FR,fr;q=0.9", "club", "de"),
        (None, "fr-FR,fr;q=0.9", "event", "de"),
        (None, None, "club", "nl"),
        (None, "fr, en;q=0.5", "club", "en"),
        (None, "de-AT", "club", "de"),
        (None, "nl", "club", "nl"),
        ("en", "fr", "club", "en"),
        ("xx", "fr", "club", "de"),
        (None, "fr", "home", "nl"),
        (None, "fr", "unknown club", "nl"),
    ],
    ids=[
        "foreign browser: the club's",
        "on its event's page too",
        "no Accept-Language (a script): the site's",
        "the browser names English",
        "the browser names a German variant",
        "the browser names Dutch",
        "the visitor chose English",
        "an unknown cookie is no choice",
        "not a club's page: the site's",
        "no such club: the site's",
    ],
)
def test_a_visitor_who_chose_nothing_sees_a_club_in_its_language(cookie, accept, page, expected):
    club = ClubFactory(slug="der-wind", language="de", public_results=True)
    event = EventFactory(club=club, slug="abend-1")
    url = {
        "club": club.get_absolute_url(),
        "event": event.get_absolute_url(),
        "home": "/",
        "unknown club": "/clubs/gibt-es-nicht/",
    }[page]
    visitor = Client(**({"HTTP_ACCEPT_LANGUAGE": accept} if accept else {}))
    if cookie:
        visitor.cookies["django_language"] = cookie
    response = visitor.get(url)
    assert response["Content-Language"] == expected
    if response.status_code == 200:
        assert html_lang(response) == expected
