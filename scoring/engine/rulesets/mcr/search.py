"""The scoring search: every arrangement of the winner's hand (all standard splits, the
knitted straight, the special hands), the exclusions applied from the table to what each
arrangement scores, and the arrangement worth most (spec §10 P4, "take the highest").

A hand is summarised as a :class:`HandKey` (concealed counts, declared sets as codes, the
winning tile and how it was won), so that every step works on small integers. What recurs
across hands (a suit's splits, a group of sets' elements, the exclusions of a reading) is
worked out once and kept; the whole hand is not, since hands rarely repeat and every kept
hand is more work for the garbage collector.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import NamedTuple

from ...exclusions import Exclusions
from .arrangement import CHOWS_WITH, NO_FIXED, Fixed, arrangement_bits, fixed_sets, may_wait
from .groups import concealed_groups
from .keeping import BIT, INDEX, KEYS, resolve_bits
from .options import McrOptions
from .shapes import (
    KNITTED_SETS,
    PUNG,
    TERMINALS_HONOURS,
    honours_knitted,
    is_seven_pairs,
    is_seven_shifted_pairs,
    is_thirteen_orphans,
    knitted_splits,
    may_be_knitted,
    nine_gates_suit,
)
from .table import BY_KEY, ENTRIES, ORDER, PART_OF, VALUE
from .traits import trait_bits
from .waits import completing_tiles, fifth_copy_waits

#: the club's options as the search reads them (hashable)
Reading = McrOptions


def reading_of(options: Mapping[str, object]) -> Reading:
    """The club's options as a hashable record (built once per choice of options)."""
    return McrOptions.from_options(options)


class HandKey(NamedTuple):
    """What scoring the winner needs, as plain values: ``conc`` the 34 concealed counts (with
    the winning tile), ``fixed`` the declared sets as ``(code, concealed)``, ``seat`` and
    ``prevalent`` wind tiles (27-30), and the win conditions."""

    conc: tuple[int, ...]
    fixed: tuple[tuple[int, bool], ...]
    win: int
    self_drawn: bool
    seat: int
    prevalent: int
    last_wall: bool = False
    kong_replacement: bool = False
    robbing: bool = False
    last_tile: bool = False


class Best(NamedTuple):
    """The best arrangement: ``total`` without flowers, the kept ``elements`` as (key, count),
    the ``shape`` it was read as, and ``unique_wait``: True when one tile alone completes the
    hand (worked out only where it can matter, so False also means "not needed")."""

    total: int
    elements: tuple[tuple[str, int], ...]
    shape: str
    unique_wait: bool


# --- exclusions ----------------------------------------------------------------------------------
_WIN_CONDITIONS = frozenset(
    {
        "self_drawn",
        "last_tile",
        "last_tile_draw",
        "last_tile_claim",
        "out_with_replacement_tile",
        "robbing_the_kong",
    }
)


@lru_cache(maxsize=64)
def table_exclusions(reading: Reading) -> Exclusions:
    """The table's exclusions under the club's readings, in keeping order (the options
    that change a row of the table override what it excludes)."""
    overrides: dict[str, frozenset[str]] = {}
    if not reading.kong_pair_replaces:
        overrides["melded_and_concealed_kong"] = frozenset()
    if reading.all_types_with_lesser_honors:
        key = "lesser_honors_and_knitted_tiles"
        overrides[key] = frozenset(BY_KEY[key].excludes) - {"all_types"}
    if not reading.nine_gates_extras:
        overrides["nine_gates"] = frozenset(VALUE) - _WIN_CONDITIONS - {"nine_gates"}
    return Exclusions.from_rules(
        ENTRIES,
        key=_key_of,
        order=ORDER.__getitem__,
        extra=tuple(PART_OF),
        overrides=overrides,
    )


def _key_of(element_id: str) -> str:
    return element_id.removeprefix("mcr.")


def exclusions(reading: Reading) -> dict[str, frozenset[str]]:
    """What each scoring key excludes under the club's readings (from the table)."""
    return table_exclusions(reading).excludes


