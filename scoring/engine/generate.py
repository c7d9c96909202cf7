"""Random but valid deals, for benchmarks and property tests: a winner with four sets and a
pair (some laid open, some concealed), the other players with 13 tiles (plus kongs) drawn
from what is left of the wall, random winds and a random way of winning.

Deterministic for a given ``random.Random``. Whether a generated winner reaches a ruleset's
minimum (two doubles, 8 points, ...) is left to chance: scoring such a deal raises
``InvalidHand`` or settles a false mahjong, which a benchmark counts like any other hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .hand import Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from .tiles import BONUS_TILES, PLAYING_KINDS, WINDS, Tile


def _new_wall() -> list[int]:
    return [kind for kind in range(PLAYING_KINDS) for _ in range(4)]


def _take(wall: list[int], kind: int, n: int) -> bool:
    if wall.count(kind) < n:
        return False
    for _ in range(n):
        wall.remove(kind)
    return True


def _random_set(rng: random.Random, wall: list[int]) -> Meld | None:
    roll = rng.random()
    if roll < 0.45:  # chow
        suit = rng.randrange(3)
        first = suit * 9 + rng.randrange(7)
        if all(wall.count(first + i) for i in range(3)):
            for i in range(3):
                wall.remove(first + i)
            return Meld(MeldKind.CHOW, (Tile(first), Tile(first + 1), Tile(first + 2)))
        return None
    kind = rng.randrange(PLAYING_KINDS)
    size = 4 if roll > 0.92 else 3
    if not _take(wall, kind, size):
        return None
    t = Tile(kind)
    return Meld(MeldKind.KONG if size == 4 else MeldKind.PUNG, (t,) * size)


def random_winning_hand(
    rng: random.Random, wall: list[int], *, open_share: float = 0.4
) -> tuple[PlayerHand, Tile]:
    """A complete hand taken from ``wall`` and its winning tile (in the concealed part)."""
    while True:
        snapshot = list(wall)
        sets: list[Meld] = []
        while len(sets) < 4:
            meld = _random_set(rng, snapshot)
            if meld is not None:
                sets.append(meld)
        pair_kind = rng.randrange(PLAYING_KINDS)
        if not _take(snapshot, pair_kind, 2):
            continue
        melds: list[Meld] = []
        concealed: list[Tile] = [Tile(pair_kind)] * 2
        for meld in sets:
            if meld.kind is MeldKind.KONG:
                melds.append(Meld(meld.kind, meld.tiles, concealed=rng.random() < 0.3))
            elif rng.random() < open_share:
                melds.append(meld)
            else:
                concealed.extend(meld.tiles)
        winning = Tile(rng.choice(concealed))
        wall[:] = snapshot
        rng.shuffle(concealed)
        return PlayerHand(melds=tuple(melds), concealed=tuple(concealed)), winning


def random_losing_hand(rng: random.Random, wall: list[int]) -> PlayerHand:
    """Thirteen tiles (plus one per kong): a set or two laid open, the rest from the wall."""
    melds: list[Meld] = []
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        meld = _random_set(rng, wall)
        if meld is not None:
            melds.append(meld)
    need = 13 - 3 * len(melds)
    rng.shuffle(wall)
    concealed = [Tile(k) for k in wall[:need]]
    del wall[:need]
    return PlayerHand(melds=tuple(melds), concealed=tuple(sorted(concealed)))


def random_deal(
    rng: random.Random,
    ruleset: str,
    *,
    with_losers: bool = True,
    seats: Sequence[str] = WINDS,
    bonus: bool = False,
    options: dict[str, object] | None = None,
) -> Deal:
    """A random finished win at a table of ``seats``."""
    wall = _new_wall()
    winner = rng.choice(tuple(seats))
    win_hand, winning = random_winning_hand(rng, wall)
    bonus_pool = list(BONUS_TILES)
    rng.shuffle(bonus_pool)
    players: dict[str, PlayerHand] = {}
    for seat in seats:
        hand = (
            win_hand
            if seat == winner
            else (random_losing_hand(rng, wall) if with_losers else PlayerHand(known=False))
        )
        if bonus and (hand.known or seat == winner):
            hand = PlayerHand(
                hand.melds, hand.concealed, tuple(bonus_pool.pop() for _ in range(rng.randrange(3)))
            )
        players[seat] = hand
    self_drawn = rng.random() < 0.35
    discarder = None if self_drawn else rng.choice([s for s in seats if s != winner])
    return Deal(
        ruleset=ruleset,
        prevailing_wind=rng.choice(WINDS),
        players=players,
        result=WinResult(
            kind=ResultKind.WIN,
            winner=winner,
            winning_tile=winning,
            self_drawn=self_drawn,
            discarder=discarder,
        ),
        options=options or {},
    )
