"""Issue 38 finding 7: 403 (or the log-in page) for a private club's pages, but 404 for a
club that does not exist, told an outsider which private clubs and events exist. Now
every page of a private club and of its events answers 404 to anonymous visitors and to
users who are not members of the club, as a club that does not exist; members with a
small role still get 403 and superusers keep access.

The table runs over every URL of the permission matrix that belongs to the world's
private club (tests/tournaments/security/matrix.py), GET and, where the view writes, POST.
"""

from __future__ import annotations

import copy

import pytest
from django.db import transaction
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory
from tests.shared_rows import new_user, shared_rows
from tests.tournaments.security.conftest import World, build_world
from tests.tournaments.security.matrix import MATRIX, none
from tests.tournaments.security.refused import logged_in, session_key

# WeasyPrint's layout skipped: the PDFs are printed for real in test_pdf_views.py
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("prints")]

#: The players' table link (its token is the credential), the password-reset link and the
#: one-time setup, invitation and new-password links (issue 37), a registration's personal
#: link, a member's registration feed and a player's check-in link (issue 40): not pages of
#: the club.
NOT_CLUB_PAGES = {
    "table_link",
    "password_reset_confirm",
    "setup",
    "join",
    "reset_by_link",
    "registration_personal",  # issue 40: a registrant's personal link, the token is the key
    "registration_member_feed",
    "checkin_link",  # a player's personal check-in link: its token is the credential
    "checkin_registration",  # the personal registration page's check-in: the token is the key
    # issue 51: what a player does with the table's link (the token, then the seat code)
    "table_link_acceptance",
    "table_link_decide",
    "table_link_hand_create",
    "table_link_hand_correction",
    "table_link_preview",
    "table_link_referee",
    "table_link_sign_in",
    "table_link_sign_out",
    "player_page",  # a player's own page: its key is the credential (docs/player-page.md)
    "player_page_live",
}
#: Rows whose arguments name something that does not exist (404 for everyone, superusers too).
#: the matrix names no such object (a team, a print job, a draw job)
MISSING_OBJECT = {
    "club_login_link",
    "teams_delete",
    "print_job",
    "print_job_file",
    "seating_draw_job",
    "toy_feature_note",  # the tests' toy feature keeps no note for the world's event
    "registration_staff",  # the world's event has no registration to cancel
    "registration_member_feed_renew",  # a superuser without a membership has no feed
}
CLUB_URLS = sorted(
    name for name, rule in MATRIX.items() if rule.kwargs is not none and name not in NOT_CLUB_PAGES
)


def _build() -> tuple[World, dict[str, str | None], str]:
    """The matrix world; who must not learn that the club exists: nobody logged in, a
    member of another club and the admin (with admin-site staff status) of another club,
    each by a logged-in session; and a superuser's session."""
    world = build_world(
        ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True), new_user
    )
    elsewhere = ClubFactory(slug="elders", public_results=False)
    outsiders = {
        "anonymous": None,
        "member elsewhere": session_key(new_user(club=elsewhere, username="elders-lid")),
        "admin elsewhere": session_key(
            new_user("club admin", club=elsewhere, username="elders-admin", is_staff=True)
        ),
    }
    superuser = session_key(new_user(username="beheer", is_superuser=True, is_staff=True))
    return world, outsiders, superuser


@pytest.fixture(scope="module")
def rows(request, django_db_setup, django_db_blocker):
    """Built once for this module's tests (every request of a test is rolled back, and so
    is each test: tests/shared_rows.py)."""
    yield from shared_rows(request, django_db_blocker, _build)


@pytest.fixture
def world(rows, db) -> World:
    return copy.deepcopy(rows[0])


def _answer(client: Client, method: str, url: str, data: dict) -> int:
    with transaction.atomic():
        response = client.get(url) if method == "GET" else client.post(url, data)
        transaction.set_rollback(True)
    return response.status_code


def _methods(name: str) -> list[str]:
    rule = MATRIX[name]
    methods = [] if rule.get["club_admin"] == 405 else ["GET"]
    return methods + (["POST"] if rule.post is not None else [])


@pytest.mark.parametrize("name", CLUB_URLS)
def test_a_private_clubs_pages_do_not_exist_for_outsiders(name, world, rows):
    _world, outsiders, superuser = rows
    rule = MATRIX[name]
    url = reverse(name, kwargs=rule.kwargs(world))
    wrong = []
    for who, key in outsiders.items():
        client = logged_in(key)
        for method in _methods(name):
            status = _answer(client, method, url, rule.data(world))
            if status != 404:
                wrong.append(f"{method} {who}: {status}, not 404")
    for method in _methods(name):
        status = _answer(logged_in(superuser), method, url, rule.data(world))
        if status == 403 or (status == 404 and name not in MISSING_OBJECT):
            wrong.append(f"{method} superuser: {status}")
    assert not wrong, f"{name} ({url}):\n  " + "\n  ".join(wrong)


def test_the_table_covers_the_clubs_pages():
    assert {"club_detail", "event_detail", "member_list", "play_table"} <= set(CLUB_URLS)
    assert len(CLUB_URLS) > 50


def test_a_members_too_small_role_is_still_403(world):
    client = Client()
    client.force_login(world.users["member"])
    assert client.get(reverse("club_settings", kwargs={"slug": world.club.slug})).status_code == 403


def test_a_public_club_still_asks_anonymous_visitors_to_log_in(world):
    world.club.public_results = True
    world.club.save()
    response = Client().get(reverse("club_settings", kwargs={"slug": world.club.slug}))
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")