def resolve(
    candidates: dict[str, int], excl: dict[str, frozenset[str]]
) -> tuple[int, tuple[tuple[str, int], ...]]:
    """Keep elements from the highest value down, dropping each one a kept element excludes:
    :meth:`Exclusions.drop_excluded`, the plain reading of the rule, kept as the reference
    for :func:`.keeping.resolve_bits`."""
    kept = Exclusions(KEYS, excl).drop_excluded(candidates)
    return sum(VALUE[key] * n for key, n in kept), kept


# --- the search ----------------------------------------------------------------------------------
_FULLY_CONCEALED = BIT["fully_concealed_hand"]
_CONCEALED = BIT["concealed_hand"]
_MELDED_HAND = BIT["melded_hand"]
_SELF_DRAWN = BIT["self_drawn"]
_LAST_TILE_DRAW = BIT["last_tile_draw"]
_LAST_TILE_CLAIM = BIT["last_tile_claim"]
_REPLACEMENT = BIT["out_with_replacement_tile"]
_ROBBING = BIT["robbing_the_kong"]
_LAST_TILE = BIT["last_tile"]
_TILE_HOG = BIT["tile_hog"]
_I_TILE_HOG = INDEX["tile_hog"]
_NINE_GATES = BIT["nine_gates"]
_KNITTED_STRAIGHT = BIT["knitted_straight"]
_HONORS_OR_TERMINALS = BIT["all_honors"] | BIT["all_terminals"]
_TH_MASK = sum(1 << t for t in TERMINALS_HONOURS)
_SUIT_MASKS = (0x1FF, 0x1FF << 9, 0x1FF << 18)


def _keep(reading: Reading) -> tuple[int, ...]:
    """The keeping masks of ``reading``. Readings are shared records (:func:`reading_of`),
    so they are known by identity, without hashing their every field per hand."""
    known = _KEEP.get(id(reading))
    if known is None or known[0] is not reading:
        known = (reading, table_exclusions(reading).keep)
        if len(_KEEP) < 256:
            _KEEP[id(reading)] = known
    return known[1]


