"""Fair rotation of byes and of seats at three- and five-player tables.

Who gets a bye, or a seat at an odd-sized table (where one player sits out each
hand, or the three-player variant is played), is decided before the meeting
search, round by round: the players with the fewest such rounds so far go
first, so the counts of any two players never differ by more than one (given a
fair history). Among equally due players we prefer ones who have not yet shared
an odd table with those already chosen (a single five-player table per round is
never changed by the search, so its pairs must be spread here), then a seeded
random order.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence


def rotate(
    n: int,
    per_round: Sequence[int],
    counts: Sequence[int],
    rng: random.Random,
    *,
    together: Counter[tuple[int, int]] | None = None,
) -> list[frozenset[int]]:
    """Choose ``per_round[i]`` of the players 0..n-1 for each round i.

    ``counts`` are the players' counts so far (e.g. byes in played rounds);
    ``together`` counts, per pair (a < b), earlier rounds in which both were
    chosen, and is updated in place. Returns one set of chosen players per round.
    """
    counts = list(counts)
    together = Counter() if together is None else together
    chosen_per_round = []
    for k in per_round:
        if k > n:
            raise ValueError(f"cannot choose {k} of {n} players")
        order = list(range(n))
        rng.shuffle(order)
        order.sort(key=lambda p: counts[p])
        chosen: list[int] = []
        if k:
            # Everyone strictly below the boundary count is due; the boundary tier
            # is filled one by one with the player least often together so far.
            boundary = counts[order[k - 1]]
            chosen = [p for p in order if counts[p] < boundary]
            tier = [p for p in order if counts[p] == boundary]
            while len(chosen) < k:
                best = min(tier, key=lambda p: sum(together[_pair(p, x)] for x in chosen))
                tier.remove(best)
                chosen.append(best)
        for i, a in enumerate(chosen):
            counts[a] += 1
            for b in chosen[i + 1 :]:
                together[_pair(a, b)] += 1
        chosen_per_round.append(frozenset(chosen))
    return chosen_per_round


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)
