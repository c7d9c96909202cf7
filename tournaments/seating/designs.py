"""Known zero-repeat schedules (resolvable designs with blocks of four).

A schedule of N players in tables of four where no two players ever meet twice is
a set of parallel classes of a packing with block size 4. Local search finds such
schedules only when they are loose; the tight ones (every pair meets exactly once)
need algebra. We use:

* Resolvable transversal designs RTD(4, q) for a prime power q >= 4: points are
  (group g, x) with g in 0..3 and x in GF(q); the block of class a, offset b is
  {(g, a*e_g + b)} for four distinct field elements e_g. Two points of different
  groups share exactly one block, points of the same group none. This gives 4q
  players and q rounds (20x5, 32x8, 100x25, ...).
* Recursion on the groups: the four groups of q points can then play a
  zero-repeat schedule for q players, all groups at once. With q = 4 the groups
  themselves are a fifth round and the result is the affine plane AG(2,4)
  (16 players, 5 rounds, every pair exactly once); with q = 16 it is AG(3,4)
  (64 players, 21 rounds); with q = 8 one extra round (32 x 9).
* The Hermitian unital of order 3 (28 points of PG(2,9), 63 blocks), which is
  resolvable: 28 players, 9 rounds, every pair exactly once.
* A packing of PG(3,3): its 130 lines split into 13 spreads, giving 40 players,
  13 rounds, every pair exactly once.

The unital and PG(3,3) resolutions were found once by exact-cover search over the
parallel classes (spreads) and are stored as data; the tests re-check that every
pair meets exactly once, so the data cannot silently rot.
"""

from __future__ import annotations

from functools import cache

from .galois import MAX_ORDER, field, prime_power

type Schedule = tuple[tuple[tuple[int, ...], ...], ...]
"""Rounds -> tables -> point numbers 0..n-1."""

_UNITAL_28 = (
    "0 1 2 3 / 4 5 6 7 / 8 9 10 11 / 12 13 14 15 / 16 17 18 19 / 20 21 26 27 / 22 23 24 25",
    "0 4 19 23 / 1 7 8 14 / 2 13 16 26 / 3 11 21 24 / 5 9 18 20 / 6 12 25 27 / 10 15 17 22",
    "0 6 9 14 / 1 15 20 24 / 2 11 18 27 / 3 4 17 25 / 5 10 23 26 / 7 13 19 21 / 8 12 16 22",
    "0 8 17 27 / 1 4 11 13 / 2 5 19 22 / 3 12 20 23 / 6 15 16 21 / 7 9 25 26 / 10 14 18 24",
    "0 5 11 12 / 1 9 21 22 / 2 6 17 24 / 3 14 19 26 / 4 10 16 20 / 7 15 23 27 / 8 13 18 25",
    "0 7 16 24 / 1 10 19 27 / 2 14 20 25 / 3 5 8 15 / 4 12 18 21 / 6 11 22 26 / 9 13 17 23",
    "0 10 21 25 / 1 12 17 26 / 2 4 9 15 / 3 7 18 22 / 5 13 24 27 / 6 8 19 20 / 11 14 16 23",
    "0 13 20 22 / 1 6 18 23 / 2 7 10 12 / 3 9 16 27 / 4 8 24 26 / 5 14 17 21 / 11 15 19 25",
    "0 15 18 26 / 1 5 16 25 / 2 8 21 23 / 3 6 10 13 / 4 14 22 27 / 7 11 17 20 / 9 12 19 24",
)

