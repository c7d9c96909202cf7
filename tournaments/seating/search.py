"""Simulated annealing over table assignments, on player indices 0..n-1.

The search improves the rounds that are not yet played ("free" rounds) while the
played rounds ("history") only contribute meeting counts. A move swaps two
players who sit at different tables in the same free round; its effect on the
objective is computed from the two tables only, so one move costs O(table size).

Objective (smaller is better), chosen to follow the lexicographic goal
(constraint violations, repeats, max meetings, consecutive repeats):

* a pair meeting m times costs ``REPEAT * max(0, m - 1) + SPREAD * m(m-1)/2``:
  the first term counts repeats, the convex second term breaks ties in favour
  of a lower maximum;
* every meeting of a forbidden pair costs ``FORBIDDEN``;
* every pair meeting in two consecutive rounds costs ``CONSECUTIVE``.

Who has a bye, and how many seats at 3- or 5-player tables each player gets,
is fixed beforehand by :mod:`.rotation` (fairness is guaranteed there, not
traded against meetings). The search keeps those counts: a player may leave an
odd-sized table for a four-table only in exchange for a player who has one
odd-table seat fewer, which leaves the multiset of counts unchanged. Fairness
has a price on tight instances: on 17 players x 5 rounds a search allowed to
put some players at the 5-table in most rounds reached about 7 repeats, the
fair one about 22 (trading seats as a soft penalty instead did no better).

Each iteration picks a free round and a player, preferring players in conflict
there (a repeat, forbidden or consecutive meeting at their table), and a random
partner at another table of that round, subject to the rule above; the swap
is accepted by the Metropolis rule under a geometrically cooling temperature.
Annealing beat a conflict-directed tabu search clearly on the tight instances
(e.g. 20 players x 5 rounds: 0.2 s instead of 9 s to reach zero repeats).
The best state seen is kept and returned.

Reproducibility: all randomness comes from the ``random.Random`` passed in, and
the search stops at an iteration budget, when no conflict is left, or at the
time cap, whichever comes first. Only the time cap depends on the machine; the
result reports whether it was hit.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

REPEAT = 100
SPREAD = 10
FORBIDDEN = 100_000
CONSECUTIVE = 3
START_TEMPERATURE = 60.0
END_TEMPERATURE = 3.0
CHECK_CLOCK_EVERY = 1024
CONFLICT_TRIES = 3

type Tables = list[list[int]]


@dataclass(frozen=True)
class Problem:
    """A search problem on player indices.

    ``history`` holds the played rounds (tables of indices; absent players are
    simply left out). ``layouts`` gives, per free round, the table sizes; ``byes``
    the players who sit that free round out and ``odd`` those who start at its 3-
    or 5-player tables (both chosen beforehand for fairness; the search may
    trade odd-table seats between players but keeps every player's count).
    """

    n: int
    history: tuple[tuple[tuple[int, ...], ...], ...]
    layouts: tuple[tuple[int, ...], ...]
    byes: tuple[frozenset[int], ...]
    odd: tuple[frozenset[int], ...]
    forbidden: frozenset[tuple[int, int]] = frozenset()


@dataclass(frozen=True)
class Outcome:
    rounds: tuple[tuple[tuple[int, ...], ...], ...]
    cost: int
    iterations: int
    timed_out: bool


def _pair_cost(m: int) -> int:
    return REPEAT * max(0, m - 1) + SPREAD * m * (m - 1) // 2


class _Search:
    def __init__(self, problem: Problem, rng: random.Random) -> None:
        self.p = problem
        self.rng = rng
        n = problem.n
        self.n = n
        self.h = len(problem.history)
        self.rounds = self.h + len(problem.layouts)
        self.meet = [0] * (n * n)
        self.forb = bytearray(n * n)
        for a, b in problem.forbidden:
            self.forb[a * n + b] = self.forb[b * n + a] = 1
        self.inc = [_pair_cost(k + 1) - _pair_cost(k) for k in range(self.rounds + 2)]
        self.dec = [0] + [_pair_cost(k - 1) - _pair_cost(k) for k in range(1, self.rounds + 2)]
        # where[r][p]: table index of p in round r; unique negatives mean "not seated".
        self.where = [[-(p + 1) for p in range(n)] for _ in range(self.rounds)]
        self.odd = [0] * n
        self.tables: list[Tables] = [[] for _ in range(self.rounds)]
        for r, tables in enumerate(problem.history):
            self._seat_round(r, [list(t) for t in tables])
        # Cost of the history alone: what a conflict-free draw costs in total.
        self.base = self.cost()

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

    def cost(self) -> int:
        """Full objective, from scratch (the search itself uses deltas)."""
        n, meet, forb = self.n, self.meet, self.forb
        met = set()
        for r in range(self.rounds):
            tables = self.p.history[r] if r < self.h else self.tables[r]
            for table in tables:
                for i, a in enumerate(table):
                    for b in table[i + 1 :]:
                        met.add(a * n + b if a < b else b * n + a)
        total = 0
        for k in met:
            m = meet[k]
            total += _pair_cost(m) + FORBIDDEN * forb[k] * m
        for r in range(max(self.h, 1), self.rounds):
            prev = self.where[r - 1]
            for table in self.tables[r]:
                for i, a in enumerate(table):
                    for b in table[i + 1 :]:
                        if prev[a] == prev[b]:
                            total += CONSECUTIVE
        return total

    # -- construction --------------------------------------------------------

    def greedy(self, deadline: float) -> None:
        """Seat each free round player by player at the cheapest table with room.

        Past the deadline the remaining rounds are filled in random order
        without looking at costs, so even huge draws return on time.
        """
        n, meet, forb = self.n, self.meet, self.forb
        for i, sizes in enumerate(self.p.layouts):
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

    def _conflicted(self, r: int, p: int) -> bool:
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

    def _delta(self, r: int, p: int, q: int) -> int:
        """Cost change of swapping p and q (at different tables) in round r."""
        n, meet, forb, inc, dec = self.n, self.meet, self.forb, self.inc, self.dec
        where = self.where[r]
        tp, tq = where[p], where[q]
        a_table, b_table = self.tables[r][tp], self.tables[r][tq]
        prev = self.where[r - 1] if r > 0 else None
        nxt = self.where[r + 1] if r + 1 < self.rounds else None
        rp, rq = p * n, q * n
        d = 0
        adj = 0
        for x, leaver, joiner, rl, rj in ((a_table, p, q, rp, rq), (b_table, q, p, rq, rp)):
            for y in x:
                if y == leaver:
                    continue
                kl, kj = rl + y, rj + y
                d += dec[meet[kl]] + inc[meet[kj]] + FORBIDDEN * (forb[kj] - forb[kl])
                if prev is not None:
                    py = prev[y]
                    adj += (prev[joiner] == py) - (prev[leaver] == py)
                if nxt is not None:
                    ny = nxt[y]
                    adj += (nxt[joiner] == ny) - (nxt[leaver] == ny)
        return d + CONSECUTIVE * adj

    def _swap(self, r: int, p: int, q: int) -> None:
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

    def _snapshot(self) -> list[Tables]:
        return [[list(t) for t in self.tables[r]] for r in range(self.h, self.rounds)]

    def _restore(self, snapshot: list[Tables]) -> None:
        n = self.n
        self.meet = [0] * (n * n)
        self.where = [[-(p + 1) for p in range(n)] for _ in range(self.rounds)]
        self.odd = [0] * n
        for r, tables in enumerate(self.p.history):
            self._seat_round(r, [list(t) for t in tables])
        self.load(snapshot)

    def anneal(self, max_iterations: int, deadline: float, t0: float, t1: float) -> Outcome:
        rng = self.rng
        rand = rng.random
        n, h, rounds = self.n, self.h, self.rounds
        cost = self.cost()
        best_cost, best = cost, self._snapshot()
        # Tables changed since ``best`` was last brought up to date: copying
        # only those on a new best keeps that O(1) instead of O(whole draw).
        dirty: set[tuple[int, int]] = set()
        movable = [
            (r, [p for p in range(n) if self.where[r][p] >= 0])
            for r in range(h, rounds)
            if len(self.tables[r]) > 1
        ]
        tables, odd = self.tables, self.odd
        if not movable or cost == self.base:
            max_iterations = 0
        ratio = (t1 / t0) ** (1 / max(1, max_iterations))
        temp = t0
        it = 0
        timed_out = False
        while it < max_iterations:
            if it % CHECK_CLOCK_EVERY == 0 and time.monotonic() > deadline:
                timed_out = True
                break
            it += 1
            temp *= ratio
            r, choices = movable[int(rand() * len(movable))]
            p = choices[int(rand() * len(choices))]
            if not self._conflicted(r, p):
                for _ in range(CONFLICT_TRIES):
                    r, choices = movable[int(rand() * len(movable))]
                    p = choices[int(rand() * len(choices))]
                    if self._conflicted(r, p):
                        break
            where = self.where[r]
            q = choices[int(rand() * len(choices))]
            tp, tq = where[p], where[q]
            if tp == tq:
                continue
            odd_p, odd_q = len(tables[r][tp]) != 4, len(tables[r][tq]) != 4
            if odd_p != odd_q and (odd[p] - odd[q] != 1 if odd_p else odd[q] - odd[p] != 1):
                continue  # would make the odd-table counts less fair
            d = self._delta(r, p, q)
            if d <= 0 or rand() < math.exp(-d / temp):
                self._swap(r, p, q)
                dirty.add((r, tp))
                dirty.add((r, tq))
                cost += d
                if cost < best_cost:
                    best_cost = cost
                    for rr, t in dirty:
                        best[rr - h][t] = list(tables[rr][t])
                    dirty.clear()
                    if cost == self.base:
                        break  # nothing left to improve
        self._restore(best)
        rounds_out = tuple(tuple(tuple(t) for t in tables) for tables in best)
        return Outcome(rounds=rounds_out, cost=best_cost, iterations=it, timed_out=timed_out)


def solve(
    problem: Problem,
    rng: random.Random,
    *,
    max_iterations: int,
    deadline: float,
    start: Sequence[Sequence[Sequence[int]]] | None = None,
    t0: float = START_TEMPERATURE,
    t1: float = END_TEMPERATURE,
) -> Outcome:
    """Improve the free rounds of ``problem``; start greedy or from ``start``.

    (Splitting the budget over several shorter runs was tried and did not help.)
    """
    search = _Search(problem, rng)
    if start is None:
        search.greedy(deadline)
    else:
        search.load(start)
    if not problem.layouts:
        return Outcome(rounds=(), cost=search.cost(), iterations=0, timed_out=False)
    return search.anneal(max_iterations, deadline, t0, t1)
