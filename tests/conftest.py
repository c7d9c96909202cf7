"""Project-wide fixtures. Factories live in tests/factories.py."""

import os
from collections.abc import Iterator
from pathlib import Path

import factory.random
import pytest
from hypothesis import HealthCheck, settings

from tests import browser_loop
from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tests.shared_rows import FACTORY_SEED, new_user, seed_demo, shared_rows
from tests.toy_feature import register as register_toy_feature
from tests.toy_ruleset import register as register_toy_ruleset
from tournaments.play.services.tables import table_seat

# The toy sixth ruleset (tests/toy_ruleset) joins the registry now, when pytest loads this
# file and before it collects any test module: every test parametrised over the registry's
# rulesets (``ruleset_ids()``) plays it too, on every xdist worker alike, and none names it.
register_toy_ruleset()
# The toy feature (tests/toy_feature) joins the features the same way, before any URL is
# read: its page is one of the site's, its audit action and event-file part are everyone's.
register_toy_feature()


def _planner_without_stale_statistics(database: dict) -> None:
    """PostgreSQL only: the test database's tables are analyzed while empty, and a test's
    rows (the demo club, a tournament of 16) are never analyzed (they live in its
    transaction), so the planner believes every table holds one row and joins six of them
    with nested loops that filter instead of using an index: one member-page query ran for
    over ten minutes. Without nested loops it hashes, as it would with true statistics
    (a production database is analyzed by autovacuum).

    And without JIT compilation: switching nested loops off adds the planner's "disabled"
    cost (10^10) to such a plan, far above ``jit_above_cost``, so PostgreSQL compiled and
    optimised every such query to machine code first: 2-3 s of a query that runs in 1 ms,
    dozens of times per page (docs/benchmarks.md, 2026-12-02: CI went from 34 to 74 min)."""
    if database["ENGINE"] == "django.db.backends.postgresql":
        options = database.setdefault("OPTIONS", {})
        planner = "-c enable_nestloop=off -c jit=off"
        options["options"] = f"{options.get('options', '')} {planner}".strip()


def pytest_configure(config):
    """Settings for the whole session, module- and session-scoped fixtures included (a
    ``settings`` fixture would reach function-scoped tests only): the tests' order
    (``tests/longest_first.py``), MD5 password hashing, seat draws that search for 0.5 s
    instead of production's 10 s, and a mailer (the site has none without ``EMAIL_HOST``)."""
    from django.conf import settings as django_settings

    from tests import longest_first

    # After pytest-django's sort of the collected tests: the longest modules first.
    config.pluginmanager.register(longest_first, "clubsite-longest-first")
    django_settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    django_settings.SEAT_DRAW_TIME_BUDGET = 0.5
    # A mailer for the tests that turn mail on (Django's test set-up points it at its outbox).
    django_settings.MAILERS = {
        "default": {"BACKEND": "django.core.mail.backends.locmem.EmailBackend"}
    }
    _planner_without_stale_statistics(django_settings.DATABASES["default"])
    _empty_tables_after_transactional_tests()


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix) -> None:
    """Just before this process makes its test database (its name has the xdist worker's
    suffix by now), remove a stale SQLite write-ahead log of it: Django deletes only the
    database file, and a new file next to an old ``-wal`` would read its pages.

    Not earlier: a pytest started by a test in a process of its own (tests/test_longest_first.py
    collects in one) inherits the worker's environment, and removing the log there, under
    the worker's open database, broke every later test of that worker ("disk I/O error",
    "database is locked"). Such a pytest makes no database, so it never gets here."""
    from django.conf import settings as django_settings

    database = django_settings.DATABASES["default"]
    name = database.get("TEST", {}).get("NAME")
    if not name or database["ENGINE"] != "django.db.backends.sqlite3":
        return
    for suffix in ("-wal", "-shm", "-journal"):
        Path(f"{name}{suffix}").unlink(missing_ok=True)


# Rows the migrations make (post_migrate) and no test changes: kept between tests.
_KEPT_BY_THE_FLUSH = frozenset({"django_content_type", "auth_permission", "django_migrations"})


def _empty_tables_after_transactional_tests() -> None:
    """Empty the tables after a ``transaction=True`` test with one transaction of DELETEs,
    keeping the content types and permissions.

    Django's flush empties every table (PostgreSQL: a ``TRUNCATE``, which makes new files
    for each and waits for the disk, 1-3 s per test; SQLite: ``DELETE``s), then sends
    ``post_migrate`` so that the content types and permissions are made again: 0.3 s more
    per test on SQLite, about a second on PostgreSQL. Here only the tables a test can fill
    are emptied (a DELETE of a test's few rows takes 10-80 ms), the migrations' rows stay,
    and nothing needs making again. The foreign keys are deferred on both databases, so the
    order does not matter. Sequences are not reset (Django's flush does not either, unless
    a test asks for ``reset_sequences``, which Django handles before the test). Tests only.
    """
    from django.db import connections, transaction
    from django.test import TransactionTestCase

    def fixture_teardown(self) -> None:
        for alias in self._databases_names(include_mirrors=False):
            connection = connections[alias]
            quote = connection.ops.quote_name
            names = connection.introspection.django_table_names(only_existing=True)
            tables = [name for name in names if name not in _KEPT_BY_THE_FLUSH]
            with transaction.atomic(using=alias), connection.cursor() as cursor:
                for table in tables:
                    cursor.execute(f"DELETE FROM {quote(table)}")

    TransactionTestCase._fixture_teardown = fixture_teardown


