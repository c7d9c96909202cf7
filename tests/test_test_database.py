"""The test database's planner settings (tests/conftest.py): on PostgreSQL, no nested loops
(the tests' rows are never analyzed) and no JIT compilation, which the "disabled" cost of
a nested-loop plan would otherwise set off for nearly every join (2-3 s each)."""

import pytest
from django.db import connection

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("setting", "value"), [("jit", "off"), ("enable_nestloop", "off")])
def test_postgresql_test_runs_plan_without_nested_loops_or_jit(setting, value):
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL's planner settings (the PostgreSQL run)")
    with connection.cursor() as cursor:
        cursor.execute(f"SHOW {setting}")
        assert cursor.fetchone()[0] == value