_PG33_40 = (
    "0 1 2 3 / 4 13 22 31 / 5 16 26 36 / 6 19 30 38 / 7 15 27 39 / 8 18 28 32 / 9 21 23 34 / "
    "10 14 29 35 / 11 17 24 37 / 12 20 25 33",
    "0 4 5 6 / 1 13 16 19 / 2 22 26 30 / 3 31 36 38 / 7 17 29 32 / 8 20 24 34 / 9 14 25 39 / "
    "10 21 27 33 / 11 15 28 35 / 12 18 23 37",
    "0 10 11 12 / 1 15 18 21 / 2 32 36 37 / 3 24 26 28 / 4 16 25 34 / 5 19 29 39 / 6 14 22 33 / "
    "7 20 23 35 / 8 17 30 31 / 9 13 27 38",
    "0 7 8 9 / 1 14 17 20 / 2 31 35 39 / 3 23 25 30 / 4 18 27 36 / 5 21 28 38 / 6 13 24 32 / "
    "10 16 22 37 / 11 19 26 33 / 12 15 29 34",
    "0 13 14 15 / 1 5 8 11 / 2 24 25 29 / 3 32 34 39 / 4 19 28 37 / 6 16 27 35 / 7 18 30 33 / "
    "9 20 22 36 / 10 17 23 38 / 12 21 26 31",
    "0 16 17 18 / 1 4 7 10 / 2 33 34 38 / 3 22 27 29 / 5 14 24 31 / 6 20 28 39 / 8 19 23 36 / "
    "9 15 26 37 / 11 21 25 32 / 12 13 30 35",
    "0 37 38 39 / 1 6 9 12 / 2 23 27 28 / 3 13 18 20 / 4 17 26 35 / 5 15 22 32 / 7 21 24 36 / "
    "8 16 29 33 / 10 19 25 31 / 11 14 30 34",
    "0 31 32 33 / 1 23 26 29 / 2 15 16 20 / 3 5 7 12 / 4 21 30 39 / 6 17 25 36 / 8 14 27 37 / "
    "9 19 24 35 / 10 13 28 34 / 11 18 22 38",
    "0 22 23 24 / 1 31 34 37 / 2 6 7 11 / 3 14 16 21 / 4 20 29 38 / 5 18 25 35 / 8 13 26 39 / "
    "9 17 28 33 / 10 15 30 36 / 12 19 27 32",
    "0 25 26 27 / 1 32 35 38 / 2 13 17 21 / 3 6 8 10 / 4 15 24 33 / 5 20 30 37 / 7 19 22 34 / "
    "9 18 29 31 / 11 16 23 39 / 12 14 28 36",
    "0 19 20 21 / 1 22 25 28 / 2 4 8 12 / 3 33 35 37 / 5 17 27 34 / 6 15 23 31 / 7 14 26 38 / "
    "9 16 30 32 / 10 18 24 39 / 11 13 29 36",
    "0 28 29 30 / 1 33 36 39 / 2 5 9 10 / 3 15 17 19 / 4 14 23 32 / 6 18 26 34 / 7 13 25 37 / "
    "8 21 22 35 / 11 20 27 31 / 12 16 24 38",
    "0 34 35 36 / 1 24 27 30 / 2 14 18 19 / 3 4 9 11 / 5 13 23 33 / 6 21 29 37 / 7 16 28 31 / "
    "8 15 25 38 / 10 20 26 32 / 12 17 22 39",
)


def _parse(rows: tuple[str, ...]) -> Schedule:
    return tuple(
        tuple(tuple(int(x) for x in block.split()) for block in row.split("/")) for row in rows
    )


def transversal_design(q: int) -> Schedule:
    """The q parallel classes of a resolvable TD(4, q) on 4q points.

    Point (g, x) is numbered g*q + x. Needs a prime power q >= 4 (four distinct
    field elements e_g).
    """
    gf = field(q)
    groups = range(4)
    rounds = []
    for a in range(q):
        tables = []
        for b in range(q):
            tables.append(tuple(g * q + gf.add[gf.mul[a][g]][b] for g in groups))
        rounds.append(tuple(tables))
    return tuple(rounds)


@cache
def best_design(n: int) -> tuple[str, Schedule] | None:
    """The longest zero-repeat schedule we know for n players at tables of four.

    Returns (name, schedule) or None when we know no construction (n not of a
    supported form). Every pair of players meets at most once in the schedule.
    """
    candidates: list[tuple[str, Schedule]] = []
    if n % 4 == 0 and n >= 4:
        one_round = (tuple(tuple(range(t, t + 4)) for t in range(0, n, 4)),)
        candidates.append(("a single round", one_round))
    if n == 28:
        candidates.append(("Hermitian unital U(3), resolvable 2-(28,4,1)", _parse(_UNITAL_28)))
    if n == 40:
        candidates.append(("packing of PG(3,3), resolvable 2-(40,4,1)", _parse(_PG33_40)))
    if n % 4 == 0 and n >= 16:
        q = n // 4
        if prime_power(q) is not None and q <= MAX_ORDER:
            rounds = list(transversal_design(q))
            name = "affine plane AG(2,4)" if q == 4 else f"resolvable TD(4,{q})"
            inner = best_design(q) if q % 4 == 0 else None
            if inner is not None:
                inner_name, inner_schedule = inner
                for inner_round in inner_schedule:
                    rounds.append(
                        tuple(
                            tuple(g * q + x for x in table)
                            for g in range(4)
                            for table in inner_round
                        )
                    )
                if q != 4:
                    name += f" + groups by {inner_name}"
            candidates.append((name, tuple(rounds)))
    if not candidates:
        return None
    return max(candidates, key=lambda c: len(c[1]))
