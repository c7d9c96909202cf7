"""The search's state: a draw of the free rounds on player indices, its meeting
counts and the cost of one swap (see :mod:`.search` for the objective).

Counts live in flat lists indexed ``a * n + b`` so the hot loop of
:mod:`.anneal` does plain list arithmetic; a swap's cost change is computed
from the two tables only, so one move costs O(table size).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

REPEAT = 100
EXCESS = 1_000
FORBIDDEN = 1_000_000
CONSECUTIVE = 10

type Tables = list[list[int]]


@dataclass(frozen=True)
class Problem:
    """A search problem on player indices.

    ``history`` holds the played rounds (tables of indices; absent players are
    simply left out). ``layouts`` gives, per free round, the table sizes; ``byes``
    the players who sit that free round out and ``odd`` those who start at its 3-
    or 5-player tables (both chosen beforehand for fairness; the search may
    trade odd-table seats between players but keeps every player's count).
    ``cap`` and ``min_repeats`` are the counting lower bounds on the most
    meetings and on the repeats of the whole draw (history included).
    """

    n: int
    history: tuple[tuple[tuple[int, ...], ...], ...]
    layouts: tuple[tuple[int, ...], ...]
    byes: tuple[frozenset[int], ...]
    odd: tuple[frozenset[int], ...]
    forbidden: frozenset[tuple[int, int]] = frozenset()
    cap: int = 1
    min_repeats: int = 0


class SearchState:
    def __init__(self, problem: Problem, rng: random.Random) -> None:
        self.p = problem
        self.rng = rng
        n = problem.n
        self.n = n
        self.h = len(problem.history)
        self.rounds = self.h + len(problem.layouts)
        self.meet = [0] * (n * n)
        self.forb = bytearray(n * n)
        self.has_forbidden = bool(problem.forbidden)
        for a, b in problem.forbidden:
            self.forb[a * n + b] = self.forb[b * n + a] = 1
        self.bound = max(1, problem.cap)
        self.set_cap(self.bound)
        # where[r][p]: table index of p in round r; unique negatives mean "not seated".
        self.where = [[-(p + 1) for p in range(n)] for _ in range(self.rounds)]
        self.odd = [0] * n
        self.tables: list[Tables] = [[] for _ in range(self.rounds)]
        for r, tables in enumerate(problem.history):
            self._seat_round(r, [list(t) for t in tables])
        # Cost of the history alone, and the least cost any draw can have.
        self.base = self.cost()
        played_repeats = sum(max(0, m - 1) for m in self.meet) // 2
        self.played_forbidden = sum(m * f for m, f in zip(self.meet, self.forb, strict=True)) // 2
        self.least = self.base + REPEAT * max(0, problem.min_repeats - played_repeats)
        self.target = self.least

    def set_cap(self, cap: int) -> None:
        """Cost pairs meeting more than ``cap`` times as excess (see the module).

        Below the counting bound's cap, a cost of ``target`` proves an optimum;
        above it nothing does (``target`` is then out of reach).
        """
        self.cap = cap
        g = self.pair_cost = [
            REPEAT * max(0, m - 1) + EXCESS * max(0, m - cap) ** 2 for m in range(self.rounds + 3)
        ]
        self.inc = [g[k + 1] - g[k] for k in range(self.rounds + 2)]
        self.dec = [0] + [g[k - 1] - g[k] for k in range(1, self.rounds + 2)]
        if hasattr(self, "least"):
            self.target = self.least if cap == self.bound else -1

    def proven(self, key: tuple[int, int, int, int]) -> bool:
        """True when ``key`` meets the counting bounds with no consecutive repeat."""
        forbidden, most, repeats, consecutive = key
        return (
            forbidden <= self.played_forbidden
            and most <= self.bound
            and repeats <= self.p.min_repeats
            and consecutive == 0
        )

    # -- bookkeeping ---------------------------------------------------------

    def _seat_round(self, r: int, tables: Tables) -> None:
        n, meet, where = self.n, self.meet, self.where[r]
        for ti, table in enumerate(tables):
            for p in table:
                where[p] = ti
                if len(table) != 4:
                    self.odd[p] += 1
                for x in table:
                    if x != p:
                        meet[p * n + x] += 1
        if r >= self.h:
            self.tables[r] = tables

    def reset(self) -> None:
        n = self.n
        self.meet = [0] * (n * n)
        self.where = [[-(p + 1) for p in range(n)] for _ in range(self.rounds)]
        self.odd = [0] * n
        for r, tables in enumerate(self.p.history):
            self._seat_round(r, [list(t) for t in tables])

    def cost(self) -> int:
        """Full objective, from scratch (the search itself uses deltas)."""
        n, meet, forb, g = self.n, self.meet, self.forb, self.pair_cost
        total = 0
        for a in range(n):
            row = a * n
            for b in range(a + 1, n):
                m = meet[row + b]
                if m:
                    total += g[m] + FORBIDDEN * forb[row + b] * m
        return total + CONSECUTIVE * self._consecutive()

    def _consecutive(self) -> int:
        count = 0
        for r in range(max(self.h, 1), self.rounds):
            prev = self.where[r - 1]
            for table in self.tables[r]:
                for i, a in enumerate(table):
                    for b in table[i + 1 :]:
                        if prev[a] == prev[b]:
                            count += 1
        return count

    def key(self) -> tuple[int, int, int, int]:
        """(forbidden meetings, most meetings, repeats, consecutive repeats)."""
        n, meet, forb = self.n, self.meet, self.forb
        bad = most = repeats = 0
        for a in range(n):
            row = a * n
            for b in range(a + 1, n):
                m = meet[row + b]
                if m:
                    bad += forb[row + b] * m
                    most = max(most, m)
                    repeats += m - 1
        return (bad, most, repeats, self._consecutive())

    # -- construction --------------------------------------------------------

    def greedy(self, deadline: float, first: int = 0) -> None:
        """Seat each free round (from the ``first``) player by player at the
        cheapest table with room.

        Past the deadline the remaining rounds are filled in random order
        without looking at costs, so even huge draws return on time.
        """
        n, meet, forb = self.n, self.meet, self.forb
        for i, sizes in enumerate(self.p.layouts):
            if i < first:
                continue
            r = self.h + i
            odd = self.p.odd[i]
            players = [p for p in range(n) if p not in self.p.byes[i]]
            self.rng.shuffle(players)
            hurry = time.monotonic() > deadline
            tables: Tables = [[] for _ in sizes]
            # Tables with a free seat, for odd-table players and for the others.
            open_tables = {
                kind: [ti for ti, size in enumerate(sizes) if (size != 4) == kind]
                for kind in (True, False)
            }
            for p in players:
                candidates = open_tables[p in odd]
                if not candidates:
                    raise ValueError("odd-table players do not match the table sizes")
                best, best_t = None, candidates[0]
                for ti in candidates:
                    c = 0
                    for x in tables[ti]:
                        k = p * n + x
                        c += self.inc[meet[k]] + FORBIDDEN * forb[k]
                    if best is None or c < best:
                        best, best_t = c, ti
                    if c == 0 or hurry:
                        break  # cannot do better
                tables[best_t].append(p)
                if len(tables[best_t]) == sizes[best_t]:
                    candidates.remove(best_t)
            self._seat_round(r, tables)

    def load(self, rounds: Sequence[Sequence[Sequence[int]]]) -> None:
        for i, tables in enumerate(rounds):
            self._seat_round(self.h + i, [list(t) for t in tables])

    # -- local search --------------------------------------------------------

    def conflicted(self, r: int, p: int) -> bool:
        ti = self.where[r][p]
        if ti < 0:
            return False
        n, meet, forb = self.n, self.meet, self.forb
        table = self.tables[r][ti]
        prev = self.where[r - 1] if r > 0 else None
        nxt = self.where[r + 1] if r + 1 < self.rounds else None
        row = p * n
        for x in table:
            if x == p:
                continue
            if meet[row + x] > 1 or forb[row + x]:
                return True
            if prev is not None and prev[p] == prev[x]:
                return True
            if nxt is not None and nxt[p] == nxt[x]:
                return True
        return False

    def delta(self, r: int, p: int, q: int) -> int:
        """Cost change of swapping p and q (at different tables) in round r.

        The hot loop's main cost: meetings first (one pass over each table),
        then forbidden pairs only when there are any, then neighbouring rounds.
        """
        n, meet, inc, dec = self.n, self.meet, self.inc, self.dec
        where = self.where[r]
        a_table, b_table = self.tables[r][where[p]], self.tables[r][where[q]]
        rp, rq = p * n, q * n
        d = 0
        for y in a_table:
            if y != p:
                d += dec[meet[rp + y]] + inc[meet[rq + y]]
        for y in b_table:
            if y != q:
                d += dec[meet[rq + y]] + inc[meet[rp + y]]
        if self.has_forbidden:
            forb = self.forb
            bad = sum(forb[rq + y] - forb[rp + y] for y in a_table if y != p)
            bad += sum(forb[rp + y] - forb[rq + y] for y in b_table if y != q)
            d += FORBIDDEN * bad
        adj = 0
        for other in (r - 1, r + 1):
            if other < 0 or other >= self.rounds:
                continue
            seat = self.where[other]
            sp, sq = seat[p], seat[q]
            for y in a_table:
                if y != p:
                    sy = seat[y]
                    adj += (sq == sy) - (sp == sy)
            for y in b_table:
                if y != q:
                    sy = seat[y]
                    adj += (sp == sy) - (sq == sy)
        return d + CONSECUTIVE * adj

    def swap(self, r: int, p: int, q: int) -> None:
        n, meet = self.n, self.meet
        where = self.where[r]
        tp, tq = where[p], where[q]
        a_table, b_table = self.tables[r][tp], self.tables[r][tq]
        for y in a_table:
            if y != p:
                meet[p * n + y] -= 1
                meet[y * n + p] -= 1
                meet[q * n + y] += 1
                meet[y * n + q] += 1
        for y in b_table:
            if y != q:
                meet[q * n + y] -= 1
                meet[y * n + q] -= 1
                meet[p * n + y] += 1
                meet[y * n + p] += 1
        a_table[a_table.index(p)] = q
        b_table[b_table.index(q)] = p
        where[p], where[q] = tq, tp
        if (len(a_table) != 4) != (len(b_table) != 4):
            shift = 1 if len(b_table) != 4 else -1
            self.odd[p] += shift
            self.odd[q] -= shift

    def snapshot(self) -> list[Tables]:
        return [[list(t) for t in self.tables[r]] for r in range(self.h, self.rounds)]

    def restore(self, snapshot: Sequence[Sequence[Sequence[int]]]) -> None:
        self.reset()
        self.load(snapshot)
