"""Tabu search over table assignments, on player indices 0..n-1.

The search improves the rounds that are not yet played ("free" rounds) while the
played rounds ("history") only contribute meeting counts. A move swaps two
players who sit at different tables in the same free round; its effect on the
objective is computed from the two tables only, so one move costs O(table size).

Objective (smaller is better), chosen to follow the lexicographic goal
(constraint violations, repeats, max meetings, consecutive repeats), then the
fair spread of seats at 3/5-player tables:

* a pair meeting m times costs ``REPEAT * max(0, m - 1) + SPREAD * m(m-1)/2``:
  the first term counts repeats, the convex second term breaks ties in favour
  of a lower maximum;
* every meeting of a forbidden pair costs ``FORBIDDEN``;
* every pair meeting in two consecutive rounds costs ``CONSECUTIVE``;
* a player with c seats at odd-sized tables costs ``ODD * c**2``.

Each iteration picks a player in conflict in some free round and makes the best
swap for that player that is not tabu (moving back to a table they just left is
tabu for a few iterations unless it gives a new best). After a long stall the
search restarts from the best state with a few random swaps.

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
ODD = 8
TABU_MIN, TABU_MAX = 5, 15
CHECK_CLOCK_EVERY = 64

type Tables = list[list[int]]


@dataclass(frozen=True)
class Problem:
    """A search problem on player indices.

    ``history`` holds the played rounds (tables of indices; absent players are
    simply left out). ``layouts`` gives, per free round, the table sizes, and
    ``byes`` the players who sit that free round out (chosen beforehand for
    fairness; the search never moves them).
    """

    n: int
    history: tuple[tuple[tuple[int, ...], ...], ...]
    layouts: tuple[tuple[int, ...], ...]
    byes: tuple[frozenset[int], ...]
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
        self.odd = [0] * n
        self.inc = [_pair_cost(k + 1) - _pair_cost(k) for k in range(self.rounds + 2)]
        self.dec = [0] + [_pair_cost(k - 1) - _pair_cost(k) for k in range(1, self.rounds + 2)]
        # where[r][p]: table index of p in round r; unique negatives mean "not seated".
        self.where = [[-(p + 1) for p in range(n)] for _ in range(self.rounds)]
        for r, tables in enumerate(problem.history):
            self._seat_round(r, [list(t) for t in tables])
        self.tables: list[Tables] = [[] for _ in range(self.rounds)]

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
        n, meet, forb = self.n, self.meet, self.forb
        total = 0
        for a in range(n):
            row = a * n
            for b in range(a + 1, n):
                m = meet[row + b]
                if m:
                    total += _pair_cost(m) + FORBIDDEN * forb[row + b] * m
        for r in range(max(self.h, 1), self.rounds):
            prev, cur = self.where[r - 1], self.where[r]
            for a in range(n):
                for b in range(a + 1, n):
                    if cur[a] == cur[b] and cur[a] >= 0 and prev[a] == prev[b] and prev[a] >= 0:
                        total += CONSECUTIVE
        total += ODD * sum(c * c for c in self.odd)
        return total

    # -- construction --------------------------------------------------------

    def greedy(self) -> None:
        """Seat each free round player by player at the cheapest table with room."""
        n, meet, forb = self.n, self.meet, self.forb
        for i, sizes in enumerate(self.p.layouts):
            r = self.h + i
            players = [p for p in range(n) if p not in self.p.byes[i]]
            self.rng.shuffle(players)
            players.sort(key=lambda p: -self.odd[p])
            tables: Tables = [[] for _ in sizes]
            for p in players:
                best, best_t = None, 0
                for ti, table in enumerate(tables):
                    if len(table) >= sizes[ti]:
                        continue
                    c = 0
                    for x in table:
                        k = p * n + x
                        c += self.inc[meet[k]] + FORBIDDEN * forb[k]
                    if sizes[ti] != 4:
                        c += ODD * (2 * self.odd[p] + 1)
                    if best is None or c < best:
                        best, best_t = c, ti
                tables[best_t].append(p)
            self._seat_round(r, tables)

    def load(self, rounds: Sequence[Sequence[Sequence[int]]]) -> None:
        for i, tables in enumerate(rounds):
            self._seat_round(self.h + i, [list(t) for t in tables])

    # -- local search --------------------------------------------------------

    def _conflicted(self, r: int, p: int, odd_floor: int) -> bool:
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
        return len(table) != 4 and self.odd[p] > odd_floor + 1

    def _pick(self) -> tuple[int, int] | None:
        rng, n = self.rng, self.n
        odd_floor = min(self.odd)
        for _ in range(24):
            r = rng.randrange(self.h, self.rounds)
            p = rng.randrange(n)
            if self._conflicted(r, p, odd_floor):
                return r, p
        found = [
            (r, p)
            for r in range(self.h, self.rounds)
            for p in range(n)
            if self._conflicted(r, p, odd_floor)
        ]
        return rng.choice(found) if found else None

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
        d += CONSECUTIVE * adj
        size_a, size_b = len(a_table), len(b_table)
        if (size_a != 4) != (size_b != 4):
            cp, cq = self.odd[p], self.odd[q]
            if size_a != 4:  # p leaves an odd table, q joins it
                d += ODD * ((1 - 2 * cp) + (2 * cq + 1))
            else:
                d += ODD * ((2 * cp + 1) + (1 - 2 * cq))
        return d

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
        self.odd = [0] * n
        self.where = [[-(p + 1) for p in range(n)] for _ in range(self.rounds)]
        for r, tables in enumerate(self.p.history):
            self._seat_round(r, [list(t) for t in tables])
        self.load(snapshot)

    def run(self, max_iterations: int, deadline: float) -> Outcome:
        rng = self.rng
        cost = self.cost()
        best_cost, best = cost, self._snapshot()
        tabu: dict[tuple[int, int, int], int] = {}
        stall_limit = max(200, 20 * self.n)
        last_gain = 0
        it = 0
        timed_out = False
        while it < max_iterations:
            if it % CHECK_CLOCK_EVERY == 0 and time.monotonic() > deadline:
                timed_out = True
                break
            it += 1
            picked = self._pick()
            if picked is None:
                break  # nothing left to improve
            r, p = picked
            where = self.where[r]
            tp = where[p]
            best_d, moves = None, []
            for q in range(self.n):
                tq = where[q]
                if tq < 0 or tq == tp:
                    continue
                d = self._delta(r, p, q)
                if tabu.get((r, p, tq), 0) > it or tabu.get((r, q, tp), 0) > it:
                    if cost + d >= best_cost:
                        continue
                if best_d is None or d < best_d:
                    best_d, moves = d, [q]
                elif d == best_d:
                    moves.append(q)
            if not moves:
                continue
            q = moves[0] if len(moves) == 1 else rng.choice(moves)
            tq = where[q]
            self._swap(r, p, q)
            cost += best_d
            tabu[(r, p, tp)] = it + rng.randint(TABU_MIN, TABU_MAX)
            tabu[(r, q, tq)] = it + rng.randint(TABU_MIN, TABU_MAX)
            if cost < best_cost:
                best_cost, best, last_gain = cost, self._snapshot(), it
            elif it - last_gain > stall_limit:
                self._restore(best)
                self._kick()
                cost = self.cost()
                tabu.clear()
                last_gain = it
        self._restore(best)
        rounds = tuple(tuple(tuple(t) for t in tables) for tables in best)
        return Outcome(rounds=rounds, cost=best_cost, iterations=it, timed_out=timed_out)

    def anneal(self, max_iterations: int, deadline: float, t0: float, t1: float) -> Outcome:
        rng = self.rng
        rand = rng.random
        n, h, rounds = self.n, self.h, self.rounds
        cost = self.cost()
        best_cost, best = cost, self._snapshot()
        seated = [[p for p in range(n) if self.where[r][p] >= 0] for r in range(rounds)]
        ratio = (t1 / t0) ** (1 / max(1, max_iterations))
        temp = t0
        it = 0
        timed_out = False
        odd_floor = min(self.odd)
        while it < max_iterations:
            if it % 1024 == 0:
                if time.monotonic() > deadline:
                    timed_out = True
                    break
                odd_floor = min(self.odd)
            it += 1
            temp *= ratio
            r = rng.randrange(h, rounds)
            choices = seated[r]
            p = choices[int(rand() * len(choices))]
            if not self._conflicted(r, p, odd_floor):
                for _ in range(3):
                    r = rng.randrange(h, rounds)
                    choices = seated[r]
                    p = choices[int(rand() * len(choices))]
                    if self._conflicted(r, p, odd_floor):
                        break
            where = self.where[r]
            q = choices[int(rand() * len(choices))]
            if where[q] == where[p]:
                continue
            d = self._delta(r, p, q)
            if d <= 0 or rand() < math.exp(-d / temp):
                self._swap(r, p, q)
                cost += d
                if cost < best_cost:
                    best_cost, best = cost, self._snapshot()
                    if self._pick_all() is None:
                        break
        self._restore(best)
        rounds_out = tuple(tuple(tuple(t) for t in tables) for tables in best)
        return Outcome(rounds=rounds_out, cost=best_cost, iterations=it, timed_out=timed_out)

    def _pick_all(self) -> tuple[int, int] | None:
        odd_floor = min(self.odd)
        for r in range(self.h, self.rounds):
            for p in range(self.n):
                if self._conflicted(r, p, odd_floor):
                    return r, p
        return None

    def _kick(self) -> None:
        """A few random swaps to leave a local minimum."""
        rng = self.rng
        for _ in range(max(2, self.n // 8)):
            r = rng.randrange(self.h, self.rounds)
            seated = [p for p in range(self.n) if self.where[r][p] >= 0]
            p, q = rng.sample(seated, 2)
            if self.where[r][p] != self.where[r][q]:
                self._swap(r, p, q)


def solve(
    problem: Problem,
    rng: random.Random,
    *,
    max_iterations: int,
    deadline: float,
    start: Sequence[Sequence[Sequence[int]]] | None = None,
    mode: str = "tabu",
    t0: float = 60.0,
    t1: float = 2.0,
) -> Outcome:
    """Improve the free rounds of ``problem``; start greedy or from ``start``."""
    search = _Search(problem, rng)
    if start is None:
        search.greedy()
    else:
        search.load(start)
    if not problem.layouts:
        return Outcome(rounds=(), cost=search.cost(), iterations=0, timed_out=False)
    if mode == "anneal":
        return search.anneal(max_iterations, deadline, t0, t1)
    return search.run(max_iterations, deadline)
