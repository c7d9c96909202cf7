"""The API's world: the security matrix's club (an evening in play, one table with one
hand) made private or public, a second club with its own admin, and an outsider."""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass
from typing import Any

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from tests.factories import ClubFactory
from tests.tournaments.security.conftest import World, build_world
from tournaments.accounts.services.api_tokens import api_token_create
from tournaments.demo.hands import demo_hand

#: the columns of the API's matrix
ROLES = ("anonymous", "outsider", "member", "scorekeeper", "admin", "other_admin")


@dataclass
class ApiWorld:
    base: World
    other_club: Any
    users: dict[str, Any]

    @property
    def club(self) -> Any:
        return self.base.club

    @property
    def event(self) -> Any:
        return self.base.event

    @property
    def table(self) -> Any:
        return self.base.table

    @property
    def hand(self) -> Any:
        return self.base.hand

    def client(self, role: str) -> APIClient:
        client = APIClient()
        if role != "anonymous":
            client.force_authenticate(self.users[role])
        return client

    def key_client(self, role: str, scope: str, club: Any = None) -> APIClient:
        """A client with a new personal key of ``role`` (for ``club``, default the world's)."""
        _token, key = api_token_create(
            user=self.users[role], club=club or self.club, name="test", scope=scope
        )
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
        return client


def next_hand(world: ApiWorld, seed: int = 7) -> dict[str, Any]:
    """A valid hand for the table's next turn, in the interchange format."""
    entry = demo_hand(rng=random.Random(seed), ruleset=world.event.ruleset).to_dict()
    entry.pop("ruleset", None)
    entry.pop("prevailing_wind", None)
    return entry


def key() -> str:
    return str(uuid.uuid4())


@pytest.fixture(autouse=True)
def _no_throttle_carry_over(settings):
    """Each test starts with fresh rate-limit counters (they live in the cache)."""
    settings.API_RATE_ANON = "10000/min"
    settings.API_RATE_USER = "10000/min"
    cache.clear()
    yield
    cache.clear()


def make_world(club: Any, make_user: Any, *, public: bool) -> ApiWorld:
    base = build_world(club, make_user)
    if public:
        club.public_results = True
        club.save()
    other = ClubFactory(name="Ander", slug="ander", public_results=False)
    users = {
        "outsider": make_user(username="outsider"),
        "member": base.users["member"],
        "scorekeeper": base.users["scorekeeper"],
        "admin": base.users["club_admin"],
        "other_admin": make_user("club admin", club=other, username="other-admin"),
    }
    return ApiWorld(base=base, other_club=other, users=users)


@pytest.fixture
def private_world(club, make_user) -> ApiWorld:
    return make_world(club, make_user, public=False)


@pytest.fixture
def public_world(club, make_user) -> ApiWorld:
    return make_world(club, make_user, public=True)
