"""The Dutch rulesets' reference scorer: the readable specification the fast scorer
(:mod:`.base`, :mod:`.winner`) must agree with, deal for deal (tests/scoring/
test_dutch_reference.py).

Nothing here is quick: every split of the concealed tiles is enumerated by a plain
recursion, every reading gets its facts read from its sets (:func:`.facts.facts_of`) and
every row of the table applied in table order (:func:`.table._count`), every limit hand is
tried on every reading, every tile is tried as a wait; no cache, no per-suit summary, no
shortened candidate list. It reuses only what states the rules themselves: the table rows
and limit hands, the facts a row reads, the settlement [000:L327-L335].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scoring.engine.elements import ScoredElement
from scoring.engine.errors import BelowMinimum, InvalidHand
from scoring.engine.hand import Deal, ResultKind
from scoring.engine.result import DealScore
from scoring.engine.tiles import Tile, counts_of, format_tiles
from scoring.engine.validate import validate_deal

from .deal import self_drawn_win
from .facts import facts_of, tile_facts_of_counts
from .limits import LimitHand
from .loser import loser_facts
from .reading import B1, C1, WIND_TILE, Context, Reading, SetInfo, declared_sets
from .settlement import settle
from .shapes import CHOW, PUNG
from .table import _count, scored
from .winner import Candidate, PlayerScore

if TYPE_CHECKING:
    from .base import DutchRuleset

Split = tuple[tuple[tuple[int, int], ...], int]  # (sets (kind, first tile), the pair's tile)


# --- splits ------------------------------------------------------------------------------
def splits(counts: list[int], pair: int = -1) -> list[Split]:
    """Every way to use all of ``counts`` as sets and exactly one pair: the lowest tile held
    starts a pair, a pung or a chow (in that order) [000:L236-L238]."""
    first = next((t for t in range(34) if counts[t]), -1)
    if first < 0:
        return [((), pair)] if pair >= 0 else []
    out: list[Split] = []
    if pair < 0 and counts[first] >= 2:
        counts[first] -= 2
        out += splits(counts, first)
        counts[first] += 2
    if counts[first] >= 3:
        counts[first] -= 3
        out += [(((PUNG, first), *sets), p) for sets, p in splits(counts, pair)]
        counts[first] += 3
    if first < 27 and first % 9 <= 6 and counts[first + 1] and counts[first + 2]:
        for t in (first, first + 1, first + 2):
            counts[t] -= 1
        out += [(((CHOW, first), *sets), p) for sets, p in splits(counts, pair)]
        for t in (first, first + 1, first + 2):
            counts[t] += 1
    return out


Place = tuple[str | None, tuple[int, int] | None]


def _places(
    sets: tuple[tuple[int, int], ...], pair: int, winning: int, concealed: list[int]
) -> list[Place]:
    """Where the winning tile may sit in one split ([000] A12): the pair, each distinct set
    holding it; None when it lies in a declared meld."""
    if not concealed[winning]:
        return [(None, None)]
    places: list[Place] = []
    if pair == winning:
        places.append(("pair", None))
    for kind, t in dict.fromkeys(sets):
        if (t == winning) if kind == PUNG else (t <= winning <= t + 2):
            places.append(("pung" if kind == PUNG else "chow", (kind, t)))
    return places


def readings(
    concealed: list[int],
    full: list[int],
    declared: list[SetInfo],
    winning: int,
    ctx: Context,
    pe: bool,
) -> list[Reading]:
    """Every reading of the winner's sets: a split of the concealed tiles, the place of the
    winning tile; a set completed by a discard is open (a pung only with option
    ``discard_pung_open``) [000:L260; FORMAT.md]. Pe-ling: the c1 counted as b1 is the pair
    or lies in a meld, never in a concealed set [000:L311]."""
    discard_pung_open = bool(ctx.options.discard_pung_open)
    out: list[Reading] = []
    for sets, pair in splits(list(concealed)):
        if len(sets) != 4 - len(declared):
            continue
        places = _places(sets, pair, winning, concealed)
        if pe:
            places = [p for p in places if p[0] in ("pair", None)]
        for placement, placed in places:
            built = list(declared)
            open_one = placed is not None and not ctx.self_drawn
            for kind, t in sets:
                is_concealed = True
                if open_one and (kind, t) == placed and (kind == CHOW or discard_pung_open):
                    is_concealed = open_one = False
                built.append(SetInfo(kind, t, False, is_concealed))
            out.append(Reading(tuple(built), (pair,), full, True, placement, False, pe))
    return out


# --- values ------------------------------------------------------------------------------
def shape_limits(rs: DutchRuleset, counts: list[int], ctx: Context) -> list[LimitHand]:
    """The irregular limit hands the tiles ``counts`` make, each tried [000:L219]."""
    shape = Reading((), (), counts, ctx.winner, None, True)
    return [h for h in rs.limit_hands if h.on == "shape" and h.match(shape, ctx)]


def best_limit(
    rs: DutchRuleset, hands: list[LimitHand], ctx: Context
) -> tuple[LimitHand, int, tuple[ScoredElement, ...]]:
    """The limit hand worth most (the first of equals)."""
    values = [(h, *rs._limit_total(h, ctx)) for h in hands]
    return max(values, key=lambda v: v[1])


def standard_value(rs: DutchRuleset, reading: Reading, ctx: Context) -> Candidate:
    """An ordinary reading: a regular limit hand, or points x 2^doubles capped at the limit
    [000:L217, L221]; it needs the minimum of doubles unless exempt [000:L119]."""
    options = ctx.options
    count = _count(rs.rules, reading.facts, options)
    value, elements = rs._capped(count.score, count.elements, options)
    ordinary = Candidate(value, count.doubles >= rs.min_doubles(options), count.doubles, elements)
    matched = [h for h in rs.limit_hands if h.on != "shape" and h.match(reading, ctx)]
    if not matched:
        return ordinary
    hand, value, elements = best_limit(rs, matched, ctx)
    if options.regular_limit_at_least_ordinary and ordinary.value > value:
        value, elements = ordinary.value, ordinary.elements
    exempt = rs.is_irregular(hand, options) or not options.regular_limit_minimum
    return Candidate(value, exempt or ordinary.valid, ordinary.doubles, elements)


def shape_value(rs: DutchRuleset, full: list[int], ctx: Context) -> Candidate | None:
    """14 concealed tiles as one irregular shape, exempt from the minimum [000:L119]; a
    limit hand by how it was won counts on a shape too ([000] A5)."""
    matched = shape_limits(rs, full, ctx)
    if not matched:
        return None
    shape = Reading((), (), full, True, None, True)
    won_as = [h for h in rs.limit_hands if h.on == "any" and h.match(shape, ctx)]
    options = ctx.options
    if won_as and options.regular_limit_minimum and rs.min_doubles(options):
        won_as = [h for h in won_as if rs.is_irregular(h, options)]
    _, value, elements = best_limit(rs, matched + won_as, ctx)
    return Candidate(value, True, 0, elements)


# --- the winner --------------------------------------------------------------------------
def waits(rs: DutchRuleset, before: list[int], before_full: list[int], ctx: Context) -> set[int]:
    """Every tile that would have completed the hand: sets and a pair, or (no melds) an
    irregular shape; a tile held four times cannot come."""
    out = set()
    for t in range(34):
        if before_full[t] >= 4:
            continue
        before[t] += 1
        if splits(list(before)) or (not ctx.hand.melds and shape_limits(rs, before, ctx)):
            out.add(t)
        before[t] -= 1
    return out


def candidates(
    rs: DutchRuleset,
    ctx: Context,
    concealed: list[int],
    full: list[int],
    declared: list[SetInfo],
    *,
    need_waits: bool,
) -> list[Candidate]:
    """Every reading of the winner's hand and its value ([000] A26)."""
    options = ctx.options
    winning = ctx.winning_tile
    variants = [(concealed, full, winning, False)]
    if winning == C1 and concealed[C1] and full[B1] < 4 and options.pe_ling:
        pc, pf = list(concealed), list(full)
        for counts in (pc, pf):
            counts[C1] -= 1
            counts[B1] += 1
        variants.append((pc, pf, B1, True))
    found = []
    if sum(concealed) == 3 * (4 - len(declared)) + 2:
        for counts, full_counts, w, pe in variants:
            found += [
                (r, full_counts, pe) for r in readings(counts, full_counts, declared, w, ctx, pe)
            ]
    if found and need_waits and concealed[winning]:
        before, before_full = list(concealed), list(full)
        before[winning] -= 1
        before_full[winning] -= 1
        held = waits(rs, before, before_full, ctx)
        if options.only_possible == "legal_waits":  # [000] A4
            held = {
                t for t in held if t == winning or legal_with(rs, ctx, before, full, declared, t)
            }
        ctx.waits = frozenset(held)
    out: list[Candidate] = []
    for reading, full_counts, pe in found:
        only = ctx.waits is not None and ctx.waits == {B1 if pe else winning}
        reading.facts = facts_of(
            reading.sets,
            reading.pairs,
            tile_facts_of_counts(full_counts),
            ctx,
            placement=reading.placement,
            pe_ling=pe,
            sole_wait=only,
        )
        out.append(standard_value(rs, reading, ctx))
    if not ctx.hand.melds and sum(concealed) == 14:
        value = shape_value(rs, full, ctx)
        if value is not None:
            out.append(value)
    return out


