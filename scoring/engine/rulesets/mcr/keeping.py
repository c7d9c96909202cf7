"""Scoring keys as bits, in the order they are kept (bit 0 is the most valuable), and the
exclusions as masks: an arrangement's candidates are one ``int`` (plus the counts of the few
keys that score more than once), and keeping the best is a walk over its set bits.

Why bits: an arrangement is scored by keeping elements from the highest value down and
dropping each one a kept element excludes (spec §10, P1). With bits in keeping order the
lowest set bit is the next element to keep, and dropping is one ``&``: no sorting, no sets.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...exclusions import Exclusions
from .table import ORDER, VALUE

#: Every scoring key, in keeping order (higher value first, then the seed's order).
KEYS: tuple[str, ...] = tuple(sorted(VALUE, key=ORDER.__getitem__))
#: Bit of each key.
BIT: dict[str, int] = {key: 1 << i for i, key in enumerate(KEYS)}
#: Position of each key (its bit's index).
INDEX: dict[str, int] = {key: i for i, key in enumerate(KEYS)}
VALUES: tuple[int, ...] = tuple(VALUE[key] for key in KEYS)


def bits_of(keys: Iterable[str]) -> int:
    out = 0
    for key in keys:
        out |= BIT[key]
    return out


def keep_masks(excl: Mapping[str, frozenset[str]]) -> tuple[int, ...]:
    """Per key (by position): the bits still in play once it is kept, i.e. all but itself
    and what it excludes (:attr:`Exclusions.keep`)."""
    return Exclusions(KEYS, excl).keep


def resolve_bits(
    bits: int, many: Mapping[int, int] | None, keep: tuple[int, ...]
) -> tuple[int, tuple[tuple[str, int], ...]]:
    """Keep candidates from the highest value down, dropping each one a kept element
    excludes. ``many`` gives the count of keys (by position) scored more than once."""
    kept = []
    total = 0
    while bits:
        low = bits & -bits
        i = low.bit_length() - 1
        n = many.get(i, 1) if many else 1
        kept.append((KEYS[i], n))
        total += VALUES[i] * n
        bits &= keep[i]
    return total, tuple(kept)
