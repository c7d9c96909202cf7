"""The winner's tiles read once: what the hand contains and every way it splits into four
sets and a pair (L173-L186), so that the scorer can keep the arrangement worth most (the seed
does not say how to choose, 19#25; the product's rule is the one best for the winner).

Declared melds (exposed sets and shown concealed kongs) are fixed; only the concealed tiles
are split. A pair entered as a meld is put back among the concealed tiles and the split must
keep it as the pair.

Of an arrangement the evaluation table sees only its :class:`Shape`: whether all sets are
chows (U1), all pungs/kongs (U2), all concealed pungs (the limit hand of L444-L446), and the
pair. Honour sets are the same in every arrangement (honours form no chows), so they are
counted from the tiles. The search runs over the distinct shapes of all arrangements. Where
the winning tile sits only matters for four concealed pungs (it must complete the pair,
L446): in an all-pung shape it is in the pair exactly when it is the pair's tile.

The per-hand records here (and :class:`.view.View`, :class:`.win.HowWon`) are NamedTuples
rather than frozen dataclasses: as immutable, and several times cheaper to build, which
matters on the scoring hot path (measured: 8-field frozen dataclass ~4x a NamedTuple).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from scoring.engine.decompose import is_thirteen_orphans
from scoring.engine.errors import InvalidHand
from scoring.engine.hand import Meld, MeldKind, PlayerHand
from scoring.engine.splitting import PUNG, suit_splits
from scoring.engine.tiles import Tile, format_tiles

_CHOW, _PUNG, _PAIR = MeldKind.CHOW, MeldKind.PUNG, MeldKind.PAIR


class Shape(NamedTuple):
    """What the evaluation table can tell apart in one arrangement (None pair: Thirteen
    Orphans, which is no arrangement of sets)."""

    all_chows: bool
    all_pungs: bool
    concealed_pungs: bool
    pair: Tile | None


ORPHANS_SHAPE = Shape(False, False, False, None)


class WinningHand(NamedTuple):
    """Facts about the winner's playing tiles, and the shapes of its arrangements."""

    melds: tuple[Meld, ...]
    counts: tuple[int, ...]
    bonus: tuple[Tile, ...]
    shapes: tuple[Shape, ...]
    thirteen_orphans: bool
    #: no declared meld at all: every tile was held concealed
    all_concealed: bool
    #: number of suits (0-3) among the tiles, and number of honour tiles
    suits: int
    honours: int
    #: pungs and kongs of dragons and of winds (the same in every arrangement)
    dragon_pungs: int
    wind_pungs: int
    #: only 1s and 9s (and no honours)
    only_terminals: bool

    def has_pung(self, honour: int) -> bool:
        """A pung or kong of the honour tile ``honour`` (three or four of it)."""
        return self.counts[honour] >= 3

    @property
    def one_suit(self) -> int | None:
        """The suit index (0 b, 1 c, 2 k) if the suited tiles are of one suit, else None."""
        if self.suits != 1:
            return None
        counts = self.counts
        return next(s for s in range(3) if any(counts[s * 9 : s * 9 + 9]))


