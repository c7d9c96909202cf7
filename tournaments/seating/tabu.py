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
27 x 7 25 against 31, 34 x 8 7 against 11; tests pin it), and about as many
elsewhere, so the search's schedule (:mod:`.search`) gives it most of the
budget, between the annealing probes and the final reheat.

A swap is valued in a few lookups from sums kept up to date per player and
table (:mod:`.swap_sums`), and the players in conflict are those whose
leaving their table would lower the cost, so a player looked at costs about a
fifth of what it did when each swap was valued from both tables and the
rounds beside (34 x 8, seed 1: 200,000 iterations make 3,200 steps of 40
players instead of 1,200 of 20, in about the same time). With the cheaper
steps, looking at more players per step pays: on nine tight fields x seeds
1-4 (10 s draws) the sum of repeats is 1,242 with ``SAMPLE`` 20, 1,210 with
30, 1,195 with 40, 1,193 with 60 and 1,210 with every player in conflict;
``STALL`` 600 (1,202) and ``TENURE`` (2, 6) (1,227) do not help. The sum was
1,254 before the sums.

The length is counted in units of work, not time, so a seed and a budget give
the same draw on any machine: a step costs its conflict scan (a unit per
``SCAN_PLAYERS_PER_WORK`` players), its players looked at (``CANDIDATE_WORK``
each), its swaps valued (``SWAP_WORK`` each) and the sums its swap brought up
to date (``UPDATE_WORK`` each); building the sums costs ``BUILD_WORK`` per pair
of players and free round. ``WORK_PER_ITERATION`` make one iteration of the
budget. The weights are fitted to measured times (200,000 iterations from a
greedy draw, seed 1, ten fields from 9 x 7 to 120 x 12: 0.13 µs a player
scanned, 4.3 µs a player looked at, 0.23 µs a swap, 0.5 µs a sum updated,
1.4 µs a pair built; within 10 % on the fields the tabu run spends its time
on), and an iteration costs about what one of the annealing's does on tight
fields (7 µs), so the tabu run's share of the budget takes about the
annealing's time on every field.
"""

from __future__ import annotations

from .progress import past
from .search_state import CONSECUTIVE, FORBIDDEN, SearchState, Tables
from .swap_sums import SwapSums

SAMPLE = 40  # players in conflict looked at per step
TENURE = (1, 4)  # steps (drawn in this range) a player may not return to the table he left
STALL = 300  # steps without a new best draw before a kick
KICK = 10  # random swaps of a kick
# Work of a step (fitted to measured times, see above) and of an iteration.
SWAP_WORK = 1  # one swap valued
CANDIDATE_WORK = 17  # one player looked at (his swaps listed, table by table)
SCAN_PLAYERS_PER_WORK = 2  # players the conflict scan looks at for one unit of work
UPDATE_WORK = 2  # one sum brought up to date after a swap (:mod:`.swap_sums`)
BUILD_WORK = 5  # per pair of players and free round: the sums built
WORK_PER_ITERATION = 28  # about one annealing iteration's time on tight fields
CHECK_CLOCK_EVERY = 16  # steps


def conflicts(sums: SwapSums) -> list[tuple[int, int]]:
    """Every (round, player) of the free rounds whose player is in conflict (the
    same as :meth:`.SearchState.conflicted`): whose leaving his table would
    lower the cost, as only a repeat, forbidden or consecutive meeting does."""
    state = sums.state
    found: list[tuple[int, int]] = []
    for r in range(state.h, state.rounds):
        tables = state.tables[r]
        if len(tables) < 2:
            continue
        leave = sums.leave[r]
        found += [(r, p) for table in tables for p in table if leave[p] < 0]
    return found


def scan_players(state: SearchState) -> int:
    """The players :func:`conflicts` looks at (the same every step)."""
    return sum(
        sum(len(t) for t in state.tables[r])
        for r in range(state.h, state.rounds)
        if len(state.tables[r]) > 1
    )


def swaps_of(sums: SwapSums, r: int, p: int) -> list[tuple[int, int]]:
    """(cost change, q) of every fair swap of p with a player at another table
    of round r; the same values as :meth:`.SearchState.delta`, from the sums
    of :mod:`.swap_sums`."""
    state = sums.state
    n, meet, inc, forb = state.n, state.meet, state.inc, state.forb
    where, tables = state.where[r], state.tables[r]
    width = len(tables)
    join, leave = sums.join[r], sums.leave[r]
    prev = state.where[r - 1] if r > 0 else None
    nxt = state.where[r + 1] if r + 1 < state.rounds else None
    tp = where[p]
    odd_p = len(tables[tp]) != 4
    base, row, rp = leave[p], p * width, p * n
    # A swap between an odd table and a four-table keeps the multiset of
    # odd-table counts (fairness, :mod:`.anneal`) only with a partner whose
    # count is p's one lower (p at the odd table) or one higher.
    odd = state.odd
    fair_count = odd[p] - 1 if odd_p else odd[p] + 1
    out: list[tuple[int, int]] = []
    for tb, table in enumerate(tables):
        if tb == tp:
            continue
        partners = table
        if (len(table) != 4) != odd_p:
            # Only those whose swap keeps the odd-table counts fair.
            partners = [q for q in table if odd[q] == fair_count]
            if not partners:
                continue
        here = base + join[row + tb]
        for q in partners:
            # p and q meeting once more is in join twice (p's to b, q's to a):
            # :meth:`.SwapSums.meeting`, inlined in this hot loop.
            k = rp + q
            both = inc[meet[k]] + FORBIDDEN * forb[k]
            if prev is not None and prev[p] == prev[q]:
                both += CONSECUTIVE
            if nxt is not None and nxt[p] == nxt[q]:
                both += CONSECUTIVE
            out.append((here + leave[q] + join[q * width + tp] - 2 * both, q))
    return out


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
    scan = -(-scan_players(state) // SCAN_PLAYERS_PER_WORK)
    step = since = 0
    timed_out = False
    sums = SwapSums(state)
    work = BUILD_WORK * state.n * (state.n - 1) // 2 * (state.rounds - state.h)
    banned: dict[tuple[int, int, int], int] = {}  # (round, player, table) -> last banned step
    while work < budget and cost > state.target:
        if step % CHECK_CLOCK_EVERY == 0 and past(deadline, work // WORK_PER_ITERATION):
            timed_out = True
            break
        step += 1
        work += scan
        candidates = conflicts(sums)
        if not candidates:
            break
        whole = len(candidates) <= SAMPLE  # every conflict is looked at
        picked = candidates if whole else rng.sample(candidates, SAMPLE)
        room = max(1, (budget - work) // SWAP_WORK)  # swaps the budget has left
        move, move_d, looked, players = _choose(sums, picked, step, cost - best_cost, banned, room)
        if not looked and not whole:
            # No fair swap for the players drawn: look at every player in conflict.
            work += players * CANDIDATE_WORK
            move, move_d, looked, players = _choose(
                sums, candidates, step, cost - best_cost, banned, room
            )
        if not looked:
            break  # no player in conflict can move
        work += looked * SWAP_WORK + players * CANDIDATE_WORK
        if move is None:
            continue  # every swap looked at is banned
        r, p, q = move
        tp, tq = state.where[r][p], state.where[r][q]
        work += UPDATE_WORK * sums.swap(r, p, q)
        cost += move_d
        banned[(r, p, tp)] = step + rng.randint(*TENURE)
        banned[(r, q, tq)] = step + rng.randint(*TENURE)
        if cost < best_cost:
            best_cost, best, since = cost, state.snapshot(), 0
            continue
        since += 1
        if since > STALL:
            since = 0
            change, updated = _kick(sums)
            cost += change
            work += UPDATE_WORK * updated
    state.restore(best)
    used = min(iterations, -(-work // WORK_PER_ITERATION))
    return best, best_cost, used, timed_out


def _choose(
    sums: SwapSums,
    candidates: list[tuple[int, int]],
    step: int,
    above_best: int,
    banned: dict[tuple[int, int, int], int],
    budget: int,
) -> tuple[tuple[int, int, int] | None, int, int, int]:
    """The cheapest swap of a candidate that is not banned (or makes a new best
    draw: its change is below ``-above_best``), ties drawn at random, its change,
    how many swaps were valued (at most ``budget``) and how many candidates."""
    state = sums.state
    rng = state.rng
    move: tuple[int, int, int] | None = None
    move_d = ties = looked = players = 0
    for r, p in candidates:
        players += 1
        where = state.where[r]
        tp = where[p]
        for d, q in swaps_of(sums, r, p)[: budget - looked]:
            looked += 1
            if move is not None and d > move_d:
                continue  # dearer than the move so far, banned or not
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


def _kick(sums: SwapSums) -> tuple[int, int]:
    """``KICK`` random swaps between tables of the same kind (four or odd) in
    random free rounds; returns their cost change and the sums they updated."""
    state = sums.state
    rng, change, updated = state.rng, 0, 0
    rounds = [r for r in range(state.h, state.rounds) if len(state.tables[r]) > 1]
    for _ in range(KICK):
        r = rng.choice(rounds)
        tables = state.tables[r]
        a, b = rng.sample(range(len(tables)), 2)
        if (len(tables[a]) != 4) != (len(tables[b]) != 4):
            continue
        p, q = rng.choice(tables[a]), rng.choice(tables[b])
        change += sums.value(r, p, q)
        updated += sums.swap(r, p, q)
    return change, updated
