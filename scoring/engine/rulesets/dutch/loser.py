"""A loser's count: the melds, and the pungs and pairs among the loose tiles [000:L361,
L367], capped at the limit; a hand one tile from an irregular limit hand earns half its
value [000:L219, L589]. The count is looked up by the hand's :mod:`.summary` in the
ruleset's bounded cache (:attr:`.base.DutchRuleset._loser_counts`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scoring.engine.hand import Condition, MeldKind, PlayerHand

from .facts import _SUITS_IN_MASK, Facts, bonus_facts, facts_of, tile_facts
from .limits import LimitHand
from .options import DutchOptions
from .reading import WIND_TILE, Context, SetInfo, declared_sets
from .shapes import PUNG, irregular_candidates
from .summary import (
    _LOSER_SUITS,
    CHOW,
    PAIR,
    PAIR_UNITS_SHIFT,
    THREES_SHIFT,
    loser_honours,
    loser_suit,
    meld_summary,
)
from .table import count_reading, options_id, scored
from .winner import PlayerScore

if TYPE_CHECKING:
    from .base import DutchRuleset

#: bound of a ruleset's loser counts cache (``DutchRuleset._loser_counts``)
LOSER_CACHE_SIZE = 100_000
_NO_CONDITIONS: frozenset[Condition] = frozenset()
_SIMPLE = 32  # the simple bit of facts._KIND_BITS


def loser_facts(ctx: Context) -> Facts:
    """A loser's facts read the plain way: the declared melds, a concealed pung of each
    kind held three or four times, a pair of each kind held twice [000:L361, L367]."""
    hand = ctx.hand
    melds = hand.melds
    sets, pairs = declared_sets(hand) if melds else ([], [])
    concealed = [0] * 34
    for tile in hand.concealed:
        if tile < 34:
            concealed[tile] += 1
    for t in range(34):
        n = concealed[t]
        if n >= 3:
            sets.append(SetInfo(PUNG, t, False, True))
        elif n == 2:
            pairs.append(t)
    tiles = tile_facts(set(hand.tiles) if melds else set(hand.concealed))
    return facts_of(sets, pairs, tiles, ctx)


def best_irregular_wait(
    rs: DutchRuleset, concealed: list[int], ctx: Context
) -> tuple[LimitHand, int] | None:
    best: tuple[LimitHand, int] | None = None
    options = ctx.options
    for t in irregular_candidates(concealed):
        if concealed[t] >= 4:
            continue
        concealed[t] += 1
        for hand in rs.shape_limits(concealed, ctx):
            if not rs.is_irregular(hand, options):
                continue
            value = rs.limit_value(hand, options)
            if best is None or value > best[1]:
                best = (hand, value)
        concealed[t] -= 1
    return best


def score_loser_of(rs: DutchRuleset, ctx: Context) -> PlayerScore:
    """Melds, and the pungs and pairs among the loose tiles [000:L361, L367]; a waiting
    irregular limit hand earns half its value [000:L219, L589] ([000] A29: the higher)."""
    options_key = ctx.options_key if ctx.options_key >= 0 else options_id(ctx.options)
    return score_loser(
        rs,
        ctx.hand,
        ctx.seat,
        ctx.round_wind,
        ctx.options,
        options_key,
        ctx.green_dragon_round,
        ctx,
    )


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def score_loser(
    rs: DutchRuleset,
    hand: PlayerHand,
    seat: str,
    round_wind: int,
    options: DutchOptions,
    options_key: int,
    green_round: bool,
    ctx: Context | None = None,
) -> PlayerScore:
    """:meth:`score_loser` without a :class:`Context` unless one is needed: the count is
    looked up by the hand's :mod:`.summary` (per-suit, honours and meld parts added up),
    which decides its facts; the facts are read the plain way (:func:`loser_facts`)
    only when that key is new."""
    if hand.dead:
        return PlayerScore(0, (scored(rs.dead_hand, 0),))
    own = WIND_TILE[seat]
    counts = [0] * 42  # bonus tiles among the loose ones count for nothing
    for t in hand.concealed:
        counts[t] += 1
    # each suit's part: the cache looked up here, computed on a miss
    pattern = tuple(counts[0:9])
    sums, bits = _LOSER_SUITS[0].get(pattern) or loser_suit(0, pattern)
    pattern = tuple(counts[9:18])
    part_sums, part_bits = _LOSER_SUITS[1].get(pattern) or loser_suit(1, pattern)
    sums += part_sums
    bits |= part_bits
    pattern = tuple(counts[18:27])
    part_sums, part_bits = _LOSER_SUITS[2].get(pattern) or loser_suit(2, pattern)
    sums += part_sums
    bits |= part_bits
    part_sums, part_bits = loser_honours(tuple(counts[27:34]), own, round_wind)
    sums += part_sums
    bits |= part_bits
    melds = hand.melds
    for m in melds:
        kind = m.kind
        if kind is MeldKind.CHOW:
            part_sums, part_bits = meld_summary(CHOW, m.tiles[0], False, False, own, round_wind)
        elif kind is MeldKind.PAIR:
            part_sums, part_bits = meld_summary(PAIR, m.tiles[0], False, False, own, round_wind)
        else:
            part_sums, part_bits = meld_summary(
                PUNG, m.tiles[0], kind is MeldKind.KONG, m.concealed, own, round_wind
            )
        sums += part_sums
        bits |= part_bits
    # the seat and the table: what the facts read besides the tiles
    table = (seat == "E") | (own == round_wind) << 1 | green_round << 2
    key = (
        options_key,
        sums,
        bits,
        table if not hand.bonus else (table, bonus_facts(hand.bonus, seat)),
    )
    counted = rs._loser_counts.get(key)
    if counted is None:
        if ctx is None:
            ctx = loser_context(hand, seat, round_wind, options, options_key, green_round)
        facts = loser_facts(ctx)
        count = count_reading(rs.rules, facts, options, options_key)
        value, elements = count.score, count.elements
        if options.cap_losers:
            value, elements = rs._capped(value, elements, options)
        if len(rs._loser_counts) >= LOSER_CACHE_SIZE:
            rs._loser_counts.clear()
        counted = rs._loser_counts[key] = PlayerScore(value, elements, count.doubles)
    # 13 concealed tiles one tile from an irregular shape: one suit at most, only
    # terminals and honours, or six pairs and no pung (one pung with option
    # seven_pairs_four_of_a_kind: its fourth tile makes the seventh pair)
    threes = (sums >> THREES_SHIFT) & 15
    if not melds and (
        _SUITS_IN_MASK[bits & 7] <= 1
        or not bits & _SIMPLE
        or (
            (sums >> PAIR_UNITS_SHIFT) & 15 >= 6
            and (not threes or (threes == 1 and options.seven_pairs_four_of_a_kind))
        )
    ):
        if ctx is None:
            ctx = loser_context(hand, seat, round_wind, options, options_key, green_round)
        waiting = best_irregular_wait(rs, counts[:34], ctx)
        if waiting is not None:
            half = waiting[1] // 2
            if half > counted.value or options.waiting_irregular == "half":
                # the marker row (0) says why the hand counts at half its value
                marker = scored(rs.waiting_irregular, 0)
                return PlayerScore(half, (marker, scored(waiting[0].element, half)))
    return counted


def loser_context(
    hand: PlayerHand,
    seat: str,
    round_wind: int,
    options: DutchOptions,
    options_key: int,
    green_round: bool,
) -> Context:
    return Context(
        seat,
        WIND_TILE[seat],
        round_wind,
        options,
        hand,
        False,
        -1,
        False,
        _NO_CONDITIONS,
        green_round,
        options_key,
    )
