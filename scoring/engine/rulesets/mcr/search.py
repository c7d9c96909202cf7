"""The scoring search: every arrangement of the winner's hand (all standard splits, the
knitted straight, the special hands), the exclusions applied from the table to what each
arrangement scores, and the arrangement worth most (spec §10 P4, "take the highest").

A hand is summarised as a hashable :class:`HandKey` (concealed counts, declared sets as
codes, the winning tile and how it was won), so that a hand scored before is not scored again
and every step works on small integers.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import NamedTuple

from .arrangement import BIT, CHOWS_WITH, SET_TILES, arrangement_elements
from .options import OPTIONS
from .shapes import (
    KNITTED_MASKS,
    KONG,
    honours_knitted,
    is_seven_pairs,
    is_seven_shifted_pairs,
    is_thirteen_orphans,
    knitted_splits,
    nine_gates_suit,
    standard_splits,
)
from .table import BY_KEY, ORDER, VALUE
from .traits import hand_traits
from .waits import waiting_tiles

Reading = NamedTuple("Reading", [(o.name, type(o.default)) for o in OPTIONS])


_READINGS: dict[tuple, Reading] = {}


def reading_of(options: Mapping[str, object]) -> Reading:
    """The club's options as a hashable record (every option has a value after resolving)."""
    key = tuple(options.items())
    reading = _READINGS.get(key)
    if reading is None:
        reading = Reading(*(options.get(o.name, o.default) for o in OPTIONS))
        if len(_READINGS) < 256:
            _READINGS[key] = reading
    return reading


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
def exclusions(reading: Reading) -> dict[str, frozenset[str]]:
    """What each scoring key excludes under the club's readings (from the table)."""
    out = {key: frozenset(BY_KEY[key].excludes) if key in BY_KEY else frozenset() for key in VALUE}
    if not reading.kong_pair_replaces:
        out["melded_and_concealed_kong"] = frozenset()
    if reading.all_types_with_lesser_honors:
        out["lesser_honors_and_knitted_tiles"] -= {"all_types"}
    if not reading.nine_gates_extras:
        out["nine_gates"] = frozenset(VALUE) - _WIN_CONDITIONS - {"nine_gates"}
    return out


def resolve(
    candidates: dict[str, int], excl: dict[str, frozenset[str]]
) -> tuple[int, tuple[tuple[str, int], ...]]:
    """Keep elements from the highest value down, dropping each one a kept element excludes."""
    dropped: set[str] = set()
    kept = []
    total = 0
    for key in sorted(candidates, key=ORDER.__getitem__):
        if key in dropped:
            continue
        n = candidates[key]
        if n <= 0:
            continue
        kept.append((key, n))
        total += VALUE[key] * n
        dropped |= excl[key]
    return total, tuple(kept)


# --- the search ----------------------------------------------------------------------------------
@lru_cache(maxsize=32_768)
def best_arrangement(hand: HandKey, reading: Reading) -> Best | None:
    """The arrangement of ``hand`` worth most, or None when it is no winning hand."""
    conc, fixed, win = hand.conc, hand.fixed, hand.win
    self_drawn = hand.self_drawn
    counts = list(conc)
    kongs = concealed_kongs = open_sets = 0
    for code, concealed in fixed:
        for t in SET_TILES[code]:
            counts[t] += 1
        if code >= KONG:
            kongs += 1
            concealed_kongs += concealed
        if not concealed:
            open_sets += 1
    mask = 0
    hogs = -kongs
    for t, n in enumerate(counts):
        if n:
            mask |= BIT[t]
            if n == 4:
                hogs += 1
    if not reading.concealed_kong_keeps_concealed:
        open_sets += concealed_kongs

    base: dict[str, int] = {}
    if open_sets == 0:
        base["fully_concealed_hand" if self_drawn else "concealed_hand"] = 1
    if open_sets == 4 and len(fixed) == 4 and not self_drawn:
        base["melded_hand"] = 1
    if self_drawn:
        base["self_drawn"] = 1
    if hand.last_wall:
        base["last_tile_draw" if self_drawn else "last_tile_claim"] = 1
    if hand.kong_replacement:
        base["out_with_replacement_tile"] = 1
    if hand.robbing:
        base["robbing_the_kong"] = 1
    if hand.last_tile:
        base["last_tile"] = 1
    if hogs > 0:
        base["tile_hog"] = hogs
    traits = hand_traits(mask, reading.all_green_needs_green_dragon)
    for key in traits:
        base[key] = 1

    excl = exclusions(reading)
    best_total = -1
    best: tuple[tuple[str, int], ...] = ()
    shape = ""
    unique: bool | None = None

    def wait_is_unique() -> bool:
        if not reading.unique_wait_only:
            return True
        before = list(conc)
        before[win] -= 1
        held = list(counts)
        held[win] -= 1
        return len(waiting_tiles(before, len(fixed), held)) == 1

    splits = standard_splits(conc)
    knitted = (
        knitted_splits(conc)
        if len(fixed) <= 1 and any(mask & k == k for k in KNITTED_MASKS)
        else ()
    )
    if splits or knitted:
        # the waits are worked out only when the winning tile sits where a wait could score
        places = CHOWS_WITH[win]
        unique = (
            wait_is_unique()
            if any(pair == win or not places.isdisjoint(sets) for sets, pair in splits)
            or any(pair == win or not places.isdisjoint(sets) for _, sets, pair in knitted)
            else None
        )
        nine_gates = not fixed and nine_gates_suit(conc, win)
        for sets, pair in splits:
            cands = dict(base)
            if nine_gates:
                cands["nine_gates"] = 1
            arrangement_elements(cands, hand, sets, pair, -1, reading, bool(unique), mask)
            total, kept = resolve(cands, excl)
            if total > best_total:
                best_total, best, shape = total, kept, "standard"
        for k, sets, pair in knitted:
            cands = dict(base)
            cands["knitted_straight"] = 1
            arrangement_elements(cands, hand, sets, pair, k, reading, bool(unique), mask)
            total, kept = resolve(cands, excl)
            if total > best_total:
                best_total, best, shape = total, kept, "knitted_straight"
    if not fixed:
        special = _special_shape(conc)
        if special is not None:
            cands = dict(base)
            cands[special] = 1
            if (
                special in ("seven_pairs", "seven_shifted_pairs")
                and not reading.seven_pairs_honors_terminals
            ):
                cands.pop("all_honors", None)
                cands.pop("all_terminals", None)
            total, kept = resolve(cands, excl)
            if total > best_total:
                best_total, best, shape = total, kept, special
    if best_total < 0:
        return None
    if best_total == 0 and not self_drawn and unique is None:
        unique = wait_is_unique()
    if best_total == 0 and not self_drawn and not unique:
        best_total, best = VALUE["chicken_hand"], (("chicken_hand", 1),)
    return Best(best_total, best, shape, bool(unique))


def _special_shape(conc: tuple[int, ...]) -> str | None:
    if is_seven_pairs(conc):
        return "seven_shifted_pairs" if is_seven_shifted_pairs(conc) else "seven_pairs"
    if is_thirteen_orphans(conc):
        return "thirteen_orphans"
    kind = honours_knitted(conc)
    if kind is not None:
        return f"{kind}_honors_and_knitted_tiles"
    return None
