"""The random MCR deals that ``test_mcr_speed_paths``'s digest was taken over: MCR's own
generator as it was before the engine's one generator (``scoring.engine.generate``) took its
place, kept here so that the digest still pins the same deals (four sets and a pair, each set
open or concealed at random, a random winning tile among the concealed tiles, self-drawn or
on a discard, sometimes flowers)."""

from __future__ import annotations

import random

from scoring.engine.hand import (
    Condition,
    Deal,
    Meld,
    MeldKind,
    PlayerHand,
    ResultKind,
    WinResult,
)
from scoring.engine.tiles import BONUS_TILES, WINDS, Tile

_KINDS = (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG)
_WEIGHTS = (6, 3, 0.4)


def random_winning_deal(rng: random.Random) -> Deal:
    """A deal won by a random seat with four sets and a pair (not always worth 8 points)."""
    counts = [0] * 34
    pair = rng.choice([t for t in range(34)])
    counts[pair] += 2
    melds: list[Meld] = []
    concealed: list[int] = [pair, pair]
    while len(melds) + (len(concealed) - 2) // 3 < 4:
        kind = rng.choices(_KINDS, _WEIGHTS)[0]
        if kind is MeldKind.CHOW:
            first = rng.randrange(27)
            if first % 9 > 6 or any(counts[first + i] >= 4 for i in range(3)):
                continue
            tiles = [first, first + 1, first + 2]
        else:
            t = rng.randrange(34)
            size = 3 if kind is MeldKind.PUNG else 4
            if counts[t] + size > 4:
                continue
            tiles = [t] * size
        for t in tiles:
            counts[t] += 1
        exposed = rng.random() < 0.35
        if kind is MeldKind.KONG:
            melds.append(Meld(kind, tuple(Tile(t) for t in tiles), concealed=not exposed))
        elif exposed:
            melds.append(Meld(kind, tuple(Tile(t) for t in tiles)))
        else:
            concealed.extend(tiles)
    rng.shuffle(concealed)
    winning = Tile(rng.choice(concealed))
    self_drawn = rng.random() < 0.35
    winner = rng.choice(WINDS)
    discarder = None if self_drawn else rng.choice([w for w in WINDS if w != winner])
    conditions: set[Condition] = set()
    if self_drawn and any(m.kind is MeldKind.KONG for m in melds) and rng.random() < 0.1:
        conditions.add(Condition.KONG_REPLACEMENT)
    elif rng.random() < 0.03:
        conditions.add(Condition.LAST_WALL_TILE)
    bonus = tuple(rng.sample(BONUS_TILES, rng.choice((0, 0, 0, 1, 2))))
    players = {w: PlayerHand(known=False) for w in WINDS}
    players[winner] = PlayerHand(
        melds=tuple(melds), concealed=tuple(Tile(t) for t in concealed), bonus=bonus
    )
    return Deal(
        ruleset="mcr",
        prevailing_wind=rng.choice(WINDS),
        players=players,
        result=WinResult(
            kind=ResultKind.WIN,
            winner=winner,
            winning_tile=winning,
            self_drawn=self_drawn,
            discarder=discarder,
            conditions=frozenset(conditions),
        ),
    )
