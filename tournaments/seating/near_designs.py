"""Zero-repeat draws for fields next to a known design: a point deleted, or stand-ins.

Local search leaves fields of a player or three more or fewer than a design size
with repeats (35 players x 9 rounds with byes: 1; 29 x 9 with byes: 19), where a
design on a nearby number of points gives none. Two constructions, both on a
zero-repeat schedule of tables of four (:mod:`.designs`, else the 1-rotational
search of :mod:`.cyclic`):

* **One point deleted** (4k + 3 players, one table of three or three byes): a
  design on v = n + 1 points without its last point leaves, in every round, the
  deleted point's three tablemates. They are the round's three-player table
  (policy THREE) or its three byes (policy BYES). Nobody meets twice, because
  nobody did in the design. It is fair: the deleted point meets every other
  point at most once, so no player gets a second three-seat (or bye) while
  another has none. 35 players get nine rounds from the transversal design on
  36 points, 27 nine from the unital on 28, 39 thirteen from PG(3,3) on 40.
* **Stand-ins** (policy BYES, b = n mod 4 byes): a design on v = n - b points
  and b extra players. Each round b design players have a bye and the extras
  take their seats. A small exact search (bounded, deterministic) picks who:
  players not yet given a bye, at different tables, whose tablemates each extra
  has not met before. Then nobody meets twice, the extras never have a bye and
  everyone else at most one. 29 players get nine rounds from the unital.

Players are placed on the points by the seed (:func:`.relabel.relabel`); with
pairs that must not meet, a construction is used only if some placement keeps
them all apart.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from .cyclic import cyclic_schedule
from .designs import Schedule, best_design
from .policy import Layout
from .relabel import relabel, violations

STAND_IN_NODES = 20_000  # the stand-ins' search gives up after this many choices

type Rounds = tuple[tuple[tuple[int, ...], ...], ...]


@dataclass(frozen=True)
class NearDesign:
    """Tables of four per round on points 0..n-1, and per round the players left
    over: a table of three, or byes (``seated``: which)."""

    name: str
    tables: Rounds
    left_over: tuple[tuple[int, ...], ...]
    seated: bool


@dataclass(frozen=True)
class DesignPlan:
    """Free rounds on player indices (tables largest first) and each round's byes."""

    rounds: Rounds
    byes: tuple[frozenset[int], ...]
    method: str


def _design(v: int, rounds: int) -> tuple[str, Schedule] | None:
    """A zero-repeat schedule on ``v`` points in tables of four with at least
    ``rounds`` rounds: a design (:mod:`.designs`), else a 1-rotational one
    (:mod:`.cyclic`, a bounded search of about 0.1 s at most); else None."""
    design = best_design(v)
    if design is not None and len(design[1]) >= rounds:
        return design
    schedule = cyclic_schedule(v, rounds) if v % 4 == 0 and v >= 8 else None
    if schedule is not None:
        return f"1-rotational schedule (base round developed mod {len(schedule)})", schedule
    return None


@cache
def punctured_design(n: int, rounds: int) -> NearDesign | None:
    """A schedule of ``rounds`` rounds on n + 1 points without its point n; None
    when none is known. The left-over three sit at a table of three unless byes."""
    design = _design(n + 1, rounds)
    if n % 4 != 3 or design is None:
        return None
    name, schedule = design
    tables, left_over = [], []
    for rnd in schedule[:rounds]:
        tables.append(tuple(t for t in rnd if n not in t))
        (left,) = (tuple(p for p in t if p != n) for t in rnd if n in t)
        left_over.append(left)
    return NearDesign(f"{name}, one point deleted", tuple(tables), tuple(left_over), True)


@cache
def stand_in_design(n: int, rounds: int) -> NearDesign | None:
    """A schedule of ``rounds`` rounds on v = n - b points (b = n mod 4) with the
    b players v..n-1 standing in for b players with a bye each round; None when no
    schedule is known or the search finds no stand-ins."""
    byes = n % 4
    v = n - byes
    design = _design(v, rounds) if byes and byes * rounds <= v else None
    if design is None:
        return None
    name, schedule = design
    chosen = _stand_ins(schedule[:rounds], byes)
    if chosen is None:
        return None
    tables, left_over = [], []
    for rnd, away in zip(schedule[:rounds], chosen, strict=True):
        taken = {p: v + i for i, p in enumerate(away)}
        tables.append(tuple(tuple(taken.get(p, p) for p in t) for t in rnd))
        left_over.append(away)
    s = "s" if byes > 1 else ""
    return NearDesign(f"{name} with {byes} stand-in{s}", tuple(tables), tuple(left_over), False)


def _stand_ins(schedule: Schedule, extras: int) -> list[tuple[int, ...]] | None:
    """Per round, the design players (one per extra, at different tables) whose
    seats the extras take: none chosen twice, no extra meeting anyone twice.
    Depth-first over (round, extra) slots; None past :data:`STAND_IN_NODES`."""
    slots = [(r, i) for r in range(len(schedule)) for i in range(extras)]
    table_of = [{p: t for t, table in enumerate(rnd) for p in table} for rnd in schedule]
    met: list[set[int]] = [set() for _ in range(extras)]
    away: set[int] = set()
    picks: list[int] = []
    nodes = 0

    def extend(k: int) -> bool:
        nonlocal nodes
        if k == len(slots):
            return True
        r, i = slots[k]
        busy = {table_of[r][p] for p in picks[k - i : k]}
        for table_no, table in enumerate(schedule[r]):
            if table_no in busy:
                continue
            for p in table:
                mates = set(table) - {p}
                if p in away or mates & met[i]:
                    continue
                nodes += 1
                if nodes > STAND_IN_NODES:
                    return False
                away.add(p)
                met[i] |= mates
                picks.append(p)
                if extend(k + 1):
                    return True
                picks.pop()
                met[i] -= mates
                away.discard(p)
        return False

    if not extend(0):
        return None
    return [tuple(picks[r * extras : (r + 1) * extras]) for r in range(len(schedule))]


def near_design(n: int, rounds: int, layout: Layout) -> NearDesign | None:
    """A zero-repeat schedule of ``rounds`` rounds for ``n`` players seated as
    ``layout`` asks, by one of the two constructions; None when neither fits."""
    fours = n // 4
    if n % 4 == 3 and layout == Layout(sizes=(4,) * fours + (3,)):
        return punctured_design(n, rounds)
    if layout.byes and layout == Layout(sizes=(4,) * fours, byes=n % 4):
        design = punctured_design(n, rounds) if n % 4 == 3 else None
        if design is not None:
            return NearDesign(design.name, design.tables, design.left_over, False)
        return stand_in_design(n, rounds)
    return None


def near_design_plan(
    n: int,
    rounds: int,
    layout: Layout,
    forbidden: frozenset[tuple[int, int]],
    rng: random.Random,
) -> DesignPlan | None:
    """``rounds`` rounds for ``n`` players from :func:`near_design`, players placed
    on its points by ``rng``; None when no construction fits or a forbidden pair
    would still meet."""
    design = near_design(n, rounds, layout)
    if design is None:
        return None
    whole = [(*t, left) for t, left in zip(design.tables, design.left_over, strict=True)]
    placed = relabel(whole, rounds, n, forbidden, rng)
    if design.seated:
        byes: tuple[frozenset[int], ...] = (frozenset(),) * rounds
    else:
        byes = tuple(frozenset(rnd[-1]) for rnd in placed)
        placed = tuple(rnd[:-1] for rnd in placed)
    if violations(placed, forbidden):
        return None
    return DesignPlan(placed, byes, f"construction: {design.name}")
