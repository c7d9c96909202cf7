"""Spread a draw's unavoidable repeats over the field.

The search's objective (:mod:`.search`) counts repeats, not whose they are: a draw whose six
repeats are the six pairs of one group of four (the same table twice, or its players meeting
again round after round) costs as much as one whose six repeats fall on twelve players. At
the table that is not the same: four players meet the same faces again while the rest of
the field meets new ones. So after the search the best draw is improved on a second cost,

    sum over players of (the player's repeat meetings) ** 2

(a pair meeting m times gives each of its two players m - 1 repeat meetings), which grows
faster than the repeats themselves and so is smallest when every repeat falls on players
who have none yet: six repeats on six pairs of twelve players cost 12, on the six pairs of
one group of four 36.

It is a short simulated annealing over the search's own move (two players of a free round
at tables of one size swap) on the search's cost plus ``WEIGHT`` times the second cost, no
pair ever meeting more often than the most now. Its best draw is the least by the draw's
key (:meth:`.SearchState.key`: forbidden meetings, most meetings, repeats, consecutive
repeats) and then the second cost, the search's draw to begin with: so it never makes a
draw worse by the figures the page shows. Its length is a number of iterations
(:func:`spread_iterations` of the search's budget) and its randomness the search's
generator, so a seed gives the same draw on any machine.
"""

from __future__ import annotations

import math

from .progress import past
from .search_state import CONSECUTIVE, FORBIDDEN, REPEAT, SearchState, Tables

CHECK_CLOCK_EVERY = 1024
PARTNER_TRIES = 6
WEIGHT = 20  # one step of the second cost against a repeat's REPEAT (100)
START, END = 6.0, 0.5  # temperatures, in steps of the second cost
RUNS = 8  # each from the best draw so far
HEAVY = 0.9  # how often a move starts from a player with the most repeat meetings
SHARE = 8  # the spreading's iterations: a SHARE-th of the search's, at most MOST
MOST = 60_000


def spread_iterations(budget: int) -> int:
    """The spreading's length after a search of ``budget`` iterations (a function of the
    budget only, so a seed repeats its draw)."""
    return min(MOST, budget // SHARE)


def player_repeats(state: SearchState) -> list[int]:
    """Each player's repeat meetings: over the players they met, the meetings after the first."""
    n, meet = state.n, state.meet
    return [sum(max(0, m - 1) for m in meet[a * n : (a + 1) * n]) for a in range(n)]


def spread_cost(state: SearchState) -> int:
    """The second cost: the squares of the players' repeat meetings."""
    return sum(k * k for k in player_repeats(state))


def _change(
    state: SearchState, r: int, p: int, q: int, most: int
) -> tuple[int, int, int, dict[int, int]] | None:
    """What swapping ``p`` and ``q`` (at tables of one size) in round ``r`` changes: forbidden
    meetings, repeats and consecutive repeats, and each player's repeat meetings; None when a
    pair would meet more often than the draw's ``most`` meetings now."""
    n, meet, forb = state.n, state.meet, state.forb
    where = state.where[r]
    a_table, b_table = state.tables[r][where[p]], state.tables[r][where[q]]
    repeats = forbidden = 0
    players: dict[int, int] = {}
    for leaves, joins, table in ((p, q, a_table), (q, p, b_table)):
        for y in table:
            if y == leaves:
                continue
            gone, new = meet[leaves * n + y], meet[joins * n + y]
            if new + 1 > most:
                return None
            if gone >= 2:
                repeats -= 1
                players[leaves] = players.get(leaves, 0) - 1
                players[y] = players.get(y, 0) - 1
            if new >= 1:
                repeats += 1
                players[joins] = players.get(joins, 0) + 1
                players[y] = players.get(y, 0) + 1
            forbidden += forb[joins * n + y] - forb[leaves * n + y]
    consecutive = 0
    for other in (r - 1, r + 1):
        if other < 0 or other >= state.rounds:
            continue
        seat = state.where[other]
        sp, sq = seat[p], seat[q]
        for y in a_table:
            if y != p:
                consecutive += (sq == seat[y]) - (sp == seat[y])
        for y in b_table:
            if y != q:
                consecutive += (sp == seat[y]) - (sq == seat[y])
    return forbidden, repeats, consecutive, players


def spread(state: SearchState, iterations: int, deadline: float) -> tuple[list[Tables], int, bool]:
    """Improve ``state`` (the search's best draw) on :func:`spread_cost`: ``RUNS`` annealing
    runs of ``iterations`` moves in all, each from the best draw so far (on four 20 x 6
    draws whose six repeats sat in one group of four, 8 runs of 7,500 moves spread them in
    20 tries of 20; 2 runs of 40,000 in 10). Returns the best draw by (its key, then the
    second cost), the iterations done and whether the clock stopped it; the state is left
    in that draw."""
    done = 0
    best = state.snapshot()
    for _ in range(RUNS):
        best, it, timed_out = _run(state, iterations // RUNS, deadline)
        done += it
        if timed_out or it == 0:
            return best, done, timed_out
    return best, done, False


# hot loop, kept whole for speed (as anneal.anneal)
def _run(state: SearchState, iterations: int, deadline: float) -> tuple[list[Tables], int, bool]:
    """One annealing run on the search's cost plus ``WEIGHT`` times the second cost; the
    best draw is the least (forbidden, repeats, consecutive, second cost), no pair meeting
    more often than the most now."""
    rng = state.rng
    rand = rng.random
    load = player_repeats(state)
    movable = [
        (r, [p for p in range(state.n) if state.where[r][p] >= 0])
        for r in range(state.h, state.rounds)
        if len(state.tables[r]) > 1
    ]
    most = max(state.meet, default=0)
    best = state.snapshot()
    if not movable or max(load) <= 1:  # nobody has two repeats: spread as it can be
        return best, 0, False
    forbidden, _most, repeats, consecutive = state.key()
    now = [forbidden, repeats, consecutive, sum(k * k for k in load)]
    best_key = tuple(now)
    temp, ratio = START * WEIGHT, (END / START) ** (1 / max(1, iterations))
    it = 0
    timed_out = False
    while it < iterations:
        if it % CHECK_CLOCK_EVERY == 0 and past(deadline, it):
            timed_out = True
            break
        it += 1
        temp *= ratio
        r, seated = movable[int(rand() * len(movable))]
        top = max(load[p] for p in seated)
        heavy = [p for p in seated if load[p] == top] if rand() < HEAVY else []
        loaded = heavy or [p for p in seated if load[p]] or seated
        p = loaded[int(rand() * len(loaded))]
        where, tables = state.where[r], state.tables[r]
        for _ in range(PARTNER_TRIES):
            q = seated[int(rand() * len(seated))]
            if where[q] != where[p] and len(tables[where[q]]) == len(tables[where[p]]):
                break
        else:
            continue
        change = _change(state, r, p, q, most)
        if change is None:
            continue
        d_forbidden, d_repeats, d_consecutive, players = change
        d_second = sum((load[x] + d) ** 2 - load[x] ** 2 for x, d in players.items())
        cost = (
            FORBIDDEN * d_forbidden
            + REPEAT * d_repeats
            + CONSECUTIVE * d_consecutive
            + WEIGHT * d_second
        )
        if cost > 0 and rand() >= math.exp(-cost / temp):
            continue
        state.swap(r, p, q)
        for x, d in players.items():
            load[x] += d
        now[0] += d_forbidden
        now[1] += d_repeats
        now[2] += d_consecutive
        now[3] += d_second
        if tuple(now) < best_key:
            best_key, best = tuple(now), state.snapshot()
    state.restore(best)
    return best, it, timed_out
