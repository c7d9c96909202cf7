"""The MCR scorer's results pinned: many random and narrow winning hands under many readings,
every field in its order (points, elements, settlement, notes, the error and its message),
against a digest first taken from the plain scorer before the hot path lost its extra calls.
A fast path must not change it; a deliberate change to what a hand scores takes a new digest,
once the hands that changed are known to be exactly the intended ones."""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import replace

from scoring.engine import get_ruleset
from scoring.engine.errors import ScoringError
from scoring.engine.rulesets.mcr import random_winning_deal
from tests.scoring.test_mcr_speed_paths import READINGS, _narrow_deal

RS = get_ruleset("mcr")


def _outcome(deal) -> str:
    try:
        score = RS.score(deal)
    except ScoringError as exc:
        return json.dumps(
            [type(exc).__name__, exc.code, str(exc), repr(sorted(exc.params.items()))]
        )
    return json.dumps(
        [
            list(score.points.items()),
            list(score.settlement.amounts.items()),
            score.fan_total,
            score.notes,
            [(seat, [e.as_dict() for e in els]) for seat, els in score.elements.items()],
        ]
    )


def results_digest(hands: int = 1500) -> str:
    digest = hashlib.sha256()
    for i in range(hands):
        rng = random.Random(10_000 + i)
        deals = [random_winning_deal(rng), _narrow_deal(rng), _narrow_deal(rng)]
        readings = rng.sample(READINGS, 3)
        for deal in deals:
            if deal is None:
                continue
            for chosen in readings:
                digest.update(_outcome(replace(deal, options=chosen)).encode())
                digest.update(b"\n")
    return digest.hexdigest()


#: taken from the scorer before round 3 (``print(results_digest())``); renewed when READINGS
#: gained the option four_held_waits (issue 20): without it the digest was still the earlier
#: dac058a9..., so no result changed
EXPECTED_DIGEST = "342ab464140e85c3fc3c1f613d8586af39e14f472fc075600132ca3df3088457"


def test_results_match_the_digest():
    assert results_digest() == EXPECTED_DIGEST
