"""Result types of the seating draw: tables, rounds, draws and their quality.

All results are frozen dataclasses so a draw can be cached, compared (same seed
=> equal draws) and handed to templates without anyone mutating it by accident.
Player ids are any hashable values (ints, strings, model primary keys).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field

from .bounds import Bounds

type PlayerId = Hashable

WINDS = ("E", "S", "W", "N")
"""Starting seat winds in seat order. At a five-player table the fifth listed
player has no wind: they sit out the first hand (see :mod:`.five_player`)."""

SITS_OUT_FIRST = "-"


@dataclass(frozen=True)
class Table:
    """One table of one round.

    ``players`` is in seat order: East, South, West, North as drawn for the first
    hand; a five-player table lists a fifth player who sits out the first hand; a
    three-player table has East, South, West only.
    """

    number: int
    players: tuple[PlayerId, ...]

    @property
    def size(self) -> int:
        return len(self.players)

    @property
    def seats(self) -> tuple[tuple[str, PlayerId], ...]:
        """(wind, player) pairs; the fifth seat of a 5-table is marked ``"-"``."""
        return tuple((WINDS[i] if i < 4 else SITS_OUT_FIRST, p) for i, p in enumerate(self.players))

    @property
    def east(self) -> PlayerId:
        return self.players[0]

    def wind_of(self, player: PlayerId) -> str:
        """Starting seat wind of ``player`` at this table (``"-"`` = sits out hand 1)."""
        return self.seats[self.players.index(player)][0]


@dataclass(frozen=True)
class Round:
    """One round: its tables (numbered from 1) and the players with a bye."""

    number: int
    tables: tuple[Table, ...]
    byes: tuple[PlayerId, ...] = ()

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return tuple(p for t in self.tables for p in t.players) + self.byes

    def table_of(self, player: PlayerId) -> Table | None:
        """The table where ``player`` sits this round, or None on a bye."""
        for table in self.tables:
            if player in table.players:
                return table
        return None


@dataclass(frozen=True)
class Quality:
    """Figures of merit of a draw.

    Meeting: two players meet in a round when they sit at the same table; at a
    five-player table all five meet each other (they share the table for the
    round, even though one sits out each hand); at a three-player table all three.

    * ``repeats``: sum over all pairs of ``max(0, meetings - 1)``, i.e. every meeting
      beyond the first counts once. Zero means nobody meets anyone twice.
    * ``max_meetings``: the most times any single pair meets.
    * ``consecutive_repeats``: number of (pair, round r) with the pair at the same
      table in round r and in round r + 1.
    * ``constraint_violations``: meetings of pairs that must not meet.
    * ``east_counts``: per player, how many rounds they start as East.
    * ``max_same_table_number``: the most times any player sits at the same table
      number (ideal: rounds / tables, rounded up).
    * ``bye_counts`` / ``odd_table_counts``: per player, rounds with a bye and
      rounds at a table of 3 or 5 players.
    """

    repeats: int
    max_meetings: int
    consecutive_repeats: int
    constraint_violations: int
    east_counts: Mapping[PlayerId, int] = field(default_factory=dict)
    max_same_table_number: int = 0
    bye_counts: Mapping[PlayerId, int] = field(default_factory=dict)
    odd_table_counts: Mapping[PlayerId, int] = field(default_factory=dict)

    @property
    def key(self) -> tuple[int, int, int, int]:
        """Lexicographic order used to pick the best draw (smaller is better)."""
        return (
            self.constraint_violations,
            self.max_meetings,
            self.repeats,
            self.consecutive_repeats,
        )

    @property
    def east_spread(self) -> int:
        """max - min East count over players (0 or 1 is as fair as it gets)."""
        return _spread(self.east_counts)

    @property
    def bye_spread(self) -> int:
        return _spread(self.bye_counts)

    @property
    def odd_table_spread(self) -> int:
        return _spread(self.odd_table_counts)


def _spread(counts: Mapping[PlayerId, int]) -> int:
    return max(counts.values()) - min(counts.values()) if counts else 0


@dataclass(frozen=True)
class Draw:
    """A complete draw: rounds in order plus how it was made.

    ``method`` names the construction or "search"; ``iterations`` the search
    iterations done and ``budget`` the iteration budget it had (with the seed,
    what reproduces the draw); ``timed_out`` is True when the time cap stopped
    the search (or balancing) first, in which case the same seed may give a
    different (usually equally good) draw on another run.
    ``bounds`` are the counting lower bounds (:mod:`.bounds`); ``seconds`` the
    wall-clock time the draw took (not part of equality: it differs per run).
    """

    rounds: tuple[Round, ...]
    quality: Quality
    seed: int | str
    method: str
    iterations: int = 0
    budget: int = 0
    timed_out: bool = False
    bounds: Bounds | None = None
    seconds: float = field(default=0.0, compare=False)

    @property
    def optimal(self) -> bool:
        """True when no draw can do better on most meetings and repeats."""
        return (
            self.bounds is not None
            and self.quality.constraint_violations == 0
            and self.bounds.met_by(self.quality.max_meetings, self.quality.repeats)
        )
