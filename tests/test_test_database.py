"""The test database's planner settings (tests/conftest.py): on PostgreSQL, no nested loops
(the tests' rows are never analyzed) and no JIT compilation, which the "disabled" cost of
a nested-loop plan would otherwise set off for nearly every join (2-3 s each). And what
selects the tests and keeps a worker's database whole."""

import os
import sqlite3
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


@pytest.mark.django_db(transaction=True)
def test_a_pytest_started_by_a_test_leaves_this_workers_database_alone():
    """A pytest in a process of its own inherits this worker's environment: its start must
    not remove the write-ahead log under this worker's open SQLite database (tests/conftest.py
    once did, and every later test of the worker failed with "disk I/O error")."""
    from django.contrib.auth.models import Group

    Group.objects.create(name="before")  # committed: in the write-ahead log, on SQLite
    # a second reader, as a live server's thread is: the log stays while it is open
    reader = sqlite3.connect(connection.settings_dict["NAME"]) if _on_sqlite() else None
    try:
        if reader is not None:
            assert reader.execute("SELECT count(*) FROM auth_group").fetchone() == (1,)
        _collected("tests/test_sizes.py", only_database=False)
        connection.close()  # the next query opens the files again, as a new test's does
        Group.objects.create(name="after")

        assert sorted(Group.objects.values_list("name", flat=True)) == ["after", "before"]
    finally:
        if reader is not None:
            reader.close()


def _on_sqlite() -> bool:
    return connection.vendor == "sqlite" and not connection.is_in_memory_db()
