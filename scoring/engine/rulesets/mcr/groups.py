"""The concealed tiles group by group (each suit, and the honours): which tile kinds they
hold, how many kinds all four times, and every way they form sets (and the pair).

Why: a hand's 34 counts rarely repeat, but a suit's 9 counts do, so each group is worked out
once and kept; a hand is then four look-ups and, nearly always, one way per group. A way is
``(chows, pungs, pair)``: the chows' first tiles and the pungs' tiles, each sorted, and the
pair's tile or -1. Ways of the three suits joined in suit order stay sorted.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from .shapes import PUNG, suit_splits

Way = tuple[tuple[int, ...], tuple[int, ...], int]
#: (kinds held as a 34-bit mask, kinds held four times, holds the pair, ways (none: no sets))
Group = tuple[int, int, bool, tuple[Way, ...]]

_EMPTY: Group = (0, 0, False, (((), (), -1),))
_SUITS: tuple[dict[tuple[int, ...], Group], ...] = ({}, {}, {})
_HONOURS: dict[tuple[int, ...], Group] = {}
_LIMIT = 100_000  # per cache: far more than the suit patterns a club ever enters


def _suit_group(base: int, counts: tuple[int, ...]) -> Group:
    mask = fours = 0
    for i, n in enumerate(counts):
        if n:
            mask |= 1 << (base + i)
            if n == 4:
                fours += 1
    r = sum(counts) % 3
    ways: tuple[Way, ...] = ()
    if r != 1:
        ways = tuple(
            (
                tuple(c for c in codes if c < PUNG),
                tuple(c - PUNG for c in codes if c >= PUNG),
                pair,
            )
            for codes, pair in suit_splits(base, counts)
        )
    return mask, fours, r == 2, ways


def _honour_group(counts: tuple[int, ...]) -> Group:
    """Honours only form pungs and one pair."""
    mask = fours = 0
    pungs: list[int] = []
    pair = -1
    ok = True
    for i, n in enumerate(counts):
        if not n:
            continue
        mask |= 1 << (27 + i)
        if n == 3:
            pungs.append(27 + i)
        elif n == 2 and pair < 0:
            pair = 27 + i
        else:
            ok = False
            fours += n == 4
    ways: tuple[Way, ...] = (((), tuple(pungs), pair),) if ok else ()
    return mask, fours, pair >= 0, ways


def _group[*Ts](
    cache: dict[tuple[int, ...], Group],
    key: tuple[int, ...],
    make: Callable[[*Ts, tuple[int, ...]], Group],
    *args: *Ts,
) -> Group:
    group = cache.get(key)
    if group is None:
        group = make(*args, key)
        if len(cache) < _LIMIT:
            cache[key] = group
    return group


def concealed_groups(conc: tuple[int, ...]) -> tuple[int, int, tuple[Way, ...]]:
    """``(mask, fours, ways)`` of the 34 concealed counts: the kinds held, the kinds held
    four times, and every way they form sets and exactly one pair (none: no standard hand)."""
    s0 = conc[0:9]
    g0 = _SUITS[0].get(s0) or _group(_SUITS[0], s0, _suit_group, 0)
    s1 = conc[9:18]
    g1 = _SUITS[1].get(s1) or _group(_SUITS[1], s1, _suit_group, 9)
    s2 = conc[18:27]
    g2 = _SUITS[2].get(s2) or _group(_SUITS[2], s2, _suit_group, 18)
    h = conc[27:34]
    gh = _HONOURS.get(h) or _group(_HONOURS, h, _honour_group)
    mask = g0[0] | g1[0] | g2[0] | gh[0]
    fours = g0[1] + g1[1] + g2[1] + gh[1]
    w0, w1, w2, wh = g0[3], g1[3], g2[3], gh[3]
    if not (w0 and w1 and w2 and wh) or g0[2] + g1[2] + g2[2] + gh[2] != 1:
        return mask, fours, ()
    if len(w0) == 1 and len(w1) == 1 and len(w2) == 1:
        (c0, p0, a0), (c1, p1, a1), (c2, p2, a2) = w0[0], w1[0], w2[0]
        ph, ah = wh[0][1], wh[0][2]
        return mask, fours, ((c0 + c1 + c2, p0 + p1 + p2 + ph, max(a0, a1, a2, ah)),)
    ways = []
    for parts in product(w0, w1, w2, wh):
        chows: tuple[int, ...] = ()
        pungs: tuple[int, ...] = ()
        pair = -1
        for c, p, a in parts:
            chows += c
            pungs += p
            if a >= 0:
                pair = a
        ways.append((chows, pungs, pair))
    return mask, fours, tuple(ways)


def _empty_group_seeds() -> None:
    """The empty suit and no honours: always present, and the common case."""
    for cache in _SUITS:
        cache[(0,) * 9] = _EMPTY
    _HONOURS[(0,) * 7] = _EMPTY


_empty_group_seeds()
