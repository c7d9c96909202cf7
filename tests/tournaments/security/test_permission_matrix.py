"""Every named URL × every role answers as ``tests/tournaments/security/matrix.py`` says, and a refused
POST writes nothing."""

from __future__ import annotations

import copy

import pytest
from django.apps import apps
from django.db import transaction
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from tests.factories import ClubFactory
from tests.shared_rows import new_user, shared_rows
from tests.tournaments.security.conftest import ROLES, World, build_world, client_for
from tests.tournaments.security.matrix import BOUNCE, LOGIN, MATRIX

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def world_rows(request, django_db_setup, django_db_blocker):
    """The matrix world, built once for this module's tests (every request of a test is
    rolled back, and so is each test: tests/shared_rows.py)."""

    def build() -> World:
        club = ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True)
        return build_world(club, new_user)

    yield from shared_rows(request, django_db_blocker, build)


@pytest.fixture
def world(world_rows, db) -> World:
    return copy.deepcopy(world_rows)


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


def _database_state() -> dict[str, list[tuple]]:
    """Every row of the club's tables (the world is small), so an UPDATE shows as well."""
    return {
        model._meta.label: list(model.objects.order_by("pk").values_list())
        for model in apps.get_app_config("tournaments").get_models()
    }


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
def test_permission_matrix(name, world):
    rule = MATRIX[name]
    url = reverse(name, kwargs=rule.kwargs(world))
    wrong = []
    # every request below is rolled back (and a log-in writes none of these tables): each
    # starts from this state, read once
    before = _database_state()
    for method, expected_by_role in (("GET", rule.get), ("POST", rule.post)):
        if expected_by_role is None:
            continue
        for role in ROLES:
            client = client_for(Client, world, role)
            expected = expected_by_role[role]
            refused = expected in (LOGIN, BOUNCE, 403, 404, 405)
            with transaction.atomic():  # each role starts from the same world
                if method == "GET":
                    response = client.get(url)
                else:
                    response = client.post(url, rule.data(world))
                after = _database_state() if refused else before
                transaction.set_rollback(True)
            if not _matches(response, expected):
                wrong.append(f"{method} {role}: expected {expected}, got {_describe(response)}")
            if refused and after != before:
                changed = sorted(label for label in before if before[label] != after[label])
                wrong.append(f"{method} {role} was refused but changed {changed}")
    assert not wrong, f"{name} ({url}):\n  " + "\n  ".join(wrong)
