"""Random winning hands for the benchmark (bench/engine.py) and the property tests: four
sets and a pair drawn from one set of tiles, some sets exposed, bonus tiles, a winner, and a
way of winning that fits the hand. Deterministic for a given ``random.Random``."""

from __future__ import annotations

import random

from scoring.engine.hand import Condition, Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from scoring.engine.tiles import WINDS, Tile

_TILES = tuple(Tile(i) for i in range(42))


def _random_sets(rng: random.Random, left: list[int]) -> list[tuple[MeldKind, int]]:
    """Four sets (chow, pung or kong, by their first tile) taken from the tiles ``left``."""
    sets: list[tuple[MeldKind, int]] = []
    while len(sets) < 4:
        roll = rng.random()
        if roll < 0.55:
            first = rng.randrange(27)
            if first % 9 > 6 or not all(left[first + i] for i in range(3)):
                continue
            for i in range(3):
                left[first + i] -= 1
            sets.append((MeldKind.CHOW, first))
        else:
            kind = MeldKind.KONG if roll > 0.93 else MeldKind.PUNG
            size = 4 if kind is MeldKind.KONG else 3
            t = rng.randrange(34)
            if left[t] < size:
                continue
            left[t] -= size
            sets.append((kind, t))
    return sets


def _lay_out(
    rng: random.Random, sets: list[tuple[MeldKind, int]], pair: int
) -> tuple[list[Meld], list[Tile]]:
    """The sets as melds (every kong, some others exposed) and concealed tiles."""
    melds: list[Meld] = []
    concealed: list[Tile] = [_TILES[pair], _TILES[pair]]
    exposed_share = rng.choice((0.0, 0.3, 0.6))
    for kind, first in sets:
        tiles: tuple[Tile, ...]
        if kind is MeldKind.CHOW:
            tiles = (_TILES[first], _TILES[first + 1], _TILES[first + 2])
        else:
            tiles = (_TILES[first],) * (4 if kind is MeldKind.KONG else 3)
        if kind is MeldKind.KONG:
            melds.append(Meld(kind, tiles, concealed=rng.random() < 0.4))
        elif rng.random() < exposed_share:
            melds.append(Meld(kind, tiles))
        else:
            concealed.extend(tiles)
    return melds, concealed


def random_winning_deal(rng: random.Random, *, players: int = 4) -> Deal:
    """A valid Ma Jiang deal won by a random player (the others' tiles unknown)."""
    seats = WINDS[:players]
    left = [4] * 34
    sets = _random_sets(rng, left)
    pair = rng.choice([t for t in range(34) if left[t] >= 2])
    left[pair] -= 2
    melds, concealed = _lay_out(rng, sets, pair)
    winning_tile = rng.choice(concealed)
    rng.shuffle(concealed)
    winner = rng.choice(seats)
    bonus = tuple(sorted(rng.sample(_TILES[34:], rng.choice((0, 0, 1, 1, 2, 3)))))
    self_drawn = rng.random() < 0.35
    conditions: set[Condition] = set()
    discarder = None
    kongs = sum(1 for m in melds if m.kind is MeldKind.KONG)
    if self_drawn:
        if (kongs or bonus) and rng.random() < 0.2:
            conditions.add(Condition.KONG_REPLACEMENT)
        elif rng.random() < 0.05:
            conditions.add(Condition.LAST_WALL_TILE)
    else:
        discarder = rng.choice([s for s in seats if s != winner])
        if rng.random() < 0.03:
            conditions.add(Condition.ROBBING_KONG)
    players_hands = {s: PlayerHand(known=False) for s in seats}
    players_hands[winner] = PlayerHand(tuple(melds), tuple(concealed), bonus)
    return Deal(
        ruleset="majiang",
        prevailing_wind=rng.choice(WINDS),
        players=players_hands,
        result=WinResult(
            kind=ResultKind.WIN,
            winner=winner,
            winning_tile=winning_tile,
            self_drawn=self_drawn,
            discarder=discarder,
            conditions=frozenset(conditions),
        ),
    )
