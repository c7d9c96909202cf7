"""Hand shapes: every way the winner's concealed tiles split into sets and a pair, and the
special hands of MCR (seven pairs, thirteen orphans, knitted straight, honors and knitted
tiles) [002:L154, L567-L579, L658-L672, L864-L876].

Speed: a hand is split suit by suit, and each suit's 9 counts are split once and cached, so
that thousands of random hands share a few thousand suit patterns. A set is an ``int`` code:
a chow is its first tile (0-26), a pung ``PUNG + tile``, a kong ``KONG + tile``.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import permutations, product

from ...splitting import PUNG as SPLIT_PUNG
from ...splitting import suit_splits as core_suit_splits

PUNG = 34
KONG = 68
HONOURS = range(27, 34)
TERMINALS_HONOURS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_T_H_SET = frozenset(TERMINALS_HONOURS)

#: The six knitted straights: 1-4-7, 2-5-8 and 3-6-9, each in a different suit [002:L579].
KNITTED: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        9 * s + r
        for s, ranks in zip(perm, ((0, 3, 6), (1, 4, 7), (2, 5, 8)), strict=True)
        for r in ranks
    )
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)
KNITTED_SETS = tuple(frozenset(k) for k in KNITTED)
KNITTED_MASKS = tuple(sum(1 << t for t in k) for k in KNITTED)


def _classes(ranks: int) -> int:
    """Which of the rank classes 1-4-7, 2-5-8, 3-6-9 a suit's 9-bit rank mask holds whole."""
    return sum(1 << c for c in range(3) if ranks & (0b1001001 << c) == 0b1001001 << c)


_CLASSES = tuple(_classes(ranks) for ranks in range(512))
#: Per rank classes held whole in the three suits (3 bits each, the first suit highest):
#: whether some knitted straight (each class in a different suit) is held whole.
_KNIT_HELD = tuple(
    any(
        all(code >> (6 - 3 * s) >> perm[s] & 1 for s in range(3)) for perm in permutations(range(3))
    )
    for code in range(512)
)


def may_be_knitted(mask: int) -> bool:
    """Whether the kinds held (a 34-bit mask) include a whole knitted straight."""
    return _KNIT_HELD[
        _CLASSES[mask & 0x1FF] << 6
        | _CLASSES[mask >> 9 & 0x1FF] << 3
        | _CLASSES[mask >> 18 & 0x1FF]
    ]


def set_tiles(code: int) -> tuple[int, ...]:
    """The tiles of a set code."""
    if code < PUNG:
        return (code, code + 1, code + 2)
    if code < KONG:
        return (code - PUNG,) * 3
    return (code - KONG,) * 4


@cache
def suit_splits(base: int, counts: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """One suit's splits (:func:`scoring.engine.splitting.suit_splits`) as MCR codes:
    ``(set codes sorted, pair tile or -1)``, distinct and sorted. ``base`` is the suit's
    first tile index."""
    return tuple(
        sorted(
            {
                (
                    tuple(
                        sorted(
                            PUNG + base + c - SPLIT_PUNG if c >= SPLIT_PUNG else base + c
                            for c in codes
                        )
                    ),
                    base + pair if pair >= 0 else -1,
                )
                for codes, pair in core_suit_splits(counts)
            }
        )
    )


def _honour_split(counts: tuple[int, ...]) -> tuple[tuple[int, ...], int] | None:
    """Honours only form pungs and one pair; None when they cannot."""
    sets = []
    pair = -1
    for i, n in enumerate(counts):
        if n == 3:
            sets.append(PUNG + 27 + i)
        elif n == 2:
            if pair >= 0:
                return None
            pair = 27 + i
        elif n:
            return None
    return tuple(sets), pair


@lru_cache(maxsize=32_768)
def standard_splits(conc: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every split of the concealed counts (34) into sets plus exactly one pair."""
    honours = _honour_split(conc[27:34])
    if honours is None:
        return ()
    pairs = 1 if honours[1] >= 0 else 0
    parts = []
    for base in (0, 9, 18):
        suit = conc[base : base + 9]
        r = sum(suit) % 3
        if r == 1:
            return ()
        if r == 2:
            pairs += 1
        if any(suit):
            ways = suit_splits(base, suit)
            if not ways:
                return ()
            parts.append(ways)
    if pairs != 1:
        return ()
    out = []
    for combo in product(*parts):
        sets = list(honours[0])
        pair = honours[1]
        for s, p in combo:
            sets.extend(s)
            if p >= 0:
                pair = p
        out.append((tuple(sorted(sets)), pair))
    return tuple(out)


@lru_cache(maxsize=4096)
def knitted_splits(conc: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """Knitted straight + the rest as sets and a pair: ``(knitted index, sets, pair)``."""
    out = []
    for k, tiles in enumerate(KNITTED):
        if all(conc[t] for t in tiles):
            rest = list(conc)
            for t in tiles:
                rest[t] -= 1
            for sets, pair in standard_splits(tuple(rest)):
                out.append((k, sets, pair))
    return tuple(out)


def is_seven_pairs(conc: tuple[int, ...]) -> bool:
    """Seven pairs; four identical tiles count as two pairs [002:L662]."""
    return sum(conc) == 14 and all(n % 2 == 0 for n in conc)


def is_seven_shifted_pairs(conc: tuple[int, ...]) -> bool:
    """Seven pairs of one suit rising by one [002:L868] (assumes :func:`is_seven_pairs`)."""
    for base in (0, 9, 18):
        suit = conc[base : base + 9]
        if sum(suit) == 14:
            ranks = [r for r in range(9) if suit[r] == 2]
            return len(ranks) == 7 and ranks[-1] - ranks[0] == 6
    return False


def is_thirteen_orphans(conc: tuple[int, ...]) -> bool:
    """One of each terminal and honor and one more of them [002:L876]."""
    if sum(conc) != 14:
        return False
    return all(conc[t] for t in TERMINALS_HONOURS) and sum(conc[t] for t in TERMINALS_HONOURS) == 14


def honours_knitted(conc: tuple[int, ...]) -> str | None:
    """``"greater"`` / ``"lesser"`` honors and knitted tiles, or None [002:L567-L571, L666-L672].

    14 different single tiles: honors, and suit tiles of one knitted straight. Greater: all
    seven honors, or (the seed's N.B.) the complete knitted straight with five honors.
    Lesser: neither complete, i.e. 8 knitted tiles and 6 honors."""
    if sum(conc) != 14 or any(n > 1 for n in conc):
        return None
    suited = frozenset(t for t in range(27) if conc[t])
    if not any(suited <= k for k in KNITTED_SETS):
        return None
    honours = 14 - len(suited)
    if honours == 7 or len(suited) == 9:
        return "greater"
    if honours == 6:
        return "lesser"
    return None


def nine_gates_suit(conc: tuple[int, ...], win: int) -> bool:
    """1112345678999 of one suit concealed, plus the winning tile of that suit [002:L854]."""
    if win >= 27 or sum(conc) != 14:
        return False
    base = win - win % 9
    suit = list(conc[base : base + 9])
    if sum(suit) != 14:
        return False
    suit[win - base] -= 1
    return suit == [3, 1, 1, 1, 1, 1, 1, 1, 3]
