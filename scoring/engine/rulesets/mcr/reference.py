"""The MCR reference scorer: the readable specification the fast search
(:func:`.search.best_arrangement`) must agree with, deal for deal (tests/scoring/
test_mcr_reference.py).

Nothing here is quick: every split of the concealed tiles into sets and a pair is
enumerated by a plain recursion (no per-suit groups, no cache), every knitted straight and
special hand is tried without a pre-check, every tile is tried as a wait and the unique
wait always worked out, and the elements are kept from the highest value down by the plain
reading of the rule (:func:`.search.resolve`, spec §10 P1), not as bits. It shares with the
fast scorer only what states the rules: the elements one arrangement earns
(:func:`.arrangement.arrangement_bits`, the table's element rows), the exclusions
(:func:`.search.table_exclusions`, :meth:`Exclusions.drop_excluded`), the shapes (:mod:`.shapes`) and the payments.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...errors import InvalidHand
from ...hand import Deal, ResultKind
from ...result import DealScore
from ...validate import validate_deal
from .arrangement import _fixed_sets, arrangement_bits
from .deal import hand_key
from .keeping import BIT, KEYS
from .ruleset import MCR, _scored, _seats, _settled
from .search import Best, HandKey, Reading, reading_of, table_exclusions
from .settle import false_mahjong_settlement
from .shapes import (
    KNITTED,
    KONG,
    PUNG,
    honours_knitted,
    is_seven_pairs,
    is_seven_shifted_pairs,
    is_thirteen_orphans,
    nine_gates_suit,
    set_tiles,
)
from .table import VALUE
from .traits import trait_bits

Split = tuple[tuple[int, ...], int]  # (set codes, the pair's tile)
Kept = tuple[tuple[str, int], ...]  # the elements kept, with their counts


# --- arrangements ------------------------------------------------------------------------
def splits(counts: list[int], pair: int = -1) -> list[Split]:
    """Every way to use all of ``counts`` as sets and exactly one pair: the lowest tile held
    starts a pair, a pung or a chow [002:L141-L150]. Set codes as in :mod:`.shapes`."""
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
        out += [((PUNG + first, *sets), p) for sets, p in splits(counts, pair)]
        counts[first] += 3
    if first < 27 and first % 9 <= 6 and counts[first + 1] and counts[first + 2]:
        for t in (first, first + 1, first + 2):
            counts[t] -= 1
        out += [((first, *sets), p) for sets, p in splits(counts, pair)]
        for t in (first, first + 1, first + 2):
            counts[t] += 1
    return out


def _suit_by_suit(split: Split) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The order arrangements are tried in, which decides between equal totals: suit by
    suit (dots, bamboo, characters), each suit's set codes, then its pair."""
    sets, pair = split
    return tuple(
        (tuple(sorted(c for c in sets if c % PUNG // 9 == g)), pair if pair // 9 == g else -1)
        for g in range(3)
    )


def arrangements(counts: list[int]) -> list[Split]:
    """Every split, sets in code order, in the order of :func:`_suit_by_suit`."""
    return sorted(((tuple(sorted(s)), p) for s, p in splits(counts)), key=_suit_by_suit)


def knitted_arrangements(conc: tuple[int, ...]) -> list[tuple[int, tuple[int, ...], int]]:
    """A knitted straight held whole, the rest as sets and a pair [002:L562]."""
    out = []
    for k, tiles in enumerate(KNITTED):
        if all(conc[t] for t in tiles):
            rest = list(conc)
            for t in tiles:
                rest[t] -= 1
            out += [(k, sets, pair) for sets, pair in arrangements(rest)]
    return out


def special_shape(conc: tuple[int, ...]) -> str | None:
    """Seven (shifted) pairs, thirteen orphans, honors and knitted tiles [002:L567-L571]."""
    if is_seven_pairs(conc):
        return "seven_shifted_pairs" if is_seven_shifted_pairs(conc) else "seven_pairs"
    if is_thirteen_orphans(conc):
        return "thirteen_orphans"
    kind = honours_knitted(conc)
    return f"{kind}_honors_and_knitted_tiles" if kind is not None else None


def is_complete(conc: tuple[int, ...], declared: int) -> bool:
    """Whether the concealed tiles with ``declared`` sets make a winning hand."""
    counts = list(conc)
    if any(len(sets) == 4 - declared for sets, _ in splits(counts)):
        return True
    if declared <= 1 and knitted_arrangements(conc):
        return True
    return declared == 0 and special_shape(conc) is not None


def unique_wait(hand: HandKey, fixed_counts: Mapping[int, int], reading: Reading) -> bool:
    """One tile alone would have completed the hand [002:L413-L420]; a tile the player holds
    four of (in the hand or melded) cannot come unless option ``four_held_waits``; always True when the club does not
    ask (option ``unique_wait_only`` off, AMBIG-5)."""
    if not reading.unique_wait_only:
        return True
    before = list(hand.conc)
    before[hand.win] -= 1
    waits = 0
    for t in range(34):
        held = before[t] + fixed_counts.get(t, 0)
        if held >= 4 and not reading.four_held_waits:
            continue
        before[t] += 1
        waits += is_complete(tuple(before), len(hand.fixed))
        before[t] -= 1
    return waits == 1


# --- the best arrangement ----------------------------------------------------------------
def _hand_bits(hand: HandKey, reading: Reading, mask: int, open_sets: int, sets: int) -> int:
    """What the whole hand earns whatever its arrangement: its tiles' traits, concealed or
    melded hand, how it was won."""
    bits = trait_bits(mask, reading.all_green_needs_green_dragon)
    if open_sets == 0:
        bits |= BIT["fully_concealed_hand"] if hand.self_drawn else BIT["concealed_hand"]
    elif open_sets == 4 and sets == 4 and not hand.self_drawn:
        bits |= BIT["melded_hand"]
    if hand.self_drawn:
        bits |= BIT["self_drawn"]
    if hand.last_wall:
        bits |= BIT["last_tile_draw"] if hand.self_drawn else BIT["last_tile_claim"]
    if hand.kong_replacement:
        bits |= BIT["out_with_replacement_tile"]
    if hand.robbing:
        bits |= BIT["robbing_the_kong"]
    if hand.last_tile:
        bits |= BIT["last_tile"]
    return bits


def _kept(bits: int, many: Mapping[int, int], reading: Reading) -> tuple[int, Kept]:
    """The candidates as keys and counts, kept by the plain rule."""
    candidates = {key: many.get(i, 1) for i, key in enumerate(KEYS) if bits >> i & 1}
    kept = table_exclusions(reading).drop_excluded(candidates)
    return sum(VALUE[key] * n for key, n in kept), kept


def best(hand: HandKey, reading: Reading) -> Best | None:
    """The arrangement worth most (the first of equals), or None: no winning hand [002 §10
    P4]. A hand worth nothing won on a discard, not on a unique wait, is a chicken hand."""
    conc, fixed = hand.conc, hand.fixed
    fx = _fixed_sets(tuple(sorted(fixed)))
    fixed_counts: dict[int, int] = {}
    for code, _ in fixed:
        for t in set_tiles(code):
            fixed_counts[t] = fixed_counts.get(t, 0) + 1
    kinds = {t for t in range(34) if conc[t]} | set(fixed_counts)
    mask = sum(1 << t for t in kinds)
    kong_tiles = {code - KONG for code, _ in fixed if code >= KONG}
    hogs = sum(1 for t in kinds if conc[t] + fixed_counts.get(t, 0) == 4 and t not in kong_tiles)
    open_sets = sum(1 for code, concealed in fixed if not concealed)
    if not reading.concealed_kong_keeps_concealed:
        open_sets += sum(1 for code, concealed in fixed if concealed and code >= KONG)
    base = _hand_bits(hand, reading, mask, open_sets, len(fixed))
    base_many: dict[int, int] = {}
    if hogs:
        base |= BIT["tile_hog"]
        if hogs > 1:
            base_many[KEYS.index("tile_hog")] = hogs
    unique = unique_wait(hand, fixed_counts, reading)
    found: list[tuple[int, Kept, str]] = []
    ways = [w for w in arrangements(list(conc)) if len(w[0]) == 4 - len(fixed)]
    in_one_suit = hand.win < 27 and all(t // 9 == hand.win // 9 for t in kinds)
    if not fixed and in_one_suit and nine_gates_suit(conc, hand.win):
        base_ways = base | BIT["nine_gates"]
    else:
        base_ways = base
    for sets, pair in ways:
        many = dict(base_many)
        chows = tuple(c for c in sets if c < PUNG)
        pungs = tuple(c - PUNG for c in sets if c >= PUNG)
        bits = arrangement_bits(
            base_ways, many, hand, fx, chows, pungs, pair, -1, reading, unique, mask
        )
        found.append((*_kept(bits, many, reading), "standard"))
    if len(fixed) <= 1:
        for k, sets, pair in knitted_arrangements(conc):
            many = dict(base_many)
            chows = tuple(c for c in sets if c < PUNG)
            pungs = tuple(c - PUNG for c in sets if c >= PUNG)
            bits = arrangement_bits(
                base | BIT["knitted_straight"], many, hand, fx, chows, pungs, pair, k, reading, unique, mask
            )  # fmt: skip
            found.append((*_kept(bits, many, reading), "knitted_straight"))
    special = special_shape(conc) if not fixed else None
    if special is not None:
        bits = base | BIT[special]
        pairs = special in ("seven_pairs", "seven_shifted_pairs")
        if pairs and not reading.seven_pairs_honors_terminals:
            bits &= ~(BIT["all_honors"] | BIT["all_terminals"])
        found.append((*_kept(bits, base_many, reading), special))
    if not found:
        return None
    total, kept, shape = max(found, key=lambda f: f[0])
    if total == 0 and not hand.self_drawn and not unique:
        total, kept = VALUE["chicken_hand"], (("chicken_hand", 1),)
    return Best(total, kept, shape, unique)


# --- the deal ----------------------------------------------------------------------------
def reference_score(rs: MCR, deal: Deal) -> DealScore:
    """The whole deal, as :meth:`~scoring.engine.ruleset.Ruleset.score`: only the winner's
    hand counts [002:L226], paid by the discarder or by everyone [002:L230-L232]; a false
    mahjong pays the penalty and shows the claim's value [002:L234, L339]."""
    options = rs.resolve_options(deal.options)
    validate_deal(deal, rs)
    result = deal.result
    if result.kind is ResultKind.FALSE_MAHJONG:
        return _false_mahjong(deal, options)
    if result.kind is not ResultKind.WIN:
        return rs.score_valid(
            deal, rs.typed_options(options)
        )  # nothing is counted: no fast path to check
    winner = result.winner_seat
    hand = deal.players[winner]
    if hand.dead:
        raise InvalidHand(f"{winner} has a dead hand and cannot win", code="dead_hand")
    if not result.self_drawn and result.discarder is None:
        raise InvalidHand(
            "a win on a discard needs the discarder (or the robbed player)", code="no_discarder"
        )
    key = hand_key(deal, winner, self_drawn=result.self_drawn, conditions=result.conditions)
    reading = reading_of(options)
    found = best(key, reading)
    if found is None:
        raise InvalidHand(
            f"not a winning hand: {winner}'s tiles do not form four sets and a pair or a "
            "special hand",
            code="not_winning",
            seat=winner,
        )
    payer = None if result.self_drawn else result.discarder
    if key.robbing and not reading.robbed_player_pays:
        payer = None
    return _settled(found, reading, _seats(deal), winner, payer, len(hand.bonus))


def _false_mahjong(deal: Deal, options: Mapping[str, object]) -> DealScore:
    claimant = deal.result.claimant
    assert claimant is not None  # a false mahjong names its claimant (validate_deal)
    points = dict.fromkeys(_seats(deal), 0)
    hand = deal.players[claimant]
    found = None
    if hand.known and deal.result.winning_tile is not None:
        try:
            key = hand_key(
                deal, claimant, self_drawn=deal.result.self_drawn, conditions=deal.result.conditions
            )
            found = best(key, reading_of(options))
        except InvalidHand:
            found = None
    elements = {}
    if found is not None:
        elements[claimant] = _scored(found.elements, 0)
        points[claimant] = found.total
    return DealScore(
        "mcr",
        points,
        false_mahjong_settlement(deal.seats, claimant, reading_of(options).false_mahjong_penalty),
        elements=elements,
        fan_total=found.total if found is not None else 0,
        notes=("false mahjong [002:L234]",),
    )


__all__ = ["best", "reference_score"]
