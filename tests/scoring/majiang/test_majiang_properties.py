"""Property tests (hypothesis) over random winning hands (random_winning_deal)."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.engine import (
    QuickEntry,
    ScoringError,
    Unit,
    deal_from_dict,
    deal_to_dict,
    get_ruleset,
    settle_quick,
)
from scoring.engine.decompose import arrangements
from scoring.engine.hand import MeldKind
from scoring.engine.rulesets.majiang import random_winning_deal
from scoring.engine.rulesets.majiang.analysis import _splits
from scoring.engine.tiles import counts_of

RULESET = get_ruleset("majiang")

OPTION_SETS = st.fixed_dictionaries(
    {},
    optional={
        "table": st.sampled_from(["main", "alternative"]),
        "faan_laak": st.sampled_from(["row", "double"]),
        "cumulation": st.sampled_from(["additive", "non_cumulative"]),
        "double_wind": st.sampled_from(["additive", "replaces"]),
        "own_bonus": st.sampled_from(["per_tile", "once"]),
        "replacement_concealed": st.booleans(),
        "east_discarder_compound": st.booleans(),
        "alternative_limit": st.sampled_from([64, 128]),
        "east_single": st.booleans(),
        "no_winning_tile_double": st.booleans(),
    },
)


def deal_for(seed: int, players: int = 4, options: dict | None = None):
    deal = random_winning_deal(random.Random(seed), players=players)
    return dataclasses.replace(deal, options=options or {})


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([3, 4]), OPTION_SETS)
def test_settlement_is_zero_sum(seed, players, options):
    deal = deal_for(seed, players, options)
    score = RULESET.score(deal)
    assert sum(score.settlement.amounts.values()) == 0
    winner = deal.result.winner
    assert score.settlement[winner] > 0
    assert all(score.points[s] == 0 for s in deal.seats if s != winner)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([3, 4]), OPTION_SETS, st.integers(0, 3))
def test_pao_only_changes_who_pays(seed, players, options, pick):
    deal = deal_for(seed, players, options)
    winner = deal.result.winner
    others = [s for s in deal.seats if s != winner]
    pao = others[pick % len(others)]
    normal = RULESET.score(deal)
    liable = RULESET.score(
        dataclasses.replace(deal, result=dataclasses.replace(deal.result, pao=pao))
    )
    assert sum(liable.settlement.amounts.values()) == 0
    assert liable.settlement[winner] == normal.settlement[winner]
    assert liable.settlement[pao] == -normal.settlement[winner]
    assert all(liable.settlement[s] == 0 for s in others if s != pao)
    assert liable.points == normal.points


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.randoms(use_true_random=False))
def test_meld_and_tile_order_do_not_matter(seed, shuffler):
    deal = deal_for(seed)
    winner = deal.result.winner
    hand = deal.players[winner]
    melds = list(hand.melds)
    concealed = list(hand.concealed)
    bonus = list(hand.bonus)
    shuffler.shuffle(melds)
    shuffler.shuffle(concealed)
    shuffler.shuffle(bonus)
    shuffled = dataclasses.replace(
        hand, melds=tuple(melds), concealed=tuple(concealed), bonus=tuple(bonus)
    )
    other = dataclasses.replace(deal, players={**deal.players, winner: shuffled})
    a, b = RULESET.score(deal), RULESET.score(other)
    assert a.points == b.points
    assert a.settlement == b.settlement
    assert sorted(e.element.id for e in a.elements[winner]) == sorted(
        e.element.id for e in b.elements[winner]
    )


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32), OPTION_SETS)
def test_quick_entry_agrees_with_tile_scoring(seed, options):
    deal = deal_for(seed, 4, options)
    score = RULESET.score(deal)
    winner = deal.result.winner
    if score.fan_total is None:  # limit hand: entered as the limit row
        return
    laak = sum(e.total for e in score.elements[winner] if e.unit is Unit.LAAK)
    entry = QuickEntry(
        "majiang",
        deal.seats,
        deal.result,
        points={winner: score.fan_total},
        laak=laak,
        options=options,
    )
    quick = settle_quick(entry)
    assert quick.settlement == score.settlement
    assert quick.points == score.points


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32))
def test_interchange_round_trip_scores_alike(seed):
    deal = deal_for(seed)
    again = deal_from_dict(deal_to_dict(deal))
    assert RULESET.score(again).settlement == RULESET.score(deal).settlement


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32))
def test_own_split_agrees_with_core_arrangements(seed):
    deal = deal_for(seed)
    hand = deal.players[deal.result.winner]
    core = {
        (
            sum(1 for m in a.sets if m.kind is MeldKind.CHOW),
            sum(1 for m in a.sets if m.kind is not MeldKind.CHOW),
            int(a.pair),
        )
        for a in arrangements(hand.concealed)
    }
    assert set(_splits(tuple(counts_of(hand.concealed)))) == core


TILE_NAMES = [f"{s}{r}" for s in "bck" for r in range(1, 10)] + [
    "E",
    "S",
    "W",
    "N",
    "Rd",
    "Gd",
    "Wd",
]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(TILE_NAMES), min_size=14, max_size=14),
    st.booleans(),
    st.sampled_from(["E", "S", "W", "N"]),
)
def test_random_tiles_never_crash(tiles, self_drawn, winner):
    data = {
        "ruleset": "majiang",
        "prevailing_wind": "E",
        "players": {s: {} for s in "ESWN"} | {winner: {"concealed": tiles}},
        "result": {
            "kind": "win",
            "winner": winner,
            "winning_tile": tiles[0],
            "self_drawn": self_drawn,
            "discarder": None if self_drawn else ("N" if winner != "N" else "E"),
        },
    }
    try:
        score = RULESET.score(deal_from_dict(data))
    except ScoringError:
        return
    assert sum(score.settlement.amounts.values()) == 0
