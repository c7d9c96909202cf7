"""The penalties outside a hand, summed per seat for the standings."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from tournaments.penalties.models import Penalty


def penalty_sums(*, event_ids: Iterable[int]) -> dict[tuple[int, str], int]:
    """``{(table id, seat wind): points}`` of the events' active penalties. One query."""
    sums: dict[tuple[int, str], int] = defaultdict(int)
    for table_id, shares in Penalty.objects.filter(
        table__round__event_id__in=list(event_ids), cancelled_at__isnull=True
    ).values_list("table_id", "shares"):
        for wind, points in (shares or {}).items():
            sums[(table_id, wind)] += int(points)
    return sums
