"""Each seat's sum of its hands' settlements: the one aggregate behind the game scores and
the statistics' places."""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Sum

from tournaments.play.models import HandResult


def seat_settlements(table_ids: Iterable[int]) -> dict[int, int]:
    """Each seat's sum of its hands' settlements at ``table_ids`` (penalties left out),
    grouped by the seat alone: grouped with the member's columns, PostgreSQL planned a
    million-row aggregate (docs/benchmarks.md, "Statistics"). One query."""
    return dict(
        HandResult.objects.filter(seat__table_id__in=list(table_ids))
        .order_by()
        .values("seat_id")
        .annotate(score=Sum("settlement"))
        .values_list("seat_id", "score")
    )
