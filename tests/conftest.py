"""Project-wide fixtures. Factories live in tests/factories.py."""

import os

import factory.random
import pytest
from hypothesis import HealthCheck, settings

from tests.factories import ClubFactory, MemberFactory, RoundFactory, UserFactory
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


def pytest_configure(config):
    """Remove a stale SQLite write-ahead log of this worker's test database: Django deletes
    only the database file, and a new file next to an old ``-wal`` would read its pages."""
    import os
    from pathlib import Path

    from django.conf import settings as django_settings

    name = django_settings.DATABASES["default"].get("TEST", {}).get("NAME")
    if not name or django_settings.DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":
        return
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    base = f"{name}_{worker}" if worker else name
    for suffix in ("-wal", "-shm", "-journal"):
        Path(base + suffix).unlink(missing_ok=True)


# Property tests judge behaviour, not speed (speed is measured in bench/): a loaded CI
# machine must not turn a slow first example into a failure.
settings.register_profile(
    "clubsite", deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.load_profile("clubsite")


# Factories draw names (Faker) and other values at random. Each test gets its own seed,
# made from its id and FACTORY_SEED, so a test sees the same names however xdist spreads
# and orders the tests, and a failure repeats; set CLUBSITE_FACTORY_SEED to vary them.
FACTORY_SEED = os.environ.get("CLUBSITE_FACTORY_SEED", "clubsite")


def pytest_report_header(config):
    return f"factory seed: CLUBSITE_FACTORY_SEED={FACTORY_SEED}"


@pytest.fixture(autouse=True)
def _reproducible_factories(request):
    factory.random.reseed_random(f"{FACTORY_SEED}:{request.node.nodeid}")


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


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
    ``MemberFactory(user=...)`` memberships)."""

    def make(*roles: str, club=None, username: str | None = None, **fields):
        kwargs = {"roles": list(roles), **fields}
        if username:
            kwargs["username"] = username
        user = UserFactory(**kwargs)
        if club is not None:
            MemberFactory(club=club, user=user)
        return user

    return make


@pytest.fixture
def seated_table(club):
    """Round 1 of a club evening with one four-player table (E, S, W, N)."""
    round_ = RoundFactory(event__club=club, number=1)
    members = MemberFactory.create_batch(4, club=club)
    return table_seat(round_=round_, number=1, sitters=members)


@pytest.fixture(autouse=True)
def _short_seat_draws(settings):
    """Seat draws search for 10 s in production; tests keep the suite fast."""
    settings.SEAT_DRAW_TIME_BUDGET = 0.5
