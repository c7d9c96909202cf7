"""The hostile-input walk of the API: every route of its URLconf (namespace ``api``,
reversed with the world's club, event, table and hand) × every method it answers ×
oversized, nested, Unicode and wrong-typed values, in the body and the query, as the
holder of an entry key: a 4xx with a ``detail`` message (or the page of results asked
for), never a 5xx, and no refusal repeats a large input. Each request is rolled back.

The pages' forms get the same walk in tests/tournaments/security/test_hostile_input.py."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

import pytest
from django.db import transaction
from django.urls import URLPattern, reverse

from tests.tournaments.api.conftest import ApiWorld, key, next_hand
from tournaments.api import urls as api_urls

pytestmark = pytest.mark.django_db

BIG = "9" * 100_000
UNICODE = "\u202e🀄 Zoë\u0301 ẞ\ufeff\u200d\U0001f468\u200d\U0001f469 \x00"
#: values for every place a value goes: the query, a body's fields, the whole body
VALUES: dict[str, Any] = {
    "oversized": BIG,
    "unicode": UNICODE,
    "nested": json.loads("[" * 14 + "1" + "]" * 14),
    "wrong type": [{"a": None}, True, -1.5e308],
    "numbers": -(10**30),
}
#: bodies no JSON library writes: nested beyond any recursion limit, broken, too large
RAW = {
    "nested 100,000 deep": "[" * 100_000 + "]" * 100_000,
    "not utf-8": b"\xff\xfe{}",
    "too large": '{"reason": "' + "y" * 300_000 + '"}',
}


@dataclass(frozen=True)
class RawBody:
    raw: str | bytes


QUERY = ("page", "page_size", "on", "year", "version", "limit", "offset", "format", "lang")
BODY_KEYS = ("result", "players", "quick", "hand", "version", "reason", "entry", "number")


def _kwargs(w: ApiWorld, pattern: URLPattern) -> dict[str, str]:
    names = pattern.pattern.converters.keys()
    route = str(pattern.pattern)
    values = {
        "slug": w.event.slug if route.startswith("api/v1/events/") else w.club.slug,
        "year": str(w.base.season.year),
        "table_id": str(w.table.pk),
        "hand_id": str(w.hand.pk),
        "number": str(w.table.round.number),
    }
    return {name: values[name] for name in names}


PATTERNS = {p.name: p for p in api_urls.urlpatterns if isinstance(p, URLPattern) and p.name}
ROUTES = sorted(name for name in PATTERNS if name not in ("schema", "docs"))


def _bodies(w: ApiWorld) -> dict[str, Any]:
    """Each kind of value as the whole body, in each field of a body, and in a real hand."""
    bodies: dict[str, Any] = {}
    for kind, value in VALUES.items():
        bodies[f"{kind} body"] = value
        bodies[f"{kind} fields"] = dict.fromkeys(BODY_KEYS, value)
        hand = next_hand(w)
        hand["result"] = {**hand["result"], "winner": value, "kind": value}
        bodies[f"{kind} in a hand"] = hand
    return bodies


def _problem(response) -> str | None:
    status = response.status_code
    if status >= 500:
        return str(status)
    if len(response.content) > 20_000 and status >= 400:
        return f"{status} repeats the input ({len(response.content)} bytes)"
    if 400 <= status < 500 and status != 405:
        body = response.json() if response.content else {}
        if not isinstance(body, dict) or not body.get("detail"):
            return f"{status} without a detail"
    return None


def test_the_walk_covers_the_api():
    assert len(ROUTES) >= 15


@pytest.mark.parametrize("name", ROUTES)
def test_hostile_input_never_ends_in_a_server_error(private_world: ApiWorld, name: str):
    w = private_world
    client = w.key_client("scorekeeper", "hands")
    url = reverse(f"api:{name}", kwargs=_kwargs(w, PATTERNS[name]))
    wrong = []
    requests: list[tuple[str, str, Any]] = []
    for kind, value in VALUES.items():
        text = value if isinstance(value, str) else json.dumps(value)
        requests.append(("get", kind, dict.fromkeys(QUERY, text)))
        requests.append(("delete", kind, dict.fromkeys(QUERY, text)))
    for method in ("post", "put", "patch"):
        requests += [(method, kind, body) for kind, body in _bodies(w).items()]
        requests += [(method, kind, RawBody(raw)) for kind, raw in RAW.items()]
    for method, kind, data in requests:
        with transaction.atomic():
            if method in ("get", "delete"):
                response = getattr(client, method)(f"{url}?{urlencode(data)}")
            elif isinstance(data, RawBody):
                response = client.generic(
                    method.upper(),
                    url,
                    data.raw,
                    content_type="application/json",
                    HTTP_IDEMPOTENCY_KEY=key(),
                )
            else:
                response = getattr(client, method)(
                    url, data, format="json", HTTP_IDEMPOTENCY_KEY=key()
                )
            transaction.set_rollback(True)
        problem = _problem(response)
        if problem is not None:
            wrong.append(f"{method.upper()} {kind}: {problem}")
    assert not wrong, f"{url}: " + "; ".join(wrong)
