"""The Dutch winner's fast path for regular limit hands: a hand is matched on the tiles only
when its facts gate (:data:`~scoring.engine.rulesets.dutch.limits.FACTS_GATES`) lets it
through, and the ordinary value is cached per (options, facts). Both must give what matching
every limit hand on every reading gives."""

from __future__ import annotations

import contextlib
import importlib
import random
from dataclasses import replace

import pytest

from scoring.engine import ScoringError, get_ruleset
from scoring.engine.hand import Condition
from scoring.engine.rulesets.dutch.limits import FACTS_GATES
from scoring.engine.rulesets.dutch.winner import Candidate

from .test_dutch_speed_facts import OPTION_SETS, _deals


def _plain_value(rs, reading, ctx) -> Candidate:
    """value_of_standard as it was: every regular limit hand matched on the tiles."""
    from scoring.engine.rulesets.dutch.table import count_reading

    options = ctx.options
    count = count_reading(rs.rules, reading.facts, options, ctx.options_key)
    need = rs.min_doubles(options)
    matched = [h for h in rs._set_limit_hands if h.match(reading, ctx)]
    ordinary, ordinary_elements = rs._capped(count.score, count.elements, options)
    if matched:
        hand, value, elements = rs._best_limit(matched, ctx)
        if options.get("regular_limit_at_least_ordinary") and ordinary > value:
            value, elements = ordinary, ordinary_elements
        exempt = rs.is_irregular(hand, options) or not options.get("regular_limit_minimum", True)
        return Candidate(value, exempt or count.doubles >= need, count.doubles, elements)
    return Candidate(ordinary, count.doubles >= need, count.doubles, ordinary_elements)


@pytest.mark.parametrize("ruleset_id", ["nmb", "redbook"])
def test_gated_limits_match_every_limit_tried(ruleset_id, monkeypatch):
    rs = get_ruleset(ruleset_id)
    seen = []
    fast = type(rs).value_of_standard

    def both(self, reading, ctx):
        got = fast(self, reading, ctx)
        assert got == _plain_value(self, reading, ctx)
        # a gate never hides a hand that matches
        for hand in self._set_limit_hands:
            gate = FACTS_GATES.get(hand.match)
            if gate is not None and hand.match(reading, ctx):
                assert gate(reading.facts), hand.element.id
        seen.append(any(h.match(reading, ctx) for h in self._set_limit_hands))
        return got

    monkeypatch.setattr(type(rs), "value_of_standard", both)
    package = importlib.import_module(f"scoring.engine.rulesets.{ruleset_id}")
    rng = random.Random(11)
    deals = _deals(ruleset_id, 300, seed=11)
    deals += [package.random_winning_deal(rng) for _ in range(300)]
    deals += [_with_condition(d, rng) for d in deals[:100]]
    for options in OPTION_SETS[ruleset_id]:
        for deal in deals:
            with contextlib.suppress(ScoringError):
                rs.score(replace(deal, options=options))
    assert any(seen), "no regular limit hand was met: the test tests nothing"


def _with_condition(deal, rng):
    """The same deal won in heaven or on earth (the gates of those hands read them)."""
    condition = rng.choice([Condition.HEAVEN, Condition.EARTH])
    result = replace(deal.result, conditions=frozenset({condition}))
    return replace(deal, result=result)
