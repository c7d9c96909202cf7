"""Seating by standings: Swiss (top four at table 1, avoiding repeat meetings) and fixed.

A later stage of a tournament seats each round from the current standings: the best
four at table 1, the next four at table 2, and so on. ``fixed`` stops there (1-4, 5-8,
...). ``swiss`` keeps that order but avoids seating players together who already met
in the stage (``history``), relaxing step by step and saying which steps it took:

1. the standings order itself, when it repeats no meeting;
2. no repeat, players moved at most ``w`` tables from their place (w = 1, 2, ... up to
   the whole field): a depth-first search that fills table 1 first, each table headed
   by the best player still free and filled with the best-ranked players that met none
   of its players, so the first seating found is the closest to the standings;
3. when no seating without a repeat exists (or the search gives up: ``node_limit``),
   one repeat allowed, then two, ...

A Swiss round looks ahead (``rounds_after``, at most ``LOOK_AHEAD``): steps 1-2 take a
seating only when that many rounds without a repeat can still follow it (16 players seated
by standings alone leave no round 4 without one, where the affine plane of order 4 seats
five); when none can, the steps run again without looking ahead.

The search for a window is exhaustive within ``node_limit`` steps: for small fields it
finds a seating without repeats whenever one exists (tests check it against brute
force). Seat winds balance East starts over the stage: where a table holds nobody with
the fewest East starts while another holds two, a player of each swaps (nearest tables,
never adding a repeat); then at each table the player with the fewest East starts so far
sits East (ties: the better ranked), the other winds likewise, so East starts stay within
one of each other wherever the tables allow. ``fixed`` only chooses the winds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from .model import WINDS, PlayerId, Round, Table
from .policy import TablePolicy, table_layout
from .quality import meetings
from .swiss_winds import balance_east, wind_order

NODE_LIMIT = 200_000
"""Search steps per relaxation step; a 200-player field needs a few thousand."""
LOOK_AHEAD = 4  # rounds after this one a Swiss seating keeps possible without a repeat


@dataclass(frozen=True)
class Relaxation:
    """One step the search had to take: ``kind`` "window" (players moved up to
    ``value`` tables from their place) or "repeats" (``value`` repeat meetings allowed)."""

    kind: str
    value: int


@dataclass(frozen=True)
class SwissRound:
    """A round seated by standings, with what it cost."""

    round: Round
    repeats: int  # pairs at one table this round who met before in the stage
    relaxations: tuple[Relaxation, ...]
    east_spread: int  # max - min East starts over the stage, this round included
    moved: int  # players not at their standings table

    def relaxations_kept(self) -> tuple[Relaxation, ...]:
        """What the seating gave up, once each: the widest window (unless repeats were
        allowed: players then move anywhere), the winds, the repeats (``relaxations``:
        every step tried, for the audit log)."""
        last = {step.kind: step for step in self.relaxations}
        kinds = ("winds", "repeats") if "repeats" in last else ("window", "winds")
        return tuple(last[kind] for kind in kinds if kind in last)


def _sizes(n: int, policy: TablePolicy | str) -> tuple[tuple[int, ...], int]:
    """Table sizes (tables of four first: the top tables are regular games) and byes."""
    layout = table_layout(n, policy)
    sizes = tuple(sorted(layout.sizes, key=lambda s: (s != 4, -s)))
    return sizes, layout.byes


def _homes(sizes: Sequence[int]) -> list[int]:
    """The table index each standings position belongs to."""
    return [t for t, size in enumerate(sizes) for _ in range(size)]


class _Search:
    """Depth-first search for a seating with at most ``budget`` repeats, players at most
    ``window`` tables from home."""

    def __init__(
        self,
        sizes: Sequence[int],
        met: set[frozenset[int]],
        window: int,
        budget: int,
        node_limit: int,
        low: Sequence[bool] = (),
        ahead: int = 0,
    ) -> None:
        """``low``: per position, whether the player has the fewest East starts; given,
        every table must seat one of them (when there are enough) or at most one.
        ``ahead``: rounds after this one kept possible without a repeat (``_continues``)."""
        self.ahead = ahead
        self.low = low
        self.one_low_each = sum(low) >= len(sizes)
        self.sizes = sizes
        self.met = met
        self.window = window
        self.budget = budget
        self.nodes = node_limit
        self.homes = _homes(sizes)
        self.free = [True] * len(self.homes)
        self.tables: list[list[int]] = []

    def run(self) -> list[list[int]] | None:
        try:
            return self._table(0, 0)
        except _GiveUp:
            return None

    def _continues(self) -> bool:
        """Whether ``ahead`` rounds without a repeat can follow: a search of the next round
        asking the same of its seatings, on this search's steps (out of them: taken)."""
        met = set(self.met)
        met.update(frozenset(pair) for t in self.tables for pair in combinations(t, 2))
        after = _Search(self.sizes, met, len(self.sizes) - 1, 0, self.nodes, ahead=self.ahead - 1)
        try:
            return after._table(0, 0) is not None
        except _GiveUp:
            return True
        finally:
            self.nodes = min(self.nodes, after.nodes)

    def _fits(self, player: int, table: int) -> bool:
        return abs(self.homes[player] - table) <= self.window

    def _table(self, index: int, used: int) -> list[list[int]] | None:
        if index == len(self.sizes):
            if self.ahead and not self._continues():
                return None
            return [list(t) for t in self.tables]
        head = self.free.index(True)
        if not self._fits(head, index):
            return None
        self.free[head] = False
        self.tables.append([head])
        found = self._fill(index, head + 1, used)
        self.tables.pop()
        self.free[head] = True
        return found

    def _fill(self, index: int, start: int, used: int) -> list[list[int]] | None:
        table = self.tables[-1]
        if len(table) == self.sizes[index]:
            if self.low and self.one_low_each and not any(self.low[p] for p in table):
                return None
            return self._table(index + 1, used)
        for p in range(start, len(self.free)):
            if not self.free[p]:
                continue
            if self.homes[p] > index + self.window:
                break  # ranked too far down for this table (and so is everyone after)
            self.nodes -= 1
            if self.nodes < 0:
                raise _GiveUp
            if (
                self.low
                and not self.one_low_each
                and self.low[p]
                and any(self.low[q] for q in table)
            ):
                continue  # a second fewest-East player here leaves another table without
            cost = sum(frozenset((p, q)) in self.met for q in table)
            if used + cost > self.budget:
                continue
            self.free[p] = False
            table.append(p)
            found = self._fill(index, p + 1, used + cost)
            table.pop()
            self.free[p] = True
            if found is not None:
                return found
        return None


