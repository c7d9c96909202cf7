"""Pairs of players who must not meet (same club, family, ...).

Constraints are soft only in the sense that an impossible set (e.g. a club with
more members than there are tables) cannot be met; the search weighs each
forbidden meeting far above any repeat, so it meets them whenever it can, and the
result reports ``constraint_violations`` so the organiser can see what is left.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from .model import PlayerId

type Pair = tuple[PlayerId, PlayerId]


def pairs_from_groups(groups: Iterable[Iterable[PlayerId]]) -> frozenset[frozenset[PlayerId]]:
    """All pairs within each group, e.g. the members of each club or family."""
    return frozenset(frozenset(pair) for group in groups for pair in combinations(group, 2))


def normalise(pairs: Iterable[Pair | frozenset[PlayerId]]) -> frozenset[frozenset[PlayerId]]:
    """Unordered pairs of distinct players; self-pairs are dropped."""
    out = set()
    for pair in pairs:
        items = frozenset(pair)
        if len(items) == 2:
            out.add(items)
    return frozenset(out)
