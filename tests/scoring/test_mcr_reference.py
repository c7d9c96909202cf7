"""The MCR fast search (group-by-group splits, keeping elements as bits, the knitted and
wait pre-checks, the unique wait worked out only where it can matter, its caches) agrees
with the plain reference scorer (:mod:`scoring.engine.rulesets.mcr.reference`) on many
random and narrow winning hands under many readings: points, elements and their order,
settlement, notes, the error and its message. A mismatch shows the deal in the product's
notation and the fields that differ.

A larger run (minutes): ``MCR_REFERENCE_HANDS=20000 MCR_REFERENCE_SEED=50000 pytest
tests/scoring/test_mcr_reference.py``.
"""

from __future__ import annotations

import os
import random
from dataclasses import replace
from functools import partial

import pytest

from scoring.engine import get_ruleset
from scoring.engine.rulesets.mcr import random_winning_deal
from scoring.engine.rulesets.mcr.reference import reference_score
from tests.scoring.reference_check import assert_same
from tests.scoring.test_mcr_speed_paths import READINGS, _narrow_deal

RS = get_ruleset("mcr")
#: hands (three deals each, under three readings); ``MCR_REFERENCE_HANDS`` for a larger run
HANDS = int(os.environ.get("MCR_REFERENCE_HANDS", "500"))
SEED = int(os.environ.get("MCR_REFERENCE_SEED", "10000"))


def mcr_deals(hands: int, seed: int):
    """A random winning deal and two narrow ones per hand, each under three readings."""
    for i in range(hands):
        rng = random.Random(seed + i)
        deals = [random_winning_deal(rng), _narrow_deal(rng), _narrow_deal(rng)]
        readings = rng.sample(READINGS, 3)
        for deal in deals:
            if deal is None:
                continue
            for chosen in readings:
                yield replace(deal, options=chosen)


@pytest.mark.slow
def test_the_fast_scorer_agrees_with_the_reference():
    for deal in mcr_deals(HANDS, SEED):
        assert_same(RS.score, partial(reference_score, RS), deal)
