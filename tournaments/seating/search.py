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
temperature (simulated annealing). The longest run of the schedule is a tabu
search instead (:mod:`.tabu`): each step makes the cheapest swap of a player in
conflict, with a short ban on going back.

Anytime, with a length fixed in iterations (:func:`schedule`): three short
annealing probes of doubling length, each from a fresh greedy draw aimed at the
counting bound (loose fields stop in one of them), then a tabu run afresh with
three quarters of what is left, and a final annealing run that reheats the best
draw (its most meetings becomes the cap, so repeats fall without raising it).
The best draw of all runs is kept, and its unavoidable repeats are then moved onto
more players where its figures allow (:mod:`.spread`). It stops when the iteration budget is spent
or when the draw meets the counting lower bounds with no consecutive repeat (a
proven optimum: nothing left to improve on the first four criteria). The
deadline is only a safety cap.

Reproducibility: all randomness comes from the ``random.Random`` passed in and
the length is a number of iterations, so a seed and a budget give the same draw
on any machine; only a stop by the safety cap depends on the machine, and the
outcome says so (``timed_out``).

Modules: :mod:`.search_state` (meeting counts, the swap and its cost change,
the greedy start), :mod:`.anneal` (one annealing run, the hot loop),
:mod:`.tabu` (one tabu run), and here the runs' schedule and :func:`solve`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .anneal import anneal
from .progress import CURRENT, Progress
from .search_state import Problem, SearchState, Tables
from .spread import spread, spread_iterations
from .tabu import tabu_search

__all__ = ["Outcome", "Problem", "schedule", "solve"]

START_TEMPERATURE = 120.0
REHEAT_TEMPERATURE = 40.0
END_TEMPERATURE = 2.0
MIN_CHUNK = 20_000  # iterations of the first probe (see :func:`schedule`)
PROBES = 3
AFRESH, TABU, REHEAT = "afresh", "tabu", "reheat"
LONG_RUNS = ((TABU, 3), (REHEAT, 1))  # after the probes: kind, share

type Rounds = tuple[tuple[tuple[int, ...], ...], ...]


@dataclass(frozen=True)
class Outcome:
    rounds: Rounds
    cost: int
    iterations: int
    timed_out: bool
    proven_optimal: bool = False
    restarts: int = 0
    from_opening: bool = False  # the draw is the opening, or a reheat of it


def _frozen(state: Sequence[Sequence[Sequence[int]]]) -> Rounds:
    return tuple(tuple(tuple(t) for t in tables) for tables in state)


