"""The Dutch rulesets' fast scorer (per-group summaries for the losers' facts, per-split
summaries for the winner's readings, a shorter irregular-wait search, the counting caches)
agrees with the plain reference scorer (:mod:`scoring.engine.rulesets.dutch.reference`) on
every outcome of many random and narrow deals under many option sets: points, elements and
their order, settlement, notes, error codes and messages. A mismatch shows the deal in the
product's notation and the fields that differ.

A larger run (minutes): ``DUTCH_REFERENCE_DEALS=20000 DUTCH_REFERENCE_SEED=5 pytest
tests/scoring/test_dutch_reference.py -k agrees``.
"""

from __future__ import annotations

import os
import random
from dataclasses import replace
from functools import partial

import pytest

from scoring.engine import get_ruleset
from scoring.engine.generate import random_deal
from scoring.engine.hand import Condition, Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from scoring.engine.rulesets.dutch.reference import reference_score
from scoring.engine.tiles import WINDS, Tile
from tests.scoring.reference_check import assert_same

OPTION_SETS = {
    "nmb": [
        {},
        {"min_doubles": 0},
        {
            "min_doubles": 0,
            "exclusive_doubles": "add",
            "only_possible": "legal_waits",
            "heersende_wind": "east",
            "round_to_tens": "nearest",
        },
        {
            "min_doubles": 1,
            "flowers": True,
            "flowers_losers": False,
            "green_dragon_round": True,
            "cap_losers": False,
            "waiting_irregular": "half",
        },
        {
            "min_doubles": 0,
            "pe_ling": False,
            "discard_pung_open": False,
            "open_kong_as_concealed_pung": False,
            "regular_limit_minimum": False,
            "regular_limit_at_least_ordinary": True,
            "nine_gates": "regular",
            "seven_pairs_four_of_a_kind": True,
            "zeer_schone_tweelingen": "any_suits",
            "kop_en_staart_kongs": False,
            "jade_b1": True,
            "alleen_pungs": False,
            "schoon_terminals_only": False,
            "special_tile_doubles": "add",
            "kong_on_kong": "add",
            "loose_tile_self_drawn": False,
            "pe_ling_stacks": False,
            "concealed_kong_breaks_concealed": True,
            "kronkelende_slang": 2000,
        },
    ],
    "redbook": [
        {},
        {"superschoon": "zeer_schoon", "round_wind_pair": True, "own_round_wind_stack": False},
        {
            "limit": 1000,
            "min_doubles": 2,
            "cap_ordinary": False,
            "concealed_limit_capped": True,
            "exclusive_doubles": "add",
            "kong_roof_any": True,
            "last_tile_discard": True,
            "waiting_irregular": "half",
        },
        {
            "pe_ling": False,
            "discard_pung_open": False,
            "rode_draak_pung": True,
            "plain_seven_pairs": "quarter_limit",
            "open_kong_as_concealed_pung": True,
            "seven_pairs_four_of_a_kind": True,
            "concealed_kong_breaks_concealed": True,
            "loose_tile_self_drawn": False,
            "pe_ling_stacks": False,
        },
    ],
}

_CONDITIONS = list(Condition)


