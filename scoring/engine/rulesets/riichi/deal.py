"""Random riichi wins with random table facts, for benchmarks and property tests: the
engine's one generator (:func:`~scoring.engine.generate.random_deal`) deals the winner's
tiles, then riichi, double riichi, ippatsu, dora and ura-dora indicators, counters, sticks
and the conditions are drawn to fit the hand, and the deal is drawn again until it scores
(a hand without a yaku is no win in riichi)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...errors import ScoringError
from ...generate import DealPlan, random_deal
from ...hand import Condition, Deal, MeldKind
from ...tiles import PLAYING_KINDS, WINDS, Tile
from .facts import RiichiFacts, _wrap

PLAN = DealPlan(
    chow_below=0.55,
    kong_above=0.95,
    open_shares=(0.0, 0.0, 0.0, 0.3, 0.6),
    concealed_kong_share=0.5,
    seven_pairs_share=0.05,
    self_drawn_share=0.4,
)

#: at most this many draws for one scoring deal (about one in three random hands scores)
TRIES = 200


def random_facts(rng: random.Random, deal: Deal) -> tuple[RiichiFacts, frozenset[Condition]]:
    result = deal.result
    winner = result.winner_seat
    hand = deal.players[winner]
    closed = hand.is_fully_concealed
    riichi: list[str] = [s for s in WINDS if s != winner and rng.random() < 0.15]
    double: list[str] = []
    ippatsu: tuple[str, ...] = ()
    if closed and rng.random() < 0.5:
        riichi.append(winner)
        if rng.random() < 0.08:
            double.append(winner)
        if rng.random() < 0.12:
            ippatsu = (winner,)
    kinds = PLAYING_KINDS
    dora = tuple(Tile(rng.randrange(kinds)) for _ in range(1 + hand.kongs))
    ura = tuple(Tile(rng.randrange(kinds)) for _ in dora) if winner in riichi else ()
    conditions: set[Condition] = set()
    if result.self_drawn and hand.kongs and rng.random() < 0.2:
        conditions.add(Condition.KONG_REPLACEMENT)
    elif rng.random() < 0.05:
        conditions.add(Condition.LAST_WALL_TILE)
    elif not result.self_drawn and rng.random() < 0.03:
        conditions.add(Condition.ROBBING_KONG)
    facts = RiichiFacts(
        dora_indicators=dora,
        ura_dora_indicators=ura,
        riichi=tuple(s for s in WINDS if s in riichi),
        double_riichi=tuple(double),
        ippatsu=ippatsu,
        honba=rng.choice((0, 0, 0, 1, 2, 3)),
        riichi_sticks=rng.choice((0, 0, 0, 1, 2)),
        winners=(winner,),
    )
    return facts, frozenset(conditions)


def random_riichi_deal(
    rng: random.Random, ruleset: Any, *, options: Mapping[str, object] | None = None
) -> Deal:
    """A random riichi win that ``ruleset`` scores (deterministic for ``rng``)."""
    deal: Deal | None = None
    for _ in range(TRIES):
        plain = random_deal(rng, ruleset.id, with_losers=False, options=options, plan=PLAN)
        facts, conditions = random_facts(rng, plain)
        result = plain.result
        if any(m.kind is MeldKind.PAIR for m in plain.players[result.winner_seat].melds):
            continue
        deal = _wrap(
            type(plain)(
                ruleset=plain.ruleset,
                prevailing_wind=rng.choice(("E", "E", "S")),
                players=plain.players,
                result=type(result)(
                    kind=result.kind,
                    winner=result.winner,
                    winning_tile=result.winning_tile,
                    self_drawn=result.self_drawn,
                    discarder=result.discarder,
                    conditions=conditions,
                ),
                options=plain.options,
            ),
            facts,
        )
        try:
            ruleset.score(deal)
        except ScoringError:
            continue
        return deal
    assert deal is not None
    return deal
