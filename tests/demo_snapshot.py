"""The demo club seeded once per test process, then copied back row by row.

``manage.py seed_demo`` scores a club's evenings and a tournament through the services:
about 7 s of CPU. Many tests want those rows only as a starting point (every ``demo_site``
browser test, on two viewports, and the modules that read the demo), so the first call in
a process runs the command and keeps what it wrote; later calls, on an emptied database,
insert the same rows again in one transaction (a few hundredths of a second). The command
itself is still run by the tests that test it (tests/test_project.py).

A snapshot keeps the tables the command filled, not the ones the migrations fill (content
types and permissions: none of the demo's rows point at them). The foreign keys are
deferred on both databases, so the tables go back in any order; PostgreSQL's sequences are
moved past the copied ids afterwards.
"""

from __future__ import annotations

import datetime
import os
from dataclasses import dataclass
from typing import Any

from django.apps import apps
from django.core.management import call_command
from django.core.management.color import no_style
from django.db import connection, transaction

# Filled by the migrations (post_migrate), not by the demo: left as they are.
_NOT_COPIED = frozenset({"django_content_type", "auth_permission", "django_migrations"})


@dataclass(frozen=True)
class _TableRows:
    table: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]


# One snapshot per database vendor and process (an xdist worker is a process).
_snapshots: dict[str, tuple[_TableRows, ...]] = {}


def demo_seed() -> None:
    """The demo club in the (empty) test database: seeded the first time, copied after."""
    snapshot = _snapshots.get(connection.vendor)
    if snapshot is None:
        with open(os.devnull, "w") as devnull:
            call_command("seed_demo", stdout=devnull)
        _snapshots[connection.vendor] = _capture()
        return
    _restore(snapshot)


def _tables() -> list[str]:
    names = connection.introspection.django_table_names(only_existing=True)
    return sorted(name for name in names if name not in _NOT_COPIED)


def _capture() -> tuple[_TableRows, ...]:
    quote = connection.ops.quote_name
    captured = []
    with connection.cursor() as cursor:
        for table in _tables():
            cursor.execute(f"SELECT * FROM {quote(table)}")
            rows = tuple(tuple(row) for row in cursor.fetchall())
            if rows:
                columns = tuple(column[0] for column in cursor.description)
                captured.append(_TableRows(table, columns, rows))
    return tuple(captured)


def _restore(snapshot: tuple[_TableRows, ...]) -> None:
    quote = connection.ops.quote_name
    adapt = _value_adapter()
    with transaction.atomic(), connection.cursor() as cursor:
        for part in snapshot:
            columns = ", ".join(quote(column) for column in part.columns)
            marks = ", ".join(["%s"] * len(part.columns))
            sql = f"INSERT INTO {quote(part.table)} ({columns}) VALUES ({marks})"
            cursor.executemany(sql, [tuple(map(adapt, row)) for row in part.rows])
        if connection.vendor == "postgresql":
            models = apps.get_models(include_auto_created=True)
            for statement in connection.ops.sequence_reset_sql(no_style(), models):
                cursor.execute(statement)


def _value_adapter():
    """What the driver reads is not always what it writes: psycopg reads ``jsonb`` as dicts
    and lists, and Django's SQLite connection reads dates and times as Python values but
    has no adapter to write a ``time`` back (they are stored as ISO text)."""
    if connection.vendor == "postgresql":
        from psycopg.types.json import Jsonb

        return lambda value: Jsonb(value) if isinstance(value, dict | list) else value

    def iso_text(value: Any) -> Any:
        if isinstance(value, datetime.datetime):
            return value.isoformat(" ")
        if isinstance(value, datetime.date | datetime.time):
            return value.isoformat()
        return value

    return iso_text
