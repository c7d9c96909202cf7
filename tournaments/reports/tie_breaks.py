"""Which tie-break decided between two neighbours in a standings table.

The standings rank by the club's chain (``standings.TIE_BREAKS``); a results sheet and the
trophy story say, for two players level on the first criterion, which later criterion put
one above the other, or that they share the place. Pure, no queries.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournaments.reports.rows import StandingRow
from tournaments.reports.standings import TIE_BREAKS


@dataclass(frozen=True, slots=True)
class Decision:
    """How ``row`` stands against the row just below it.

    ``criterion`` is the id of the tie-break that separated them (``None`` when the first
    criterion already did, or when they share the place: ``shared``)."""

    row: StandingRow
    criterion: str | None = None
    shared: bool = False

    @property
    def label(self) -> str:
        return str(TIE_BREAKS[self.criterion][0]) if self.criterion else ""


def deciding_criterion(
    upper: StandingRow, lower: StandingRow, chain: Sequence[str]
) -> tuple[str | None, bool]:
    """(criterion, shared): the first criterion after the chain's first on which ``upper``
    and ``lower`` differ; ``(None, False)`` when the first criterion separates them;
    ``(None, True)`` when only the name does (they share the rank)."""
    criteria = [c for c in chain if c != "name"]
    if not criteria:
        return None, True
    first, *rest = criteria
    if TIE_BREAKS[first][1](upper) != TIE_BREAKS[first][1](lower):
        return None, False
    for criterion in rest:
        key = TIE_BREAKS[criterion][1]
        if key(upper) != key(lower):
            return criterion, False
    return None, True


def decisions(rows: Sequence[StandingRow], chain: Sequence[str]) -> list[Decision]:
    """One ``Decision`` per ranked row: the tie-break between it and the next row, and
    whether it shares its place with the next or the previous one."""
    out: list[Decision] = []
    for index, row in enumerate(rows):
        criterion, shared = None, False
        if index + 1 < len(rows) and rows[index + 1].qualified == row.qualified:
            criterion, shared = deciding_criterion(row, rows[index + 1], chain)
        if index and rows[index - 1].rank == row.rank:
            shared = True
        out.append(Decision(row=row, criterion=criterion, shared=shared))
    return out
