"""Random winning hands of the ``hk`` ruleset, for benchmarks and property tests: four sets
and a pair (now and then seven pairs), some sets exposed, a kong now and then, a few
seasons, won on a discard or self-drawn. Only the winner's tiles are given (the others
score nothing in HK, 004 L400).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ...hand import Condition, Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from ...tiles import BONUS_TILES, WINDS, Tile

_TILES = [Tile(i) for i in range(34)]


def _take(stock: list[int], tile: int, n: int) -> bool:
    if stock[tile] < n:
        return False
    stock[tile] -= n
    return True


def _random_set(rng: random.Random, stock: list[int]) -> tuple[MeldKind, tuple[Tile, ...]]:
    while True:
        roll = rng.random()
        if roll < 0.55:
            first = rng.randrange(3) * 9 + rng.randrange(7)
            if all(stock[first + i] for i in range(3)):
                for i in range(3):
                    stock[first + i] -= 1
                return MeldKind.CHOW, (_TILES[first], _TILES[first + 1], _TILES[first + 2])
        else:
            kind = MeldKind.KONG if roll > 0.93 else MeldKind.PUNG
            size = 4 if kind is MeldKind.KONG else 3
            t = rng.randrange(34)
            if _take(stock, t, size):
                return kind, (_TILES[t],) * size


def _seven_pairs(rng: random.Random) -> tuple[Tile, ...]:
    kinds = rng.sample(range(34), 7)
    return tuple(_TILES[k] for k in kinds for _ in range(2))


def random_winning_deal(
    rng: random.Random, *, options: Mapping[str, object] | None = None, players: int = 4
) -> Deal:
    """A random valid winning deal (hk). ``players`` is 4 or 3."""
    seats = WINDS[:players]
    winner = rng.choice(seats)
    stock = [4] * 34
    melds: list[Meld] = []
    concealed: list[Tile] = []
    if rng.random() < 0.03:
        concealed.extend(_seven_pairs(rng))
    else:
        for _ in range(4):
            kind, tiles = _random_set(rng, stock)
            if kind is MeldKind.KONG:
                melds.append(Meld(kind, tiles, concealed=rng.random() < 0.4))
            elif rng.random() < 0.35:
                melds.append(Meld(kind, tiles))
            else:
                concealed.extend(tiles)
        while True:
            t = rng.randrange(34)
            if _take(stock, t, 2):
                concealed.extend((_TILES[t], _TILES[t]))
                break
    winning_tile = rng.choice(concealed)
    self_drawn = rng.random() < 0.4
    discarder = None if self_drawn else rng.choice([s for s in seats if s != winner])
    conditions: set[Condition] = set()
    if rng.random() < 0.05:
        conditions.add(Condition.LAST_WALL_TILE)
    bonus = tuple(rng.sample(BONUS_TILES, rng.choice((0, 0, 1, 1, 2, 3))))
    rng.shuffle(concealed)
    hands = {s: PlayerHand(known=False) for s in seats}
    hands[winner] = PlayerHand(melds=tuple(melds), concealed=tuple(concealed), bonus=bonus)
    return Deal(
        ruleset="hk",
        prevailing_wind=rng.choice(seats),
        players=hands,
        result=WinResult(
            kind=ResultKind.WIN,
            winner=winner,
            winning_tile=winning_tile,
            self_drawn=self_drawn,
            discarder=discarder,
            conditions=frozenset(conditions),
        ),
        options=dict(options or {}),
    )