_KEEP: dict[int, tuple[Reading, tuple[int, ...]]] = {}


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def best_arrangement(hand: HandKey, reading: Reading) -> Best | None:
    """The arrangement of ``hand`` worth most, or None when it is no winning hand."""
    conc, fixed, win, self_drawn = hand.conc, hand.fixed, hand.win, hand.self_drawn
    conc_mask, fours, ways = concealed_groups(conc)
    if fixed:
        fx = fixed_sets(fixed)
        mask = conc_mask | fx.mask
        # Tile Hog: all four copies of a kind held, not as a declared kong
        hogs = fours - fx.kongs
        for t, n in fx.counts:
            held = conc[t]
            if held == 4:
                hogs -= 1
            if held + n == 4:
                hogs += 1
        open_sets = fx.open_sets
        if not reading.concealed_kong_keeps_concealed:
            open_sets += fx.concealed_kongs
        knitted = knitted_splits(conc) if fx.sets == 1 and may_be_knitted(mask) else ()
        if not ways and not knitted:
            return None
    else:
        fx = NO_FIXED
        mask = conc_mask
        hogs = fours
        open_sets = 0
        knitted = knitted_splits(conc) if may_be_knitted(mask) else ()

    base = trait_bits(mask, reading.all_green_needs_green_dragon)
    if open_sets == 0:
        base |= _FULLY_CONCEALED if self_drawn else _CONCEALED
    elif open_sets == 4 and fx.sets == 4 and not self_drawn:
        base |= _MELDED_HAND
    if self_drawn:
        base |= _SELF_DRAWN
    if hand.last_wall:
        base |= _LAST_TILE_DRAW if self_drawn else _LAST_TILE_CLAIM
    if hand.kong_replacement:
        base |= _REPLACEMENT
    if hand.robbing:
        base |= _ROBBING
    if hand.last_tile:
        base |= _LAST_TILE
    base_many: dict[int, int] = {}
    if hogs > 0:
        base |= _TILE_HOG
        if hogs > 1:
            base_many[_I_TILE_HOG] = hogs

    keep = _keep(reading)
    best_total = -1
    best: tuple[tuple[str, int], ...] = ()
    shape = ""
    unique: bool | None = None
    if ways or knitted:
        # the waits are worked out only when the winning tile sits where a wait could score
        any_end = reading.edge_wait_any_end
        for chows, _, pair in ways:
            if may_wait(chows, pair, win, any_end):
                unique = _wait_is_unique(hand, fx, reading, conc_mask)
                break
        else:
            places = CHOWS_WITH[win]
            body = reading.knitted_body_waits
            for k, sets, pair in knitted:
                if pair == win or not places.isdisjoint(sets) or (body and win in KNITTED_SETS[k]):
                    unique = _wait_is_unique(hand, fx, reading, conc_mask)
                    break
        if (
            not fixed
            and win < 27
            and not mask & ~_SUIT_MASKS[win // 9]
            and nine_gates_suit(conc, win)
        ):
            base_ways = base | _NINE_GATES
        else:
            base_ways = base
        for chows, pungs, pair in ways:
            many = base_many.copy()
            bits = arrangement_bits(
                base_ways, many, hand, fx, chows, pungs, pair, -1, reading, bool(unique), mask
            )
            total, kept = resolve_bits(bits, many, keep)
            if total > best_total:
                best_total, best, shape = total, kept, "standard"
        for k, sets, pair in knitted:
            many = base_many.copy()
            chows = tuple(c for c in sets if c < PUNG)
            pungs = tuple(c - PUNG for c in sets if c >= PUNG)
            bits = arrangement_bits(
                base | _KNITTED_STRAIGHT,
                many,
                hand,
                fx,
                chows,
                pungs,
                pair,
                k,
                reading,
                bool(unique),
                mask,
            )
            total, kept = resolve_bits(bits, many, keep)
            if total > best_total:
                best_total, best, shape = total, kept, "knitted_straight"
    if not fixed:
        special = _special_shape(conc, conc_mask)
        if special is not None:
            bits = base | BIT[special]
            if (
                special in ("seven_pairs", "seven_shifted_pairs")
                and not reading.seven_pairs_honors_terminals
            ):
                bits &= ~_HONORS_OR_TERMINALS
            total, kept = resolve_bits(bits, base_many, keep)
            if total > best_total:
                best_total, best, shape = total, kept, special
    if best_total < 0:
        return None
    if best_total == 0 and not self_drawn and unique is None:
        unique = _wait_is_unique(hand, fx, reading, conc_mask)
    if best_total == 0 and not self_drawn and not unique:
        best_total, best = VALUE["chicken_hand"], (("chicken_hand", 1),)
    return Best(best_total, best, shape, bool(unique))


def _wait_is_unique(hand: HandKey, fx: Fixed, reading: Reading, mask: int) -> bool:
    """One tile alone completes the hand (always True when the club does not ask, AMBIG-5);
    ``mask``: the kinds of the concealed tiles (winning tile included)."""
    if not reading.unique_wait_only:
        return True
    conc, win = hand.conc, hand.win
    taken = list(conc)
    taken[win] -= 1
    before = tuple(taken)
    kinds = mask & ~(1 << win) if conc[win] == 1 else mask
    candidates = completing_tiles(before, fx.sets, kinds)
    if reading.four_held_waits:
        return len(candidates | fifth_copy_waits(before)) == 1
    waits = 0
    for t in candidates:
        # a tile of which the player holds all four cannot come
        held = before[t]
        for u, n in fx.counts:
            if u == t:
                held += n
        if held < 4:
            waits += 1
    return waits == 1


def _special_shape(conc: tuple[int, ...], mask: int) -> str | None:
    """The special hand ``conc`` forms; ``mask`` (the kinds held) rules most out at once."""
    kinds = mask.bit_count()
    if kinds <= 7 and is_seven_pairs(conc):
        return "seven_shifted_pairs" if is_seven_shifted_pairs(conc) else "seven_pairs"
    if not mask & ~_TH_MASK and is_thirteen_orphans(conc):
        return "thirteen_orphans"
    if kinds == 14:
        kind = honours_knitted(conc)
        if kind is not None:
            return f"{kind}_honors_and_knitted_tiles"
    return None
