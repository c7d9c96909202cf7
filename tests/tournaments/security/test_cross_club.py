"""Roles are per club: the permission matrix across two private clubs with the same roles.

Club A and club B each have the matrix world (tests/tournaments/security/conftest.py): a member, an
assigned and an unassigned scorekeeper, a referee and a club admin. The same URL list
(tests/tournaments/security/matrix.py) is checked in club B for B's own users, and then for A's
staff, who are plain members of B as well: in B they must get exactly what B's plain
member gets, and a refused request must write nothing.
"""

from __future__ import annotations

import copy

import pytest
from django.urls import reverse

from tests.factories import ClubFactory, MemberFactory
from tests.shared_rows import new_user, shared_rows
from tests.tournaments.security.conftest import ROLES, build_world
from tests.tournaments.security.matrix import BOUNCE, LOGIN, MATRIX
from tests.tournaments.security.refused import answer, logged_in, session_key
from tests.tournaments.security.test_permission_matrix import _describe, _matches

# WeasyPrint's layout skipped: the PDFs are printed for real in test_pdf_views.py
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("prints")]

STAFF_ROLES = ("scorekeeper", "other_scorekeeper", "referee", "club_admin")


def _build_worlds():
    a = build_world(
        ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True), new_user
    )
    b = build_world(ClubFactory(slug="club-b", name="Club B"), new_user, prefix="b-")
    for role in STAFF_ROLES:
        MemberFactory(club=b.club, user=a.users[role], role="")
    # a logged-in session per user, made once (tests/tournaments/security/refused.py)
    sessions = {user.pk: session_key(user) for user in [*a.users.values(), *b.users.values()]}
    return a, b, sessions


@pytest.fixture(scope="module")
def worlds_rows(request, django_db_setup, django_db_blocker):
    """The two worlds, built once for this module's tests (every request of a test is
    rolled back, and so is each test: tests/shared_rows.py)."""
    yield from shared_rows(request, django_db_blocker, _build_worlds)


@pytest.fixture
def worlds(worlds_rows, db):
    """(A, B): two private clubs with the same roles in each; A's staff are also plain
    members of B."""
    return copy.deepcopy(worlds_rows[:2])


@pytest.fixture
def sessions(worlds_rows) -> dict[int, str]:
    """Each user's session key by the user's id (``refused.logged_in``)."""
    return worlds_rows[2]


def _check(world, rule, url, who, expected_for, sessions) -> list[str]:
    wrong = []
    for method, expected_by_role in (("GET", rule.get), ("POST", rule.post)):
        if expected_by_role is None:
            continue
        for label, user in who:
            expected = expected_by_role[expected_for(label)]
            refused = expected in (LOGIN, BOUNCE, 403, 404, 405)
            client = logged_in(None if user is None else sessions[user.pk])
            response, changed = answer(client, method, url, rule.data(world), refused=refused)
            if not _matches(response, expected):
                wrong.append(f"{method} {label}: expected {expected}, got {_describe(response)}")
            if changed:
                wrong.append(f"{method} {label} was refused but changed {changed}")
    return wrong


@pytest.mark.parametrize("name", sorted(MATRIX))
def test_the_matrix_holds_in_the_second_club(name, worlds, sessions):
    _a, b = worlds
    rule = MATRIX[name]
    url = reverse(name, kwargs=rule.kwargs(b))
    who = [(role, None if role == "anonymous" else b.users[role]) for role in ROLES]
    wrong = _check(b, rule, url, who, expected_for=lambda role: role, sessions=sessions)
    assert not wrong, f"{name} ({url}):\n  " + "\n  ".join(wrong)


@pytest.mark.parametrize("name", sorted(MATRIX))
def test_a_role_in_one_club_is_nothing_in_another(name, worlds, sessions):
    a, b = worlds
    rule = MATRIX[name]
    url = reverse(name, kwargs=rule.kwargs(b))
    who = [(f"{role} of club A", a.users[role]) for role in STAFF_ROLES]
    wrong = _check(b, rule, url, who, expected_for=lambda _label: "member", sessions=sessions)
    assert not wrong, f"{name} ({url}):\n  " + "\n  ".join(wrong)
