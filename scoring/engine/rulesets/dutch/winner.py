"""The winner's hand: every reading searched, the one worth most kept ([000] A26).

Readings are every split of the concealed tiles into sets + pair, with every place the
winning tile can take (a pung completed by a discard is open: FORMAT.md, [000] A12), the
Pe-ling reading (a winning c1 counted as b1 [000:L311]), and the 14 concealed tiles as one
irregular shape. A reading that is a limit hand earns its flat value, nothing else
[000:L219, L221]; an ordinary reading earns points x 2^doubles, capped at the limit
[000:L217]. A reading needs the club's minimum of doubles unless it is an irregular limit
hand [000:L119].
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from scoring.engine.elements import ScoredElement
from scoring.engine.errors import BelowMinimum, InvalidHand
from scoring.engine.tiles import Tile, counts_of, format_tiles

from .facts import bonus_facts, facts_of, tile_facts_of_counts
from .reading import B1, C1, C5, Context, Reading, SetInfo, declared_sets
from .shapes import (
    CHOW,
    PUNG,
    could_wait_irregular,
    decompositions,
    irregular_candidates,
    standard_waits,
)
from .splits import OPEN_PUNG, RawReading, honour_part, raw_readings, reading_of
from .summary import meld_summary
from .table import options_id

#: bound of a ruleset's reading values cache (``DutchRuleset._reading_values``)
READING_CACHE_SIZE = 100_000

if TYPE_CHECKING:
    from .base import DutchRuleset


class PlayerScore(NamedTuple):
    """One player's count: the value, the elements that made it, the doubles."""

    value: int
    elements: tuple[ScoredElement, ...]
    doubles: int = 0


class Candidate(NamedTuple):
    """One reading's value: ``valid`` when it meets the minimum of doubles (or is exempt)."""

    value: int
    valid: bool
    doubles: int
    elements: tuple[ScoredElement, ...]


def _standard_readings(
    concealed: list[int],
    full: list[int],
    declared: list[SetInfo],
    winning: int,
    *,
    self_drawn: bool,
    discard_pung_open: bool,
    pe_ling: bool,
) -> list[Reading]:
    sets_needed = 4 - len(declared)
    out: list[Reading] = []
    for sets, pair in decompositions(concealed):
        if len(sets) != sets_needed:
            continue
        places: list[tuple[str | None, tuple[int, int] | None]] = []
        if concealed[winning]:
            if pair == winning:
                places.append(("pair", None))
            if not pe_ling:
                seen: set[tuple[int, int]] = set()
                for kind, t in sets:
                    holds = t == winning if kind == PUNG else t <= winning <= t + 2
                    if holds and (kind, t) not in seen:
                        seen.add((kind, t))
                        places.append(("pung" if kind == PUNG else "chow", (kind, t)))
        else:
            places.append((None, None))
        for placement, placed in places:
            built = list(declared)
            open_one = placed is not None and not self_drawn
            for kind, t in sets:
                concealed_set = True
                if open_one and (kind, t) == placed and (kind == CHOW or discard_pung_open):
                    concealed_set = False
                    open_one = False
                built.append(SetInfo(kind, t, False, concealed_set))
            out.append(Reading(tuple(built), (pair,), full, True, placement, False, pe_ling))
    return out


