"""Typed rows: what the report readers produce and the pages, exporters and PDFs consume.

Frozen dataclasses, so a row checks its invariants once, when it is built
(``TableResult`` refuses table points that do not add up to the scheme's total).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from fractions import Fraction

from tournaments.reports.table_points import UNIT, scheme_total


@dataclass(frozen=True, slots=True)
class Player:
    """A member or a guest, as the reports name them.

    ``key`` is stable across rounds and events ("m12" for member 12, "g:Jürgen Weber" for
    a guest), so a guest who plays every round of a tournament is one line in its standings.
    """

    key: str
    name: str
    sort_name: str
    member_id: int | None = None
    member_number: str = ""
    first_name: str = ""
    last_name: str = ""
    ema_number: str = ""
    country: str = ""

    @property
    def is_guest(self) -> bool:
        return self.member_id is None


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One player's round at one table: the sum of his settlements and what it earned."""

    event_id: int
    round_number: int
    table_number: int
    table_id: int
    wind: str
    player: Player
    score: int
    hands: int
    hands_won: int
    best_hand: int
    tp_units: int  # table points in 1/UNIT (exact; see table_points.UNIT)
    place: int | None  # None: nothing was played at the table yet

    @property
    def table_points(self) -> Fraction:
        return Fraction(self.tp_units, UNIT)


@dataclass(frozen=True, slots=True)
class TableResult:
    """A table after (or during) a round; the table points add up to the scheme's total."""

    event_id: int
    round_number: int
    table_number: int
    table_id: int
    scheme: str
    seats: tuple[SeatResult, ...]

    def __post_init__(self) -> None:
        if not self.played:
            return
        total = sum(s.tp_units for s in self.seats)
        expected = scheme_total(self.scheme, len(self.seats)) * UNIT
        if total != expected:
            total, expected = Fraction(total, UNIT), expected / UNIT
            raise ValueError(
                f"Table {self.table_number}: table points add up to {total}, not {expected}"
            )

    @property
    def played(self) -> bool:
        return any(s.hands for s in self.seats)


@dataclass(slots=True)
class StandingRow:
    """One line of a standings table (an evening, a tournament or a season).

    Not frozen: ``standings.rank_rows`` numbers the rows after sorting them.
    """

    rank: int
    player: Player
    tp_units: int  # table points in 1/UNIT
    score: int
    firsts: int = 0
    seconds: int = 0
    thirds: int = 0
    best_hand: int = 0
    hands_won: int = 0
    rounds: int = 0
    evenings: int = 0
    evenings_counted: int = 0
    bonus: Fraction = Fraction(0)
    qualified: bool = True
    played: bool = True  # False: sat at a table but played no hand (ranked after all who did)

    @property
    def table_points(self) -> Fraction:
        return Fraction(self.tp_units, UNIT)

    @property
    def total(self) -> Fraction:
        """Table points plus attendance bonus: what a season table ranks by."""
        return self.table_points + self.bonus if self.bonus else self.table_points


@dataclass(frozen=True, slots=True)
class EveningLine:
    """A player's evening in a season: his result and whether it counts (best N)."""

    event_id: int
    event_name: str
    event_slug: str
    date: datetime.date
    rank: int
    players: int
    table_points: Fraction
    score: int
    counts: bool
    cumulative_score: int = 0
    cumulative_points: Fraction = Fraction(0)


@dataclass(frozen=True, slots=True)
class BestHand:
    """The highest-valued winning hand, with its limit hand (if any) named."""

    points: int
    player: Player
    event_id: int
    event_name: str
    date: datetime.date
    round_number: int
    table_number: int
    hand_number: int
    limit_name: str = ""
    elements: tuple[str, ...] = field(default=())
