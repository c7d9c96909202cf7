"""Player statistics: what the stored hands tell about each player (pure Python, no queries).

The selectors (``reports/selectors/statistics.py``) read each player's hand results and
played seats once; this module counts them. Everything is counted from what the one
writer of hands stored (``play/services/hands.py``), never from a rescore:

* a **hand** is one of the player's ``HandResult`` rows: a hand sat out at a five-player
  table has no row, a deleted hand no longer exists and a corrected hand holds its current
  version's rows only;
* a **win** is a hand whose winner is the player's seat: **self-drawn** without a
  discarder, **on a discard** with one; several players who won one discard each count
  a win; a **deal-in** is another's win on the player's discard, one per discard however
  many won it (a hand the player dealt into, as a deal-in rate per hand counts it); a
  **draw** is an exhaustive draw the player played;
* a **winning hand** is counted in its ruleset's own unit (points, fan, faan, han), so
  values are only added and compared within one ruleset (``WinningHands``, as
  ``best_hands``); where the stored points count in another unit the ruleset gives the
  value (``Ruleset.win_value``: a hand stored in points, counted in han);
* a ruleset whose hands carry table facts (``Ruleset.entry_facts``) tells who declared
  ready (**declared**, and the wins among those hands) and who was ready at a draw
  (**tenpai draws**);
* **elements** are the player's own scored elements (a loser scores too under some
  rulesets), each counted as often as it counted; a **limit hand** is a win with an element
  in the unit ``limit``;
* a **game** is a played seat (``play.selectors.played``): its place at the table (ties
  share the best place) and table points come from the seats' hand settlements, as the
  standings award them; **penalties** are the penalties given to that seat, their points
  the seat's share of every penalty at its table (what the standings add).

A substitute's hands count for the person who played them (the seat's member or guest);
the standings credit the seat as the event's substitute rule says.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tournaments.reports.rows import Player
from tournaments.reports.table_points import UNIT

MOST_ELEMENTS = 10
#: places at a table: 1st to 4th, and 5th at a five-player table
PLACES = 5


@dataclass(frozen=True, slots=True)
class HandRow:
    """One player's result of one hand (a ``HandResult`` with its hand's outcome)."""

    seat_id: int
    hand_id: int
    ruleset: str
    kind: str
    winner_id: int | None
    discarder_id: int | None
    points: int
    settlement: int
    elements: tuple[Mapping[str, Any], ...] = ()
    #: the win's value in its ruleset's unit, where it is not ``points``
    value: int | None = None
    ready: bool = False  # the player declared ready in this hand
    tenpai: bool = False  # ready at an exhaustive draw
    facts_read: bool = False  # the hand's table facts were read (its ruleset has them)
    #: the player won the same discard beside the hand's winner (several winners)
    won_too: bool = False

    @property
    def won(self) -> bool:
        return self.winner_id == self.seat_id or self.won_too

    @property
    def dealt_in(self) -> bool:
        return self.discarder_id == self.seat_id and self.winner_id not in (None, self.seat_id)

    @property
    def is_limit(self) -> bool:
        return any(str(e.get("unit")) == "limit" for e in self.elements)


@dataclass(frozen=True, slots=True)
class SeatGame:
    """One played seat: its place at its table, table points and penalties."""

    seat_id: int
    table_id: int
    place: int
    tp_units: int
    penalties: int = 0
    penalty_points: int = 0


@dataclass(frozen=True, slots=True)
class SeatSums:
    """One seat's hands counted by the database (``reports.selectors.statistics_sums``):
    the counts ``_Tally.add_hand`` makes from its ``HandRow``s, for a ruleset whose win is
    counted in its stored points and that has no table facts."""

    seat_id: int
    ruleset: str
    hands: int
    wins: int
    self_drawn_wins: int
    discard_wins: int
    deal_ins: int
    draws: int
    limit_hands: int
    win_points: int  # the sum of the wins' points, and the biggest
    biggest_points: int  # 0 without a win
    win_settlement: int
    biggest_settlement: int


@dataclass(frozen=True, slots=True)
class WinningHands:
    """A player's winning hands of one ruleset, in its unit and in settlement."""

    ruleset: str
    wins: int
    total_points: int
    biggest_points: int
    total_settlement: int
    biggest_settlement: int

    @property
    def average_points(self) -> float:
        return self.total_points / self.wins if self.wins else 0.0

    @property
    def average_settlement(self) -> float:
        return self.total_settlement / self.wins if self.wins else 0.0


@dataclass(frozen=True, slots=True)
class ElementCount:
    """How often a scoring element counted; ``element`` is a stored element (id, names)."""

    element: Mapping[str, Any]
    count: int

    @property
    def id(self) -> str:
        return str(self.element.get("id") or "")