class _GiveUp(Exception):
    pass


def _groups(
    sizes: Sequence[int],
    met: set[frozenset[int]],
    low: Sequence[bool],
    node_limit: int,
    ahead: int = 0,
) -> tuple[list[list[int]], tuple[Relaxation, ...]]:
    """Tables as lists of standings positions, and the relaxations taken: windows with
    the East balance kept, then without it ("winds"), then repeats allowed; looking
    ``ahead`` first when asked."""
    plain = [list(range(start, start + size)) for start, size in _starts(sizes)]
    worst = sum(_cost(t, met) for t in plain)
    steps: tuple[Relaxation, ...] = ()
    for depth in (ahead, 0) if ahead else (0,):
        found, steps = _without_repeat(sizes, met, low, node_limit, depth, plain, worst)
        if found is not None:
            return found, steps
    last = len(sizes) - 1
    more = list(steps)
    for budget in range(max(1, _least_repeats(sizes, met)), worst):
        more.append(Relaxation("repeats", budget))
        found = _Search(sizes, met, last, budget, node_limit).run()
        if found is not None:
            return found, tuple(more)
    more.append(Relaxation("repeats", worst))
    return plain, tuple(more)


def _without_repeat(
    sizes: Sequence[int],
    met: set[frozenset[int]],
    low: Sequence[bool],
    node_limit: int,
    ahead: int,
    plain: list[list[int]],
    worst: int,
) -> tuple[list[list[int]] | None, tuple[Relaxation, ...]]:
    """A seating without a repeat (``ahead`` rounds after it kept possible without one),
    as near the standings as the windows allow; None: none."""

    def follows(groups: list[list[int]]) -> bool:
        return _follows(sizes, met, groups, ahead, node_limit)

    if worst == 0 and _winds_ok(plain, low, len(sizes)) and follows(plain):
        return plain, ()
    steps: list[Relaxation] = []
    last = len(sizes) - 1
    windows = sorted({w for w in (1, 2, 3, last) if 1 <= w <= last})
    for keep_winds in (True, False):
        if not keep_winds:
            steps.append(Relaxation("winds", 0))
            if worst == 0 and follows(plain):
                return plain, tuple(steps)
        for window in windows:
            steps.append(Relaxation("window", window))
            limit = node_limit // 10 if keep_winds else node_limit  # winds: a lighter try
            search = _Search(sizes, met, window, 0, limit, low if keep_winds else (), ahead)
            found = search.run()
            if found is not None:
                return found, tuple(steps)
    return None, tuple(steps)