def legal_with(
    rs: DutchRuleset,
    ctx: Context,
    before: list[int],
    full: list[int],
    declared: list[SetInfo],
    t: int,
) -> bool:
    """Whether winning on ``t`` instead would have been a valid mahjong ([000] A4)."""
    alt_concealed, alt_full = list(before), list(full)
    alt_concealed[t] += 1
    alt_full[ctx.winning_tile] -= 1
    alt_full[t] += 1
    fields = {name: getattr(ctx, name) for name in Context.__slots__}
    alt = Context(**{**fields, "winning_tile": t, "waits": None})
    found = candidates(rs, alt, alt_concealed, alt_full, declared, need_waits=False)
    return any(c.valid for c in found)


def score_winner(rs: DutchRuleset, ctx: Context) -> PlayerScore:
    """The winner's best valid reading, the most doubles among equals."""
    hand = ctx.hand
    concealed = counts_of(hand.concealed)
    full = counts_of(hand.tiles) if hand.melds else list(concealed)
    declared, declared_pairs = declared_sets(hand)
    if len(declared) > 4:
        raise InvalidHand(
            f"a hand has at most 4 sets, {len(declared)} declared ({ctx.seat})",
            code="too_many_sets",
        )
    for t in declared_pairs:
        concealed[t] += 2
    found = candidates(rs, ctx, concealed, full, declared, need_waits=True)
    valid = [c for c in found if c.valid]
    if valid:
        best = max(valid, key=lambda c: (c.value, c.doubles))
        return PlayerScore(best.value, best.elements, best.doubles)
    if found:
        most = max(c.doubles for c in found)
        need = rs.min_doubles(ctx.options)
        raise BelowMinimum(
            f"needs at least {need} doubles to go out, has {most}: "
            "record the claim as a false mahjong",
            code="too_few_doubles",
            seat=ctx.seat,
            needed=need,
            given=most,
        )
    raise InvalidHand(
        f"not a winning hand: {ctx.seat} {format_tiles(hand.tiles)} is not four sets and a pair "
        f"nor a limit hand (winning tile {Tile(ctx.winning_tile)})",
        code="not_winning",
        seat=ctx.seat,
    )


