"""What a group of tiles adds to a player's :class:`~.facts.Facts`, packed in two ints.

The facts of a hand are sums over its groups (three suits, the honours, each declared meld)
and an OR of their tile kinds. Each group's part is worked out once per pattern (a suit's
9 counts, the honours' 7 counts with the own and round wind, a meld's kind and tile) and
cached; a hand's summary is then a few integer additions:

* ``sums``: counters of :data:`FIELD_BITS` bits each (see the ``F_*`` positions), added up
  over the groups (no counter ever reaches 16: a hand has 18 tiles at most);
* ``bits``: the :data:`~.facts._KIND_BITS` of the tile kinds held, OR-ed.

Together with the player's seat and table (and, for the winner, how the hand was won) they
decide the facts, so they can stand for them as a counting cache's key: the facts (a
37-field tuple) are built only when a key is new.
"""

from __future__ import annotations

from .facts import _KIND_BITS, CONCEALED, EDEL, KONG

FIELD_BITS = 4
#: counter positions: the 8 pung/kong kinds (kong * KONG + concealed * CONCEALED + edel)
#: come first, then these
F_CHOWS = 8
F_DRAGON_PUNGS = 9
F_WIND_PUNGS = 10
F_OWN_PUNGS = 11
F_ROUND_PUNGS = 12
F_GREEN_PUNGS = 13
F_DRAGON_PAIRS = 14
F_WIND_PAIRS = 15
F_OWN_PAIRS = 16
F_ROUND_PAIRS = 17
#: a loser's concealed tiles only: pairs they hold (a four counts two), kinds held three times
F_PAIR_UNITS = 18
F_THREES = 19

GREEN_DRAGON = 32


def one(field: int) -> int:
    """1 in counter ``field``."""
    return 1 << (FIELD_BITS * field)


def counter(sums: int, field: int) -> int:
    return (sums >> (FIELD_BITS * field)) & ((1 << FIELD_BITS) - 1)


def _edel(t: int) -> int:
    return int(t >= 27 or t % 9 in (0, 8))


def pung_sums(tile: int, kong: bool, concealed: bool, own: int, round_wind: int) -> int:
    """A pung or kong of ``tile``."""
    sums = one(kong * KONG + concealed * CONCEALED + _edel(tile) * EDEL)
    if tile >= 31:
        sums += one(F_DRAGON_PUNGS)
        if tile == GREEN_DRAGON:
            sums += one(F_GREEN_PUNGS)
    elif tile >= 27:
        sums += one(F_WIND_PUNGS)
        if tile == own:
            sums += one(F_OWN_PUNGS)
        if tile == round_wind:
            sums += one(F_ROUND_PUNGS)
    return sums


def pair_sums(tile: int, own: int, round_wind: int) -> int:
    """A pair of ``tile`` (only honour pairs are counted)."""
    if tile >= 31:
        return one(F_DRAGON_PAIRS)
    if tile < 27:
        return 0
    sums = one(F_WIND_PAIRS)
    if tile == own:
        sums += one(F_OWN_PAIRS)
    if tile == round_wind:
        sums += one(F_ROUND_PAIRS)
    return sums


#: a pung of each tile completed by a discard: concealed -> open (added to the sums)
OPEN_PUNG = tuple(one(CONCEALED + _edel(t)) * -1 + one(_edel(t)) for t in range(34))


# --- declared melds ------------------------------------------------------------------------

_MELDS: dict[tuple[int, int, bool, bool, int, int], tuple[int, int]] = {}
_CACHE_SIZE = 50_000
CHOW, PUNG, PAIR = 0, 1, 2


def meld_summary(
    kind: int, tile: int, kong: bool, concealed: bool, own: int, round_wind: int
) -> tuple[int, int]:
    """(sums, bits) of a declared chow (``CHOW``), pung/kong (``PUNG``) or pair (``PAIR``)."""
    key = (kind, tile, kong, concealed, own, round_wind)
    held = _MELDS.get(key)
    if held is None:
        if kind == CHOW:
            sums = one(F_CHOWS)
            bits = _KIND_BITS[tile] | _KIND_BITS[tile + 1] | _KIND_BITS[tile + 2]
        elif kind == PUNG:
            sums = pung_sums(tile, kong, concealed, own, round_wind)
            bits = _KIND_BITS[tile]
        else:
            sums = pair_sums(tile, own, round_wind)
            bits = _KIND_BITS[tile]
        if len(_MELDS) >= _CACHE_SIZE:
            _MELDS.clear()
        held = _MELDS[key] = (sums, bits)
    return held


# --- a loser's concealed tiles: pungs and pairs among them ----------------------------------

_LOSER_SUITS: tuple[dict[tuple[int, ...], tuple[int, int]], ...] = ({}, {}, {})
_LOSER_HONOURS: dict[tuple[tuple[int, ...], int, int], tuple[int, int]] = {}


def loser_suit(suit: int, pattern: tuple[int, ...]) -> tuple[int, int]:
    """(sums, bits) of a loser's concealed tiles of one suit (9 counts): a concealed pung
    of each kind held three or four times."""
    cache = _LOSER_SUITS[suit]
    held = cache.get(pattern)
    if held is None:
        sums = bits = 0
        base = 9 * suit
        for i, n in enumerate(pattern):
            if not n:
                continue
            bits |= _KIND_BITS[base + i]
            if n >= 2:
                sums += (n >> 1) * one(F_PAIR_UNITS)
                if n >= 3:
                    sums += one(CONCEALED + _edel(i) * EDEL)
                    if n == 3:
                        sums += one(F_THREES)
        if len(cache) >= _CACHE_SIZE:
            cache.clear()
        held = cache[pattern] = (sums, bits)
    return held


def loser_honours(pattern: tuple[int, ...], own: int, round_wind: int) -> tuple[int, int]:
    """(sums, bits) of a loser's concealed honours (7 counts): concealed pungs of the kinds
    held three or four times, pairs of those held twice."""
    key = (pattern, own, round_wind)
    held = _LOSER_HONOURS.get(key)
    if held is None:
        sums = bits = 0
        for i, n in enumerate(pattern):
            if not n:
                continue
            t = 27 + i
            bits |= _KIND_BITS[t]
            if n >= 2:
                sums += (n >> 1) * one(F_PAIR_UNITS)
                if n >= 3:
                    sums += pung_sums(t, False, True, own, round_wind)
                    if n == 3:
                        sums += one(F_THREES)
                else:
                    sums += pair_sums(t, own, round_wind)
        if len(_LOSER_HONOURS) >= _CACHE_SIZE:
            _LOSER_HONOURS.clear()
        held = _LOSER_HONOURS[key] = (sums, bits)
    return held


#: loser's sums -> (pair units, kinds held three times) of the concealed tiles
PAIR_UNITS_SHIFT = FIELD_BITS * F_PAIR_UNITS
THREES_SHIFT = FIELD_BITS * F_THREES
