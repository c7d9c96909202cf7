"""Every named URL × every role answers as ``tests/tournaments/security/matrix.py`` says, and a refused
POST writes nothing."""

from __future__ import annotations

import copy

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.factories import ClubFactory
from tests.shared_rows import new_user, shared_rows
from tests.tournaments.security.conftest import ROLES, World, build_world
from tests.tournaments.security.matrix import BOUNCE, LOGIN, MATRIX
from tests.tournaments.security.pdf_layout import PDF_VIEWS
from tests.tournaments.security.refused import answer, logged_in, session_key

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def world_rows(request, django_db_setup, django_db_blocker):
    """The matrix world and a logged-in session per role, built once for this module's
    tests (every request of a test is rolled back, and so is each test:
    tests/shared_rows.py)."""

    def build() -> tuple[World, dict[str, str | None]]:
        club = ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True)
        world = build_world(club, new_user)
        sessions = {role: session_key(user) for role, user in world.users.items()}
        return world, {"anonymous": None, **sessions}

    yield from shared_rows(request, django_db_blocker, build)


@pytest.fixture
def world(world_rows, db) -> World:
    return copy.deepcopy(world_rows[0])


@pytest.fixture
def sessions(world_rows) -> dict[str, str | None]:
    """Each role's session key (``refused.logged_in``); ``anonymous``: None."""
    return world_rows[1]


#: Left to Django's own tests: the admin site (it has its own staff check) and static files.
#: The API (namespace "api") answers in JSON with 401/403/404 and keys besides sessions: its
#: own matrix is tests/tournaments/api/test_api_matrix.py (every endpoint × role × a private
#: and a public club), which also fails for an API URL without a row.
EXCLUDED_NAMESPACES = {"admin", "api"}


def named_urls(patterns=None, namespace: str | None = None) -> set[str]:
    """Names of every URL pattern of the project, walking includes recursively."""
    names: set[str] = set()
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        if isinstance(pattern, URLResolver):
            ns = pattern.namespace or namespace
            if ns in EXCLUDED_NAMESPACES or pattern.app_name in EXCLUDED_NAMESPACES:
                continue
            names |= named_urls(pattern.url_patterns, ns)
        elif isinstance(pattern, URLPattern) and pattern.name:
            if "static" in pattern.lookup_str:  # django.views.static / staticfiles
                continue
            names.add(f"{namespace}:{pattern.name}" if namespace else pattern.name)
    return names


def test_every_url_has_a_rule():
    missing = sorted(named_urls() - set(MATRIX))
    assert not missing, f"URLs without a row in tests/tournaments/security/matrix.py: {missing}"


def test_every_rule_names_a_url():
    stale = sorted(set(MATRIX) - named_urls())
    assert not stale, (
        f"rows in tests/tournaments/security/matrix.py for URLs that no longer exist: {stale}"
    )


def _matches(response, expected) -> bool:
    if expected == LOGIN:
        return response.status_code == 302 and response["Location"].startswith("/accounts/login/")
    if expected == BOUNCE:
        return response.status_code == 302
    return response.status_code == expected


def _describe(response) -> str:
    if response.status_code in (301, 302):
        return f"{response.status_code} → {response['Location']}"
    return str(response.status_code)


@pytest.mark.parametrize("name", sorted(MATRIX))
def test_permission_matrix(name, world, sessions, prints):
    rule = MATRIX[name]
    url = reverse(name, kwargs=rule.kwargs(world))
    wrong = []
    for method, expected_by_role in (("GET", rule.get), ("POST", rule.post)):
        if expected_by_role is None:
            continue
        for role in ROLES:
            expected = expected_by_role[role]
            refused = expected in (LOGIN, BOUNCE, 403, 404, 405)
            response, changed = answer(
                logged_in(sessions[role]), method, url, rule.data(world), refused=refused
            )
            if not _matches(response, expected):
                wrong.append(f"{method} {role}: expected {expected}, got {_describe(response)}")
            if changed:
                wrong.append(f"{method} {role} was refused but changed {changed}")
    assert not wrong, f"{name} ({url}):\n  " + "\n  ".join(wrong)
    # the list of the views printed for real (test_pdf_views.py) is every view that prints
    assert (prints.count > 0) == (name in PDF_VIEWS), f"{name}: {prints.count} PDFs, see PDF_VIEWS"
