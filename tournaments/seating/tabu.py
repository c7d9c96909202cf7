"""One tabu-search run over the search state: the conflict neighbourhood.

After Dotú and Van Hentenryck, "Scheduling social golfers locally" (CPAIOR
2005). Each step looks at ``SAMPLE`` players in conflict in some free round (a
repeat, forbidden or consecutive meeting at their table), at every swap of such
a player with a player at another table of that round that keeps the five-seat
and bye counts fair (the rule of :mod:`.anneal`), and makes the cheapest swap,
even when it makes the draw worse. A player may not go back to the table he
left for a few steps (``TENURE``), unless that gives the best draw so far.
After ``STALL`` steps without a new best draw, ``KICK`` random swaps shake the
draw where it is (not from the best).

On tight fields with tables of five this reaches fewer repeats than annealing
with the same budget (100,000 iterations from the same greedy draw, seed 1:
27 x 7 28 against 31, 34 x 8 8 against 11; tests pin it), and about as many
elsewhere, so the search's schedule (:mod:`.search`) gives it most of the
budget, between the annealing probes and the final reheat. Its settings were
compared on nine tight fields x seeds 1-4 (10 s draws): ``SAMPLE`` 10, 20 or
40, ``TENURE`` (2, 6), ``STALL`` 150 or 800 all give sums of repeats within
2 % of each other except ``SAMPLE`` 10 (6 % more) and ``TENURE`` (2, 6) (4 %
more): the spread between seeds is wider than between these.

A step's swaps are all valued from sums kept per table (who meets whom at the
player's table, and which table each player sat at in the rounds before and
after), so one swap costs a few list lookups. The length is counted in units
of work, not time, so a seed and a budget give the same draw on any machine:
a step costs its conflict scan (``PAIR_WORK`` per pair of table-mates), its
players looked at (``CANDIDATE_WORK`` each: their table sums) and its swaps
valued (``SWAP_WORK`` each); ``WORK_PER_ITERATION`` make one iteration of the
budget. The weights are fitted to measured times (seed 1, 200,000 iterations
from a greedy draw on nine fields from 9 x 7 to 35 x 9: 2.5 µs a swap, 3.9 µs
a player, 0.42 µs a pair, within 5 %), and an iteration costs about what one
of the annealing's does on tight fields (7 µs), so the tabu run's share of the
budget takes about the annealing's time on every field; counting swaps alone
undercharged fields where few swaps are fair (9 x 7: 7.5 times the
annealing's time).
"""

from __future__ import annotations

import time

from .bounds import seat_pairs
from .search_state import CONSECUTIVE, SearchState, Tables

SAMPLE = 20  # players in conflict looked at per step
TENURE = (1, 4)  # steps (drawn in this range) a player may not return to the table he left
STALL = 300  # steps without a new best draw before a kick
KICK = 10  # random swaps of a kick
# Work of a step (fitted to measured times, see above) and of an iteration.
SWAP_WORK = 6  # one swap valued
CANDIDATE_WORK = 10  # one player looked at: his table sums
PAIR_WORK = 1  # one pair of table-mates looked at by the conflict scan
WORK_PER_ITERATION = 18  # about one annealing iteration's time on tight fields
CHECK_CLOCK_EVERY = 16  # steps


def conflicts(state: SearchState) -> list[tuple[int, int]]:
    """Every (round, player) of the free rounds whose player is in conflict
    (the same as :meth:`.SearchState.conflicted`, one pass over each table's pairs)."""
    n, meet, forb, rounds = state.n, state.meet, state.forb, state.rounds
    found: list[tuple[int, int]] = []
    for r in range(state.h, rounds):
        tables = state.tables[r]
        if len(tables) < 2:
            continue
        prev = state.where[r - 1] if r > 0 else None
        nxt = state.where[r + 1] if r + 1 < rounds else None
        for table in tables:
            hit = set()
            for i, a in enumerate(table):
                row = a * n
                for b in table[i + 1 :]:
                    if (
                        meet[row + b] > 1
                        or forb[row + b]
                        or (prev is not None and prev[a] == prev[b])
                        or (nxt is not None and nxt[a] == nxt[b])
                    ):
                        hit.add(a)
                        hit.add(b)
            found += [(r, p) for p in table if p in hit]
    return found