def _follows(
    sizes: Sequence[int], met: set[frozenset[int]], groups: list[list[int]], ahead: int, nodes: int
) -> bool:
    """Whether ``ahead`` rounds without a repeat can follow ``groups`` (see ``_continues``)."""
    if not ahead:
        return True
    check = _Search(sizes, met, 0, 0, nodes, ahead=ahead)
    check.tables = groups
    return check._continues()


def _least_repeats(sizes: Sequence[int], met: set[frozenset[int]]) -> int:
    """A lower bound on any seating's repeats: a player who has not met ``u`` of the others
    meets at least ``s - 1 - u`` again at a table of ``s`` (each repeat counted by both of
    its players). The budgets below it need no search: after the affine plane's five
    rounds of 16 players every pair has met, and 23 searches of ``node_limit`` steps each
    would only prove it."""
    players = sum(sizes)
    unmet = [players - 1] * players
    for pair in met:
        for p in pair:
            unmet[p] -= 1
    seats = min(sizes) - 1
    return sum(max(0, seats - u) for u in unmet) // 2


def _cost(group: Sequence[int], met: set[frozenset[int]]) -> int:
    return sum(frozenset(pair) in met for pair in combinations(group, 2))


def _winds_ok(groups: Sequence[Sequence[int]], low: Sequence[bool], tables: int) -> bool:
    """No table without a fewest-East player while another has two of them."""
    lows = [sum(low[i] for i in g) for g in groups]
    return not (0 in lows and any(n >= 2 for n in lows))


def _starts(sizes: Sequence[int]) -> list[tuple[int, int]]:
    out, start = [], 0
    for size in sizes:
        out.append((start, size))
        start += size
    return out


def seat_by_standings(
    ranking: Sequence[PlayerId],
    history: Sequence[Round] = (),
    *,
    number: int = 1,
    swiss: bool = True,
    policy: TablePolicy | str = TablePolicy.AUTO,
    node_limit: int = NODE_LIMIT,
    rounds_after: int = 0,
) -> SwissRound:
    """Seat ``ranking`` (best first) for round ``number``; ``history`` is the stage's
    rounds so far (repeats and winds are counted over them). ``swiss=False``: fixed.
    ``rounds_after``: the stage's rounds after this one, which Swiss keeps possible
    without a repeat where it can (up to ``LOOK_AHEAD`` of them)."""
    sizes, byes = _sizes(len(ranking), policy)
    seated = list(ranking[: len(ranking) - byes])
    index = {p: i for i, p in enumerate(seated)}
    met = {
        frozenset((index[a], index[b]))
        for pair in meetings(history)
        if len(pair) == 2
        for a, b in [tuple(pair)]
        if a in index and b in index
    }
    counts: Counter[tuple[PlayerId, str]] = Counter(
        (p, wind) for rnd in history for t in rnd.tables for wind, p in t.seats
    )
    if swiss:
        east = [counts[p, WINDS[0]] for p in seated]
        low = [e == min(east) for e in east]
        ahead = min(rounds_after, LOOK_AHEAD)
        if 2 * (max(sizes) - 1) * (len(history) + 1 + ahead) <= len(seated) - 1:
            ahead = 0  # a loose field: each meets under half of it, the standings suffice
        groups, steps = _groups(sizes, met, low, node_limit, ahead)
        balanced = [list(g) for g in groups]
        balance_east(balanced, east, met)
        if not ahead or _follows(sizes, met, balanced, ahead, node_limit):
            groups = balanced  # else the East balance would cost a later round a repeat
    else:
        groups, steps = [list(range(s, s + z)) for s, z in _starts(sizes)], ()
    tables = tuple(
        Table(number=t + 1, players=wind_order([seated[i] for i in group], counts))
        for t, group in enumerate(groups)
    )
    new = Round(number=number, tables=tables, byes=tuple(ranking[len(seated) :]))
    homes = _homes(sizes)
    return SwissRound(
        round=new,
        repeats=sum(frozenset(pair) in met for g in groups for pair in combinations(g, 2)),
        relaxations=steps,
        east_spread=east_spread([*history, new], ranking),
        moved=sum(homes[i] != t for t, g in enumerate(groups) for i in g),
    )


def east_spread(rounds: Sequence[Round], players: Sequence[PlayerId]) -> int:
    """Most East starts minus fewest, over ``players`` (0 when they are all equal)."""
    east = Counter(t.east for rnd in rounds for t in rnd.tables)
    values = [east[p] for p in players]
    return max(values, default=0) - min(values, default=0)
