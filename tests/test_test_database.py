"""The test database's planner settings (tests/conftest.py): on PostgreSQL, no nested loops
(the tests' rows are never analyzed) and no JIT compilation, which the "disabled" cost of
a nested-loop plan would otherwise set off for nearly every join (2-3 s each)."""

import os
import subprocess
import sys

import pytest
from django.conf import settings
from django.db import connection


@pytest.mark.django_db
@pytest.mark.parametrize(("setting", "value"), [("jit", "off"), ("enable_nestloop", "off")])
def test_postgresql_test_runs_plan_without_nested_loops_or_jit(setting, value):
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's planner settings (the PostgreSQL run)")
    with connection.cursor() as cursor:
        cursor.execute(f"SHOW {setting}")
        assert cursor.fetchone()[0] == value


def _collected(*paths: str, only_database: bool) -> set[str]:
    env = {k: v for k, v in os.environ.items() if k != "CLUBSITE_DATABASE_TESTS_ONLY"}
    if only_database:
        env["CLUBSITE_DATABASE_TESTS_ONLY"] = "1"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *paths],
        cwd=settings.BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return {line.split("::")[0] for line in done.stdout.splitlines() if "::" in line}


def test_the_second_ci_pass_leaves_out_only_the_tests_without_a_database():
    """.ci/run's PostgreSQL pass: the engine's and the file checks' tests ran on SQLite
    already; a test with ``db``, a ``django_db`` mark or module rows stays."""
    paths = (
        "tests/test_sizes.py",  # no database
        "tests/scoring/test_notation.py",  # the engine
        "tests/tournaments/reports/test_report_views.py",  # ``db`` through ``demo``
        "tests/tournaments/registration/test_services.py",  # a ``django_db`` mark
    )
    everything = _collected(*paths, only_database=False)
    assert everything == set(paths)
    assert _collected(*paths, only_database=True) == set(paths[2:])