def scan_pairs(state: SearchState) -> int:
    """The pairs of table-mates :func:`conflicts` looks at (the same every step)."""
    return sum(
        seat_pairs([len(t) for t in state.tables[r]])
        for r in range(state.h, state.rounds)
        if len(state.tables[r]) > 1
    )


def fair_swap(state: SearchState, r: int, p: int, q: int) -> bool:
    """True when swapping p and q in round r keeps the odd-table counts' multiset."""
    where, tables, odd = state.where[r], state.tables[r], state.odd
    odd_p, odd_q = len(tables[where[p]]) != 4, len(tables[where[q]]) != 4
    if odd_p == odd_q:
        return True
    return odd[p] - odd[q] == 1 if odd_p else odd[q] - odd[p] == 1


def swaps_of(state: SearchState, r: int, p: int) -> list[tuple[int, int]]:
    """(cost change, q) of every fair swap of p with a player at another table
    of round r; the same values as :meth:`.SearchState.delta`, computed from
    per-table sums."""
    if state.has_forbidden:
        return [
            (state.delta(r, p, q), q)
            for t in state.tables[r]
            if p not in t
            for q in t
            if fair_swap(state, r, p, q)
        ]
    n, meet, inc, dec = state.n, state.meet, state.inc, state.dec
    where, tables = state.where[r], state.tables[r]
    tp = where[p]
    odd_p = len(tables[tp]) != 4
    home = [y for y in tables[tp] if y != p]
    rp = p * n
    leave_p = sum(dec[meet[rp + y]] for y in home)
    # The rounds before and after: where each player sat, and how many of p's
    # table-mates sat at each of their tables.
    neighbours = _neighbours(state, r)
    home_seats = [_seat_counts(seat, home, size) for seat, size in neighbours]
    out: list[tuple[int, int]] = []
    for tb, table in enumerate(tables):
        if tb == tp:
            continue
        partners = table
        if (len(table) != 4) != odd_p:
            # Only those whose swap keeps the odd-table counts fair.
            partners = [q for q in table if fair_swap(state, r, p, q)]
            if not partners:
                continue
        join_p = sum(inc[meet[rp + y]] for y in table)
        table_seats = [_seat_counts(seat, table, size) for seat, size in neighbours]
        for q in partners:
            rq = q * n
            d = leave_p + join_p - inc[meet[rp + q]]
            for y in table:
                if y != q:
                    d += dec[meet[rq + y]]
            for y in home:
                d += inc[meet[rq + y]]
            adj = 0
            for (seat, _size), at_home, at_table in zip(
                neighbours, home_seats, table_seats, strict=True
            ):
                sp, sq = seat[p], seat[q]
                # q joins p's table-mates, p leaves them; p joins q's, q leaves them.
                if sq >= 0:
                    adj += at_home[sq] - at_table[sq] + 1
                if sp >= 0:
                    adj += at_table[sp] - at_home[sp] - (sp == sq)
            out.append((d + CONSECUTIVE * adj, q))
    return out


def _neighbours(state: SearchState, r: int) -> list[tuple[list[int], int]]:
    """The rounds before and after round r (played or free): where each player
    sat, and the round's number of tables."""
    return [
        (state.where[o], len(state.tables[o]) or len(state.p.history[o]))
        for o in (r - 1, r + 1)
        if 0 <= o < state.rounds
    ]


def _seat_counts(seat: list[int], players: list[int], tables: int) -> list[int]:
    """How many of ``players`` sat at each table of a neighbouring round."""
    counts = [0] * tables
    for y in players:
        s = seat[y]
        if s >= 0:
            counts[s] += 1
    return counts


