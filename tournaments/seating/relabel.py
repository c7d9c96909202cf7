"""Seeded relabelling of a known schedule onto the players, and forbidden meetings.

A construction (:mod:`.designs`) gives rounds on points 0..n-1; a draw picks some
of its rounds and a seeded map of players to points. With pairs that must not
meet (:mod:`.constraints`), a few hundred maps are tried and the one under which
the fewest such pairs meet is kept.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

RELABEL_TRIES = 200


def relabel(
    schedule: Sequence[Sequence[Sequence[int]]],
    rounds: int,
    n: int,
    forbidden: frozenset[tuple[int, int]],
    rng: random.Random,
) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Pick ``rounds`` classes and a seeded player-to-point map.

    With constraints, keep the relabelling (of a few hundred tried) under which
    the fewest forbidden pairs meet.
    """
    classes = list(schedule)
    rng.shuffle(classes)
    classes = classes[:rounds]
    best, best_bad = None, None
    for _ in range(RELABEL_TRIES if forbidden else 1):
        points = list(range(n))
        rng.shuffle(points)
        candidate = tuple(
            tuple(tuple(points[x] for x in table) for table in rnd) for rnd in classes
        )
        bad = violations(candidate, forbidden)
        if best_bad is None or bad < best_bad:
            best, best_bad = candidate, bad
            if not bad:
                break
    assert best is not None
    return best


def violations(
    rounds: Sequence[Sequence[Sequence[int]]], forbidden: frozenset[tuple[int, int]]
) -> int:
    if not forbidden:
        return 0
    count = 0
    for rnd in rounds:
        seat = {}
        for t, table in enumerate(rnd):
            for p in table:
                seat[p] = t
        count += sum(1 for a, b in forbidden if seat.get(a, -1) == seat.get(b, -2))
    return count
