"""Elements that depend only on which tiles the hand holds (suits, honours, terminals,
ranges, reversible and green tiles): computed once per hand from a 34-bit mask of the tile
kinds present, and cached, since many hands share a mask."""

from __future__ import annotations

from functools import lru_cache

from .shapes import TERMINALS_HONOURS


def _mask(tiles) -> int:
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
    return (
        all(mask & s for s in _SUIT_MASKS) and bool(mask & _WIND_MASK) and bool(mask & _DRAGON_MASK)
    )


@lru_cache(maxsize=65_536)
def hand_traits(mask: int, green_needs_dragon: bool) -> tuple[str, ...]:
    """Elements that depend only on which tiles the hand holds (suits, honours, ranges)."""
    out = []
    suits = bool(mask & 0x1FF) + bool(mask & 0x3FE00) + bool(mask & 0x7FC0000)
    honours = mask & HONOUR_MASK
    if not honours:
        out.append("no_honors")
    if suits == 2:
        out.append("one_voided_suit")
    elif suits == 1:
        out.append("half_flush" if honours else "full_flush")
    elif suits == 0:
        out.append("all_honors")
    if all_types(mask):
        out.append("all_types")
    if not mask & _TH_MASK:
        out.append("all_simples")
    if not mask & ~_REVERSIBLE_MASK:
        out.append("reversible_tiles")
    if not mask & ~_GREEN_MASK and (mask & _GREEN_DRAGON or not green_needs_dragon):
        out.append("all_green")
    if not mask & ~_TERMINAL_MASK:
        out.append("all_terminals")
    if not mask & ~_TH_MASK:
        out.append("all_terminals_and_honors")
    if not honours:
        ranks = ranks_of(mask)
        out.extend(key for key, allowed in RANGES if not ranks & ~allowed)
    return tuple(out)