BROWSER_TESTS = Path(__file__).resolve().parent / "browser"


# The fixtures through which a test reaches the configured database (pytest-django's own,
# and the module-scoped rows of tests/shared_rows.py, which ask for ``django_db_setup``).
DATABASE_FIXTURES = frozenset(
    {"_django_db_helper", "db", "transactional_db", "live_server", "django_db_setup"}
)
# Set by .ci/run for its second pass (PostgreSQL): the tests that never open the configured
# database (the engine, the seating search, the file and page checks, the scripts with a
# SQLite file of their own) ran in the first pass and would run the same code again.
DATABASE_TESTS_ONLY = "CLUBSITE_DATABASE_TESTS_ONLY"


def uses_database(item: pytest.Item) -> bool:
    """Whether a test can open the configured database: marked ``django_db`` or asking for
    one of its fixtures (a test without either is refused a connection by pytest-django)."""
    if item.get_closest_marker("django_db") is not None:
        return True
    return bool(DATABASE_FIXTURES.intersection(getattr(item, "fixturenames", ())))


def pytest_collection_modifyitems(config, items):
    """Mark every test in tests/browser/ ``browser``; skip ``postgres`` tests on SQLite;
    with CLUBSITE_DATABASE_TESTS_ONLY=1, leave out the tests that use no database."""
    from django.conf import settings as django_settings

    on_postgres = "postgresql" in django_settings.DATABASES["default"]["ENGINE"]
    needs_postgres = pytest.mark.skip(reason="needs PostgreSQL (DATABASE_URL)")
    for item in items:
        if BROWSER_TESTS in item.path.parents:
            item.add_marker(pytest.mark.browser)
        if not on_postgres and item.get_closest_marker("postgres"):
            item.add_marker(needs_postgres)
    if os.environ.get(DATABASE_TESTS_ONLY) == "1":
        free = [item for item in items if not uses_database(item)]
        if free:
            config.hook.pytest_deselected(items=free)
            items[:] = [item for item in items if uses_database(item)]


# Property tests judge behaviour, not speed (speed is measured in bench/): a loaded CI
# machine must not turn a slow first example into a failure.
settings.register_profile(
    "clubsite", deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.load_profile("clubsite")


# Each test reseeds the factories from its id and FACTORY_SEED (tests/shared_rows.py).


def pytest_report_header(config):
    lines = [f"factory seed: CLUBSITE_FACTORY_SEED={FACTORY_SEED}"]
    if os.environ.get(DATABASE_TESTS_ONLY) == "1":
        lines.append(f"{DATABASE_TESTS_ONLY}=1: the tests that use no database are left out")
    return lines


@pytest.fixture(autouse=True)
def _reproducible_factories(request):
    factory.random.reseed_random(f"{FACTORY_SEED}:{request.node.nodeid}")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_setup(item):
    """A browser test sets up with its browser's event loop marked as running, any other
    test without it (tests/browser_loop.py), before the first of its fixtures."""
    if item.get_closest_marker("browser") is not None:
        browser_loop.mark_running()
    else:
        browser_loop.unmark()
    return (yield)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item, nextitem):
    """... and after the last of its fixtures is torn down, the mark is off again."""
    try:
        return (yield)
    finally:
        browser_loop.unmark()


@pytest.fixture(autouse=True)
def _fresh_rate_limits():
    """No test inherits another's wrong link keys or failed log-ins: the rate limits count
    per address in the cache (tournaments.security.ratelimit), and every test client comes
    from 127.0.0.1. (The test cache is this process's memory: clearing it is cheap.)"""
    from django.core.cache import cache

    from tournaments.reports.selectors.kept import kept_clear

    cache.clear()
    kept_clear()  # the season standings kept per process (their ids come back in a new test)


@pytest.fixture
def golden_dir():
    """The golden cases' folder (``$GOLDEN_DIR``, else shared/golden beside the project)."""
    from tests.golden import GOLDEN_DIR

    return GOLDEN_DIR


@pytest.fixture
def club(db):
    return ClubFactory(name="De Groene Draak", slug="groene-draak", public_results=True)


@pytest.fixture
def make_user(db):
    """``make_user("scorekeeper", club=club)``: a user with that role in ``club`` (roles are
    held per membership: without ``club`` the role is kept for the user's later
    ``MemberFactory(user=...)`` memberships). ``tests.shared_rows.new_user``."""
    return new_user


@pytest.fixture
def seated_table(club):
    """Round 1 of a club evening with one four-player table (E, S, W, N)."""
    round_ = RoundFactory(event__club=club, number=1)
    members = MemberFactory.create_batch(4, club=club)
    return table_seat(round_=round_, number=1, sitters=members)


@pytest.fixture(scope="module")
def demo_rows(request, django_db_setup, django_db_blocker) -> Iterator[None]:
    """The demo club seeded once for a module's tests (``shared_rows``): seeding takes
    seconds, and a dozen tests of a module read the same demo."""
    yield from shared_rows(request, django_db_blocker, seed_demo)
