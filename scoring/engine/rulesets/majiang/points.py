"""The points tables (Punktetabelle 6.1.1.2 and its appendix C twin C.2): from a hand's Faan
and Laak to its point value V, which the payments then multiply.

Both tables print each Laak total on a Faan row (main: 1 Laak on row 4, 2 on row 6, 3 on the
limit row 8, L417-L421; C.2: rows 5, 7, 9, L617-L621). How Faan and Laak combine is not
stated (19#1): reading ``row`` (default) starts on the Laak's row and adds the Faan; reading
``double`` takes the Laak row's points and doubles them once per Faan. Both stop at the
table's limit row (64, L387; C.2: 128).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PointsTable:
    """One points table: ``points[row]`` for Faan rows 0..limit, ``laak_rows[laak]`` the row a
    Laak total of 1 or 2 sits on (3 and more is the limit row)."""

    name: str
    points: tuple[int, ...]
    laak_rows: tuple[int, int, int]
    source: str

    @property
    def limit_row(self) -> int:
        return len(self.points) - 1

    @property
    def limit(self) -> int:
        return self.points[-1]

    @property
    def one_laak(self) -> int:
        """Points of the row printed with "1 Laak" (the value of a Laak in a penalty, 19#12)."""
        return self.points[self.laak_rows[1]]

    def row(self, faan: int, laak: int) -> int:
        """The row a hand of ``faan`` and ``laak`` reaches under reading ``row`` (19#1 A)."""
        if laak >= 3:
            return self.limit_row
        return min(self.laak_rows[laak] + faan, self.limit_row)

    def value(self, faan: int, laak: int, *, double: bool = False) -> int:
        """Point value V of a hand (standard hands: limit hands are valued by the caller)."""
        if laak >= 3:
            return self.limit
        if not double or laak == 0:
            return self.points[self.row(faan, laak)]
        return min(self.points[self.laak_rows[laak]] << min(faan, 16), self.limit)


MAIN = PointsTable("main", (1, 2, 4, 8, 16, 16, 32, 32, 64), (0, 4, 6), "001 L410-L421 (6.1.1.2)")
ALTERNATIVE = PointsTable(
    "alternative", (1, 2, 4, 8, 16, 32, 32, 64, 64, 128), (0, 5, 7), "001 L609-L621 (C.2)"
)


def table_for(alternative: bool) -> PointsTable:
    return ALTERNATIVE if alternative else MAIN


def hand_value(faan: int, laak: int, *, alternative: bool = False, double: bool = False) -> int:
    """V for ``faan`` and ``laak`` on the main or the appendix C table (reading A or B)."""
    return table_for(alternative).value(faan, laak, double=double)