def element_key(element: Mapping[str, Any]) -> str:
    """What tells a stored element from another in the counts: its id, else its name (the
    key ``statistics_sums.element_counts`` groups by too)."""
    return str(element.get("id") or element.get("name") or "")


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


@dataclass(frozen=True, slots=True)
class PlayerStatistics:
    player: Player
    hands: int = 0
    wins: int = 0
    self_drawn_wins: int = 0
    discard_wins: int = 0
    deal_ins: int = 0
    draws: int = 0
    limit_hands: int = 0
    games: int = 0
    places: tuple[int, ...] = (0,) * PLACES  # games finished 1st, 2nd, ... 5th
    tp_units: int = 0
    penalties: int = 0
    penalty_points: int = 0
    winning_hands: tuple[WinningHands, ...] = ()
    elements: tuple[ElementCount, ...] = ()  # most counted first
    declared: int = 0  # hands in which the player declared ready
    declared_wins: int = 0  # of those, the hands the player won
    tenpai_draws: int = 0  # exhaustive draws at which the player was ready
    #: the rulesets of the hands whose table facts were read (which words name them)
    fact_rulesets: tuple[str, ...] = ()

    @property
    def declared_win_rate(self) -> float:
        return _rate(self.declared_wins, self.declared)

    @property
    def win_rate(self) -> float:
        return _rate(self.wins, self.hands)

    @property
    def self_drawn_rate(self) -> float:
        return _rate(self.self_drawn_wins, self.wins)

    @property
    def deal_in_rate(self) -> float:
        return _rate(self.deal_ins, self.hands)

    @property
    def draw_rate(self) -> float:
        return _rate(self.draws, self.hands)

    @property
    def table_points(self) -> Fraction:
        return Fraction(self.tp_units, UNIT)

    @property
    def table_points_per_game(self) -> Fraction:
        return Fraction(self.tp_units, UNIT * self.games) if self.games else Fraction(0)

    def most_elements(self, top: int = MOST_ELEMENTS) -> tuple[ElementCount, ...]:
        return self.elements[:top]

    def as_dict(self) -> dict[str, Any]:
        """The JSON shape of ``manage.py statistics --json`` and the API (element names
        in the stored seed and English names: a file is read in any language)."""
        return {
            "player": self.player.name,
            "member_id": self.player.member_id,
            "hands": self.hands,
            "wins": self.wins,
            "self_drawn_wins": self.self_drawn_wins,
            "discard_wins": self.discard_wins,
            "deal_ins": self.deal_ins,
            "draws": self.draws,
            "win_rate": round(self.win_rate, 4),
            "deal_in_rate": round(self.deal_in_rate, 4),
            "limit_hands": self.limit_hands,
            "games": self.games,
            "places": list(self.places),
            "table_points": float(self.table_points),
            "table_points_per_game": round(float(self.table_points_per_game), 4),
            "penalties": self.penalties,
            "penalty_points": self.penalty_points,
            "declared": self.declared,
            "declared_wins": self.declared_wins,
            "tenpai_draws": self.tenpai_draws,
            "winning_hands": [
                {
                    "ruleset": w.ruleset,
                    "wins": w.wins,
                    "average": round(w.average_points, 2),
                    "biggest": w.biggest_points,
                    "average_settlement": round(w.average_settlement, 2),
                    "biggest_settlement": w.biggest_settlement,
                }
                for w in self.winning_hands
            ],
            "elements": [
                {"id": e.id, "name": e.element.get("name_en") or e.element.get("name") or e.id}
                | {"count": e.count}
                for e in self.elements
            ],
        }


