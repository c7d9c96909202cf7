"""Typed rows: what the report readers produce and the pages, exporters and PDFs consume.

Frozen dataclasses, so a row checks its invariants once, when it is built
(``TableResult`` refuses table points that do not add up to the scheme's total).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tournaments.reports.best_hands import element_name, is_limit
from tournaments.reports.table_points import UNIT, scheme_total

#: Marks a player whose seat a substitute took (standings pages and exports; legend below).
SUBSTITUTED_MARK = "†"
#: Marks a player with a hand not accepted yet (hand by hand acceptance; legend below).
PROVISIONAL_MARK = "*"


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
    penalty: int = 0  # active penalties outside a hand (included in ``score``)
    substitute: Player | None = None  # who sat in ``player``'s seat (``Seat.substitute_for``)
    ranked: bool = True  # False: the seat's result counts for nobody (EMA substitute rule)

    @property
    def table_points(self) -> Fraction:
        return Fraction(self.tp_units, UNIT)

    @property
    def played(self) -> bool:
        """Whether the seat is played (``play.selectors.played``): its table has a hand of
        any result, so the seat has a place there, earns its table points and counts as a
        round and as attendance, whatever its own hands (draws only, or none at all)."""
        return self.place is not None

    @property
    def hand_score(self) -> int:
        """The sum of the hands' settlements, without penalties (what places the table)."""
        return self.score - self.penalty

    @property
    def shown_name(self) -> str:
        """Who sat there: the substitute's name in a substituted seat."""
        return self.substitute.name if self.substitute is not None else self.player.name


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
            raise ValueError(
                f"Table {self.table_number}: table points add up to {Fraction(total, UNIT)}, "
                f"not {expected / UNIT}"
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
    penalty: int = 0  # penalties outside a hand (negative; already included in ``score``)
    substituted: bool = False  # a substitute took this player's seat in a later round
    carried_score: int = 0  # from the stage before (included in ``score``; stage_standings)
    carried_units: int = 0  # table points from the stage before, 1/UNIT (in ``tp_units``)
    stage: str = ""  # the furthest stage reached (final standings of a staged event)

    @property
    def carried_points(self) -> Fraction:
        return Fraction(self.carried_units, UNIT)

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
    """The highest-valued winning hand of an event, in its ruleset's unit.

    ``scored`` keeps the stored elements (id, seed name, English name, value, unit) so the
    names are chosen in the language of the page or PDF that shows them; a hand is only
    ever compared with hands of the same ``ruleset`` (``reports.best_hands``).
    """

    points: int
    player: Player
    event_id: int
    event_name: str
    date: datetime.date
    round_number: int
    table_number: int
    hand_number: int
    ruleset: str = ""
    scored: tuple[dict[str, Any], ...] = field(default=())

    @property
    def is_limit(self) -> bool:
        return is_limit(self.scored)

    @property
    def limit_name(self) -> str:
        """The limit hand's name in the current language ("" when it is not one)."""
        return next((element_name(e) for e in self.scored if str(e.get("unit")) == "limit"), "")

    @property
    def elements(self) -> tuple[str, ...]:
        """The elements' names in the current language (× count where it counted twice),
        the limit hand's own name left out: ``limit_name`` shows it."""
        return tuple(
            element_name(e) + (f" ×{e['count']}" if int(e.get("count") or 1) > 1 else "")
            for e in self.scored
            if str(e.get("unit")) != "limit"
        )
