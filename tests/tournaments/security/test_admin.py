"""The Django admin: superusers only, and never a back door around the scores.

Issue 21 findings 1 and 2: a club admin (staff, with the old global ``auth.user``
permissions) made himself superuser and set anyone's password; an admin of club B edited
club A's settlements, joined club A and deleted a hand of a closed round without audit.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory
from tests.tournaments.security.conftest import build_world
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.clubs.services.roles import roles_sync
from tournaments.events.models import Round
from tournaments.play.models import Hand, HandResult, Seat, Table

pytestmark = pytest.mark.django_db


@pytest.fixture
def w(world):
    return world


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


# -- a club admin (even with staff status) gets nothing from the admin -------------------------
CLUB_ADMIN_POSTS = [
    # (what, url, data)
    (
        "makes himself superuser",
        lambda w: reverse("admin:auth_user_change", args=[w.users["club_admin"].pk]),
        lambda w: {
            "username": "clubadmin",
            "is_superuser": "on",
            "is_staff": "on",
            "is_active": "on",
            "date_joined_0": "2026-01-01",
            "date_joined_1": "00:00",
        },
    ),
    (
        "sets another's password",
        lambda w: reverse("admin:auth_user_password_change", args=[w.users["member"].pk]),
        lambda w: {"password1": "taken-over-123", "password2": "taken-over-123"},
    ),
    (
        "edits a settlement",
        lambda w: reverse("admin:tournaments_handresult_change", args=[w.hand.results.first().pk]),
        lambda w: {
            "hand": w.hand.pk,
            "seat": w.hand.results.first().seat_id,
            "points": 0,
            "settlement": 999999,
            "elements": "[]",
        },
    ),
    (
        "joins another club",
        lambda w: reverse("admin:tournaments_member_add"),
        lambda w: {
            "club": ClubFactory(slug="other").pk,
            "first_name": "I",
            "last_name": "Intruder",
            "member_number": "X1",
            "joined_on": "2026-01-01",
            "country": "NL",
            "user": w.users["club_admin"].pk,
            "role": "club admin",
        },
    ),
    (
        "deletes a hand",
        lambda w: reverse("admin:tournaments_hand_delete", args=[w.hand.pk]),
        lambda w: {"post": "yes"},
    ),
]


def _state():
    user_model = get_user_model()
    return (
        list(user_model.objects.order_by("pk").values_list("pk", "is_superuser", "password")),
        list(HandResult.objects.order_by("pk").values_list("pk", "settlement")),
        list(Member.objects.order_by("pk").values_list("pk", "club_id", "user_id", "role")),
        list(Hand.objects.order_by("pk").values_list("pk", "number", "version")),
    )


@pytest.mark.parametrize(
    ("what", "url", "data"), CLUB_ADMIN_POSTS, ids=[r[0] for r in CLUB_ADMIN_POSTS]
)
def test_a_club_admin_cannot_use_the_admin(w, what, url, data):
    staff = w.users["club_admin"]
    assert staff.is_staff  # staff status alone must open nothing
    client = _client(staff)
    assert client.get(reverse("admin:index")).status_code == 302  # to the admin's log-in
    before = _state()
    response = client.post(url(w), data(w))
    assert response.status_code == 302 and "/admin/login/" in response["Location"], what
    assert _state() == before, what


def test_the_old_role_groups_are_gone_and_grant_nothing(w):
    Group.objects.create(name="club admin")  # a leftover of an old installation
    assert roles_sync() == 1
    assert not Group.objects.filter(name__in=["club admin", "scorekeeper", "referee"]).exists()
    assert not w.users["club_admin"].has_perm("auth.change_user")


# -- even a superuser cannot write scores, seats of a played table or the audit trail ----------
def _seat(w):
    return w.table.seats.order_by("position").first()


SUPERUSER_REFUSED = [
    (
        "change a hand",
        lambda w: reverse("admin:tournaments_hand_change", args=[w.hand.pk]),
        lambda w: {"number": 5, "result_kind": "draw", "version": 1},
    ),
    (
        "delete a hand",
        lambda w: reverse("admin:tournaments_hand_delete", args=[w.hand.pk]),
        lambda w: {"post": "yes"},
    ),
    ("add a hand", lambda w: reverse("admin:tournaments_hand_add"), lambda w: {}),
    (
        "change a result",
        lambda w: reverse("admin:tournaments_handresult_change", args=[w.hand.results.first().pk]),
        lambda w: {"settlement": 999999},
    ),
    (
        "delete a result",
        lambda w: reverse("admin:tournaments_handresult_delete", args=[w.hand.results.first().pk]),
        lambda w: {"post": "yes"},
    ),
    (
        "change an audit entry",
        lambda w: reverse(
            "admin:tournaments_auditentry_change", args=[AuditEntry.objects.first().pk]
        ),
        lambda w: {"action": "forged"},
    ),
    ("add an audit entry", lambda w: reverse("admin:tournaments_auditentry_add"), lambda w: {}),
    (
        "move a seat of a played table",
        lambda w: reverse("admin:tournaments_seat_change", args=[_seat(w).pk]),
        lambda w: {"table": w.table.pk, "position": 0, "wind": "E", "guest_name": "Someone else"},
    ),
    (
        "delete a seat of a played table",
        lambda w: reverse("admin:tournaments_seat_delete", args=[_seat(w).pk]),
        lambda w: {"post": "yes"},
    ),
    (
        "delete a table with hands",
        lambda w: reverse("admin:tournaments_table_delete", args=[w.table.pk]),
        lambda w: {"post": "yes"},
    ),
    (
        "delete a round with hands",
        lambda w: reverse("admin:tournaments_round_delete", args=[w.round.pk]),
        lambda w: {"post": "yes"},
    ),
    (
        "delete an event with hands",
        lambda w: reverse("admin:tournaments_event_delete", args=[w.event.pk]),
        lambda w: {"post": "yes"},
    ),
]


def _scores():
    return (
        list(Hand.objects.order_by("pk").values_list()),
        list(HandResult.objects.order_by("pk").values_list()),
        list(AuditEntry.objects.order_by("pk").values_list()),
        list(Seat.objects.order_by("pk").values_list()),
        Table.objects.count(),
        Round.objects.count(),
    )


@pytest.mark.parametrize(
    ("what", "url", "data"), SUPERUSER_REFUSED, ids=[r[0] for r in SUPERUSER_REFUSED]
)
def test_the_admin_never_writes_scores(w, make_user, what, url, data):
    from tournaments.audit.services import audit_record

    audit_record(actor=None, action="hand.create", obj=w.hand, event=w.event)
    client = _client(make_user(username="root", is_superuser=True, is_staff=True))
    before = _scores()
    response = client.post(url(w), data(w))
    assert response.status_code == 403, (what, response.status_code)
    assert _scores() == before, what


@pytest.mark.parametrize(
    "url",
    [
        lambda w: reverse("admin:tournaments_hand_change", args=[w.hand.pk]),
        lambda w: reverse("admin:tournaments_handresult_changelist"),
        lambda w: reverse("admin:tournaments_seat_change", args=[_seat(w).pk]),
        lambda w: reverse("admin:tournaments_table_change", args=[w.table.pk]),
        lambda w: reverse("admin:tournaments_member_changelist"),
    ],
)
def test_a_superuser_still_reads_everything(w, make_user, url):
    client = _client(make_user(username="root", is_superuser=True, is_staff=True))
    assert client.get(url(w)).status_code == 200


def test_a_seat_of_an_unplayed_table_can_still_be_fixed(w, make_user, club):
    other = build_world(ClubFactory(slug="fresh"), make_user, prefix="f-")
    other.hand.delete()
    seat = other.table.seats.order_by("position").first()
    client = _client(make_user(username="root", is_superuser=True, is_staff=True))
    url = reverse("admin:tournaments_seat_change", args=[seat.pk])
    data = {
        "table": other.table.pk,
        "position": seat.position,
        "wind": seat.wind,
        "member": seat.member_id,
        "guest_name": "",
    }
    assert client.post(url, data).status_code == 302