def _narrow_deal(rng: random.Random, ruleset_id: str) -> Deal | None:
    """Four hands from a narrow pool (one suit, terminals and honours, few kinds): limit
    hands, waiting irregular losers, seven pairs, many pungs and many readings."""
    roll = rng.random()
    if roll < 0.35:
        suit = 9 * rng.randrange(3)
        pool = [suit + i for i in range(9)]
        if rng.random() < 0.5:
            pool += rng.sample(range(27, 34), rng.randrange(1, 5))
    elif roll < 0.6:
        pool = [0, 8, 9, 17, 18, 26, *range(27, 34)]
    else:
        pool = rng.sample(range(34), rng.randrange(5, 12))
    seats = WINDS if ruleset_id == "redbook" or rng.random() < 0.8 else ("E", "S", "W")
    counts = [4] * 34  # the whole wall; the hands draw from the pool while it lasts
    if len(seats) == 3:  # no characters, no North
        for t in (*range(18, 27), 30):
            counts[t] = 0
        pool = [t for t in pool if counts[t]] or [0, 8, 27, 31]

    def take(tiles: list[int]) -> bool:
        if any(counts[t] < tiles.count(t) for t in set(tiles)):
            return False
        for t in tiles:
            counts[t] -= 1
        return True

    def hand(size: int, with_sets: bool) -> PlayerHand | None:
        melds: list[Meld] = []
        concealed: list[int] = []
        target = 4 if size == 14 else rng.randrange(5)
        for _ in range(60):
            if len(melds) + len(concealed) // 3 >= target:
                break
            t = rng.choice(pool)
            kind = rng.choice(("chow", "pung", "pung", "kong", "pair"))
            if kind == "chow" and (t >= 27 or t % 9 > 6):
                continue
            if kind == "pair":
                if size != 14 or not with_sets:
                    continue
                tiles = [t, t]
            else:
                tiles = [t, t + 1, t + 2] if kind == "chow" else [t] * (4 if kind == "kong" else 3)
            if not take(tiles):
                continue
            if kind == "kong" or (with_sets and rng.random() < 0.3 and kind != "pair"):
                meld_kind = {"chow": MeldKind.CHOW, "pung": MeldKind.PUNG, "kong": MeldKind.KONG}
                melds.append(
                    Meld(meld_kind[kind], tuple(map(Tile, tiles)), concealed=rng.random() < 0.4)
                )
            else:
                concealed.extend(tiles)
        loose = size - 3 * len(melds) - len(concealed)
        if size == 14 and not with_sets:  # seven pairs or any 14 loose tiles
            for t in rng.sample(pool, len(pool)):
                if loose >= 2 and counts[t] >= 2:
                    take([t, t])
                    concealed += [t, t]
                    loose -= 2
        if size == 14 and with_sets and loose >= 2:
            for t in rng.sample(pool, len(pool)):
                if counts[t] >= 2:
                    take([t, t])
                    concealed += [t, t]
                    loose -= 2
                    break
        while loose > 0:
            choices = [t for t in pool if counts[t]] or [t for t in range(34) if counts[t]]
            t = rng.choice(choices)
            take([t])
            concealed.append(t)
            loose -= 1
        if loose < 0:
            return None
        return PlayerHand(melds=tuple(melds), concealed=tuple(map(Tile, sorted(concealed))))

    winner = rng.choice(seats)
    players = {}
    for seat in seats:
        got = hand(14 if seat == winner else 13, rng.random() < 0.6)
        if got is None:
            return None
        players[seat] = got
    win = players[winner]
    if not win.concealed:
        return None
    self_drawn = rng.random() < 0.4
    conditions = frozenset(rng.sample(_CONDITIONS, rng.choice((0, 0, 0, 1, 2))))
    return Deal(
        ruleset=ruleset_id,
        prevailing_wind=rng.choice(WINDS),
        players=players,
        result=WinResult(
            kind=ResultKind.WIN,
            winner=winner,
            winning_tile=rng.choice(win.concealed),
            self_drawn=self_drawn,
            discarder=None if self_drawn else rng.choice([s for s in seats if s != winner]),
            conditions=conditions,
        ),
    )


def _irregular_tiles(rng: random.Random) -> list[int]:
    """14 tiles of an irregular (or nearly irregular) shape of the Dutch limit hands."""
    suit = 9 * rng.randrange(3)
    form = rng.randrange(6)
    if form == 0:  # thirteen orphans
        tiles = [0, 8, 9, 17, 18, 26, *range(27, 34)]
        return [*tiles, rng.choice(tiles)]
    if form == 1:  # nine gates
        return (
            [suit] * 3
            + [suit + i for i in range(1, 8)]
            + [suit + 8] * 3
            + [suit + rng.randrange(9)]
        )
    if form == 2:  # wind snake
        return [suit + i for i in range(9)] + [27, 28, 29, 30] + [rng.choice((suit + 4, 28))]
    if form == 3:  # dragon snake or peking
        if rng.random() < 0.5:
            return [suit + i for i in range(9)] + [31, 32, 33] + [rng.choice((27, 29))] * 2
        return [suit + i for i in range(7)] + list(range(27, 34))
    # seven pairs from a narrow pool (one suit, terminals and honours, or honours)
    pool = rng.choice(
        (
            [suit + i for i in range(9)],
            [suit + i for i in range(9)] + list(range(27, 34)),
            [0, 8, 9, 17, 18, 26, *range(27, 34)],
            list(range(27, 34)),
            list(range(34)),
        )
    )
    kinds = rng.sample(pool, min(7, len(pool)))
    while len(kinds) < 7:
        kinds.append(rng.choice(kinds))
    return [t for t in kinds for _ in range(2)]