# --- the losers --------------------------------------------------------------------------
def score_loser(rs: DutchRuleset, ctx: Context) -> PlayerScore:
    """Melds, and the pungs and pairs among the loose tiles [000:L361, L367], capped unless
    option ``cap_losers`` is off; a hand one tile from an irregular limit hand earns half its
    value when that is more (or always, option ``waiting_irregular``) [000:L219, L589]."""
    if ctx.hand.dead:
        return PlayerScore(0, (scored(rs.dead_hand, 0),))
    options = ctx.options
    count = _count(rs.rules, loser_facts(ctx), options)
    value, elements = count.score, count.elements
    if options.cap_losers:
        value, elements = rs._capped(value, elements, options)
    if not ctx.hand.melds:
        concealed = counts_of(t for t in ctx.hand.concealed if t < 34)
        best: tuple[LimitHand, int] | None = None
        for t in range(34):
            if concealed[t] >= 4:
                continue
            concealed[t] += 1
            for hand in shape_limits(rs, concealed, ctx):
                worth = rs.limit_value(hand, options)
                if rs.is_irregular(hand, options) and (best is None or worth > best[1]):
                    best = (hand, worth)
            concealed[t] -= 1
        if best is not None:
            half = best[1] // 2
            if half > value or options.waiting_irregular == "half":
                marker = scored(rs.waiting_irregular, 0)
                return PlayerScore(half, (marker, scored(best[0].element, half)))
    return PlayerScore(value, elements, count.doubles)


