"""The Dutch rulesets' fast paths against the straightforward ones: the facts a table row sees
are what a plain reading of the tiles says, and the counting caches change no result."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.engine import ScoringError, get_ruleset
from scoring.engine.generate import random_deal
from scoring.engine.hand import Condition
from scoring.engine.rulesets.dutch import shapes, table
from scoring.engine.rulesets.dutch.facts import (
    CONCEALED,
    EDEL,
    KONG,
    facts_of,
    tile_facts,
    tile_facts_of_counts,
)
from scoring.engine.rulesets.dutch.reading import C1, C5, SetInfo, declared_sets
from scoring.engine.rulesets.dutch.shapes import PUNG
from scoring.engine.rulesets.dutch.winner import _standard_readings
from scoring.engine.tiles import counts_of

OPTION_SETS = {
    "nmb": [
        {},
        {"exclusive_doubles": "add", "only_possible": "legal_waits", "heersende_wind": "east"},
        {"green_dragon_round": True, "min_doubles": 0, "flowers": True},
    ],
    "redbook": [
        {},
        {"superschoon": "zeer_schoon", "round_wind_pair": True, "own_round_wind_stack": False},
    ],
}


def _deals(ruleset_id: str, count: int, seed: int) -> list:
    rng = random.Random(seed)
    return [random_deal(rng, ruleset_id, with_losers=True) for _ in range(count)]


def _plain_facts(sets, pairs, counts, ctx) -> dict:
    """The facts read the obvious way, tile by tile."""
    pungs = [s for s in sets if s.kind == PUNG]
    kinds = [t for t, n in enumerate(counts) if n]
    edel = {0, 8, 9, 17, 18, 26, *range(27, 34)}
    keys = [0] * 8
    for s in pungs:
        keys[s.kong * KONG + s.concealed * CONCEALED + (s.tile in edel) * EDEL] += 1
    return {
        "suits": len({t // 9 for t in kinds if t < 27}),
        "honours": any(t >= 27 for t in kinds),
        "only_terminals_honours": all(t in edel for t in kinds),
        "only_simples": not any(t in edel for t in kinds),
        "sets": tuple(keys),
        "pungs": len(pungs),
        "chows": len(sets) - len(pungs),
        "kongs": sum(s.kong for s in pungs),
        "concealed_kongs": sum(s.kong and s.concealed for s in pungs),
        "concealed_pungs": sum(bool(s.concealed) for s in pungs),
        "open_kongs": sum(s.kong and not s.concealed for s in pungs),
        "dragon_pungs": sum(s.tile >= 31 for s in pungs),
        "wind_pungs": sum(27 <= s.tile < 31 for s in pungs),
        "own_wind_pungs": sum(s.tile == ctx.own_wind for s in pungs),
        "round_wind_pungs": sum(s.tile == ctx.round_wind for s in pungs),
        "green_dragon_pungs": sum(s.tile == 32 for s in pungs),
        "dragon_pairs": sum(t >= 31 for t in pairs),
        "wind_pairs": sum(27 <= t < 31 for t in pairs),
        "own_wind_pairs": list(pairs).count(ctx.own_wind),
        "round_wind_pairs": list(pairs).count(ctx.round_wind),
        "winner": ctx.winner,
        "east": ctx.seat == "E",
        "own_is_round": ctx.own_wind == ctx.round_wind,
        "green_dragon_round": ctx.green_dragon_round,
    }


def _same(facts, plain: dict) -> None:
    got = {name: getattr(facts, name) for name in plain}
    assert got == plain


@pytest.mark.parametrize("ruleset_id", ["nmb", "redbook"])
def test_facts_are_the_plain_reading_of_the_tiles(ruleset_id):
    rs = get_ruleset(ruleset_id)
    for deal in _deals(ruleset_id, 300, 17):
        options = rs.resolve_options({})
        for seat, hand in deal.players.items():
            ctx = rs.context(deal, seat, options)
            full = counts_of(hand.tiles)
            if not ctx.winner:
                sets, pairs = declared_sets(hand)
                for t, n in enumerate(counts_of(hand.concealed)):
                    if n >= 3:
                        sets.append(SetInfo(PUNG, t, False, True))
                    elif n == 2:
                        pairs.append(t)
                facts = facts_of(sets, pairs, tile_facts(set(hand.tiles)), ctx)
                _same(facts, _plain_facts(sets, pairs, full, ctx))
                continue
            concealed = counts_of(hand.concealed)
            declared, declared_pairs = declared_sets(hand)
            for t in declared_pairs:
                concealed[t] += 2
            for r in _standard_readings(
                concealed,
                full,
                declared,
                ctx.winning_tile,
                self_drawn=ctx.self_drawn,
                discard_pung_open=True,
                pe_ling=False,
            ):
                facts = facts_of(
                    r.sets, r.pairs, tile_facts_of_counts(full), ctx, placement=r.placement
                )
                _same(facts, _plain_facts(r.sets, r.pairs, full, ctx))
                assert facts.placement == r.placement
                assert facts.self_drawn == ctx.self_drawn
                assert facts.fully_concealed == ctx.fully_concealed
                assert facts.winning_c1 == (ctx.winning_tile == C1)
                assert facts.winning_c5 == (ctx.winning_tile == C5)
                assert facts.conditions == ctx.conditions


def _clear_caches() -> None:
    table._COUNTS.clear()
    for ruleset_id in ("nmb", "redbook"):
        get_ruleset(ruleset_id)._loser_counts.clear()
    for cache in (*shapes._SUIT_PARTS, *shapes._GROUP_INFO):
        cache.clear()


def _outcome(rs, deal) -> str:
    try:
        return json.dumps(rs.score(deal).as_dict(), sort_keys=True)
    except ScoringError as e:
        return f"refused {e.code}"


@pytest.mark.parametrize("ruleset_id", ["nmb", "redbook"])
def test_the_caches_change_no_result(ruleset_id):
    """Every deal scored with the caches warm (filled by other hands and options) and cold."""
    rs = get_ruleset(ruleset_id)
    rng = random.Random(3)
    deals = _deals(ruleset_id, 120, 29)
    conditions = list(Condition)
    for i, deal in enumerate(deals):
        result = deal.result
        if result.winner and i % 3 == 0:  # some conditions, whatever the tiles
            extra = frozenset(rng.sample(conditions, 2))
            deal = replace(deal, result=replace(result, conditions=result.conditions | extra))
        for options in OPTION_SETS[ruleset_id]:
            scored = replace(deal, options=options)
            warm = _outcome(rs, scored)
            _clear_caches()
            assert _outcome(rs, scored) == warm


def test_options_id_names_the_values():
    rs = get_ruleset("nmb")
    a = rs.resolve_options({})
    b = rs.resolve_options({"exclusive_doubles": "add"})
    assert table.options_id(a) == table.options_id(rs.resolve_options({}))
    assert table.options_id(a) != table.options_id(b)
    chosen = dict(b)
    first = table.options_id(chosen)
    chosen["exclusive_doubles"] = "highest"  # a caller's dict changed after use
    assert table.options_id(chosen) == table.options_id(a) != first


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 33), min_size=1, max_size=18))
def test_tile_facts_from_counts_and_from_kinds_agree(tiles):
    assert tile_facts_of_counts(counts_of(tiles)) == tile_facts(set(tiles))
