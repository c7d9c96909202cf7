"""The winner's readings, summed instead of built: every split of the concealed tiles into
sets + pair, each place of the winning tile, as the :mod:`.summary` sums of its sets.

A suit's splits are cached per 9-count pattern (:func:`.shapes._suit_part`) and here each
split carries its sums (concealed pungs by edel, chows); the honours' pungs and pair are
summed once per pattern and seat. A reading is then a few additions, and the
:class:`~.reading.Reading` (sets as :class:`~.reading.SetInfo`) is built only when it is
needed: a reading whose summary is new, or one that may be a regular limit hand. The
readings come in the order of :func:`.winner._standard_readings` (the plain search), so the
first of equal candidates is the same one.
"""

from __future__ import annotations

from itertools import product
from typing import NamedTuple

from .facts import _KIND_BITS, CONCEALED, EDEL
from .reading import Reading, SetInfo
from .shapes import CHOW, PUNG, Set, _suit_part
from .summary import F_CHOWS, OPEN_PUNG, one, pair_sums, pung_sums

_CACHE_SIZE = 50_000


class SuitSplit(NamedTuple):
    sets: tuple[Set, ...]  # tiles absolute
    pair: int  # -1: none
    sums: int  # its sets, all concealed


#: per suit: 9-count pattern -> (bits of its tiles, its splits with their sums)
_SUITS: tuple[dict[tuple[int, ...], tuple[int, tuple[SuitSplit, ...]]], ...] = ({}, {}, {})


def suit_splits(suit: int, pattern: tuple[int, ...]) -> tuple[int, tuple[SuitSplit, ...]]:
    """The tile bits of one suit's concealed tiles and their splits (empty: none, or a
    pattern that is no sets (+ pair))."""
    cache = _SUITS[suit]
    held = cache.get(pattern)
    if held is None:
        bits = 0
        base = 9 * suit
        for i, n in enumerate(pattern):
            if n:
                bits |= _KIND_BITS[base + i]
        out = []
        for sets, pair in _suit_part(suit, pattern)[1]:
            sums = 0
            for kind, t in sets:
                if kind == PUNG:
                    sums += one(CONCEALED + (t % 9 in (0, 8)) * EDEL)
                else:
                    sums += one(F_CHOWS)
            out.append(SuitSplit(sets, pair, sums))
        if len(cache) >= _CACHE_SIZE:
            cache.clear()
        held = cache[pattern] = (bits, tuple(out))
    return held


class HonourPart(NamedTuple):
    ok: bool  # only pungs and at most one pair
    sets: tuple[Set, ...]
    pair: int  # -1: none
    sums: int  # the pungs (concealed) and the pair
    bits: int


_HONOURS: dict[tuple[tuple[int, ...], int, int], HonourPart] = {}


def honour_part(pattern: tuple[int, ...], own: int, round_wind: int) -> HonourPart:
    """The concealed honours (7 counts) as pungs and a pair, summed for the seat."""
    key = (pattern, own, round_wind)
    held = _HONOURS.get(key)
    if held is None:
        sets: list[Set] = []
        pair = -1
        sums = bits = 0
        ok = True
        for i, c in enumerate(pattern):
            if not c:
                continue
            t = 27 + i
            bits |= _KIND_BITS[t]
            if c == 3:
                sets.append((PUNG, t))
                sums += pung_sums(t, False, True, own, round_wind)
            elif c == 2 and pair < 0:
                pair = t
                sums += pair_sums(t, own, round_wind)
            else:
                ok = False
        if len(_HONOURS) >= _CACHE_SIZE:
            _HONOURS.clear()
        held = _HONOURS[key] = HonourPart(ok, tuple(sets), pair, sums, bits)
    return held


class RawReading(NamedTuple):
    """One reading as sums; enough to build its :class:`Reading` (:func:`reading_of`)."""

    sums: int
    placement: str | None
    placed: Set | None  # the set the winning tile completes (None: the pair or a meld)
    combo: tuple[SuitSplit, ...]
    honours: HonourPart


def raw_readings(
    counts: list[int],
    winning: int,
    pe_ling: bool,
    base_sums: int,
    honours: HonourPart,
    opened_pung: int,
) -> tuple[int, list[RawReading]]:
    """(bits of the concealed tiles, every reading of ``counts``: each split, each place of
    the winning tile). ``base_sums``: the declared melds'; ``opened_pung``: what a pung
    completed by the winning tile adds (0 when it stays concealed)."""
    parts = []
    pair_group = -1
    bits = honours.bits
    for g in (0, 1, 2):
        base = 9 * g
        suit_bits, splits = suit_splits(g, tuple(counts[base : base + 9]))
        if not splits:
            return 0, []
        bits |= suit_bits
        if splits[0].pair >= 0:  # a suit holding the pair holds it in every split
            if pair_group >= 0:
                return 0, []
            pair_group = g
        parts.append(splits)
    if not honours.ok or (honours.pair >= 0) == (pair_group >= 0):
        return 0, []
    out: list[RawReading] = []
    held = counts[winning]
    for combo in product(*parts):
        sums = base_sums + honours.sums + combo[0].sums + combo[1].sums + combo[2].sums
        if not held:  # the winning tile lies in a declared meld
            out.append(RawReading(sums, None, None, combo, honours))
            continue
        if winning >= 27:
            if honours.pair == winning:
                out.append(RawReading(sums, "pair", None, combo, honours))
            if not pe_ling and held == 3:
                placed = (PUNG, winning)
                out.append(RawReading(sums + opened_pung, "pung", placed, combo, honours))
            continue
        split = combo[winning // 9]
        if split.pair == winning:
            out.append(RawReading(sums, "pair", None, combo, honours))
        if pe_ling:
            continue
        seen: list[Set] = []
        for s in split.sets:
            kind, t = s
            if kind == PUNG:
                if t != winning or s in seen:
                    continue
                seen.append(s)
                out.append(RawReading(sums + opened_pung, "pung", s, combo, honours))
            elif t <= winning <= t + 2 and s not in seen:
                seen.append(s)
                out.append(RawReading(sums, "chow", s, combo, honours))
    return bits, out


def reading_of(
    raw: RawReading,
    declared: list[SetInfo],
    full: list[int],
    pe_ling: bool,
    *,
    self_drawn: bool,
    discard_pung_open: bool,
) -> Reading:
    """The :class:`Reading` a raw reading stands for (as :func:`.winner._standard_readings`
    builds it)."""
    built = list(declared)
    placed = raw.placed
    open_one = placed is not None and not self_drawn
    sets = [s for split in raw.combo for s in split.sets]
    sets.extend(raw.honours.sets)
    pair = raw.honours.pair
    for split in raw.combo:
        if split.pair >= 0:
            pair = split.pair
    for kind, t in sets:
        concealed_set = True
        if open_one and (kind, t) == placed and (kind == CHOW or discard_pung_open):
            concealed_set = False
            open_one = False
        built.append(SetInfo(kind, t, False, concealed_set))
    return Reading(tuple(built), (pair,), full, True, raw.placement, False, pe_ling)


__all__ = ["OPEN_PUNG", "RawReading", "honour_part", "raw_readings", "reading_of"]