def tabu_search(
    state: SearchState, iterations: int, deadline: float
) -> tuple[list[Tables], int, int, bool]:
    """One tabu run from the current state, ``iterations`` of the budget long.

    Returns the best state seen, its cost, the iterations used and whether the
    clock stopped the run; the search is left in the best state.
    """
    rng = state.rng
    cost = state.cost()
    best_cost, best = cost, state.snapshot()
    budget = iterations * WORK_PER_ITERATION
    scan = scan_pairs(state) * PAIR_WORK
    work = step = since = 0
    timed_out = False
    banned: dict[tuple[int, int, int], int] = {}  # (round, player, table) -> last banned step
    while work < budget and cost > state.target:
        if step % CHECK_CLOCK_EVERY == 0 and time.monotonic() > deadline:
            timed_out = True
            break
        step += 1
        work += scan
        candidates = conflicts(state)
        if not candidates:
            break
        whole = len(candidates) <= SAMPLE  # every conflict is looked at
        picked = candidates if whole else rng.sample(candidates, SAMPLE)
        room = max(1, (budget - work) // SWAP_WORK)  # swaps the budget has left
        move, move_d, looked, players = _choose(state, picked, step, cost - best_cost, banned, room)
        if not looked and not whole:
            # No fair swap for the players drawn: look at every player in conflict.
            work += players * CANDIDATE_WORK
            move, move_d, looked, players = _choose(
                state, candidates, step, cost - best_cost, banned, room
            )
        if not looked:
            break  # no player in conflict can move
        work += looked * SWAP_WORK + players * CANDIDATE_WORK
        if move is None:
            continue  # every swap looked at is banned
        r, p, q = move
        where = state.where[r]
        tp, tq = where[p], where[q]
        state.swap(r, p, q)
        cost += move_d
        banned[(r, p, tp)] = step + rng.randint(*TENURE)
        banned[(r, q, tq)] = step + rng.randint(*TENURE)
        if cost < best_cost:
            best_cost, best, since = cost, state.snapshot(), 0
            continue
        since += 1
        if since > STALL:
            since = 0
            cost += _kick(state)
    state.restore(best)
    used = min(iterations, -(-work // WORK_PER_ITERATION))
    return best, best_cost, used, timed_out


def _choose(
    state: SearchState,
    candidates: list[tuple[int, int]],
    step: int,
    above_best: int,
    banned: dict[tuple[int, int, int], int],
    budget: int,
) -> tuple[tuple[int, int, int] | None, int, int, int]:
    """The cheapest swap of a candidate that is not banned (or makes a new best
    draw: its change is below ``-above_best``), ties drawn at random, its change,
    how many swaps were valued (at most ``budget``) and how many candidates."""
    rng = state.rng
    move: tuple[int, int, int] | None = None
    move_d = ties = looked = players = 0
    for r, p in candidates:
        players += 1
        where = state.where[r]
        tp = where[p]
        for d, q in swaps_of(state, r, p)[: budget - looked]:
            looked += 1
            tq = where[q]
            if (
                banned.get((r, p, tq), 0) >= step or banned.get((r, q, tp), 0) >= step
            ) and d >= -above_best:
                continue  # banned, and not a new best
            if move is None or d < move_d:
                move, move_d, ties = (r, p, q), d, 1
            elif d == move_d:
                ties += 1
                if rng.random() * ties < 1:
                    move = (r, p, q)
        if looked >= budget:
            break  # the budget ends within this step: choose among those valued
    return move, move_d, looked, players


def _kick(state: SearchState) -> int:
    """``KICK`` random swaps between tables of the same kind (four or odd) in
    random free rounds; returns their cost change."""
    rng, change = state.rng, 0
    rounds = [r for r in range(state.h, state.rounds) if len(state.tables[r]) > 1]
    for _ in range(KICK):
        r = rng.choice(rounds)
        tables = state.tables[r]
        a, b = rng.sample(range(len(tables)), 2)
        if (len(tables[a]) != 4) != (len(tables[b]) != 4):
            continue
        p, q = rng.choice(tables[a]), rng.choice(tables[b])
        change += state.delta(r, p, q)
        state.swap(r, p, q)
    return change
