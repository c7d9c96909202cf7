"""Anytime local search over table assignments, on player indices 0..n-1.

The search improves the rounds that are not yet played ("free" rounds) while the
played rounds ("history") only contribute meeting counts. A move swaps two
players who sit at different tables in the same free round; its effect on the
objective is computed from the two tables only, so one move costs O(table size).

Objective (smaller is better), following the lexicographic goal: forbidden
meetings, then the most meetings of any pair, then repeats, then repeats in
consecutive rounds. With ``cap`` the counting lower bound on the most meetings
(:mod:`.bounds`), a pair meeting m times costs

    REPEAT * max(0, m - 1) + EXCESS * max(0, m - cap) ** 2

(the convex excess term makes one pair meeting cap + 2 times dearer than two
pairs meeting cap + 1 times, and any pair above the cap dearer than several
repeats); every meeting of a forbidden pair costs ``FORBIDDEN``; every pair
meeting in two consecutive rounds costs ``CONSECUTIVE``. The best draw of each
restart is compared with the others by the true lexicographic key.

Who has a bye, and how many seats at 3- or 5-player tables each player gets,
is fixed beforehand by :mod:`.rotation` (fairness is a rule: counts within one
of each other). The search keeps those counts: a player may leave an odd-sized
table for a four-table only in exchange for a player who has one odd-table seat
fewer, which leaves the multiset of counts unchanged.

Each iteration picks a free round and a player, preferring players in conflict
there (a repeat, forbidden or consecutive meeting at their table), and a random
partner at another table of that round (the cheaper swap of ``BEST_OF``
partners drawn, which reaches good draws in fewer iterations than a single
random partner: 22 x 6 reaches 12 repeats on most seeds instead of some); the
swap is accepted by the Metropolis rule under a geometrically cooling
temperature (simulated annealing).

Anytime, with a length fixed in iterations (:func:`schedule`): three short
probes of doubling length, each from a fresh greedy draw aimed at the counting
bound (loose fields stop in one of them), then several long runs afresh and a
final run that reheats the best draw (its most meetings becomes the cap, so
repeats fall without raising it). The best draw of all runs is kept. It stops
when the iteration budget is spent or when the draw meets the counting lower
bounds with no consecutive repeat (a proven optimum: nothing left to improve on
the first four criteria). The deadline is only a safety cap.

Reproducibility: all randomness comes from the ``random.Random`` passed in and
the length is a number of iterations, so a seed and a budget give the same draw
on any machine; only a stop by the safety cap depends on the machine, and the
outcome says so (``timed_out``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

REPEAT = 100
EXCESS = 1_000
FORBIDDEN = 1_000_000
CONSECUTIVE = 10
START_TEMPERATURE = 120.0
REHEAT_TEMPERATURE = 40.0
END_TEMPERATURE = 2.0
CHECK_CLOCK_EVERY = 1024
CONFLICT_TRIES = 3
BEST_OF = 2  # valid partners drawn per move; the cheapest swap is tried
PARTNER_TRIES = 6  # draws of a partner at another table before giving up a move
MIN_CHUNK = 20_000  # iterations of the first probe (see :func:`schedule`)
PROBES = 3
FRESH_RUNS = 2

type Tables = list[list[int]]
type Rounds = tuple[tuple[tuple[int, ...], ...], ...]


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


@dataclass(frozen=True)
class Outcome:
    rounds: Rounds
    cost: int
    iterations: int
    timed_out: bool
    proven_optimal: bool = False
    restarts: int = 0


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

    def _reset(self) -> None:
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

    def snapshot(self) -> list[Tables]:
        return [[list(t) for t in self.tables[r]] for r in range(self.h, self.rounds)]

    def restore(self, snapshot: Sequence[Sequence[Sequence[int]]]) -> None:
        self._reset()
        self.load(snapshot)

    def anneal(
        self, iterations: int, deadline: float, t0: float, t1: float
    ) -> tuple[list[Tables], int, int, bool]:
        """One annealing run from the current state.

        The temperature falls geometrically from ``t0`` to ``t1`` over the
        ``iterations``; ``deadline`` is only a safety cap. Returns the best state seen, its cost, the iterations done and whether
        the clock stopped the run; the search is left in the best state.
        """
        rng = self.rng
        rand = rng.random
        n, h, rounds = self.n, self.h, self.rounds
        cost = self.cost()
        best_cost, best = cost, self.snapshot()
        # Tables changed since ``best`` was last brought up to date: copying
        # only those on a new best keeps that O(1) instead of O(whole draw).
        dirty: set[tuple[int, int]] = set()
        movable = [
            (r, [p for p in range(n) if self.where[r][p] >= 0])
            for r in range(h, rounds)
            if len(self.tables[r]) > 1
        ]
        tables, odd = self.tables, self.odd
        if not movable or cost <= self.target:
            iterations = 0
        ratio = (t1 / t0) ** (1 / max(1, iterations))
        # Temperatures are in units of a second meeting of a pair (REPEAT when
        # the cap allows it, REPEAT + EXCESS when the cap is 1).
        unit = self.inc[1] / REPEAT
        temp = t0 * unit
        it = 0
        timed_out = False
        while it < iterations:
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
            where, round_tables = self.where[r], tables[r]
            tp = where[p]
            odd_p = len(round_tables[tp]) != 4
            q, d, found = -1, 0, 0
            for _ in range(PARTNER_TRIES):
                c = choices[int(rand() * len(choices))]
                tc = where[c]
                if tc == tp:
                    continue
                if (len(round_tables[tc]) != 4) != odd_p and (
                    odd[p] - odd[c] != 1 if odd_p else odd[c] - odd[p] != 1
                ):
                    continue  # would make the odd-table counts less fair
                dc = self._delta(r, p, c)
                if not found or dc < d:
                    q, d = c, dc
                found += 1
                if found >= BEST_OF:
                    break
            if not found:
                continue
            tq = where[q]
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
                    if cost <= self.target:
                        break  # a proven optimum: nothing left to improve
        self.restore(best)
        return best, best_cost, it, timed_out


def _frozen(state: Sequence[Sequence[Sequence[int]]]) -> Rounds:
    return tuple(tuple(tuple(t) for t in tables) for tables in state)


def schedule(budget: int) -> list[tuple[bool, int]]:
    """The runs of a search of ``budget`` iterations: (afresh?, length) each.

    Three short probes of doubling length, each afresh (a loose field reaches
    its counting bounds in one and stops there); then ``FRESH_RUNS`` long runs
    afresh and a final run that reheats the best draw, sharing what is left
    equally. Independent long runs beat one long run on tight fields: the
    spread over seeds of one run is wide (22 x 6: 12-23 repeats), the best of
    three is much narrower; shorter runs (four or more in 1 million
    iterations) rarely reach the good draws at all. A function of the budget only, so a seed and a
    budget give the same runs on any machine.
    """
    runs: list[tuple[bool, int]] = []
    left = budget
    for i in range(PROBES):
        length = min(left, MIN_CHUNK << i)
        if length <= 0:
            return runs
        runs.append((True, length))
        left -= length
    if left <= 0:
        return runs
    share = left // (FRESH_RUNS + 1)
    runs += [(True, share)] * FRESH_RUNS if share else []
    runs.append((False, left - share * FRESH_RUNS if share else left))
    return runs


def solve(
    problem: Problem,
    rng: random.Random,
    *,
    max_iterations: int,
    deadline: float,
    start: Sequence[Sequence[Sequence[int]]] | None = None,
) -> Outcome:
    """Improve the free rounds of ``problem``; start greedy or from ``start``
    (whose rounds may be fewer: greedy rounds follow them).

    Runs :func:`schedule` (``max_iterations`` in all); every run afresh starts
    again from ``start`` (greedy rounds redrawn) or from a greedy draw. Stops
    early at a proven optimum; ``deadline`` (time.monotonic) is a safety cap,
    reported as ``timed_out`` when it stops the search.
    """
    search = _Search(problem, rng)
    start = list(start or ())
    search.load(start)
    search.greedy(deadline, first=len(start))
    if not problem.layouts:
        return Outcome(rounds=(), cost=search.cost(), iterations=0, timed_out=False)
    best_key, best_state, best_cost = None, search.snapshot(), search.cost()
    done = restarts = 0
    timed_out = False
    for i, (afresh, length) in enumerate(schedule(max_iterations)):
        if i:
            if afresh:
                # Afresh: aim at the counting bound from a new greedy draw.
                search.set_cap(search.bound)
                search._reset()
                search.load(start)
                search.greedy(deadline, first=len(start))
            else:
                # Reheat the best draw, keeping its most meetings and cutting repeats.
                assert best_key is not None  # i > 0: the first run set it
                search.set_cap(max(search.bound, best_key[1]))
                search.restore(best_state)
        state, cost, it, timed_out = search.anneal(
            length,
            deadline,
            START_TEMPERATURE if afresh else REHEAT_TEMPERATURE,
            END_TEMPERATURE,
        )
        done += it
        restarts += 1
        key = search.key()
        if best_key is None or key < best_key:
            best_key, best_state, best_cost = key, state, cost
        if search.proven(best_key) or timed_out or it == 0:
            break  # optimal, out of time, or nothing can move
    return Outcome(
        rounds=_frozen(best_state),
        cost=best_cost,
        iterations=done,
        timed_out=timed_out,
        proven_optimal=best_key is not None and search.proven(best_key),
        restarts=restarts,
    )