def analyse(hand: PlayerHand) -> WinningHand:
    """Read the winner's hand; raise :class:`InvalidHand` when it is no winning hand."""
    melds: list[Meld] = []
    concealed = list(hand.concealed)
    pair_tiles: list[Tile] = []
    counts = [0] * 34
    for t in concealed:
        counts[t] += 1
    chows_only = pungs_only = concealed_pungs = True
    for m in hand.melds:
        kind = m.kind
        for t in m.tiles:
            counts[t] += 1
        if kind is _PAIR:
            pair_tiles.append(m.tiles[0])
            concealed.extend(m.tiles)
            continue
        melds.append(m)
        if kind is _CHOW:
            pungs_only = concealed_pungs = False
        else:
            chows_only = False
            if kind is not _PUNG or not m.concealed:
                concealed_pungs = False
    shapes: tuple[Shape, ...] = ()
    if len(melds) <= 4 and len(pair_tiles) <= 1:
        declared = (len(melds), chows_only, pungs_only, concealed_pungs)
        shapes = _shapes(tuple(sorted(concealed)), declared)
        if pair_tiles:
            shapes = tuple(s for s in shapes if s.pair == pair_tiles[0])
    # thirteen single orphans never split into sets, so only a hand without shapes is checked
    orphans = not shapes and not hand.melds and is_thirteen_orphans(counts)
    if orphans:
        shapes += (ORPHANS_SHAPE,)
    if not shapes:
        raise InvalidHand(
            "not a winning hand: the tiles do not form four sets and a pair, nor Thirteen "
            f"Orphans (001 L171-L186): {_describe(hand)}",
            code="not_winning",
            tiles=_describe(hand),
        )
    return WinningHand(
        melds=tuple(melds),
        counts=tuple(counts),
        bonus=hand.bonus,
        shapes=shapes,
        thirteen_orphans=orphans,
        all_concealed=not hand.melds,
        suits=(any(counts[0:9]) + any(counts[9:18]) + any(counts[18:27])),
        honours=sum(counts[27:34]),
        dragon_pungs=(counts[31] >= 3) + (counts[32] >= 3) + (counts[33] >= 3),
        wind_pungs=(counts[27] >= 3) + (counts[28] >= 3) + (counts[29] >= 3) + (counts[30] >= 3),
        only_terminals=not any(counts[1:8])
        and not any(counts[10:17])
        and not any(counts[19:26])
        and not any(counts[27:34]),
    )


@lru_cache(maxsize=65536)
def _shapes(
    concealed: tuple[Tile, ...], declared: tuple[int, bool, bool, bool]
) -> tuple[Shape, ...]:
    """The distinct shapes of every split of the concealed tiles next to the declared sets."""
    n, chows_only, pungs_only, concealed_pungs = declared
    counts = [0] * 34
    for t in concealed:
        counts[t] += 1
    out: dict[Shape, None] = {}
    for chows, pungs, pair in _splits(tuple(counts)):
        if chows + pungs != 4 - n:
            continue
        out[
            Shape(
                chows_only and not pungs,
                pungs_only and not chows,
                concealed_pungs and not chows,
                Tile(pair),
            )
        ] = None
    return tuple(out)


@lru_cache(maxsize=65536)
def _splits(counts: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """Every split of concealed ``counts`` (34) into sets and exactly one pair, as
    (chows, pungs, pair tile). Suits split independently and honours only as pungs or the
    pair, so the work is cached per suit (the same as :func:`decompose.arrangements` gives,
    without building melds: this is the hot path of scoring)."""
    parts: list[tuple[tuple[int, int, int], ...]] = []
    for suit in range(3):
        base = suit * 9
        part = _suit_splits(counts[base : base + 9])
        if not part:
            return ()
        parts.append(tuple((c, p, pair + base if pair >= 0 else -1) for c, p, pair in part))
    honour_pungs = 0
    honour_pair = -1
    for t in range(27, 34):
        c = counts[t]
        if c == 3:
            honour_pungs += 1
        elif c == 2 and honour_pair < 0:
            honour_pair = t
        elif c:
            return ()
    out = []
    for c0, p0, q0 in parts[0]:
        for c1, p1, q1 in parts[1]:
            for c2, p2, q2 in parts[2]:
                pairs = [q for q in (q0, q1, q2, honour_pair) if q >= 0]
                if len(pairs) == 1:
                    out.append((c0 + c1 + c2, p0 + p1 + p2 + honour_pungs, pairs[0]))
    return tuple(out)


@lru_cache(maxsize=65536)
def _suit_splits(counts: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """One suit's splits (:func:`scoring.engine.splitting.suit_splits`) as counts:
    (chows, pungs, pair rank index or -1), distinct."""
    return tuple(
        {
            (sum(c < PUNG for c in codes), sum(c >= PUNG for c in codes), pair)
            for codes, pair in suit_splits(counts)
        }
    )


def _describe(hand: PlayerHand) -> str:
    parts = [format_tiles(m.tiles) for m in hand.melds]
    if hand.concealed:
        parts.append(format_tiles(sorted(hand.concealed)))
    return " | ".join(parts)
