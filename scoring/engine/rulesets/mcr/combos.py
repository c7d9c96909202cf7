"""Elements made of two, three or four sets (chows or pungs), counted by the principles the
seed leaves unwritten (spec §10): a set used in an element of three or four sets is not used
again for an element of the same sets (non-repeat, non-identical); a set not yet used may be
combined once with a used one (account once). So:

* four sets forming a four-set element score that element alone;
* else three sets forming a three-set element score it, and the fourth set may add one
  two-set element with one of those three;
* else every pair of sets may score, but four chows give at most three two-chow elements
  and three chows at most two (fewer when a chow relates to no other), cutting repeats of one
  element first.

The elements themselves are rows of small predicate tables over the sets' tiles (a chow by
its first tile, a pung by its tile).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations, pairwise
from typing import cast

from .keeping import INDEX, bits_of
from .table import VALUE


def _suit(t: int) -> int:
    return t // 9


def _rank(t: int) -> int:
    return t % 9


def _mixed(*ts: int) -> bool:
    return len({t // 9 for t in ts}) == len(ts)


def _same_suit(*ts: int) -> bool:
    return len({t // 9 for t in ts}) == 1


def _steps(ts: tuple[int, ...], mixed_steps: bool) -> bool:
    """Chows of one suit rising by 1 or by 2 (uniform unless ``mixed_steps``) (AMBIG-19)."""
    if not _same_suit(*ts):
        return False
    d = {b - a for a, b in pairwise(ts)}
    return d <= {1, 2} if mixed_steps else d in ({1}, {2})


Pred = Callable[[tuple[int, ...], bool], bool]

# --- chows: the sorted first tiles; predicates take (tiles, mixed_steps) -------------------
CHOW2: tuple[tuple[str, Pred], ...] = (
    ("pure_double_chow", lambda t, m: t[0] == t[1]),
    ("mixed_double_chow", lambda t, m: _suit(t[0]) != _suit(t[1]) and _rank(t[0]) == _rank(t[1])),
    ("short_straight", lambda t, m: _same_suit(*t) and t[1] - t[0] == 3),
    ("two_terminal_chows", lambda t, m: _same_suit(*t) and {_rank(t[0]), _rank(t[1])} == {0, 6}),
)
CHOW3: tuple[tuple[str, Pred], ...] = (
    ("pure_triple_chow", lambda t, m: t[0] == t[1] == t[2]),
    ("pure_straight", lambda t, m: _same_suit(*t) and [_rank(x) for x in t] == [0, 3, 6]),
    ("pure_shifted_chows", lambda t, m: _steps(t, m)),
    ("mixed_triple_chow", lambda t, m: _mixed(*t) and len({_rank(x) for x in t}) == 1),
    ("mixed_straight", lambda t, m: _mixed(*t) and sorted(_rank(x) for x in t) == [0, 3, 6]),
    (
        "mixed_shifted_chows",
        lambda t, m: _mixed(*t) and _consecutive(sorted(_rank(x) for x in t)),
    ),
)
CHOW4: tuple[tuple[str, Pred], ...] = (
    ("quadruple_chow", lambda t, m: t[0] == t[3]),
    ("four_shifted_chows", lambda t, m: _steps(t, m)),
)

# --- pungs (and kongs): the sorted tiles ------------------------------------------------------
PUNG2: tuple[tuple[str, Pred], ...] = (
    (
        "double_pung",
        lambda t, m: t[1] < 27 and _suit(t[0]) != _suit(t[1]) and _rank(t[0]) == _rank(t[1]),
    ),
    ("two_dragon_pungs", lambda t, m: t[0] >= 31),
)
PUNG3: tuple[tuple[str, Pred], ...] = (
    ("big_three_dragons", lambda t, m: t == (31, 32, 33)),
    ("big_three_winds", lambda t, m: t[0] >= 27 and t[2] <= 30),
    ("triple_pung", lambda t, m: t[2] < 27 and _mixed(*t) and len({_rank(x) for x in t}) == 1),
    (
        "pure_shifted_pungs",
        lambda t, m: t[2] < 27 and _same_suit(*t) and t[2] - t[0] == 2 and t[1] - t[0] == 1,
    ),
    (
        "mixed_shifted_pungs",
        lambda t, m: t[2] < 27 and _mixed(*t) and _consecutive(sorted(_rank(x) for x in t)),
    ),
)
PUNG4: tuple[tuple[str, Pred], ...] = (
    ("big_four_winds", lambda t, m: t == (27, 28, 29, 30)),
    ("four_pure_shifted_pungs", lambda t, m: t[3] < 27 and _same_suit(*t) and t[3] - t[0] == 3),
)


def _consecutive(ranks: list[int]) -> bool:
    return ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1


def _first(table: tuple[tuple[str, Pred], ...], tiles: tuple[int, ...], m: bool) -> str | None:
    """The first element of ``table`` the sets ``tiles`` form (None: none). Two or three sets
    recur across hands far more than four do (a few thousand at most), so each answer is kept
    per table: a hand's new group of four sets is then a few look-ups."""
    seen = _SEEN[id(table)]
    key = (tiles, m)
    found = seen.get(key, _UNSEEN)
    if found is _UNSEEN:
        found = seen[key] = next((k for k, pred in table if pred(tiles, m)), None)
    return cast("str | None", found)


