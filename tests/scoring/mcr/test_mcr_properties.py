"""Properties over random winning deals (``random_winning_deal``): every settlement sums to
zero; the order the melds (and concealed tiles) are listed in does not change the result;
no element is ever scored together with one it excludes; quick entry is zero-sum too."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.engine import QuickEntry, get_ruleset
from scoring.engine.errors import InvalidHand
from scoring.engine.hand import Condition, ResultKind, WinResult
from scoring.engine.rulesets.mcr import random_winning_deal
from scoring.engine.rulesets.mcr.deal import hand_key
from scoring.engine.rulesets.mcr.search import best_arrangement, exclusions, reading_of

RS = get_ruleset("mcr")
OPTIONS = RS.resolve_options({})
seeds = st.integers(min_value=0, max_value=2**32 - 1)


#: the options issue 20 added, each at every value (the others at their defaults)
new_options = st.fixed_dictionaries({"four_held_waits": st.booleans()})


@settings(max_examples=300, deadline=None)
@given(seeds, new_options)
def test_random_winning_deals_score_and_sum_to_zero(seed, options):
    deal = replace(random_winning_deal(random.Random(seed)), options=options)
    # a valid winning hand never raises but under the minimum (settled as the claim it is)
    result = RS.score(deal, claim_below_minimum=True)
    assert sum(result.settlement.as_dict().values()) == 0
    assert set(result.settlement.as_dict()) == {"E", "S", "W", "N"}
    winner = deal.result.winner
    if result.settlement[winner] > 0:
        assert result.fan_total >= 8
        assert result.points[winner] == result.fan_total


@settings(max_examples=200, deadline=None)
@given(seeds, st.randoms(use_true_random=False), new_options)
def test_meld_order_does_not_matter(seed, shuffler, options):
    deal = replace(random_winning_deal(random.Random(seed)), options=options)
    winner = deal.result.winner
    hand = deal.players[winner]
    melds = list(hand.melds)
    concealed = list(hand.concealed)
    shuffler.shuffle(melds)
    shuffler.shuffle(concealed)
    players = dict(deal.players)
    players[winner] = replace(hand, melds=tuple(melds), concealed=tuple(concealed))
    other = replace(deal, players=players)
    a = RS.score(deal, claim_below_minimum=True)
    b = RS.score(other, claim_below_minimum=True)
    assert a.fan_total == b.fan_total
    assert a.settlement.as_dict() == b.settlement.as_dict()
    assert [e.element.id for e in a.elements[winner]] == [e.element.id for e in b.elements[winner]]


@settings(max_examples=300, deadline=None)
@given(seeds)
def test_no_element_with_one_it_excludes(seed):
    deal = random_winning_deal(random.Random(seed))
    result = deal.result
    reading = reading_of(OPTIONS)
    key = hand_key(deal, result.winner, self_drawn=result.self_drawn, conditions=result.conditions)
    best = best_arrangement(key, reading)
    assert best is not None
    kept = [k for k, _ in best.elements]
    excl = exclusions(reading)
    for a in kept:
        assert not excl[a] & set(kept), (a, excl[a] & set(kept))
    assert sum(n for _, n in best.elements) >= 1


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from("ESWN"),
    st.sampled_from("ESWN"),
    st.integers(min_value=0, max_value=400),
    st.booleans(),
    st.booleans(),
)
def test_quick_entry_sums_to_zero(winner, discarder, total, self_drawn, robbing):
    if discarder == winner:
        discarder = None
    conditions = frozenset({Condition.ROBBING_KONG}) if robbing and not self_drawn else frozenset()
    result = WinResult(
        ResultKind.WIN,
        winner=winner,
        self_drawn=self_drawn or discarder is None,
        discarder=None if self_drawn else discarder,
        conditions=conditions,
    )
    entry = QuickEntry("mcr", ("E", "S", "W", "N"), result, points={winner: total})
    try:
        score = RS.settle_quick(entry, OPTIONS)
    except InvalidHand:
        return
    assert sum(score.settlement.as_dict().values()) == 0


_WALL = [t for t in range(34) for _ in range(4)]


@settings(max_examples=300, deadline=None)
@given(seeds, st.booleans(), st.sampled_from(["win", "false_mahjong"]))
def test_any_fourteen_tiles_score_or_refuse_clearly(seed, self_drawn, kind):
    """Random tiles (mostly no winning hand): a score or an InvalidHand, nothing else."""
    from scoring.engine import score_dict
    from scoring.engine.tiles import format_tiles

    rng = random.Random(seed)
    tiles = rng.sample(_WALL, 14)
    data = {
        "ruleset": "mcr",
        "prevailing_wind": "E",
        "players": {
            "E": {},
            "S": {"melds": [], "concealed": format_tiles(tiles).split()},
            "W": {},
            "N": {},
        },
        "result": {
            "kind": kind,
            "winner": "S" if kind == "win" else None,
            "claimant": "S" if kind == "false_mahjong" else None,
            "winning_tile": format_tiles(tiles[:1]),
            "self_drawn": self_drawn,
            "discarder": None if self_drawn else "N",
        },
    }
    try:
        result = score_dict(data)
    except InvalidHand as error:
        assert error.code == "not_winning" and kind == "win"
        return
    assert sum(result.settlement.as_dict().values()) == 0


def _special_tiles(rng: random.Random) -> list[int]:
    from scoring.engine.rulesets.mcr.shapes import KNITTED, TERMINALS_HONOURS

    kind = rng.randrange(4)
    if kind == 0:  # seven pairs
        kinds = rng.sample(range(34), 7)
        return [t for t in kinds for _ in range(2)]
    if kind == 1:  # thirteen orphans
        return [*TERMINALS_HONOURS, rng.choice(TERMINALS_HONOURS)]
    knitted = list(rng.choice(KNITTED))
    if kind == 2:  # knitted straight + a set + a pair
        first = rng.choice([t for t in range(27) if t % 9 <= 6])
        pair = rng.randrange(34)
        return [*knitted, first, first + 1, first + 2, pair, pair]
    honours = rng.sample(range(27, 34), rng.choice((5, 6, 7)))
    return rng.sample(knitted, 14 - len(honours)) + honours


@settings(max_examples=300, deadline=None)
@given(seeds, st.booleans())
def test_special_hands_keep_the_exclusions(seed, self_drawn):
    from collections import Counter

    from scoring.engine import score_dict
    from scoring.engine.tiles import format_tiles

    rng = random.Random(seed)
    tiles = _special_tiles(rng)
    if max(Counter(tiles).values()) > 4:
        return
    data = {
        "ruleset": "mcr",
        "prevailing_wind": "E",
        "players": {"E": {}, "S": {"concealed": format_tiles(tiles).split()}, "W": {}, "N": {}},
        "result": {
            "kind": "win",
            "winner": "S",
            "winning_tile": format_tiles([rng.choice(tiles)]),
            "self_drawn": self_drawn,
            "discarder": None if self_drawn else "W",
        },
    }
    result = score_dict(data)
    ids = {e.element.id.split(".")[1] for e in result.elements["S"]}
    excl = exclusions(reading_of(OPTIONS))
    for a in ids:
        assert not excl[a] & ids
    assert sum(result.settlement.as_dict().values()) == 0


@settings(max_examples=300, deadline=None)
@given(seeds)
def test_waits_match_brute_force(seed):
    """The group-by-group waits equal trying every tile on the full decomposition."""
    from scoring.engine.rulesets.mcr.shapes import (
        honours_knitted,
        is_seven_pairs,
        is_thirteen_orphans,
        knitted_splits,
        standard_splits,
    )
    from scoring.engine.rulesets.mcr.waits import waiting_tiles

    deal = random_winning_deal(random.Random(seed))
    key = hand_key(
        deal,
        deal.result.winner,
        self_drawn=deal.result.self_drawn,
        conditions=deal.result.conditions,
    )
    before = list(key.conc)
    before[key.win] -= 1
    melds = len(key.fixed)
    held = list(before)
    expected = set()
    for t in range(34):
        if before[t] >= 4:
            continue
        before[t] += 1
        c = tuple(before)
        if (
            standard_splits(c)
            or (melds <= 1 and knitted_splits(c))
            or (melds == 0 and (is_seven_pairs(c) or is_thirteen_orphans(c) or honours_knitted(c)))
        ):
            expected.add(t)
        before[t] -= 1
    assert waiting_tiles(before, melds, held) == expected


@settings(max_examples=300, deadline=None)
@given(seeds)
def test_special_hand_waits_match_brute_force(seed):
    from collections import Counter

    from scoring.engine.rulesets.mcr.shapes import (
        honours_knitted,
        is_seven_pairs,
        is_thirteen_orphans,
        knitted_splits,
        standard_splits,
    )
    from scoring.engine.rulesets.mcr.waits import waiting_tiles

    rng = random.Random(seed)
    tiles = _special_tiles(rng)
    if max(Counter(tiles).values()) > 4:
        return
    tiles.remove(rng.choice(tiles))
    before = [0] * 34
    for t in tiles:
        before[t] += 1
    expected = set()
    for t in range(34):
        if before[t] >= 4:
            continue
        before[t] += 1
        c = tuple(before)
        if (
            standard_splits(c)
            or knitted_splits(c)
            or is_seven_pairs(c)
            or is_thirteen_orphans(c)
            or honours_knitted(c)
        ):
            expected.add(t)
        before[t] -= 1
    assert waiting_tiles(before, 0, list(before)) == expected
