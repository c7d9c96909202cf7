"""Random but valid deals, for benchmarks and property tests: a winner with four sets and a
pair (some laid open, some concealed), the other players with 13 tiles (plus kongs) drawn
from what is left of the wall, random winds and a random way of winning.

One generator for every ruleset: what differs (the mix of sets, how many are laid open, the
flowers, the ways of winning a ruleset scores) is the ruleset's :class:`DealPlan`.
Deterministic for a given ``random.Random``. Whether a generated winner reaches a ruleset's
minimum (two doubles, 8 points, ...) is left to chance unless the plan draws again until the
ruleset scores the deal; otherwise scoring such a deal raises ``InvalidHand`` or settles a
false mahjong, which a benchmark counts like any other hand.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from .errors import ScoringError
from .hand import Condition, Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from .tiles import BONUS_TILES, PLAYING_KINDS, WINDS, Tile


def _new_wall() -> list[int]:
    return [kind for kind in range(PLAYING_KINDS) for _ in range(4)]


def _take(wall: list[int], kind: int, n: int) -> bool:
    if wall.count(kind) < n:
        return False
    for _ in range(n):
        wall.remove(kind)
    return True


@dataclass(frozen=True, slots=True)
class DealPlan:
    """What a ruleset's random winning deals look like, where rulesets differ: the sets a
    winner holds, how many are laid open, how the hand is won. The defaults are the core's
    own deals (the Dutch rulesets' and a plug-in's); a ruleset sets its plan as
    :attr:`Ruleset.deal_plan <scoring.engine.ruleset.Ruleset.deal_plan>`."""

    #: a set is drawn by one roll: below ``chow_below`` a chow, above ``kong_above`` a kong,
    #: else a pung
    chow_below: float = 0.45
    kong_above: float = 0.92
    #: the share of the winner's pungs and chows laid open, drawn once per deal from these
    open_shares: tuple[float, ...] = (0.4,)
    #: the share of kongs declared concealed
    concealed_kong_share: float = 0.3
    #: the share of winners holding seven pairs (of different kinds) instead of sets
    seven_pairs_share: float = 0.0
    self_drawn_share: float = 0.35
    #: bonus tiles (flowers and seasons) for the players whose tiles are given
    bonus: bool = False
    #: how many bonus tiles a hand holds, drawn from these
    bonus_counts: tuple[int, ...] = (0, 1, 2)
    #: the round wind is one of the seats' winds (else any of the four)
    round_wind_seated: bool = False
    #: how the hand was won beyond self-drawn or a discard: ``(rng, winner's hand,
    #: self-drawn) -> conditions``; None: no conditions
    conditions: ConditionsDraw | None = None
    #: draw again until the ruleset scores the deal, at most this many times (a club
    #: records mahjongs, not refused claims: nmb's two-double minimum refuses most random
    #: hands [000:L119]); 0: keep the first deal
    tries_until_scored: int = 0


class ConditionsDraw(Protocol):
    """How a ruleset draws the conditions of a random win (those it scores, fitting the
    winner's hand: a kong's replacement tile needs a kong)."""

    def __call__(
        self, rng: random.Random, hand: PlayerHand, self_drawn: bool
    ) -> frozenset[Condition]: ...


class _Scorer(Protocol):
    """What :func:`winning_deal` needs of a ruleset."""

    @property
    def id(self) -> str: ...

    @property
    def scores_every_player(self) -> bool: ...

    @property
    def deal_plan(self) -> DealPlan: ...

    def score(self, deal: Deal) -> object: ...


def _random_set(rng: random.Random, wall: list[int], plan: DealPlan) -> Meld | None:
    roll = rng.random()
    if roll < plan.chow_below:
        suit = rng.randrange(3)
        first = suit * 9 + rng.randrange(7)
        if all(wall.count(first + i) for i in range(3)):
            for i in range(3):
                wall.remove(first + i)
            return Meld(MeldKind.CHOW, (Tile(first), Tile(first + 1), Tile(first + 2)))
        return None
    kind = rng.randrange(PLAYING_KINDS)
    size = 4 if roll > plan.kong_above else 3
    if not _take(wall, kind, size):
        return None
    t = Tile(kind)
    return Meld(MeldKind.KONG if size == 4 else MeldKind.PUNG, (t,) * size)


def _seven_pairs(rng: random.Random, wall: list[int]) -> list[Tile]:
    kinds = rng.sample(range(PLAYING_KINDS), 7)
    for kind in kinds:
        _take(wall, kind, 2)
    return [Tile(kind) for kind in kinds for _ in range(2)]


def random_winning_hand(
    rng: random.Random, wall: list[int], plan: DealPlan = DealPlan()
) -> tuple[PlayerHand, Tile]:
    """A complete hand taken from ``wall`` and its winning tile (in the concealed part)."""
    if plan.seven_pairs_share and rng.random() < plan.seven_pairs_share:
        pairs = _seven_pairs(rng, wall)
        winning = Tile(rng.choice(pairs))
        rng.shuffle(pairs)
        return PlayerHand(concealed=tuple(pairs)), winning
    shares = plan.open_shares
    open_share = shares[0] if len(shares) == 1 else rng.choice(shares)
    while True:
        snapshot = list(wall)
        sets: list[Meld] = []
        while len(sets) < 4:
            meld = _random_set(rng, snapshot, plan)
            if meld is not None:
                sets.append(meld)
        pair_kind = rng.randrange(PLAYING_KINDS)
        if not _take(snapshot, pair_kind, 2):
            continue
        melds: list[Meld] = []
        concealed: list[Tile] = [Tile(pair_kind)] * 2
        for meld in sets:
            if meld.kind is MeldKind.KONG:
                hidden = rng.random() < plan.concealed_kong_share
                melds.append(Meld(meld.kind, meld.tiles, concealed=hidden))
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
        meld = _random_set(rng, wall, _CORE)
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
    options: Mapping[str, object] | None = None,
    plan: DealPlan | None = None,
) -> Deal:
    """A random finished win at a table of ``seats``, shaped by ``plan`` (default: the
    core's; ``bonus`` or the plan's ``bonus`` give bonus tiles)."""
    plan = plan or _CORE
    wall = _new_wall()
    winner = rng.choice(tuple(seats))
    win_hand, winning = random_winning_hand(rng, wall, plan)
    bonus_pool = list(BONUS_TILES)
    rng.shuffle(bonus_pool)
    players: dict[str, PlayerHand] = {}
    for seat in seats:
        hand = (
            win_hand
            if seat == winner
            else (random_losing_hand(rng, wall) if with_losers else PlayerHand(known=False))
        )
        if (bonus or plan.bonus) and (hand.known or seat == winner):
            count = rng.choice(plan.bonus_counts)
            hand = PlayerHand(
                hand.melds, hand.concealed, tuple(bonus_pool.pop() for _ in range(count))
            )
        players[seat] = hand
    self_drawn = rng.random() < plan.self_drawn_share
    discarder = None if self_drawn else rng.choice([s for s in seats if s != winner])
    prevailing = rng.choice(tuple(seats) if plan.round_wind_seated else WINDS)
    conditions = (
        plan.conditions(rng, players[winner], self_drawn) if plan.conditions else frozenset()
    )
    return Deal(
        ruleset=ruleset,
        prevailing_wind=prevailing,
        players=players,
        result=WinResult(
            kind=ResultKind.WIN,
            winner=winner,
            winning_tile=winning,
            self_drawn=self_drawn,
            discarder=discarder,
            conditions=conditions,
        ),
        options=dict(options or {}),
    )


def winning_deal(
    rng: random.Random,
    ruleset: _Scorer,
    *,
    seats: Sequence[str] = WINDS,
    options: Mapping[str, object] | None = None,
) -> Deal:
    """A random win in ``ruleset`` after its :class:`DealPlan` (the players' tiles given
    where the ruleset scores every player), drawn again until the ruleset scores it when the
    plan says so. Deterministic for a given ``rng``."""
    plan = ruleset.deal_plan

    def draw() -> Deal:
        return random_deal(
            rng,
            ruleset.id,
            with_losers=ruleset.scores_every_player,
            seats=seats,
            options=options,
            plan=plan,
        )

    deal = draw()
    for _ in range(plan.tries_until_scored):
        try:
            ruleset.score(deal)
        except ScoringError:
            deal = draw()
            continue
        return deal
    return deal


_CORE = DealPlan()
