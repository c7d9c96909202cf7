"""One suit's tiles split into chows, pungs and at most one pair: the splitter every ruleset's
search starts from ("the arrangement worth most" is searched over all of them).

Why per suit: a whole hand's 34 counts rarely repeat, but one suit's 9 counts do, so each
suit pattern is split once and kept (cached on the count tuple), and a hand's arrangements
are the product of its suits' splits (honours form only pungs and a pair). A suit holds the
pair exactly when its tile count is 2 more than a multiple of 3, so the counts alone say
whether a split needs one.

A set is an ``int`` code within the suit: a chow is its lowest rank (0-6), a pung
``PUNG + rank``. Each ruleset turns these into its own representation at its edge (and keeps
those cached per pattern too); the splits come in one fixed order (at the lowest rank held:
the pair first, then a pung, then a chow), which the Dutch readings rely on to keep the same
first one of equal candidates. A split can be listed twice (found as a pair then a chow and
as a chow then the pair); a ruleset that needs them distinct keeps them in a set.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

#: a pung's code is ``PUNG + rank``; a chow's is its lowest rank
PUNG = 9

#: one way to use all tiles of a suit: (set codes in order found, the pair's rank or -1)
SuitSplit = tuple[tuple[int, ...], int]

_NO_TILES: tuple[SuitSplit, ...] = (((), -1),)


@lru_cache(maxsize=65_536)
def suit_splits(counts: tuple[int, ...]) -> tuple[SuitSplit, ...]:
    """Every way to use all tiles of one suit's 9 ``counts`` in sets, with one pair when the
    count is 2 more than a multiple of 3 (empty: no way, e.g. a count of 3n + 1)."""
    r = sum(counts) % 3
    if r == 1:
        return ()
    first = next((i for i, n in enumerate(counts) if n), -1)
    if first < 0:
        return _NO_TILES
    out: list[SuitSplit] = []
    c = list(counts)
    if r == 2 and c[first] >= 2:
        c[first] -= 2
        out.extend((sets, first) for sets, _ in suit_splits(tuple(c)))
        c[first] += 2
    if c[first] >= 3:
        c[first] -= 3
        pung = PUNG + first
        out.extend(((pung, *sets), pair) for sets, pair in suit_splits(tuple(c)))
        c[first] += 3
    if first <= 6 and c[first + 1] and c[first + 2]:
        c[first] -= 1
        c[first + 1] -= 1
        c[first + 2] -= 1
        out.extend(((first, *sets), pair) for sets, pair in suit_splits(tuple(c)))
    return tuple(out)


def _sets_only(counts: Sequence[int]) -> bool:
    """Whether one suit's 9 counts split into chows and pungs. Greedy from the lowest rank:
    a rank's count left over mod 3 must start that many chows there (three equal chows hold
    the same tiles as three pungs), so one pass decides it."""
    back1 = back2 = 0  # chows begun one and two ranks below, still holding this rank
    for n in counts:
        n -= back1 + back2
        if n < 0:
            return False
        back2, back1 = back1, n % 3
    return not (back1 or back2)


@lru_cache(maxsize=65_536)
def suit_complete(counts: tuple[int, ...]) -> bool:
    """Whether :func:`suit_splits` finds a split, without listing them (what a wait asks,
    ten times per suit)."""
    r = sum(counts) % 3
    if r == 0:
        return _sets_only(counts)
    if r == 1:
        return False
    c = list(counts)
    for i, n in enumerate(counts):
        if n >= 2:
            c[i] = n - 2
            if _sets_only(c):
                return True
            c[i] = n
    return False