def _irregular_deal(rng: random.Random, ruleset_id: str) -> Deal | None:
    """A winner with an irregular shape (or nearly) and losers one tile from one."""
    counts = [4] * 34
    players = {}
    winner = rng.choice(WINDS)
    for seat in WINDS:
        tiles = _irregular_tiles(rng)
        if seat != winner:
            tiles.pop(rng.randrange(14))
        tiles = [t for t in tiles if counts[t]]
        for t in tiles:
            counts[t] -= 1
        if any(c < 0 for c in counts):
            return None
        while len(tiles) < (14 if seat == winner else 13):
            t = rng.choice([t for t in range(34) if counts[t]])
            counts[t] -= 1
            tiles.append(t)
        players[seat] = PlayerHand(concealed=tuple(map(Tile, sorted(tiles))))
    self_drawn = rng.random() < 0.5
    return Deal(
        ruleset=ruleset_id,
        prevailing_wind=rng.choice(WINDS),
        players=players,
        result=WinResult(
            kind=ResultKind.WIN,
            winner=winner,
            winning_tile=rng.choice(players[winner].concealed),
            self_drawn=self_drawn,
            discarder=None if self_drawn else rng.choice([s for s in WINDS if s != winner]),
        ),
    )


def _deals(ruleset_id: str, count: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    out: list[Deal] = []
    while len(out) < count:
        roll = rng.random()
        if roll < 0.55:
            bonus = ruleset_id == "nmb" and rng.random() < 0.2
            deal = random_deal(rng, ruleset_id, with_losers=True, bonus=bonus)
            if rng.random() < 0.2:
                extra = frozenset(rng.sample(_CONDITIONS, rng.randrange(1, 3)))
                deal = replace(deal, result=replace(deal.result, conditions=extra))
        elif roll < 0.85:
            deal = _narrow_deal(rng, ruleset_id)
        else:
            deal = _irregular_deal(rng, ruleset_id)
        if deal is not None:
            out.append(deal)
    return out


def _with_flowers(deal: Deal, options: dict) -> Deal:
    """The deal under ``options``; a deal with bonus tiles plays the flower variant."""
    if any(h.bonus for h in deal.players.values()):
        options = {**options, "flowers": True}
    return replace(deal, options=options)


def dutch_deals(ruleset_id: str, count: int, seed: int = 3):
    """Every deal under every option set of the ruleset."""
    for deal in _deals(ruleset_id, count, seed):
        for options in OPTION_SETS[ruleset_id]:
            yield _with_flowers(deal, options)


#: deals per option set; ``DUTCH_REFERENCE_DEALS`` for a larger run (docs/benchmarks.md)
DEALS = int(os.environ.get("DUTCH_REFERENCE_DEALS", "700"))


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", ["nmb", "redbook"])
def test_the_fast_scorer_agrees_with_the_reference(ruleset_id):
    rs = get_ruleset(ruleset_id)
    seed = int(os.environ.get("DUTCH_REFERENCE_SEED", "3"))
    for deal in dutch_deals(ruleset_id, DEALS, seed):
        assert_same(rs.score, partial(reference_score, rs), deal)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", ["nmb", "redbook"])
def test_irregular_candidates_miss_no_irregular_shape(ruleset_id):
    """The waits for an irregular shape are searched only among
    :func:`~scoring.engine.rulesets.dutch.shapes.irregular_candidates`: no other tile makes
    one of the table's shape hands, under any option set."""
    from scoring.engine.rulesets.dutch.shapes import irregular_candidates

    rs = get_ruleset(ruleset_id)
    rng = random.Random(41)
    hands = []
    for _ in range(1500):
        tiles = _irregular_tiles(rng)
        tiles.pop(rng.randrange(14))
        if rng.random() < 0.3:  # one tile swapped for any other
            tiles[rng.randrange(13)] = rng.randrange(34)
        counts = [0] * 34
        for t in tiles:
            counts[t] += 1
        if max(counts) <= 4:
            hands.append(counts)
    tried = found = 0
    for options in OPTION_SETS[ruleset_id]:
        resolved = rs.resolve_options(options)
        for counts in hands:
            ctx = rs.context(_irregular_deal_for(ruleset_id), "E", resolved)
            candidates = set(irregular_candidates(counts))
            for t in range(34):
                if counts[t] >= 4:
                    continue
                counts[t] += 1
                matched = rs.shape_limits(counts, ctx)
                counts[t] -= 1
                tried += 1
                if matched:
                    found += 1
                    assert t in candidates, (counts, t, [h.element.id for h in matched])
    assert found > 100, "few shapes met: the test tests little"


def _irregular_deal_for(ruleset_id: str) -> Deal:
    rng = random.Random(1)
    deal = None
    while deal is None:
        deal = _irregular_deal(rng, ruleset_id)
    return deal
