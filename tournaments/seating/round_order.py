"""The order of the drawn rounds that seats the fewest pairs together in two
consecutive rounds.

Most meetings and repeats do not depend on the order in which the rounds are
played; the third criterion, repeats spread out (no pair at one table in two
consecutive rounds when avoidable), does. The search counts consecutive
meetings in its objective but only moves players within a round, so a draw it
leaves with consecutive repeats may have an order of its rounds with fewer.

Finding that order is a shortest path through all rounds, the cost of a step
being the pairs that sit together in both rounds (and, before the first drawn
round, in the last played one): solved exactly over subsets of rounds
(Held-Karp): ``R (R - 1) 2^(R - 2)`` steps for R rounds, 135,000 for 12
(0.03 s), 745,000 for 14 (0.15 s); longer draws keep their order.

Only rounds with the same table sizes and the same byes trade places: who sits
out, and when, stays as the rotation (:mod:`.rotation`) chose it, so the
running bye counts stay within one of each other. The order changes only when
it is strictly better, so a draw without consecutive repeats keeps its order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

type Tables = Sequence[Sequence[int]]

MAX_ROUNDS = 14  # longer draws keep their order (the steps double with each round)


def shared_pairs(first: Tables, second: Tables) -> int:
    """The pairs of players at one table in both rounds."""
    table_of = {p: t for t, table in enumerate(first) for p in table}
    shared = 0
    for table in second:
        together = Counter(table_of[p] for p in table if p in table_of)
        shared += sum(k * (k - 1) // 2 for k in together.values())
    return shared


def best_order(
    rounds: Sequence[Tables], byes: Sequence[frozenset[int]], before: Tables | None = None
) -> list[int]:
    """The order of ``rounds`` (their indices) with the fewest consecutive
    meetings, ``before`` being the last played round (or None); rounds trade
    places only with rounds of the same table sizes and byes."""
    count = len(rounds)
    identity = list(range(count))
    if count < 2 or count > MAX_ROUNDS:
        return identity
    kind = [(sorted(len(t) for t in tables), byes[i]) for i, tables in enumerate(rounds)]
    fits = [[j for j in range(count) if kind[j] == kind[k]] for k in range(count)]
    if all(len(options) == 1 for options in fits):
        return identity
    link = [[shared_pairs(a, b) for b in rounds] for a in rounds]
    first = [shared_pairs(before, b) if before else 0 for b in rounds]
    now = first[0] + sum(link[i][i + 1] for i in range(count - 1))
    if now == 0:
        return identity
    fewest, order = _shortest_path(first, link, fits)
    return order if fewest < now else identity


def _shortest_path(
    first: list[int], link: list[list[int]], fits: list[list[int]]
) -> tuple[int, list[int]]:
    """The cheapest order and its cost. Held-Karp over subsets:
    ``cost[mask][last]`` is the cheapest order of the rounds in ``mask`` in the
    first positions, ending with ``last``; position k takes only the rounds in
    ``fits[k]``. Ties keep the lower index."""
    count = len(first)
    never = 1 << 62
    cost = [[never] * count for _ in range(1 << count)]
    came = [[-1] * count for _ in range(1 << count)]
    for j in fits[0]:
        cost[1 << j][j] = first[j]
    for mask in range(1, 1 << count):
        placed = mask.bit_count()
        if placed == count:
            continue
        row = cost[mask]
        options = [j for j in fits[placed] if not mask >> j & 1]
        for last in range(count):
            here = row[last]
            if here == never:
                continue
            step = link[last]
            for j in options:
                grown = mask | 1 << j
                if here + step[j] < cost[grown][j]:
                    cost[grown][j] = here + step[j]
                    came[grown][j] = last
    mask = (1 << count) - 1
    last = min(range(count), key=lambda j: cost[mask][j])
    fewest = cost[mask][last]
    order = []
    while last >= 0:
        order.append(last)
        mask, last = mask ^ 1 << last, came[mask][last]
    return fewest, order[::-1]
