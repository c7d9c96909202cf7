"""Random deals that are a mahjong in the ruleset, for the benchmark (``bench/engine.py``
uses a ruleset's ``random_winning_deal``): a club records mahjongs, not refused claims, so
the core generator's deals are drawn again until the ruleset accepts one (nmb's two-double
minimum refuses most random hands [000:L119]). Generation is not timed."""

from __future__ import annotations

import random
from collections.abc import Callable

from scoring.engine.errors import ScoringError
from scoring.engine.generate import random_deal
from scoring.engine.hand import Deal

TRIES = 200


def winning_deal_factory(ruleset_id: str) -> Callable[[random.Random], Deal]:
    """``random_winning_deal(rng)`` for ``ruleset_id``: deterministic for a given ``rng``."""

    def random_winning_deal(rng: random.Random) -> Deal:
        from scoring.engine.registry import get_ruleset

        ruleset = get_ruleset(ruleset_id)
        deal = random_deal(rng, ruleset_id, with_losers=True)
        for _ in range(TRIES):
            try:
                ruleset.score(deal)
            except ScoringError:
                deal = random_deal(rng, ruleset_id, with_losers=True)
                continue
            return deal
        return deal

    return random_winning_deal