_UNSEEN = object()
#: Per table (by identity: the tables are module constants): (tiles, mixed_steps) -> element.
_SEEN: dict[int, dict[tuple[tuple[int, ...], bool], str | None]] = {
    id(table): {} for table in (CHOW2, CHOW3, CHOW4, PUNG2, PUNG3, PUNG4)
}


#: Order in which a repeated two-chow element is cut first (last cut first).
_CUT_ORDER = ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows")


def _limit(found: list[str], max_count: int) -> dict[str, int]:
    """Keep at most ``max_count`` two-chow elements, cutting repeats first (account once)."""
    table = {k: found.count(k) for k in _CUT_ORDER}
    count = len(found)
    for keep in (1, 0):
        for key in reversed(_CUT_ORDER):
            while table[key] > keep and count > max_count:
                table[key] -= 1
                count -= 1
    return {k: n for k, n in table.items() if n}


#: Per group size: each three of its sets (indices) and the set left free (-1: none).
_THREES = {
    3: (((0, 1, 2), -1),),
    4: tuple((idx, next(i for i in range(4) if i not in idx)) for idx in combinations(range(4), 3)),
}


def _group_elements(
    tiles: tuple[int, ...],
    t2: tuple[tuple[str, Pred], ...],
    t3: tuple[tuple[str, Pred], ...],
    t4: tuple[tuple[str, Pred], ...],
    m: bool,
    chows: bool,
) -> dict[str, int]:
    n = len(tiles)
    if n < 2:
        return {}
    if n == 4:
        key = _first(t4, tiles, m)
        if key:
            return {key: 1}
    if n >= 3:
        best: dict[str, int] | None = None
        best_value = -1
        for idx, free in _THREES[n]:
            three = (tiles[idx[0]], tiles[idx[1]], tiles[idx[2]])
            key = _first(t3, three, m)
            if not key:
                continue
            found = {key: 1}
            if n == 4:
                # the sets are sorted: the free one pairs with the lower index first
                extras = {
                    _first(t2, (tiles[i], tiles[free]) if i < free else (tiles[free], tiles[i]), m)
                    for i in idx
                }
                # the free set combines once, with the element first in the table's order
                extra = next((k for k, _ in t2 if k in extras), None)
                if extra:
                    found[extra] = found.get(extra, 0) + 1
            value = sum(VALUE[k] * c for k, c in found.items())
            if value > best_value:
                best, best_value = found, value
        if best is not None:
            return best
    pairs = [(i, j, _first(t2, (tiles[i], tiles[j]), m)) for i, j in combinations(range(n), 2)]
    found_keys = [k for _, _, k in pairs if k]
    if not chows:
        out: dict[str, int] = {}
        for k in found_keys:
            out[k] = out.get(k, 0) + 1
        return out
    related = {i for i, j, k in pairs if k} | {j for i, j, k in pairs if k}
    max_count = n - 1 - (n - len(related))
    if max_count <= 0:
        return {}
    return _limit(found_keys, max_count)


@cache
def chow_elements(chows: tuple[int, ...], mixed_steps: bool) -> tuple[tuple[str, int], ...]:
    """Elements of the chows (sorted first tiles)."""
    return tuple(_group_elements(chows, CHOW2, CHOW3, CHOW4, mixed_steps, True).items())


@cache
def pung_elements(pungs: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """Elements of the pungs and kongs (sorted tiles)."""
    return tuple(_group_elements(pungs, PUNG2, PUNG3, PUNG4, False, False).items())


def _as_bits(found: tuple[tuple[str, int], ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Elements as bits in keeping order (:mod:`.keeping`), and the counts above one."""
    return bits_of(k for k, _ in found), tuple((INDEX[k], n) for k, n in found if n > 1)


@cache
def chow_bits(chows: tuple[int, ...], mixed_steps: bool) -> tuple[int, tuple[tuple[int, int], ...]]:
    """:func:`chow_elements` as bits, and the counts above one by key position."""
    return _as_bits(chow_elements(chows, mixed_steps))


@cache
def pung_bits(pungs: tuple[int, ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """:func:`pung_elements` as bits, and the counts above one by key position."""
    return _as_bits(pung_elements(pungs))
