"""The winner's hand as the fan rules see it: facts of the whole hand (:class:`HandContext`)
and every way to read its tiles (:class:`Shape`): 4 sets and a pair (all arrangements of
the concealed tiles, 004 L47-52), 7 Tweelingen (004 L1643-1644) or 13 Wezen (004 L764-787).

Where the winning tile sits changes nothing in HK fan except Verborgen Schat (a discard may
only complete its pair, 004 L821-830); :attr:`Shape.pair` is enough to judge that.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...decompose import is_thirteen_orphans
from ...hand import Condition, Meld, MeldKind, PlayerHand, WinResult
from ...splitting import PUNG, suit_splits
from ...tiles import WIND_TILES, WINDS, Tile
from .options import HkOptions

STANDARD = "standard"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"


class Shape:
    """One reading of the winner's tiles. ``pungs`` holds the tile of every pung or kong,
    ``chows`` counts the chows, ``dragons`` and ``winds`` count the dragon and wind pungs;
    all empty for the special shapes."""

    __slots__ = ("chows", "dragons", "kind", "pair", "pungs", "winds")

    def __init__(self, kind: str, pungs: tuple[int, ...] = (), chows: int = 0, pair: int = -1):
        self.kind = kind
        self.pungs = pungs
        self.chows = chows
        self.pair = pair
        dragons = winds = 0
        for t in pungs:
            if t >= 31:
                dragons += 1
            elif t >= 27:
                winds += 1
        self.dragons = dragons
        self.winds = winds

    def __repr__(self) -> str:
        pungs = " ".join(str(Tile(t)) for t in self.pungs)
        return f"<Shape {self.kind} pungs=[{pungs}] chows={self.chows} pair={self.pair}>"


class HandContext:
    """Facts of the winning hand that do not depend on how its tiles are read."""

    __slots__ = (
        "concealed_counts",
        "conditions",
        "counts",
        "declared",
        "fully_concealed",
        "honours",
        "kongs",
        "options",
        "round_tile",
        "seat",
        "seat_tile",
        "self_drawn",
        "suits",
        "winning_tile",
    )

    def __init__(
        self,
        hand: PlayerHand,
        seat: str,
        prevailing_wind: str,
        result: WinResult,
        options: HkOptions,
        seats: Sequence[str] = WINDS,
    ):
        concealed = [0] * 34
        for t in hand.concealed:
            concealed[t] += 1
        counts = concealed.copy()
        kongs = 0
        fully_concealed = True
        for m in hand.melds:
            for t in m.tiles:
                counts[t] += 1
            if m.kind is MeldKind.KONG:
                kongs += 1
            if not m.concealed:
                fully_concealed = False
        self.concealed_counts = concealed
        self.counts = counts
        self.declared = hand.melds
        self.fully_concealed = fully_concealed
        self.kongs = kongs
        self.suits = bool(any(counts[0:9])) + bool(any(counts[9:18])) + bool(any(counts[18:27]))
        self.honours = any(counts[27:34])
        self.seat = seat
        self.seat_tile = int(WIND_TILES[seat])
        self.round_tile = round_wind_tile(prevailing_wind, seats)
        self.self_drawn = result.self_drawn
        self.conditions = result.conditions
        self.winning_tile = result.winning_tile
        self.options = options

    def has(self, condition: Condition) -> bool:
        return condition in self.conditions


def round_wind_tile(prevailing_wind: str, seats: Sequence[str]) -> int:
    """The tile of the round wind, or -1 when no one sits at that wind: at a 3-player table
    'NOORD bestaat niet. Er worden dan ook geen fans ... aan NOORD toegekend' (004 L970-971),
    so a North pung scores no round-wind fan there."""
    if prevailing_wind not in seats:
        return -1
    return int(WIND_TILES[prevailing_wind])


def _declared_parts(melds: tuple[Meld, ...]) -> tuple[tuple[int, ...], int]:
    pungs: list[int] = []
    chows = 0
    for m in melds:
        if m.kind is MeldKind.CHOW:
            chows += 1
        else:
            pungs.append(int(m.tiles[0]))
    return tuple(pungs), chows


Split = tuple[tuple[int, ...], int, int]


@lru_cache(maxsize=65536)
def _suit_splits(seg: tuple[int, ...]) -> tuple[Split, ...]:
    """One suit's splits (:func:`scoring.engine.splitting.suit_splits`) as HK reads them:
    ``(pung ranks, chow count, pair rank or -1)``, distinct and sorted."""
    return tuple(
        sorted(
            {
                (tuple(c - PUNG for c in codes if c >= PUNG), sum(c < PUNG for c in codes), pair)
                for codes, pair in suit_splits(seg)
            }
        )
    )


@lru_cache(maxsize=16384)
def concealed_splits(counts: tuple[int, ...]) -> tuple[Split, ...]:
    """Every split of concealed tiles (34 counts) into sets and exactly one pair:
    ``(pung tiles, chow count, pair tile)``; the same readings as
    :func:`scoring.engine.decompose.arrangements`, without building melds."""
    pungs: list[int] = []
    pair = -1
    for t in range(27, 34):
        c = counts[t]
        if c == 3:
            pungs.append(t)
        elif c == 2 and pair < 0:
            pair = t
        elif c:
            return ()
    partial: list[Split] = [(tuple(pungs), 0, pair)]
    for base in (0, 9, 18):
        seg = counts[base : base + 9]
        if not any(seg):
            continue
        options = _suit_splits(seg)
        if not options:
            return ()
        partial = [
            ((*p, *(base + r for r in sp)), ch + sch, pr if spr < 0 else base + spr)
            for p, ch, pr in partial
            for sp, sch, spr in options
            if pr < 0 or spr < 0
        ]
        if not partial:
            return ()
    return tuple(s for s in partial if s[2] >= 0)


def shapes_of(hand: PlayerHand, counts: list[int] | None = None) -> list[Shape]:
    """Every reading of the hand as a Mahjong; empty when it is none. ``counts`` are the
    34 counts of the concealed tiles when the caller has them."""
    melds = hand.melds
    if counts is None:
        counts = [0] * 34
        for t in hand.concealed:
            counts[t] += 1
    if any(m.kind is MeldKind.PAIR for m in melds) or len(melds) > 4:
        return []
    if 3 * (4 - len(melds)) + 2 != len(hand.concealed):
        return []
    out: list[Shape] = []
    declared_pungs, declared_chows = _declared_parts(melds)
    for pungs, chows, pair in concealed_splits(tuple(counts)):
        out.append(Shape(STANDARD, declared_pungs + pungs, declared_chows + chows, pair))
    if not melds:
        # 'GEEN KONG TOEGESTAAN' (004 L1644): four identical tiles are not two pairs
        if all(c in (0, 2) for c in counts):
            out.append(Shape(SEVEN_PAIRS))
        elif is_thirteen_orphans(counts):
            out.append(Shape(THIRTEEN_ORPHANS))
    return out
