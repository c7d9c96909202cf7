"""THE API's matrix (issue 43): every endpoint × every role × a private and a public club
→ the expected status. The pages' rules, over HTTP: a private club does not exist for
outsiders (404), a member's too small role is 403, an anonymous write to a public club 401."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from tests.factories import ClubFactory
from tests.shared_rows import new_user, shared_rows
from tests.tournaments.api.conftest import ROLES, ApiWorld, key, make_world, next_hand
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Club
from tournaments.play.models import Hand

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def world_rows(request, django_db_setup, django_db_blocker):
    """The API's world (a private club), built once for the matrix's 265 cells instead of
    once per cell: every cell runs in its own transaction, rolled back after it
    (tests/shared_rows.py)."""

    def build() -> ApiWorld:
        club = ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True)
        return make_world(club, new_user, public=False)

    yield from shared_rows(request, django_db_blocker, build)


@pytest.fixture
def private_world(world_rows, db) -> ApiWorld:
    return copy.deepcopy(world_rows)


@pytest.fixture
def public_world(world_rows, db) -> ApiWorld:
    """The same world with its club's results public (as ``make_world(public=True)``),
    inside the cell's transaction."""
    world = copy.deepcopy(world_rows)
    Club.objects.filter(pk=world.club.pk).update(public_results=True)
    world.club.public_results = True
    return world


def answers(*codes: int) -> dict[str, int]:
    assert len(codes) == len(ROLES)
    return dict(zip(ROLES, codes, strict=True))


#                 anonymous outsider member scorekeeper admin other_admin
EVERYONE = answers(200, 200, 200, 200, 200, 200)
READ_PRIVATE = answers(404, 404, 200, 200, 200, 404)


def write_public(done: int) -> dict[str, int]:
    return answers(401, 403, 403, done, done, 403)


def write_private(done: int) -> dict[str, int]:
    return answers(404, 404, 403, done, done, 404)


@dataclass(frozen=True)
class Endpoint:
    method: str
    url: Callable[[ApiWorld], str]
    private: dict[str, int]
    public: dict[str, int]
    body: Callable[[ApiWorld], Any] | None = None


def club(path: str = "") -> Callable[[ApiWorld], str]:
    return lambda w: f"/api/v1/clubs/{w.club.slug}/{path}"


def event(path: str = "") -> Callable[[ApiWorld], str]:
    return lambda w: f"/api/v1/events/{w.event.slug}/{path}"


def read(url: Callable[[ApiWorld], str]) -> Endpoint:
    return Endpoint("get", url, READ_PRIVATE, EVERYONE)


def _correction(w: ApiWorld) -> dict[str, Any]:
    return {"version": w.hand.version, "hand": next_hand(w, seed=3), "reason": "typo"}


ENDPOINTS: dict[str, Endpoint] = {
    "clubs": Endpoint("get", lambda w: "/api/v1/clubs/", EVERYONE, EVERYONE),
    "club": read(club()),
    "seasons": read(club("seasons/")),
    "season_standings": read(lambda w: f"/api/v1/clubs/{w.club.slug}/seasons/2026/standings/"),
    "club_standings": read(club("standings/")),
    "members": read(club("members/")),
    "events": read(club("events/?status=in_progress")),
    "event": read(event()),
    "rounds": read(event("rounds/")),
    "tables": read(event("tables/?round=1")),
    "event_standings": read(event("standings/")),
    "event_statistics": read(event("statistics/")),
    "season_statistics": read(lambda w: f"/api/v1/clubs/{w.club.slug}/seasons/2026/statistics/"),
    "penalties": read(event("penalties/")),
    "table": read(lambda w: f"/api/v1/tables/{w.table.pk}/"),
    "table_hands": read(lambda w: f"/api/v1/tables/{w.table.pk}/hands/"),
    "hand": read(lambda w: f"/api/v1/hands/{w.hand.pk}/"),
    "hand_create": Endpoint(
        "post",
        lambda w: f"/api/v1/tables/{w.table.pk}/hands/",
        write_private(201),
        write_public(201),
        body=next_hand,
    ),
    "hand_update": Endpoint(
        "put",
        lambda w: f"/api/v1/hands/{w.hand.pk}/",
        write_private(200),
        write_public(200),
        body=_correction,
    ),
    "hand_partial_update": Endpoint(
        "patch",
        lambda w: f"/api/v1/hands/{w.hand.pk}/",
        write_private(200),
        write_public(200),
        body=lambda w: {
            "version": w.hand.version,
            "hand": {"result": {"kind": "draw"}, "quick": None},
        },
    ),
    # round 1 of the world is in play already: whoever may start it is refused (409)
    "round_start": Endpoint(
        "post",
        event("rounds/1/start/"),
        write_private(409),
        write_public(409),
        body=lambda w: {"confirm_date": True},
    ),
    "hand_delete": Endpoint(
        "delete",
        lambda w: f"/api/v1/hands/{w.hand.pk}/?version={w.hand.version}",
        write_private(204),
        write_public(204),
    ),
}

CELLS = [
    (name, privacy, role)
    for name in ENDPOINTS
    for privacy in ("private", "public")
    for role in ROLES
]


def _send(world: ApiWorld, role: str, endpoint: Endpoint) -> Any:
    client = world.client(role)
    url = endpoint.url(world)
    extra: dict[str, Any] = {}
    if endpoint.method == "post":
        extra["HTTP_IDEMPOTENCY_KEY"] = key()
    if endpoint.body is not None:
        return getattr(client, endpoint.method)(url, endpoint.body(world), format="json", **extra)
    return getattr(client, endpoint.method)(url, **extra)


@pytest.mark.parametrize(("name", "privacy", "role"), CELLS)
@pytest.mark.usefixtures("world_rows")  # built before the cell's transaction, not inside it
def test_api_matrix(name, privacy, role, request):
    world: ApiWorld = request.getfixturevalue(f"{privacy}_world")
    endpoint = ENDPOINTS[name]
    expected = getattr(endpoint, privacy)[role]
    hands_before = list(Hand.objects.values_list("pk", "version", "number").order_by("pk"))
    audits_before = AuditEntry.objects.count()
    response = _send(world, role, endpoint)
    assert response.status_code == expected, (name, privacy, role, response.content[:300])
    if expected >= 400:  # a refusal writes nothing
        assert list(Hand.objects.values_list("pk", "version", "number").order_by("pk")) == (
            hands_before
        )
        assert AuditEntry.objects.count() == audits_before
    elif endpoint.method != "get":  # a write is audited (by the pages' services)
        assert AuditEntry.objects.count() > audits_before


def test_every_api_url_is_in_the_matrix():
    """A new endpoint of ``tournaments.api.urls`` needs its row here."""
    from tournaments.api import urls

    names = {p.name for p in urls.urlpatterns} - {"schema", "docs"}
    covered = {
        "clubs",
        "club",
        "seasons",
        "season_standings",
        "club_standings",
        "members",
        "events",
        "event",
        "rounds",
        "tables",
        "event_standings",
        "event_statistics",
        "season_statistics",
        "penalties",
        "table",
        "table_hands",
        "hand",
        "round_start",
    }
    assert names == covered
    assert covered <= set(ENDPOINTS)