# --- the table ---------------------------------------------------------------------------
def reference_score(rs: DutchRuleset, deal: Deal) -> DealScore:
    """The whole deal, as :meth:`~scoring.engine.ruleset.Ruleset.score` (not partial): a hand
    that is no mahjong settles nothing [000:L166, L582]; after a mahjong every player's hand
    counts [000:L225-L233], rounded to tens with option ``round_to_tens`` [000:L394], and the
    winner collects, the others settle their differences [000:L327-L335]."""
    resolved = rs.resolve_options(deal.options)
    validate_deal(deal, rs)
    result = deal.result
    if result.kind is not ResultKind.WIN:
        return rs.score_valid(
            deal, rs.typed_options(resolved)
        )  # nothing is counted: no fast path to check
    options = rs.option_view.from_options(resolved)
    rs.check_table(deal, options)
    winner, tile = result.winner, result.winning_tile
    assert winner is not None  # a win names its winner (validate_deal)
    if tile is None or tile.is_bonus:
        raise InvalidHand("a mahjong needs its winning tile (a playing tile)", code="no_tile")
    if deal.players[winner].dead:
        raise InvalidHand(
            f"{winner} has a dead hand and cannot make mahjong [000:L198]", code="dead_winner"
        )
    round_wind = rs.round_wind(deal, options)
    green = bool(options.green_dragon_round)
    self_drawn = self_drawn_win(result)
    points: dict[str, int] = {}
    elements: dict[str, tuple[ScoredElement, ...]] = {}
    notes: list[str] = []
    for seat in sorted(deal.seats, key=lambda s: s != winner):  # the winner first
        hand = deal.players[seat]
        if seat == winner:
            ctx = Context(
                seat, WIND_TILE[seat], round_wind, options, hand, True, int(tile), self_drawn,
                result.conditions, green,
            )  # fmt: skip
            counted = score_winner(rs, ctx)
        else:
            ctx = Context(
                seat, WIND_TILE[seat], round_wind, options, hand, green_dragon_round=green
            )
            counted = score_loser(rs, ctx)
        value = rs.rounded(counted.value, options)
        if value != counted.value:
            notes.append(f"{seat}: {counted.value} rounded to {value} [000:L394]")
        points[seat], elements[seat] = value, counted.elements
    points = {seat: points[seat] for seat in deal.seats}
    elements = {seat: elements[seat] for seat in deal.seats}
    return DealScore(
        rs.id, points, settle(deal.seats, points, winner), elements, notes=tuple(notes)
    )