def _waits(rs: DutchRuleset, concealed: list[int], full: list[int], ctx: Context) -> set[int]:
    """The tiles that would have completed the hand (held four times: impossible)."""
    out = {t for t in standard_waits(concealed) if full[t] < 4}
    if not ctx.hand.melds and could_wait_irregular(concealed):  # 13 concealed tiles
        for t in irregular_candidates(concealed):
            if full[t] >= 4 or t in out:
                continue
            concealed[t] += 1
            if rs.shape_limits(concealed, ctx):
                out.add(t)
            concealed[t] -= 1
    return out


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def _evaluate(
    rs: DutchRuleset,
    ctx: Context,
    concealed: list[int],
    full: list[int],
    declared: list[SetInfo],
    *,
    need_waits: bool,
) -> list[Candidate]:
    """Every reading's value. ``concealed`` holds the pair of a pair meld too (a pair
    scores the same open or concealed [000:L639-L641]).

    The readings are summed (:mod:`.splits`): a reading's value is looked up by its sums,
    the tile bits and how the hand was won, which decide its facts; a :class:`Reading` is
    built only for a new key, or when a regular limit hand is still possible."""
    options = ctx.options
    winning = ctx.winning_tile
    own = ctx.own_wind
    round_wind = ctx.round_wind
    self_drawn = ctx.self_drawn
    discard_pung_open = bool(options.discard_pung_open)
    variants: list[tuple[list[int], list[int], int, bool]] = [(concealed, full, winning, False)]
    if winning == C1 and concealed[C1] and full[B1] < 4 and options.pe_ling:
        pc = list(concealed)
        pc[C1] -= 1
        pc[B1] += 1
        pf = list(full)
        pf[C1] -= 1
        pf[B1] += 1
        variants.append((pc, pf, B1, True))
    # the declared melds: their sums, and the bits of their tiles (a pair meld's are in
    # ``concealed``)
    base_sums = meld_bits = 0
    for kind, t, kong, concealed_set in declared:
        if kind == PUNG:
            sums, bits = meld_summary(PUNG, t, kong, concealed_set, own, round_wind)
        else:
            sums, bits = meld_summary(CHOW, t, False, False, own, round_wind)
        base_sums += sums
        meld_bits |= bits
    found: list[tuple[int, list[RawReading], list[int], bool]] = []
    if 3 * (4 - len(declared)) + 2 == sum(concealed):
        for counts, full_counts, w, pe in variants:
            honours = honour_part(tuple(counts[27:34]), own, round_wind)
            opened = OPEN_PUNG[w] if not self_drawn and discard_pung_open else 0
            bits, raws = raw_readings(counts, w, pe, base_sums, honours, opened)
            if raws:
                found.append((bits | meld_bits, raws, full_counts, pe))
    candidates: list[Candidate] = []
    if found and need_waits and concealed[winning]:
        before = list(concealed)
        before[winning] -= 1
        before_full = list(full)
        before_full[winning] -= 1
        waits = _waits(rs, before, before_full, ctx)
        if options.only_possible == "legal_waits":
            waits = {
                t for t in waits if t == winning or _legal_with(rs, ctx, before, full, declared, t)
            }
        ctx.waits = frozenset(waits)
    if found:
        # the winning tile was the only one: on its own place, or (Pe-ling) on b1's
        searched = ctx.waits
        if searched is not None and len(searched) == 1:
            sole_plain = winning in searched
            sole_pe_ling = B1 in searched
        else:
            sole_plain = sole_pe_ling = False
        options_key = ctx.options_key if ctx.options_key >= 0 else options_id(options)
        # everything else the facts read: the seat, the table, how the hand was won
        hand = ctx.hand
        table = (
            ctx.seat == "E",
            own == round_wind,
            ctx.green_dragon_round,
            bonus_facts(hand.bonus, ctx.seat) if hand.bonus else None,
            self_drawn,
            ctx.fully_concealed,
            ctx.conditions,
            winning == C1,
            winning == C5,
        )

        def build(raw: RawReading, full_counts: list[int], pe: bool) -> Reading:
            return reading_of(
                raw,
                declared,
                full_counts,
                pe,
                self_drawn=self_drawn,
                discard_pung_open=discard_pung_open,
            )

        values = rs._reading_values
        for bits, raws, full_counts, pe in found:
            sole_wait = sole_pe_ling if pe else sole_plain
            for raw in raws:
                key = (options_key, raw.sums, bits, raw.placement, pe, sole_wait, table)
                held = values.get(key)
                reading = None
                if held is None:
                    reading = build(raw, full_counts, pe)
                    facts = facts_of(
                        reading.sets,
                        reading.pairs,
                        tile_facts_of_counts(full_counts),
                        ctx,
                        placement=raw.placement,
                        pe_ling=pe,
                        sole_wait=sole_wait,
                    )
                    if len(values) >= READING_CACHE_SIZE:
                        values.clear()
                    held = values[key] = (*rs._standard_value(facts, options_key, ctx), facts)
                ordinary, possible, facts = held
                if not possible:
                    candidates.append(ordinary)
                    continue
                # a regular limit hand is still possible: matched on the tiles
                if reading is None:
                    reading = build(raw, full_counts, pe)
                reading.facts = facts
                candidates.append(rs.value_of_standard(reading, ctx))
    if not ctx.hand.melds and sum(concealed) == 14:
        shape = Reading((), (), full, True, None, True)
        value = rs.value_of_shape(shape, ctx)
        if value is not None:
            candidates.append(value)
    return candidates


def _legal_with(
    rs: DutchRuleset,
    ctx: Context,
    before: list[int],
    full: list[int],
    declared: list[SetInfo],
    t: int,
) -> bool:
    """Whether winning on ``t`` instead would have been a valid mahjong ([000] A4, option
    ``only_possible`` = legal_waits)."""
    alt_concealed = list(before)
    alt_concealed[t] += 1
    alt_full = list(full)
    alt_full[ctx.winning_tile] -= 1
    alt_full[t] += 1
    alt = replace(ctx, winning_tile=t, waits=None)
    alternatives = _evaluate(rs, alt, alt_concealed, alt_full, declared, need_waits=False)
    return any(c.valid for c in alternatives)


def score_winner(rs: DutchRuleset, ctx: Context) -> PlayerScore:
    """The winner's best valid reading; :class:`InvalidHand` when there is none."""
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
    candidates = _evaluate(rs, ctx, concealed, full, declared, need_waits=True)
    valid = [c for c in candidates if c.valid]
    if valid:
        best = max(valid, key=lambda c: (c.value, c.doubles))
        return PlayerScore(best.value, best.elements, best.doubles)
    if candidates:
        most = max(c.doubles for c in candidates)
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


__all__ = ["Candidate", "PlayerScore", "score_winner"]
