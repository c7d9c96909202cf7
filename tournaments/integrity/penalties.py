"""Check stored penalties outside a hand: each one's ``shares`` computed again from its
points, how it counts and the table's seats (``tournaments.penalties.reasons.penalty_shares``).

A penalty whose stored shares differ (edited in the database, a broken import) would
count wrongly in every standing and export; ``verify`` and the event import report it.
"""

from __future__ import annotations

from collections.abc import Iterable

from tournaments.integrity.verify import Issue, VerifyReport, table_label
from tournaments.penalties.models import Penalty
from tournaments.penalties.reasons import penalty_shares


def penalty_issues(penalty: Penalty, number: int) -> list[Issue]:
    where = f"{table_label(penalty.table)} penalty {number}"
    seats = list(penalty.table.seats.all())
    if penalty.seat_id not in {s.pk for s in seats}:
        return [Issue(where, "the penalised player is not at this table")]
    seat = next(s for s in seats if s.pk == penalty.seat_id)
    try:
        expected = penalty_shares(
            points=penalty.points,
            mode=penalty.mode,
            penalised=seat.wind,
            winds=[s.wind for s in seats],
        )
    except ValueError as exc:
        return [Issue(where, f"cannot be recomputed: {exc}")]
    if penalty.shares != expected:
        return [Issue(where, f"shares stored {penalty.shares}, recomputed {expected}")]
    return []


def verify_penalties(
    penalties: Iterable[Penalty], report: VerifyReport | None = None
) -> VerifyReport:
    """Add the issues of ``penalties`` (from ``penalties_to_verify``) to ``report``."""
    report = report if report is not None else VerifyReport()
    numbers: dict[int, int] = {}
    for penalty in penalties:
        numbers[penalty.table_id] = numbers.get(penalty.table_id, 0) + 1
        report.penalties += 1
        report.issues.extend(penalty_issues(penalty, numbers[penalty.table_id]))
    return report
