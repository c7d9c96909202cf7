"""Tournament draws: N players x R rounds, and redraws after a change mid-event.

Strategy, in order:

1. Byes and seats at 3/5-player tables are shared out fairly first
   (:mod:`.rotation`), because fairness there is a rule, not a preference.
2. When everyone sits at tables of four and a zero-repeat construction is known
   for N players with at least R rounds (:mod:`.designs`; on tight instances
   also a small cyclic search, :mod:`.cyclic`), its rounds are used with
   players assigned to points by the seed. That is optimal (nobody meets twice)
   and instant; constraints are met by trying seeded relabellings and, if some
   forbidden pair still meets, by searching from there. With one table of
   three or byes, a design on one player more (a point deleted) or a few fewer
   (stand-ins for the byes) does the same (:mod:`.near_designs`); those rounds
   bring their own fair byes and three-seats, in place of step 1's.
3. Otherwise a greedy draw is improved by an anytime local search
   (:mod:`.search`: short annealing probes, a long tabu run, a reheat) that
   uses the whole time budget unless it meets the counting lower bounds
   (:mod:`.bounds`) first.
   A field's best known draw, found offline by long runs of this search
   (:mod:`.best_known`), competes with its runs; for 21-23 players at tables
   of five (up to six rounds) without one, a draw from the affine plane of
   order 5 (:mod:`.affine_five`) does.
4. The rounds are put in the order that seats the fewest pairs together in
   consecutive rounds (:mod:`.round_order`), among rounds with the same
   table sizes and byes.
5. Table numbers and seat winds are balanced (:mod:`.balance`).

Reproducibility: the search's length is an iteration budget, by default
:func:`iteration_budget` of the time budget, so the same seed, players (in the
same order), rounds, policy, constraints and budget give the same draw on any
machine. The time budget stays a hard safety cap: on a machine too slow or too
loaded to run the iterations in time the clock stops the search, and
``Draw.timed_out`` says so (that draw may not repeat).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from .affine_five import AFFINE_FIVE, affine_five_start
from .balance import arrange
from .best_known import BEST_KNOWN, known_start
from .bounds import Bounds, counting_bounds
from .constraints import Pair, normalise
from .cyclic import cyclic_schedule
from .designs import Schedule, best_design
from .model import Draw, PlayerId, Round
from .near_designs import near_design_plan
from .policy import Layout, TablePolicy, table_layout
from .quality import measure
from .relabel import relabel, violations
from .rotation import rotate
from .round_order import best_order
from .search import Problem, solve

DEFAULT_TIME_BUDGET = 10.0
DEFAULT_ITERATIONS: int | None = None  # None: iteration_budget(time_budget)
# Search iterations per second of time budget. Calibrated on the bench grid on
# the 2-core box (2026-11-26, load average 0.4): the tight fields ran their
# million iterations in 8-14.3 s (about 70,000-120,000 a second; small fields
# faster), so the default 10 s buys 500,000 iterations that take at most about
# 7.2 s there, and the balancing after the search fits in what is left. (The
# box of 2026-11-25 was 1.6-2 times faster; it was calibrated at 100,000.) A
# machine a third slower than this one, or as loaded, hits the time cap, and
# the draw says so.
ITERATIONS_PER_SECOND = 50_000
TIGHT = 0.7  # try the cyclic construction when rounds >= 0.7 * (n - 1) / 3
POST_PER_PLAYER = 1e-4  # seconds per player and round
POST_PER_TABLE_PAIR = 2e-6  # seconds per (table, table) pair and round
RESERVE_SHARE = 0.04  # of the budget, for a loaded machine (measured: up to 3 % late)


def draw_tournament(
    players: Sequence[PlayerId],
    rounds: int,
    *,
    seed: int | str = 0,
    policy: TablePolicy | str = TablePolicy.AUTO,
    avoid: Iterable[Pair | frozenset[PlayerId]] = (),
    time_budget: float = DEFAULT_TIME_BUDGET,
    max_iterations: int | None = DEFAULT_ITERATIONS,
) -> Draw:
    """Draw all ``rounds`` rounds for ``players``.

    ``avoid`` lists pairs who must not meet (see :mod:`.constraints`);
    ``max_iterations`` is the search's length (None: :func:`iteration_budget`
    of ``time_budget``); ``time_budget`` caps the whole call in seconds (wall
    clock, monotonic).
    """
    return redraw_remaining(
        (),
        players,
        rounds,
        seed=seed,
        policy=policy,
        avoid=avoid,
        time_budget=time_budget,
        max_iterations=max_iterations,
    )


def redraw_remaining(
    played: Sequence[Round],
    players: Sequence[PlayerId],
    rounds: int,
    *,
    seed: int | str = 0,
    policy: TablePolicy | str = TablePolicy.AUTO,
    avoid: Iterable[Pair | frozenset[PlayerId]] = (),
    time_budget: float = DEFAULT_TIME_BUDGET,
    max_iterations: int | None = DEFAULT_ITERATIONS,
) -> Draw:
    """Keep the ``played`` rounds as they are and draw the rest for ``players``.

    Use after a late arrival or a withdrawal: ``players`` is the current field,
    ``rounds`` the total number of rounds. Meetings, East starts, table numbers,
    byes and odd-table seats of the played rounds count as history, so the new
    rounds avoid repeating played meetings and keep the fairness counts even.
    Players who withdrew still appear in the played rounds, and only there.

    ``time_budget`` (seconds, time.monotonic) covers the whole call: the search
    stops early enough to leave time for balancing winds and table numbers, and
    those skip their optional passes if the budget is gone; ``Draw.timed_out``
    is then True. ``max_iterations`` is the search's length, independent of the
    machine, which is what makes a seed reproducible (None:
    :func:`iteration_budget` of ``time_budget``); a proven optimum stops it sooner.
    """
    started = time.monotonic()
    players = list(players)
    final_deadline = started + max(0.0, time_budget)
    deadline = final_deadline - _reserve(time_budget, rounds, len(players))
    if len(set(players)) != len(players):
        raise ValueError("duplicate player ids")
    if rounds < len(played):
        raise ValueError("fewer rounds than already played")
    avoid_pairs = normalise(avoid)
    rng = random.Random(seed)
    if max_iterations is None:
        max_iterations = iteration_budget(time_budget)
    free = rounds - len(played)
    layout = table_layout(len(players), policy) if free else None
    bounds = _bounds(played, players, layout, free)
    plan = _Plan((), [], "played rounds only", 0, False)
    if layout is not None:
        problem = _problem(played, players, avoid_pairs, layout, free, bounds, rng)
        plan = _in_best_order(
            _plan(problem, layout, bool(played), rng, max_iterations, deadline), problem
        )
    drawn, hurried = _placed_rounds(plan, played, players, rng, final_deadline)
    all_rounds = (*played, *drawn)
    return Draw(
        rounds=all_rounds,
        quality=measure(all_rounds, avoid_pairs, players),
        seed=seed,
        method=plan.method,
        iterations=plan.iterations,
        budget=max_iterations,
        timed_out=plan.timed_out or hurried,
        bounds=bounds,
        seconds=time.monotonic() - started,
    )


@dataclass(frozen=True)
class _Plan:
    """The free rounds on player indices, their byes, and how they were found."""

    rounds: tuple[tuple[tuple[int, ...], ...], ...]
    byes: Sequence[frozenset[int]]
    method: str
    iterations: int
    timed_out: bool


def _in_best_order(plan: _Plan, problem: Problem) -> _Plan:
    """The plan with its rounds in the order that seats the fewest pairs
    together in consecutive rounds (:mod:`.round_order`)."""
    before = problem.history[-1] if problem.history else None
    order = best_order(plan.rounds, plan.byes, before)
    if order == list(range(len(order))):
        return plan
    rounds = tuple(plan.rounds[i] for i in order)
    byes = [plan.byes[i] for i in order]
    return replace(plan, rounds=rounds, byes=byes)


def _placed_rounds(
    plan: _Plan,
    played: Sequence[Round],
    players: Sequence[PlayerId],
    rng: random.Random,
    final_deadline: float,
) -> tuple[list[Round], bool]:
    """The planned rounds with player ids, balanced table numbers and winds
    (:mod:`.balance`), and whether balancing ran out of time."""
    placed, hurried = arrange(
        [[[players[p] for p in t] for t in tables] for tables in plan.rounds],
        played,
        rng,
        final_deadline,
    )
    drawn = [
        Round(
            number=len(played) + i + 1,
            tables=tuple(tables),
            byes=tuple(players[p] for p in sorted(plan.byes[i])),
        )
        for i, tables in enumerate(placed)
    ]
    return drawn, hurried


def _reserve(time_budget: float, rounds: int, n: int) -> float:
    """Seconds the search leaves for balancing and measuring (estimate measured
    on a loaded 2-core box); balancing skips its optional passes past the
    final deadline."""
    tables_per_round = n // 4 + 1
    return min(
        0.5 * time_budget,
        RESERVE_SHARE * time_budget
        + rounds * (POST_PER_PLAYER * n + POST_PER_TABLE_PAIR * tables_per_round**2),
    )


def _problem(
    played: Sequence[Round],
    players: Sequence[PlayerId],
    avoid_pairs: frozenset[frozenset[PlayerId]],
    layout: Layout,
    free: int,
    bounds: Bounds,
    rng: random.Random,
) -> Problem:
    """The search problem on player indices: played rounds as history, fair
    byes and odd-table seats for the ``free`` rounds (:mod:`.rotation`)."""
    n = len(players)
    index = {p: i for i, p in enumerate(players)}
    history = tuple(
        tuple(
            tuple(index[p] for p in table.players if p in index)
            for table in rnd.tables
            if any(p in index for p in table.players)
        )
        for rnd in played
    )
    bye_counts = [sum(p in rnd.byes for rnd in played) for p in players]
    odd_counts = [
        sum(1 for rnd in played for t in rnd.tables if t.size != 4 and p in t.players)
        for p in players
    ]
    odd_seats = sum(s for s in layout.sizes if s != 4)
    return Problem(
        n=n,
        history=history,
        layouts=(layout.sizes,) * free,
        byes=tuple(rotate(n, [layout.byes] * free, bye_counts, rng)),
        odd=tuple(rotate(n, [odd_seats] * free, odd_counts, rng)),
        forbidden=frozenset(
            (index[a], index[b])
            for a, b in (tuple(pair) for pair in avoid_pairs)
            if a in index and b in index
        ),
        cap=bounds.max_meetings,
        min_repeats=bounds.repeats,
    )


def _plan(
    problem: Problem,
    layout: Layout,
    played: bool,
    rng: random.Random,
    max_iterations: int,
    deadline: float,
) -> _Plan:
    """Free rounds from a construction when one fits, else (or from its rounds)
    by the search."""
    n, free = problem.n, len(problem.layouts)
    if not played:
        near = near_design_plan(n, free, layout, problem.forbidden, rng)
        if near is not None:
            return _Plan(near.rounds, near.byes, near.method, 0, False)
    start, method = None, "search"
    if not played and not layout.byes and all(s == 4 for s in layout.sizes):
        design = _construction(n, free) or _partial_construction(n, free)
        if design is not None:
            name, schedule = design
            start = relabel(schedule, min(free, len(schedule)), n, problem.forbidden, rng)
            method = f"construction: {name}"
    if start is not None and len(start) == free and not violations(start, problem.forbidden):
        return _Plan(start, problem.byes, method, 0, False)
    opening, opened_by = None, ""
    if not played:
        # Its own copy of the generator: the search's runs stay as without it.
        fork = random.Random()
        fork.setstate(rng.getstate())
        known = known_start(n, free, layout, problem.forbidden, fork)
        if known is not None:
            # Its byes and odd-table seats (fair) replace the rotation's.
            problem = replace(problem, byes=known.byes, odd=known.odd)
            opening, opened_by = known.rounds, BEST_KNOWN
        elif start is None:
            opening = affine_five_start(n, free, layout, fork)
            opened_by = f"construction: {AFFINE_FIVE}"
    outcome = solve(
        problem, rng, max_iterations=max_iterations, deadline=deadline, start=start, opening=opening
    )
    if opening is not None and outcome.from_opening:
        method = f"{opened_by} + search"
    elif start is not None:
        method += " + search"
    return _Plan(outcome.rounds, problem.byes, method, outcome.iterations, outcome.timed_out)


def iteration_budget(time_budget: float) -> int:
    """The search iterations a time budget buys on the reference machine.

    A function of the budget only (not of the clock), so a seed reproduces its
    draw anywhere; the draw takes about ``time_budget`` seconds on the
    reference box at low load, less on most fields, and a slower machine is
    stopped by the time cap.
    """
    return max(0, int(ITERATIONS_PER_SECOND * time_budget))


def _bounds(
    played: Sequence[Round], players: Sequence[PlayerId], layout: Layout | None, free: int
) -> Bounds:
    """Counting bounds for the whole draw: played rounds as they are, then ``free``
    rounds of ``layout``."""
    everyone = set(players)
    for rnd in played:
        everyone.update(p for t in rnd.tables for p in t.players)
    sizes = [tuple(t.size for t in rnd.tables) for rnd in played]
    if layout is not None:
        sizes += [layout.sizes] * free
    history = measure(played) if played else None
    return counting_bounds(
        len(everyone),
        sizes,
        played_max_meetings=history.max_meetings if history else 0,
        played_repeats=history.repeats if history else 0,
    )


def _construction(n: int, rounds: int) -> tuple[str, Schedule] | None:
    """A known zero-repeat schedule with at least ``rounds`` rounds, if any.

    The cyclic search is only tried on tight instances (annealing handles loose
    ones quickly and the cyclic search would mostly spend its budget in vain).
    """
    design = best_design(n)
    if design is not None and len(design[1]) >= rounds:
        return design
    if 3 * rounds >= TIGHT * (n - 1):
        schedule = cyclic_schedule(n, rounds)
        if schedule is not None:
            return f"1-rotational schedule (base round developed mod {len(schedule)})", schedule
    return None


def _partial_construction(n: int, rounds: int) -> tuple[str, Schedule] | None:
    """A zero-repeat schedule for some of the ``rounds`` (at least two), to start
    the search from: e.g. 24 players x 8 rounds starts from the 7 rounds of the
    1-rotational schedule."""
    design = best_design(n)
    most = min(rounds - 1, (n - 1) // 3)
    if (design is None or len(design[1]) < most) and most >= 2 and 3 * most >= TIGHT * (n - 1):
        schedule = cyclic_schedule(n, most)
        if schedule is not None:
            return f"1-rotational schedule (base round developed mod {len(schedule)})", schedule
    if design is not None and len(design[1]) >= 2:
        return design
    return None
