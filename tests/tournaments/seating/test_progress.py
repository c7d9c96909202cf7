"""The search's progress record (issue 44, ``seating.progress``): a draw reports how far
its search is while it runs, and reporting never changes the draw a seed gives."""

from __future__ import annotations

import pytest

from tournaments import seating
from tournaments.seating.progress import Progress, reporting

#: Fields the search works on (no construction seats them at once).
FIELDS = [(42, 6), (48, 7)]


@pytest.mark.parametrize("players, rounds", FIELDS)
def test_reporting_reports_and_changes_nothing(players, rounds):
    def draw():
        return seating.redraw_remaining(
            [], list(range(players)), rounds, seed=5, time_budget=60, max_iterations=20_000
        )

    records: list[dict] = []
    with reporting(Progress(records.append, every=0.0)) as progress:
        reported = draw()
    assert reported.method.startswith("search") or "+ search" in reported.method
    assert records and records[0]["budget"] == 20_000
    assert all(r["iterations"] <= 20_000 for r in records)
    assert progress.best is not None and progress.best[2] == reported.quality.repeats
    assert draw().rounds == reported.rounds  # the same draw without reporting


def test_without_a_progress_record_nothing_is_reported():
    records: list[dict] = []
    Progress(records.append)  # made, but not set for the search
    seating.redraw_remaining([], list(range(42)), 6, seed=5, time_budget=60, max_iterations=5_000)
    assert records == []
