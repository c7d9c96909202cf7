"""Hands for the tests, taken from the golden cases (shared/golden), in the interchange format."""

from __future__ import annotations

import copy
from functools import cache

from scoring.casefiles import load_cases
from scoring.engine import ScoringError, score_dict
from tests.golden import GOLDEN_DIR, golden_file


@cache
def golden_hands(ruleset: str) -> tuple[dict, ...]:
    """Four-player hands of ``ruleset`` that the engine scores with the file's defaults."""
    cases = load_cases((GOLDEN_DIR / golden_file(ruleset)).read_bytes(), name=golden_file(ruleset))
    hands = []
    for case in cases:
        data = copy.deepcopy(dict(case.data))
        if set(data.get("players") or {}) != {"E", "S", "W", "N"} or "sitting_out" in data:
            continue
        if "??" in repr(data):
            continue
        if isinstance((data.get("result") or {}).get("winner"), list):
            continue  # several winners on one discard (riichi): no entry of the form yet
        data.pop("expected", None)
        try:
            score_dict(data)
        except ScoringError:
            continue
        hands.append(data)
    return tuple(hands)


def entry_of(data: dict) -> dict:
    """What a scorekeeper enters: players and result (the table supplies ruleset, options
    and prevailing wind)."""
    return {"players": copy.deepcopy(data["players"]), "result": copy.deepcopy(data["result"])}


def scores_with(data: dict, prevailing_wind: str) -> bool:
    trial = copy.deepcopy(data)
    trial["prevailing_wind"] = prevailing_wind
    try:
        score_dict(trial)
    except ScoringError:
        return False
    return True
