"""The hostile-input walk: every POST form of the URLconf (``matrix.MATRIX``, the routes
reversed with the matrix world's objects) × oversized, nested, Unicode and wrong-typed
values ends in a 4xx with a message, a form page with its errors (200) or a redirect
(what was valid is done) — never a 5xx. Each post is rolled back; the form's own field
names (read from its page) are the ones attacked, beside a few it never asked for.

The API's endpoints get the same walk in tests/tournaments/api/test_api_hostile_walk.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from django.db import transaction
from django.test import Client
from django.urls import reverse

from tests.tournaments.security.conftest import World, client_for
from tests.tournaments.security.matrix import BOUNCE, LOGIN, MATRIX
from tests.tournaments.security.test_permission_matrix import world, world_rows  # noqa: F401

# WeasyPrint's layout skipped: the PDFs are printed for real in test_pdf_views.py
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("prints")]

#: the roles tried, most rights first: the first the matrix lets post is the one walked
ROLES_FIRST = ("club_admin", "referee", "scorekeeper", "other_scorekeeper", "member", "anonymous")
REFUSED = (LOGIN, 403, 404, 405)
FIELD = re.compile(r'<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"', re.IGNORECASE)
#: names no form asks for: a walk also sends what the page did not offer
EXTRA = ("id", "pk", "club", "event", "member", "x[0][a]", "__proto__", "ünï")

Payload = Callable[[list[str]], dict[str, Any]]

PAYLOADS: dict[str, Payload] = {
    "oversized": lambda names: dict.fromkeys(names, "9" * 100_000),
    "unicode": lambda names: dict.fromkeys(
        names, "\u202e🀄 Zoë\u0301 ẞ\ufeff\u200d\U0001f468\u200d\U0001f469\u200d\U0001f467 \x00"
    ),
    "nested": lambda names: {
        **dict.fromkeys(names, "[" * 500 + '{"a": {"b": [1, [2, [3]]]}}' + "]" * 500),
        **{f"{n}[0][a][b]": "1" for n in names[:5]},
    },
    "wrong type": lambda names: {n: ["-1e309", "NaN", "{}", "true", ""] for n in names},
    "numbers": lambda names: dict.fromkeys(names, str(-(10**30))),
}


def _poster(rule_post: dict[str, Any]) -> str | None:
    for role in ROLES_FIRST:
        answer = rule_post.get(role)
        if answer not in REFUSED:
            return role
    return None


WRITES = sorted(name for name, rule in MATRIX.items() if rule.post and _poster(rule.post))


def _field_names(client: Client, url: str, base: dict[str, Any]) -> list[str]:
    page = client.get(url)
    names = FIELD.findall(page.content.decode(errors="replace")) if page.status_code == 200 else []
    names = [n for n in dict.fromkeys([*names, *base]) if n != "csrfmiddlewaretoken"]
    return [*names, *EXTRA]


def _post(client: Client, url: str, data: dict[str, Any]):
    with transaction.atomic():
        response = client.post(url, data)
        transaction.set_rollback(True)
    return response


def _problem(response) -> str | None:
    """What is wrong with the answer to a hostile post, or None."""
    status = response.status_code
    if status >= 500:
        return f"{status}"
    if 400 <= status < 500 and not response.content.strip():
        return f"{status} without a message"
    if status not in (200, 301, 302, 303) and not 400 <= status < 500:
        return f"{status}"
    return None


def test_the_walk_covers_the_forms():
    """Every URL that takes a POST in the matrix is walked unless no role may post."""
    assert len(WRITES) >= 60


@pytest.mark.parametrize("name", WRITES)
def test_hostile_values_never_end_in_a_server_error(name: str, world: World):  # noqa: F811
    rule = MATRIX[name]
    assert rule.post is not None
    role = _poster(rule.post)
    assert role is not None
    client = client_for(lambda: Client(raise_request_exception=False), world, role)
    url = reverse(name, kwargs=rule.kwargs(world))
    names = _field_names(client, url, rule.data(world))
    wrong = []
    for kind, payload in PAYLOADS.items():
        response = _post(client, url, payload(names))
        problem = _problem(response)
        if problem is not None:
            wrong.append(f"{kind}: {problem}")
    assert not wrong, f"{name} ({url}) as {role}: " + "; ".join(wrong)


def test_a_bounce_is_a_redirect_with_a_message():
    """The matrix's BOUNCE (a refusal redirected back) is among the answers allowed."""
    assert BOUNCE not in REFUSED
