"""Japanese riichi mahjong (EMA RCR 2025, WRC 2025): han, fu and yaku from the ``mahjong``
package, settlement of its own. See docs/rulesets/riichi.md."""

from __future__ import annotations

import random

from ...hand import Deal
from .deal import random_riichi_deal
from .ruleset import RULESET


def random_winning_deal(rng: random.Random) -> Deal:
    """A random riichi win with random table facts (benchmarks and property tests)."""
    return random_riichi_deal(rng, RULESET)


__all__ = ["RULESET", "random_winning_deal"]
