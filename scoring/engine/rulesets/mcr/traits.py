"""Elements that depend only on which tiles the hand holds (suits, honours, terminals,
ranges, reversible and green tiles): computed once per hand from a 34-bit mask of the tile
kinds present, as bits in keeping order."""

from __future__ import annotations

from collections.abc import Iterable

from .keeping import BIT, bits_of
from .shapes import TERMINALS_HONOURS


def _mask(tiles: Iterable[int]) -> int:
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


_SUIT_MASKS = (0x1FF, 0x1FF << 9, 0x1FF << 18)
HONOUR_MASK = 0x7F << 27
_WIND_MASK = 0xF << 27
_DRAGON_MASK = 0x7 << 31
_TH_MASK = _mask(TERMINALS_HONOURS)
_TERMINAL_MASK = _mask((0, 8, 9, 17, 18, 26))
#: Reversible tiles (the seed's picture is lost, [002:L505]): c1-c5 c8 c9, b2 b4 b5 b6 b8 b9, Wd.
_REVERSIBLE_MASK = _mask((9, 10, 11, 12, 13, 16, 17, 1, 3, 4, 5, 7, 8, 33))
#: All Green [002:L846]: b2 b3 b4 b6 b8 and the green dragon.
_GREEN_MASK = _mask((1, 2, 3, 5, 7, 32))
_GREEN_DRAGON = 1 << 32
RANGES = (  # element, ranks (0-based) allowed [002:L583-L595, L710-L730]
    ("lower_tiles", 0b000000111),
    ("lower_four", 0b000001111),
    ("middle_tiles", 0b000111000),
    ("upper_four", 0b111100000),
    ("upper_tiles", 0b111000000),
)


def ranks_of(mask: int) -> int:
    return (mask | mask >> 9 | mask >> 18) & 0x1FF


def all_types(mask: int) -> bool:
    return bool(
        mask & 0x1FF and mask & 0x3FE00 and mask & 0x7FC0000 and mask & _WIND_MASK
    ) and bool(mask & _DRAGON_MASK)


_NO_HONORS = BIT["no_honors"]
_ONE_VOIDED = BIT["one_voided_suit"]
_HALF_FLUSH = BIT["half_flush"]
_FULL_FLUSH = BIT["full_flush"]
_ALL_HONORS = BIT["all_honors"]
_ALL_TYPES = BIT["all_types"]
_ALL_SIMPLES = BIT["all_simples"]
_REVERSIBLE = BIT["reversible_tiles"]
_ALL_GREEN = BIT["all_green"]
_ALL_TERMINALS = BIT["all_terminals"]
_ALL_T_AND_H = BIT["all_terminals_and_honors"]
RANGE_BITS = tuple((BIT[key], allowed) for key, allowed in RANGES)
#: The range elements' bits together.
ALL_RANGE_BITS = bits_of(key for key, _ in RANGES)
#: Per 9-bit mask of the ranks held: the range elements they fit.
RANGE_BITS_BY_RANKS = tuple(
    sum(bit for bit, allowed in RANGE_BITS if not ranks & ~allowed) for ranks in range(512)
)


def trait_bits(mask: int, green_needs_dragon: bool) -> int:
    """Elements that depend only on which tiles the hand holds (suits, honours, ranges), as
    bits in keeping order (:mod:`.keeping`)."""
    out = 0
    suits = bool(mask & 0x1FF) + bool(mask & 0x3FE00) + bool(mask & 0x7FC0000)
    honours = mask & HONOUR_MASK
    if not honours:
        out |= _NO_HONORS
    if suits == 2:
        out |= _ONE_VOIDED
    elif suits == 1:
        out |= _HALF_FLUSH if honours else _FULL_FLUSH
    elif suits == 0:
        out |= _ALL_HONORS
    if suits == 3 and mask & _WIND_MASK and mask & _DRAGON_MASK:
        out |= _ALL_TYPES
    if not mask & _TH_MASK:
        out |= _ALL_SIMPLES
    if not mask & ~_REVERSIBLE_MASK:
        out |= _REVERSIBLE
    if not mask & ~_GREEN_MASK and (mask & _GREEN_DRAGON or not green_needs_dragon):
        out |= _ALL_GREEN
    if not mask & ~_TERMINAL_MASK:
        out |= _ALL_TERMINALS
    if not mask & ~_TH_MASK:
        out |= _ALL_T_AND_H
    if not honours:
        out |= RANGE_BITS_BY_RANKS[ranks_of(mask)]
    return out
