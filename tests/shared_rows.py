"""Rows built once for many tests, and the helpers that build them outside a test.

Seeding the demo club takes seconds and a matrix world most of a second: a module whose
tests all read the same rows builds them once (:func:`shared_rows`) instead of once per test.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import factory.random
from django.db import transaction

from tests.demo_snapshot import demo_seed
from tests.factories import MemberFactory, UserFactory

# Factories draw names (Faker) and other values at random. Each test gets its own seed,
# made from its id and FACTORY_SEED (tests/conftest.py), so a test sees the same names
# however xdist spreads and orders the tests, and a failure repeats; set
# CLUBSITE_FACTORY_SEED to vary them.
FACTORY_SEED = os.environ.get("CLUBSITE_FACTORY_SEED", "clubsite")


def shared_rows(request, django_db_blocker, build: Callable[[], Any]) -> Iterator[Any]:
    """Rows built once for all the tests of a module (or class), as Django's
    ``TestCase.setUpTestData``: ``build()`` runs in a transaction that stays open while the
    tests run, each test's own transaction (pytest-django's ``db``) is a savepoint inside it,
    and it is rolled back after the last test. For a module fixture::

        @pytest.fixture(scope="module")
        def world_rows(request, django_db_setup, django_db_blocker):
            yield from shared_rows(request, django_db_blocker, build_world)

    Not for ``transaction=True`` tests (they empty the tables), nor beside tests in the same
    module that expect an empty database: the rows are there for every later test of the
    module. Model instances built here are shared: a test gets its rows fresh from the
    database (or a ``copy.deepcopy``) before it changes one."""
    with django_db_blocker.unblock():
        atomic = transaction.atomic()
        atomic.__enter__()
        try:
            factory.random.reseed_random(f"{FACTORY_SEED}:{request.node.nodeid}")
            built = build()
        except BaseException:
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)
            raise
    try:
        yield built
    finally:
        with django_db_blocker.unblock():
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)


def seed_demo() -> None:
    """``manage.py seed_demo`` (the demo club, docs/demo.md), quietly: run once per test
    process and copied back after (tests/demo_snapshot.py)."""
    demo_seed()


def new_user(*roles: str, club: Any = None, username: str | None = None, **fields: Any) -> Any:
    """A user with ``roles`` in ``club`` (the ``make_user`` fixture; roles are held per
    membership: without ``club`` the role is kept for the user's later
    ``MemberFactory(user=...)`` memberships)."""
    kwargs = {"roles": list(roles), **fields}
    if username:
        kwargs["username"] = username
    user = UserFactory(**kwargs)
    if club is not None:
        MemberFactory(club=club, user=user)
    return user
