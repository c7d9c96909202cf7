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
from itertools import product

from .hand import Meld, MeldKind
from .splitting import PUNG, suit_splits
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


def _meld(base: int, code: int) -> Meld:
    """The concealed set of a :mod:`.splitting` code in the suit starting at ``base``."""
    return _pung(base + code - PUNG) if code >= PUNG else _chow(base + code)


@lru_cache(maxsize=65536)
def _split(counts: tuple[int, ...]) -> tuple[tuple[tuple[Meld, ...], int], ...]:
    """All ways to use every tile of ``counts`` in sets and exactly one pair, as
    ``(sets, pair index)`` tuples: each suit's splits (:func:`.splitting.suit_splits`) joined
    in suit order, then the honours' pungs. Cached: hands repeat a lot in a session."""
    honour_sets: list[Meld] = []
    honour_pair = -1
    for t in range(27, PLAYING_KINDS):
        n = counts[t]
        if n == 3:
            honour_sets.append(_pung(t))
        elif n == 2 and honour_pair < 0:
            honour_pair = t
        elif n:
            return ()
    parts = []
    for base in (0, 9, 18):
        splits = suit_splits(counts[base : base + 9])
        if not splits:
            return ()
        parts.append(
            [
                (tuple(_meld(base, code) for code in codes), base + pair if pair >= 0 else -1)
                for codes, pair in splits
            ]
        )
    results: list[tuple[tuple[Meld, ...], int]] = []
    for combo in product(*parts):
        pairs = [pair for _, pair in combo if pair >= 0]
        if honour_pair >= 0:
            pairs.append(honour_pair)
        if len(pairs) == 1:
            sets = tuple(meld for suit_sets, _ in combo for meld in suit_sets)
            results.append(((*sets, *honour_sets), pairs[0]))
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
    return [Arrangement(sets, Tile(pair)) for sets, pair in _split(counts)]


def is_standard_complete(counts: Sequence[int]) -> bool:
    """True if the counts form sets plus one pair."""
    return sum(counts) % 3 == 2 and bool(_split(tuple(counts)))


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
