"""What a hand waits on: every tile that would complete the winner's concealed tiles (the
winning tile taken out), special hands included. Edge, Closed and Single Wait count only when
exactly one tile completes the hand (AMBIG-5; Chicken Hand's "enig mogelijke plaats"
presupposes it [002:L531]).

Standard hands are judged group by group: each suit (and each honour) is either complete as
sets (S), complete as sets and the pair (P), or not (X). One more tile completes the hand when
it turns the groups into all S but exactly one P. The per-suit answers are cached.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import permutations

from ...splitting import suit_complete
from .shapes import TERMINALS_HONOURS, honours_knitted, knitted_splits

_S, _P, _X = 0, 1, 2

#: (kind of a group as it is, tiles that make it S, tiles that make it P)
_Group = tuple[int, tuple[int, ...], tuple[int, ...]]


@cache
def _suit_info(base: int, counts: tuple[int, ...]) -> _Group:
    """(kind of the suit as it is, tiles that make it S, tiles that make it P). A suit of
    3n tiles gains nothing from one more; 3n+2 may become S; 3n+1 may become P."""
    r = sum(counts) % 3
    if r == 0:
        return (_S if suit_complete(counts) else _X), (), ()
    c = list(counts)
    found: list[int] = []
    for i in range(9):
        # a tile with no tile of the suit within two ranks could only pair with itself
        if c[i] >= 4 or not (c[i] or any(c[max(0, i - 2) : i + 3])):
            continue
        c[i] += 1
        if suit_complete(tuple(c)):
            found.append(base + i)
        c[i] -= 1
    if r == 2:
        return (_P if suit_complete(counts) else _X), tuple(found), ()
    return _X, (), tuple(found)


def standard_waits(conc: list[int] | tuple[int, ...]) -> set[int]:
    """Tiles completing ``conc`` (13 - 3 x melds concealed tiles) as sets plus one pair."""
    conc = tuple(conc)
    groups: list[_Group] = []
    bad = pairs = 0
    for base in (0, 9, 18):
        suit = conc[base : base + 9]
        if suit != _NO_SUIT:
            group = _suit_info(base, suit)
            groups.append(group)
            if group[0] == _X:
                bad += 1
                if bad > 1:
                    return set()
            elif group[0] == _P:
                pairs += 1
    honours = _honour_info(conc[27:34])
    if honours is None:
        return set()
    bad += honours[0]
    if bad > 1:
        return set()
    pairs += honours[1]
    groups.extend(honours[2])
    out: set[int] = set()
    for kind, to_s, to_p in groups:
        other_bad = bad - (kind == _X)
        if other_bad:
            continue
        other_pairs = pairs - (kind == _P)
        if other_pairs == 1:
            out.update(to_s)
        elif other_pairs == 0:
            out.update(to_p)
    return out


_NO_SUIT = (0,) * 9


@cache
def _honour_info(counts: tuple[int, ...]) -> tuple[int, int, tuple[_Group, ...]] | None:
    """(groups not complete, pairs, the groups that are not pungs) of the honours, or None
    when one is held four times (a kong is never concealed among the tiles here)."""
    groups: list[_Group] = []
    bad = pairs = 0
    for i, n in enumerate(counts):
        t = 27 + i
        if n == 2:
            groups.append((_P, (t,), ()))
            pairs += 1
        elif n == 1:
            groups.append((_X, (), (t,)))
            bad += 1
        elif n == 4:
            return None
    return bad, pairs, tuple(groups)


def _seven_pairs_waits(conc: tuple[int, ...]) -> set[int]:
    pairs = 0
    single = -1
    for t, n in enumerate(conc):
        if n >= 2:
            pairs += n // 2
        if n % 2:
            if single >= 0:
                return set()
            single = t
    return {single} if pairs == 6 and single >= 0 else set()


_SIMPLES = tuple(t for t in range(27) if t % 9 not in (0, 8))


def _thirteen_orphans_waits(conc: tuple[int, ...]) -> set[int]:
    if any(conc[t] for t in _SIMPLES):
        return set()
    missing = [t for t in TERMINALS_HONOURS if not conc[t]]
    if not missing:
        return set(TERMINALS_HONOURS)
    if len(missing) == 1 and max(conc) == 2:
        return set(missing)
    return set()


def fifth_copy_waits(counts: tuple[int, ...]) -> set[int]:
    """The tiles held four times among the concealed ``counts`` whose fifth copy would
    complete a standard hand (club option ``four_held_waits``: a tile the winner holds all
    four of counts as a wait, in the hand as in a melded kong, as the reference calculator
    PyMahjongGB counts it)."""
    out: set[int] = set()
    for t, n in enumerate(counts):
        if n == 4:
            c = list(counts)
            c[t] = 5
            if _standard_complete(tuple(c)):
                out.add(t)
    return out


def _standard_complete(counts: tuple[int, ...]) -> bool:
    """Sets and exactly one pair, counts above four allowed (a fifth copy tried as a wait)."""
    pairs = 0
    for base in (0, 9, 18):
        suit = counts[base : base + 9]
        r = sum(suit) % 3
        if r == 1 or not suit_complete(suit):
            return False
        pairs += r == 2
    for n in counts[27:34]:
        if n % 3 == 1:
            return False
        pairs += n % 3 == 2
    return pairs == 1


def waiting_tiles(conc: list[int], melds: int, held: list[int]) -> set[int]:
    """Every tile that completes the hand: ``conc`` are the concealed tiles without the
    winning tile, ``melds`` the number of declared sets, ``held`` the counts of every tile the
    player holds (a tile of which he holds all four cannot come)."""
    counts = tuple(conc)
    mask = sum(1 << t for t, n in enumerate(counts) if n)
    return {t for t in completing_tiles(counts, melds, mask) if held[t] < 4}


def completing_tiles(counts: tuple[int, ...], melds: int, mask: int) -> set[int]:
    """Every tile that would complete the concealed ``counts`` (a fresh set), whether or
    not the player already holds all four of it; ``mask`` holds the kinds present (a 34-bit
    mask), from which most special hands are ruled out at once."""
    out = standard_waits(counts)
    if melds == 0:
        kinds = mask.bit_count()
        # seven pairs waits with six pairs and a single (seven kinds at most), thirteen
        # orphans with 12 or 13 kinds, honors and knitted with 13 single tiles
        if kinds <= 7 and counts.count(1) + counts.count(3) == 1:
            out |= _seven_pairs_waits(counts)
        if 12 <= kinds <= 13:
            out |= _thirteen_orphans_waits(counts)
        if kinds == 13 and max(counts) <= 1:
            out |= _special_waits(list(counts), lambda t: honours_knitted(t) is not None)
    if melds <= 1 and _maybe_knitted_kinds(mask):
        out |= _special_waits(list(counts), lambda t: bool(knitted_splits(t)))
    return out


def _special_waits(conc: list[int], complete: Callable[[tuple[int, ...]], bool]) -> set[int]:
    out: set[int] = set()
    for t in range(34):
        if conc[t] >= 4:
            continue
        conc[t] += 1
        if complete(tuple(conc)):
            out.add(t)
        conc[t] -= 1
    return out


def _maybe_knitted(conc: tuple[int, ...]) -> bool:
    """Eight of the nine tiles of some knitted straight (cheap test before the slow one)."""
    return _maybe_knitted_kinds(sum(1 << t for t in range(27) if conc[t]))


def _maybe_knitted_kinds(mask: int) -> bool:
    """:func:`_maybe_knitted` from the kinds held (a 34-bit mask): only which ranks are
    present counts, so each suit's answer is a table row."""
    return _near_knitted(_NEAR[mask & 0x1FF], _NEAR[mask >> 9 & 0x1FF], _NEAR[mask >> 18 & 0x1FF])


@cache
def _near_knitted(a: tuple[int, ...], b: tuple[int, ...], c: tuple[int, ...]) -> bool:
    """Some knitted straight (each rank class in a different suit) misses at most one tile,
    given what each suit's classes miss."""
    return any(a[x] + b[y] + c[z] <= 1 for x, y, z in permutations(range(3)))


def _near(ranks: int) -> tuple[int, ...]:
    """How many tiles each rank class (1-4-7, 2-5-8, 3-6-9) of a suit misses (2: two or
    more), given the suit's ranks present as a 9-bit mask."""
    return tuple(min(2, sum(1 for r in range(c, 9, 3) if not ranks >> r & 1)) for c in range(3))


#: :func:`_near` of every 9-bit rank mask.
_NEAR = tuple(_near(ranks) for ranks in range(512))
