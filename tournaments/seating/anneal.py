"""One simulated-annealing run over the search state (the hot loop).

Each iteration picks a free round and a player, preferring players in conflict
there, and the cheaper swap of ``BEST_OF`` partners at other tables of that
round; the swap is accepted by the Metropolis rule under a geometrically
cooling temperature. See :mod:`.search` for the whole search.
"""

from __future__ import annotations

import math

from .progress import past
from .search_state import REPEAT, SearchState, Tables

CHECK_CLOCK_EVERY = 1024
CONFLICT_TRIES = 3
BEST_OF = 2  # valid partners drawn per move; the cheapest swap is tried
PARTNER_TRIES = 6  # draws of a partner at another table before giving up a move


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def anneal(
    state: SearchState, iterations: int, deadline: float, t0: float, t1: float
) -> tuple[list[Tables], int, int, bool]:
    """One annealing run from the current state.

    The temperature falls geometrically from ``t0`` to ``t1`` over the
    ``iterations``; ``deadline`` is only a safety cap. Returns the best state seen, its cost, the iterations done and whether
    the clock stopped the run; the search is left in the best state.
    """
    rng = state.rng
    rand = rng.random
    n, h, rounds = state.n, state.h, state.rounds
    cost = state.cost()
    best_cost, best = cost, state.snapshot()
    # Tables changed since ``best`` was last brought up to date: copying
    # only those on a new best keeps that O(1) instead of O(whole draw).
    dirty: set[tuple[int, int]] = set()
    # Per free round with two tables or more: its seated players and which of
    # its tables are odd-sized (table sizes never change within a run).
    movable = [
        (r, [p for p in range(n) if state.where[r][p] >= 0], [len(t) != 4 for t in state.tables[r]])
        for r in range(h, rounds)
        if len(state.tables[r]) > 1
    ]
    tables, odd, nm = state.tables, state.odd, len(movable)
    if not movable or cost <= state.target:
        iterations = 0
    ratio = (t1 / t0) ** (1 / max(1, iterations))
    # Temperatures are in units of a second meeting of a pair (REPEAT when
    # the cap allows it, REPEAT + EXCESS when the cap is 1).
    unit = state.inc[1] / REPEAT
    temp = t0 * unit
    it = 0
    timed_out = False
    while it < iterations:
        if it % CHECK_CLOCK_EVERY == 0 and past(deadline, it):
            timed_out = True
            break
        it += 1
        temp *= ratio
        r, choices, odd_table = movable[int(rand() * nm)]
        p = choices[int(rand() * len(choices))]
        if not state.conflicted(r, p):
            for _ in range(CONFLICT_TRIES):
                r, choices, odd_table = movable[int(rand() * nm)]
                p = choices[int(rand() * len(choices))]
                if state.conflicted(r, p):
                    break
        where = state.where[r]
        tp = where[p]
        odd_p = odd_table[tp]
        q, d, found = -1, 0, 0
        for _ in range(PARTNER_TRIES):
            c = choices[int(rand() * len(choices))]
            tc = where[c]
            if tc == tp:
                continue
            if odd_table[tc] != odd_p and (odd[p] - odd[c] != 1 if odd_p else odd[c] - odd[p] != 1):
                continue  # would make the odd-table counts less fair
            dc = state.delta(r, p, c)
            if not found or dc < d:
                q, d = c, dc
            found += 1
            if found >= BEST_OF:
                break
        if not found:
            continue
        tq = where[q]
        if d <= 0 or rand() < math.exp(-d / temp):
            state.swap(r, p, q)
            dirty.add((r, tp))
            dirty.add((r, tq))
            cost += d
            if cost < best_cost:
                best_cost = cost
                for rr, t in dirty:
                    best[rr - h][t] = list(tables[rr][t])
                dirty.clear()
                if cost <= state.target:
                    break  # a proven optimum: nothing left to improve
    state.restore(best)
    return best, best_cost, it, timed_out
