"""The order in which the tests are handed out: the longest modules first.

xdist's ``worksteal`` scheduler (pyproject.toml) gives each worker its share of the tests in
collection order, and a worker that runs out takes the last half of another's queue. Long
tests at the front and short ones at the end make those last tests short: the workers end
together (the longest-job-first rule). pytest-django has already sorted the tests into its
three groups (those in a rolled-back transaction, then the transactional ones, which empty
the tables after each test, then those without a database); this keeps that order for the
database groups, sorts each by its modules' measured seconds (``tests/durations.json``), and
splits the tests without a database: their long modules go first of all (they touch no
table, so they can run anywhere) and their short ones last, as filler. (A worker that takes
over tests may run a rolled-back test after transactional ones: those leave the tables empty
as they found them, tests/conftest.py.)

A module's tests stay together (its module-scoped rows are built once per worker, again only
in a worker that takes over some of its last tests). A module missing from the file counts
as short: the file only steers the order, never what runs.
Regenerate it from a whole run's JUnit report: ``scripts/test_durations.py junit.xml``.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from pathlib import Path

import pytest

DURATIONS_FILE = Path(__file__).resolve().parent / "durations.json"
# A module without a database whose tests took this long (summed) is started first.
LONG_MODULE_SECONDS = 10.0


def module_seconds() -> dict[str, float]:
    """The measured seconds per test module (path from the project's root), or nothing."""
    try:
        return json.loads(DURATIONS_FILE.read_text())
    except (OSError, ValueError):
        return {}


def _module_of_path(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return path.as_posix()


def _database_group(item: pytest.Item) -> int:
    """pytest-django's group of a test: 0 in a rolled-back transaction, 1 transactional,
    2 without a database (as its own ``pytest_collection_modifyitems`` counts it)."""
    marker = item.get_closest_marker("django_db")
    fixtures = set(getattr(item, "fixturenames", ()))
    transactional = bool({"transactional_db", "live_server"} & fixtures)
    if marker is not None:
        asked = marker.kwargs.get("transaction", marker.args[0] if marker.args else False)
        transactional = transactional or bool(asked or marker.kwargs.get("reset_sequences"))
        return 1 if transactional else 0
    if transactional:
        return 1
    return 0 if "db" in fixtures else 2


def longest_first(
    items: Sequence[pytest.Item], seconds: dict[str, float], root: Path
) -> list[pytest.Item]:
    """``items`` in the order described above (stable within a module)."""
    module_of = functools.cache(lambda path: _module_of_path(path, root))  # once per file
    first_index: dict[str, int] = {}
    for index, item in enumerate(items):
        first_index.setdefault(module_of(item.path), index)

    def rank(pair: tuple[int, pytest.Item]) -> tuple[int, float, int, int]:
        index, item = pair
        module = module_of(item.path)
        took = seconds.get(module, 0.0)
        group = _database_group(item)
        place = group
        if group == 2:
            # The long modules without a database first, the short ones at the very end.
            place = -1 if took >= LONG_MODULE_SECONDS else 3
        return (place, -took, first_index[module], index)

    return [item for _, item in sorted(enumerate(items), key=rank)]


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    seconds = module_seconds()
    if seconds:
        items[:] = longest_first(items, seconds, config.rootpath)
