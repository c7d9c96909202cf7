"""A start for the search on fields with tables of five: the affine plane of order 5.

The plane AG(2,5) has 25 points and six parallel classes of five lines of five:
six rounds of five tables in which every pair meets exactly once. Fields of 21,
22 and 23 players at tables of five and four (one, two or three tables of five,
:mod:`.policy`) also sit at five tables, so up to six rounds of them come from
the plane with 25 - n points deleted:

1. **Delete** the points. A line keeps 5 points less those deleted on it, so a
   round has tables of five, four and sometimes three.
2. **Reshape** each round to the policy's sizes: a player moves from a table
   that is too large to one that is too small, the move that adds the fewest
   second meetings first (with all rounds counted).
3. **Even the five-seats**: while one player has two seats at a table of five
   more than another, the cheapest swap of such a pair in one round.

23 x 6 gets 18 repeats this way, what a run of twelve times the search's
iterations reaches, where the search from greedy draws stays at about 22
(bench, 2026-11-26). On the other fields the search alone does as well or
better, so the draw competes with the search's runs (:func:`.search.solve`):
it is kept, or reheated by the final run, only when no run does better.
Deterministic for a given ``rng``: a few deletions and orders of the classes are
tried and the one with the fewest repeats kept.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from .policy import Layout

ORDER = 5
POINTS = ORDER * ORDER
AFFINE_FIVE = "affine plane AG(2,5), points deleted"
TRIES = 8  # deletions and class orders tried; the start with fewest repeats is kept

type Rounds = list[list[list[int]]]


def affine_plane_classes() -> list[list[list[int]]]:
    """The six parallel classes of AG(2,5), point (x, y) numbered 5x + y: lines
    y = mx + b for each slope m, then the vertical lines x = c."""
    classes = [
        [[ORDER * x + (m * x + b) % ORDER for x in range(ORDER)] for b in range(ORDER)]
        for m in range(ORDER)
    ]
    classes.append([[ORDER * c + y for y in range(ORDER)] for c in range(ORDER)])
    return classes


def fits(n: int, rounds: int, layout: Layout) -> bool:
    """True for a field the plane can seat: n - 4 * 5 tables of five, five
    tables in all (21-23 players), no byes, at most six rounds."""
    fives = sum(1 for s in layout.sizes if s == 5)
    return (
        not layout.byes
        and len(layout.sizes) == ORDER
        and 0 < fives < ORDER
        and layout.seated == n
        and 1 <= rounds <= ORDER + 1
    )


def affine_five_start(
    n: int, rounds: int, layout: Layout, rng: random.Random
) -> tuple[tuple[tuple[int, ...], ...], ...] | None:
    """``rounds`` rounds for ``n`` players (tables largest first) from the plane,
    five-seats within one of each other; None when the field does not fit."""
    if not fits(n, rounds, layout):
        return None
    best: tuple[int, Rounds] | None = None
    for _ in range(TRIES):
        deleted = set(rng.sample(range(POINTS), POINTS - n))
        classes = affine_plane_classes()
        rng.shuffle(classes)
        draw, score = _start(classes[:rounds], deleted, layout.sizes)
        if best is None or score < best[0]:
            best = (score, draw)
    assert best is not None
    return tuple(tuple(tuple(t) for t in sorted(rnd, key=len, reverse=True)) for rnd in best[1])


def _start(
    classes: Sequence[Sequence[Sequence[int]]], deleted: set[int], sizes: Sequence[int]
) -> tuple[Rounds, int]:
    """The classes without the deleted points, reshaped and with fair five-seats,
    and their repeats."""
    keep = [p for p in range(POINTS) if p not in deleted]
    player = {p: i for i, p in enumerate(keep)}
    rounds = [[[player[p] for p in line if p in player] for line in cls] for cls in classes]
    meetings = _Meetings(len(keep), rounds)
    for tables in rounds:
        _reshape(tables, sizes, meetings)
    _even_five_seats(rounds, meetings)
    return rounds, meetings.repeats()


class _Meetings:
    """How often each pair meets in a draw, kept up to date as players move."""

    def __init__(self, n: int, rounds: Rounds) -> None:
        self.n = n
        self.count = [[0] * n for _ in range(n)]
        for tables in rounds:
            for table in tables:
                for a, b in combinations(table, 2):
                    self.count[a][b] += 1
                    self.count[b][a] += 1

    def seat(self, p: int, table: list[int], sign: int) -> None:
        for x in table:
            if x != p:
                self.count[p][x] += sign
                self.count[x][p] += sign

    def repeats(self) -> int:
        return sum(max(0, m - 1) for row in self.count for m in row) // 2

    def joining(self, p: int, table: Sequence[int], instead: int = -1) -> int:
        """Second meetings p would add by joining ``table`` (in the seat of ``instead``)."""
        return sum(1 for x in table if x not in (p, instead) and self.count[p][x] >= 1)

    def leaving(self, p: int, table: Sequence[int]) -> int:
        """Second meetings p would remove by leaving ``table``."""
        return sum(1 for x in table if x != p and self.count[p][x] >= 2)


def _reshape(tables: list[list[int]], sizes: Sequence[int], meetings: _Meetings) -> None:
    """Move players from tables above their size to tables below it (largest
    tables get the largest sizes), each time the move adding fewest repeats."""
    tables.sort(key=len, reverse=True)
    target = sorted(sizes, reverse=True)
    while True:
        over = [i for i, t in enumerate(tables) if len(t) > target[i]]
        under = [i for i, t in enumerate(tables) if len(t) < target[i]]
        if not over:
            return
        _, i, p, j = min(
            (meetings.joining(p, tables[j]) - meetings.leaving(p, tables[i]), i, p, j)
            for i in over
            for p in tables[i]
            for j in under
        )
        meetings.seat(p, tables[i], -1)
        tables[i].remove(p)
        meetings.seat(p, tables[j], 1)
        tables[j].append(p)


def _even_five_seats(rounds: Rounds, meetings: _Meetings) -> None:
    """Swap a player with most seats at tables of five for one with fewest, at a
    table of four of the same round, until the counts are within one."""
    while True:
        seats = [0] * meetings.n
        for tables in rounds:
            for table in tables:
                if len(table) == 5:
                    for p in table:
                        seats[p] += 1
        most, fewest = max(seats), min(seats)
        if most - fewest <= 1:
            return
        _, x, five, y, four = min(
            (
                meetings.joining(y, five, x)
                - meetings.leaving(x, five)
                + meetings.joining(x, four, y)
                - meetings.leaving(y, four),
                x,
                five,
                y,
                four,
            )
            for tables in rounds
            for five in tables
            if len(five) == 5
            for four in tables
            if len(four) == 4
            for x in five
            if seats[x] == most
            for y in four
            if seats[y] == fewest
        )
        meetings.seat(x, five, -1)
        meetings.seat(y, four, -1)
        five[five.index(x)] = y
        four[four.index(y)] = x
        meetings.seat(y, five, 1)
        meetings.seat(x, four, 1)
