"""Decomposition of concealed tiles into sets and a pair, and what a hand waits on.

Every ruleset's scorer searches the arrangements this module lists and keeps the one worth
most for the player ("the arrangement worth most", e.g. b1b1b1 b2b2b2 b3b3b3 as three pungs
or three chows). Special hands (seven pairs, thirteen orphans, knitted hands) are shapes a
ruleset checks itself; the helpers for the common ones are here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .hand import Meld, MeldKind
from .tiles import PLAYING_KINDS, TERMINALS_AND_HONOURS, Tile, counts_of


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Concealed tiles split into ``sets`` (concealed chows and pungs) and one ``pair``."""

    sets: tuple[Meld, ...]
    pair: Tile

    @property
    def pair_meld(self) -> Meld:
        return Meld(MeldKind.PAIR, (self.pair, self.pair), concealed=True)

    def groups_holding(self, tile: Tile) -> list[int]:
        """Indexes of the distinct groups that hold ``tile``: 0..n-1 for ``sets``, -1 for the
        pair. Identical sets are listed once (placing the tile in either is the same)."""
        seen: set[Meld] = set()
        out: list[int] = []
        for i, meld in enumerate(self.sets):
            if tile in meld.tiles and meld not in seen:
                seen.add(meld)
                out.append(i)
        if self.pair == tile:
            out.append(-1)
        return out


def _chow(first: int) -> Meld:
    t = Tile(first)
    return Meld(MeldKind.CHOW, (t, Tile(first + 1), Tile(first + 2)), concealed=True)


def _pung(index: int) -> Meld:
    t = Tile(index)
    return Meld(MeldKind.PUNG, (t, t, t), concealed=True)


@lru_cache(maxsize=65536)
def _split(counts: tuple[int, ...], need_pair: bool) -> tuple[tuple[tuple[Meld, ...], int], ...]:
    """All ways to use every tile of ``counts`` in sets (and one pair if ``need_pair``).
    Returns ``(sets, pair index or -1)`` tuples. Cached: hands repeat a lot in a session."""
    first = next((i for i, c in enumerate(counts) if c), None)
    if first is None:
        return (((), -1),) if not need_pair else ()
    results: list[tuple[tuple[Meld, ...], int]] = []
    c = list(counts)
    if need_pair and c[first] >= 2:
        c[first] -= 2
        for sets, _ in _split(tuple(c), False):
            results.append((sets, first))
        c[first] += 2
    if c[first] >= 3:
        c[first] -= 3
        pung = _pung(first)
        for sets, pair in _split(tuple(c), need_pair):
            results.append(((pung, *sets), pair))
        c[first] += 3
    if first < 27 and first % 9 <= 6 and c[first + 1] and c[first + 2]:
        c[first] -= 1
        c[first + 1] -= 1
        c[first + 2] -= 1
        chow = _chow(first)
        for sets, pair in _split(tuple(c), need_pair):
            results.append(((chow, *sets), pair))
    return tuple(results)


def arrangements(
    tiles: Iterable[int] | Sequence[int], sets_needed: int | None = None
) -> list[Arrangement]:
    """Every distinct split of ``tiles`` (concealed, bonus tiles excluded) into sets plus
    exactly one pair. ``sets_needed``, when given, must match the number of sets found."""
    counts = tuple(counts_of(tiles))
    total = sum(counts)
    if total % 3 != 2:
        return []
    if sets_needed is not None and (total - 2) // 3 != sets_needed:
        return []
    return [Arrangement(sets, Tile(pair)) for sets, pair in _split(counts, True)]


def is_standard_complete(counts: Sequence[int]) -> bool:
    """True if the counts form sets plus one pair."""
    return sum(counts) % 3 == 2 and bool(_split(tuple(counts), True))


def is_seven_pairs(counts: Sequence[int], *, allow_four: bool = True) -> bool:
    """Seven pairs among 14 concealed tiles; four identical tiles count as two pairs when
    ``allow_four`` (MCR), not otherwise."""
    if sum(counts) != 14:
        return False
    pairs = 0
    for c in counts:
        if c == 2:
            pairs += 1
        elif c == 4 and allow_four:
            pairs += 2
        elif c:
            return False
    return pairs == 7


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """One of each terminal and honour plus one more of any of them (14 tiles)."""
    if sum(counts) != 14:
        return False
    if any(counts[t] == 0 for t in TERMINALS_AND_HONOURS):
        return False
    return all(c == 0 for i, c in enumerate(counts) if i not in _TERMINAL_HONOUR_SET)


_TERMINAL_HONOUR_SET = frozenset(int(t) for t in TERMINALS_AND_HONOURS)


def winning_tiles(
    tiles: Iterable[int],
    *,
    is_complete: Callable[[Sequence[int]], bool] = is_standard_complete,
    unavailable: Iterable[int] = (),
) -> frozenset[Tile]:
    """The tiles that would complete a hand of concealed ``tiles`` (one short of complete).

    ``is_complete`` judges a 14-tile (or shorter, with melds) concealed part; a ruleset
    passes one that also accepts its special hands. A kind of which the player already
    holds four (or that ``unavailable`` names) cannot be waited on.
    """
    counts = counts_of(tiles)
    blocked = set(unavailable)
    out: list[Tile] = []
    for kind in range(PLAYING_KINDS):
        if counts[kind] >= 4 or kind in blocked:
            continue
        counts[kind] += 1
        if is_complete(counts):
            out.append(Tile(kind))
        counts[kind] -= 1
    return frozenset(out)