def schedule(budget: int) -> list[tuple[str, int]]:
    """The runs of a search of ``budget`` iterations: (kind, length) each, the
    kind one of ``AFRESH``, ``TABU`` (afresh too) and ``REHEAT``.

    Three short annealing probes of doubling length, each afresh (a loose field
    reaches its counting bounds in one and stops there); then the ``LONG_RUNS``
    sharing what is left by their weights: a tabu run afresh (:mod:`.tabu`)
    with three quarters, and a final annealing run that reheats the best draw.
    The tabu run first replaced the second of two annealing runs afresh (bench,
    the 29 fields not proven optimal, seeds 1-3: 19 draws better, 3 worse,
    65 the same); giving it the first one's share too, once its length was
    charged for all its work (:mod:`.tabu`), made 19 draws better again and
    9 worse (by 1-2 repeats) against that, and 22 better and 7 worse against
    the schedule before the tabu run. A function of the budget only, so a
    seed and a budget give the same runs on any machine.
    """
    runs: list[tuple[str, int]] = []
    left = budget
    for i in range(PROBES):
        length = min(left, MIN_CHUNK << i)
        if length <= 0:
            return runs
        runs.append((AFRESH, length))
        left -= length
    if left <= 0:
        return runs
    weights = sum(weight for _kind, weight in LONG_RUNS)
    shares = [(kind, left * weight // weights) for kind, weight in LONG_RUNS]
    rest = left - sum(length for _kind, length in shares)
    shares[-1] = (shares[-1][0], shares[-1][1] + rest)
    return runs + [(kind, length) for kind, length in shares if length > 0]


@dataclass
class _Best:
    """The best draw so far: its key, tables and cost, and whether it is the
    opening or a reheat of it."""

    key: tuple[int, int, int, int] | None
    state: list[list[list[int]]]
    cost: int
    from_opening: bool = False

    def offer(
        self, key: tuple[int, int, int, int], state: list[list[list[int]]], cost: int, afresh: bool
    ) -> None:
        if self.key is None or key < self.key:
            self.key, self.state, self.cost = key, state, cost
            self.from_opening = self.from_opening and not afresh


def _afresh(search: SearchState, start: list[Sequence[Sequence[int]]], deadline: float) -> None:
    """The start's rounds, then greedy rounds."""
    search.reset()
    search.load(start)
    search.greedy(deadline, first=len(start))


def _run(
    search: SearchState, kind: str, length: int, deadline: float
) -> tuple[list[Tables], int, int, bool]:
    """One run of the schedule from the search's current draw."""
    if kind == TABU:
        return tabu_search(search, length, deadline)
    temperature = START_TEMPERATURE if kind == AFRESH else REHEAT_TEMPERATURE
    return anneal(search, length, deadline, temperature, END_TEMPERATURE)


def _opening(search: SearchState, opening: Sequence[Sequence[Sequence[int]]] | None) -> _Best:
    """The opening as the best draw so far (none: an empty best)."""
    if opening is None:
        return _Best(None, [], 0)
    if len(opening) != len(search.p.layouts):
        raise ValueError("an opening draws every free round")
    search.load(opening)
    return _Best(search.key(), search.snapshot(), search.cost(), from_opening=True)


def _progress(budget: int) -> Progress | None:
    """The context's progress record (:mod:`.progress`), told the search's budget."""
    progress = CURRENT.get()
    if progress is not None:
        progress.budget = budget
    return progress


def _spread(search: SearchState, best: _Best, max_iterations: int, deadline: float) -> bool:
    """The best draw's repeats moved onto more players (:mod:`.spread`; not counted in the
    budget's iterations), if it has any; True when the clock stopped it."""
    if best.key is None or not best.key[2]:
        return False
    search.restore(best.state)
    best.state, _done, timed_out = spread(search, spread_iterations(max_iterations), deadline)
    best.cost = search.cost()
    return timed_out


def solve(
    problem: Problem,
    rng: random.Random,
    *,
    max_iterations: int,
    deadline: float,
    start: Sequence[Sequence[Sequence[int]]] | None = None,
    opening: Sequence[Sequence[Sequence[int]]] | None = None,
) -> Outcome:
    """Improve the free rounds of ``problem``; start greedy or from ``start``
    (whose rounds may be fewer: greedy rounds follow them).

    Runs :func:`schedule` (``max_iterations`` in all); every run afresh starts
    again from ``start`` (greedy rounds redrawn) or from a greedy draw. An
    ``opening`` (a whole draw of the free rounds with fair counts, e.g. from
    :mod:`.best_known` or :mod:`.affine_five`) competes with the runs: the
    final reheat starts from it when no run did better. It consumes no randomness, so the runs are the
    same with or without it. Stops early at a proven optimum; ``deadline``
    (time.monotonic) is a safety cap, reported as ``timed_out``.
    """
    search = SearchState(problem, rng)
    best = _opening(search, opening)
    start = list(start or ())
    _afresh(search, start, deadline)
    if not problem.layouts:
        return Outcome(rounds=(), cost=search.cost(), iterations=0, timed_out=False)
    if best.key is None:
        best.state, best.cost = search.snapshot(), search.cost()
    done = restarts = 0
    timed_out = False
    runs = [] if best.key is not None and search.proven(best.key) else schedule(max_iterations)
    progress = _progress(max_iterations)
    for i, (kind, length) in enumerate(runs):
        if i and kind != REHEAT:
            # Afresh: aim at the counting bound from a new greedy draw.
            search.set_cap(search.bound)
            _afresh(search, start, deadline)
        elif i:
            # Reheat the best draw, keeping its most meetings and cutting repeats.
            assert best.key is not None  # i > 0: the first run set it
            search.set_cap(max(search.bound, best.key[1]))
            search.restore(best.state)
        state, cost, it, timed_out = _run(search, kind, length, deadline)
        done += it
        restarts += 1
        best.offer(search.key(), state, cost, kind != REHEAT)
        if progress is not None:
            progress.done, progress.best = done, best.key
        if timed_out or it == 0 or (best.key is not None and search.proven(best.key)):
            break  # optimal, out of time, or nothing can move
    timed_out = timed_out or _spread(search, best, max_iterations, deadline)
    return Outcome(
        rounds=_frozen(best.state),
        cost=best.cost,
        iterations=done,
        timed_out=timed_out,
        proven_optimal=best.key is not None and search.proven(best.key),
        restarts=restarts,
        from_opening=best.from_opening,
    )