@dataclass
class _Tally:
    """One player's counts while the rows are read."""

    counts: Counter[str] = field(default_factory=Counter)
    places: list[int] = field(default_factory=lambda: [0] * PLACES)
    wins_by_ruleset: dict[str, list[int]] = field(default_factory=dict)
    elements: Counter[str] = field(default_factory=Counter)
    element_rows: dict[str, Mapping[str, Any]] = field(default_factory=dict)
    fact_rulesets: set[str] = field(default_factory=set)

    def add_hand(self, row: HandRow) -> None:
        c = self.counts
        c["hands"] += 1
        c["draws"] += row.kind == "draw"
        c["deal_ins"] += row.dealt_in
        if row.facts_read:
            self.fact_rulesets.add(row.ruleset)
            c["declared"] += row.ready
            c["declared_wins"] += row.ready and row.won
            c["tenpai_draws"] += row.tenpai and row.kind == "draw"
        for element in row.elements:
            key = element_key(element)
            self.elements[key] += int(element.get("count") or 1)
            self.element_rows.setdefault(key, element)
        if not row.won:
            return
        c["wins"] += 1
        c["self_drawn_wins" if row.discarder_id is None else "discard_wins"] += 1
        c["limit_hands"] += row.is_limit
        value = row.points if row.value is None else row.value
        held = self.wins_by_ruleset.setdefault(row.ruleset, [0, 0, value, 0, row.settlement])
        held[0] += 1
        held[1] += value
        held[2] = max(held[2], value)
        held[3] += row.settlement
        held[4] = max(held[4], row.settlement)

    def add_sums(self, sums: SeatSums) -> None:
        c = self.counts
        for name in ("hands", "wins", "self_drawn_wins", "discard_wins", "deal_ins", "draws"):
            c[name] += getattr(sums, name)
        c["limit_hands"] += sums.limit_hands
        if not sums.wins:
            return
        held = self.wins_by_ruleset.setdefault(
            sums.ruleset, [0, 0, sums.biggest_points, 0, sums.biggest_settlement]
        )
        held[0] += sums.wins
        held[1] += sums.win_points
        held[2] = max(held[2], sums.biggest_points)
        held[3] += sums.win_settlement
        held[4] = max(held[4], sums.biggest_settlement)

    def add_element(self, key: str, element: Mapping[str, Any], count: int) -> None:
        self.elements[key] += count
        self.element_rows.setdefault(key, element)

    def add_game(self, game: SeatGame) -> None:
        self.counts["games"] += 1
        self.counts["tp_units"] += game.tp_units
        self.counts["penalties"] += game.penalties
        self.counts["penalty_points"] += game.penalty_points
        self.places[min(game.place, PLACES) - 1] += 1

    def freeze(self, player: Player, ruleset_order: Iterable[str]) -> PlayerStatistics:
        order = {r: i for i, r in enumerate(ruleset_order)}
        c = self.counts
        return PlayerStatistics(
            player=player,
            hands=c["hands"],
            wins=c["wins"],
            self_drawn_wins=c["self_drawn_wins"],
            discard_wins=c["discard_wins"],
            deal_ins=c["deal_ins"],
            draws=c["draws"],
            limit_hands=c["limit_hands"],
            games=c["games"],
            places=tuple(self.places),
            tp_units=c["tp_units"],
            penalties=c["penalties"],
            penalty_points=c["penalty_points"],
            winning_hands=tuple(
                WinningHands(r, *values)
                for r, values in sorted(
                    self.wins_by_ruleset.items(), key=lambda i: (order.get(i[0], len(order)), i[0])
                )
            ),
            elements=tuple(
                ElementCount(self.element_rows[key], n)
                for key, n in sorted(self.elements.items(), key=lambda i: (-i[1], i[0]))
            ),
            declared=c["declared"],
            declared_wins=c["declared_wins"],
            tenpai_draws=c["tenpai_draws"],
            fact_rulesets=tuple(r for r in order if r in self.fact_rulesets)
            + tuple(sorted(self.fact_rulesets - set(order))),
        )


def player_statistics(
    *,
    players: Mapping[int, Player],
    hands: Iterable[HandRow],
    games: Iterable[SeatGame],
    ruleset_order: Iterable[str] = (),
    sums: Iterable[SeatSums] = (),
    elements: Iterable[tuple[str, str, Mapping[str, Any], int]] = (),
) -> list[PlayerStatistics]:
    """Each player's statistics (``players``: seat id -> who sat there), in name order.
    Rows of seats not in ``players`` are ignored. ``sums`` and ``elements`` (player key,
    element key, the element, its count) are hands the database counted, in addition to
    ``hands``."""
    tallies: dict[str, _Tally] = {}
    who: dict[str, Player] = {}
    for player in players.values():  # a player with a seat and no hand yet is listed too
        who[player.key] = player
        tallies.setdefault(player.key, _Tally())
    for row in hands:
        if (sat := players.get(row.seat_id)) is not None:
            tallies[sat.key].add_hand(row)
    for counted in sums:
        if (sat := players.get(counted.seat_id)) is not None:
            tallies[sat.key].add_sums(counted)
    for player_key, key, element, count in elements:
        if player_key in tallies:
            tallies[player_key].add_element(key, element, count)
    for game in games:
        if (sat := players.get(game.seat_id)) is not None:
            tallies[sat.key].add_game(game)
    order = list(ruleset_order)
    return sorted(
        (tallies[key].freeze(player, order) for key, player in who.items()),
        key=lambda s: (s.player.sort_name, s.player.key),
    )
