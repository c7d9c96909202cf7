"""The elements of one arrangement: its sets (declared and concealed) and its pair, the
winning tile's place in them, and what that place makes of the wait.

Kongs and concealed pungs add every element that applies (a hand with three kongs also
"has" a melded kong); the table's exclusions then keep the right ones, so no ``if`` here
decides between elements. Elements are bits in keeping order (:mod:`.keeping`); ``many``
holds the count of a key scored more than once.

The declared sets are summarised once per hand (:class:`Fixed`), the concealed ones come
from :mod:`.groups` as sorted chows (first tiles) and pungs (tiles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .combos import chow_bits, pung_bits
from .keeping import BIT, INDEX
from .shapes import KNITTED, KNITTED_SETS, KONG, PUNG, TERMINALS_HONOURS, set_tiles
from .traits import ALL_RANGE_BITS, HONOUR_MASK, RANGE_BITS_BY_RANKS, all_types, ranks_of

if TYPE_CHECKING:
    from .search import HandKey, Reading

#: The chow codes holding each tile: where a winning tile can make a wait.
CHOWS_WITH = [
    frozenset(c for c in (t - 2, t - 1, t) if t < 27 and c >= 0 and c // 9 == t // 9 and c % 9 <= 6)
    for t in range(34)
]
SET_TILES = [set_tiles(code) for code in range(KONG + 34)]
_SET_MASK = [sum(1 << t for t in set(tiles)) for tiles in SET_TILES]

_TH = frozenset(TERMINALS_HONOURS)
_TERMINAL_CHOWS = frozenset(c for c in range(27) if c % 9 in (0, 6))
_FIVES_CHOWS = frozenset(c for c in range(27) if 2 <= c % 9 <= 4)
_FIVES = frozenset((4, 13, 22))
_EVENS = frozenset(t for t in range(27) if t % 9 in (1, 3, 5, 7))
_TERMINALS = frozenset((0, 8, 9, 17, 18, 26))

_MELDED_KONG = BIT["melded_kong"]
_CONCEALED_KONG = BIT["concealed_kong"]
_TWO_MELDED_KONGS = BIT["two_melded_kongs"]
_MELDED_AND_CONCEALED_KONG = BIT["melded_and_concealed_kong"]
_TWO_CONCEALED_KONGS = BIT["two_concealed_kongs"]
_THREE_KONGS = BIT["three_kongs"]
_FOUR_KONGS = BIT["four_kongs"]
_TWO_CONCEALED_PUNGS = BIT["two_concealed_pungs"]
_THREE_CONCEALED_PUNGS = BIT["three_concealed_pungs"]
_FOUR_CONCEALED_PUNGS = BIT["four_concealed_pungs"]
_ALL_PUNGS = BIT["all_pungs"]
_DRAGON_PUNG = BIT["dragon_pung"]
_PREVALENT_WIND = BIT["prevalent_wind"]
_SEAT_WIND = BIT["seat_wind"]
_WIND_PUNG = BIT["pung_of_terminals_or_honors:winds"]
_TERMINAL_PUNG = BIT["pung_of_terminals_or_honors"]
_ALL_CHOWS = BIT["all_chows"]
_LITTLE_THREE_DRAGONS = BIT["little_three_dragons"]
_LITTLE_FOUR_WINDS = BIT["little_four_winds"]
_PURE_TERMINAL_CHOWS = BIT["pure_terminal_chows"]
_THREE_SUITED_TERMINAL_CHOWS = BIT["three_suited_terminal_chows"]
_OUTSIDE_HAND = BIT["outside_hand"]
_ALL_FIVES = BIT["all_fives"]
_ALL_EVEN_PUNGS = BIT["all_even_pungs"]
_ALL_TYPES = BIT["all_types"]
_EDGE_WAIT = BIT["edge_wait"]
_CLOSED_WAIT = BIT["closed_wait"]
_SINGLE_WAIT = BIT["single_wait"]
_I_DRAGON_PUNG = INDEX["dragon_pung"]
_I_WIND_PUNG = INDEX["pung_of_terminals_or_honors:winds"]
_I_TERMINAL_PUNG = INDEX["pung_of_terminals_or_honors"]

#: Pure / Three-Suited Terminal Chows: the four chows for a pair of fives in each suit.
_PURE_TERMINAL = {4 + 9 * s: (9 * s, 9 * s, 9 * s + 6, 9 * s + 6) for s in range(3)}
_THREE_SUITED_TERMINAL = {
    4 + 9 * s: tuple(sorted(9 * o + r for o in range(3) if o != s for r in (0, 6)))
    for s in range(3)
}


class Fixed(NamedTuple):
    """The declared sets of a hand, summarised: chows (first tiles) and pungs/kongs (tiles),
    sorted; counts and what the kongs score as bits (``kong_many``: counts above one)."""

    sets: int
    chows: tuple[int, ...]
    pungs: tuple[int, ...]
    concealed_pungs: int
    kongs: int
    concealed_kongs: int
    open_sets: int
    kong_bits: int
    kong_many: tuple[tuple[int, int], ...]
    mask: int
    counts: tuple[tuple[int, int], ...]


NO_FIXED = Fixed(0, (), (), 0, 0, 0, 0, 0, (), 0, ())


_FIXED: dict[tuple[tuple[int, bool], ...], Fixed] = {}
_FIXED_LIMIT = 50_000  # hands with none, one or two declared sets share few summaries


def fixed_sets(fixed: tuple[tuple[int, bool], ...]) -> Fixed:
    """Summary of the declared sets ``(code, concealed)``."""
    out = _FIXED.get(fixed)
    if out is None:
        # the summary does not depend on the order the sets were entered in: sets entered
        # in another order share it
        ordered = tuple(sorted(fixed))
        out = _FIXED.get(ordered)
        if out is None:
            out = _fixed_sets(ordered)
        if len(_FIXED) < _FIXED_LIMIT:
            _FIXED[fixed] = _FIXED[ordered] = out
    return out


def _fixed_sets(fixed: tuple[tuple[int, bool], ...]) -> Fixed:
    chows: list[int] = []
    pungs: list[int] = []
    concealed_pungs = melded_kongs = concealed_kongs = open_sets = mask = 0
    counts: dict[int, int] = {}
    for code, concealed in fixed:
        for t in SET_TILES[code]:
            counts[t] = counts.get(t, 0) + 1
        mask |= _SET_MASK[code]
        if code < PUNG:
            chows.append(code)
        elif code < KONG:
            pungs.append(code - PUNG)
            concealed_pungs += concealed
        else:
            pungs.append(code - KONG)
            if concealed:
                concealed_kongs += 1
                concealed_pungs += 1
            else:
                melded_kongs += 1
        if not concealed:
            open_sets += 1
    # kongs: every element that applies; the table's exclusions choose
    bits = 0
    many = []
    if melded_kongs:
        bits |= _MELDED_KONG
        if melded_kongs > 1:
            many.append((INDEX["melded_kong"], melded_kongs))
    if concealed_kongs:
        bits |= _CONCEALED_KONG
        if concealed_kongs > 1:
            many.append((INDEX["concealed_kong"], concealed_kongs))
    if melded_kongs >= 2:
        bits |= _TWO_MELDED_KONGS
    if melded_kongs and concealed_kongs:
        bits |= _MELDED_AND_CONCEALED_KONG
    if concealed_kongs >= 2:
        bits |= _TWO_CONCEALED_KONGS
    if melded_kongs + concealed_kongs >= 3:
        bits |= _THREE_KONGS if melded_kongs + concealed_kongs == 3 else _FOUR_KONGS
    return Fixed(
        len(fixed),
        tuple(sorted(chows)),
        tuple(sorted(pungs)),
        concealed_pungs,
        melded_kongs + concealed_kongs,
        concealed_kongs,
        open_sets,
        bits,
        tuple(many),
        mask,
        tuple(counts.items()),
    )


# hot loop, kept whole for speed (issue 18 allows it: no function over 60 lines elsewhere)
def arrangement_bits(
    bits: int,
    many: dict[int, int],
    hand: HandKey,
    fx: Fixed,
    chows: tuple[int, ...],
    pungs: tuple[int, ...],
    pair: int,
    knitted: int,
    reading: Reading,
    unique: bool,
    mask: int,
) -> int:
    """``bits`` (the hand's own elements) with those of one arrangement added: ``chows``
    and ``pungs`` are the concealed sets, ``pair`` its pair; ``knitted`` is the knitted
    straight's index when the hand is read as one, else -1. Counts go into ``many``."""
    win = hand.win
    concealed_pungs = fx.concealed_pungs + len(pungs)
    # A pung completed by the winning discard is an open pung (AMBIG-22) [002:L170].
    if (
        pungs
        and not hand.self_drawn
        and win in pungs
        and not reading.discard_pung_concealed
        and not any(c <= win <= c + 2 for c in chows)
    ):
        concealed_pungs -= 1

    # kongs and concealed pungs: every element that applies; the table's exclusions choose
    if fx.kong_bits:
        bits |= fx.kong_bits
        many.update(fx.kong_many)
    if concealed_pungs >= 2:
        bits |= _TWO_CONCEALED_PUNGS
        if concealed_pungs >= 3:
            bits |= _THREE_CONCEALED_PUNGS
            if concealed_pungs == 4:
                bits |= _FOUR_CONCEALED_PUNGS
    chows_all = tuple(sorted(fx.chows + chows)) if fx.chows else chows
    pungs_all = tuple(sorted(fx.pungs + pungs)) if fx.pungs else pungs

    # one pung at a time [002:L289-L293, L345-L361]
    dragons = winds = 0
    if pungs_all:
        if len(pungs_all) == 4:
            bits |= _ALL_PUNGS
        wind_pungs = terminal_pungs = 0
        for t in pungs_all:
            if t >= 31:
                dragons += 1
            elif t >= 27:
                winds += 1
                own = False
                if t == hand.prevalent:
                    bits |= _PREVALENT_WIND
                    own = True
                if t == hand.seat:
                    bits |= _SEAT_WIND
                    own = True
                if not own:
                    wind_pungs += 1
            elif t in _TERMINALS:
                terminal_pungs += 1
        if dragons:
            bits |= _DRAGON_PUNG
            if dragons > 1:
                many[_I_DRAGON_PUNG] = dragons
        if wind_pungs:
            bits |= _WIND_PUNG
            if wind_pungs > 1:
                many[_I_WIND_PUNG] = wind_pungs
        if terminal_pungs:
            bits |= _TERMINAL_PUNG
            if terminal_pungs > 1:
                many[_I_TERMINAL_PUNG] = terminal_pungs
        # combinations of sets
        if len(pungs_all) >= 2:
            found, counts = pung_bits(pungs_all)
            bits |= found
            if counts:
                many.update(counts)
    if len(chows_all) >= 2:
        found, counts = chow_bits(chows_all, reading.shifted_chows_mixed_steps)
        bits |= found
        if counts:
            many.update(counts)

    # the pair with the sets
    if not pungs_all and pair < 27:
        bits |= _ALL_CHOWS
    if dragons == 2 and pair >= 31:
        bits |= _LITTLE_THREE_DRAGONS
    if winds == 3 and 27 <= pair <= 30:
        bits |= _LITTLE_FOUR_WINDS
    if len(chows_all) == 4 and pair in _FIVES:
        if chows_all == _PURE_TERMINAL[pair]:
            bits |= _PURE_TERMINAL_CHOWS
        elif chows_all == _THREE_SUITED_TERMINAL[pair]:
            bits |= _THREE_SUITED_TERMINAL_CHOWS
    if knitted < 0:
        if (
            _TERMINAL_CHOWS.issuperset(chows_all)
            and _TH.issuperset(pungs_all)
            and (pair in _TH or not reading.outside_hand_pair)
        ):
            bits |= _OUTSIDE_HAND
        if pair in _FIVES and _FIVES_CHOWS.issuperset(chows_all) and _FIVES.issuperset(pungs_all):
            bits |= _ALL_FIVES
        if not chows_all and pair in _EVENS and _EVENS.issuperset(pungs_all):
            bits |= _ALL_EVEN_PUNGS
    if not (reading.all_types_pair and reading.range_hands_include_pair):
        bits = _pairless_traits(bits, fx, chows, pungs, knitted, reading, mask)

    # the wait [002:L313-L329]: only when one tile alone completes the hand (AMBIG-5), from
    # the winning tile's place in a concealed chow or the pair. The knitted straight is no
    # chow [002:L579] (AMBIG-18): a tile that only completes it makes no wait, but one of a
    # kind the straight also holds that completes a chow or the pair does (the copies are
    # alike, so the winning tile is read where it scores most, spec §10 P4).
    if unique:
        wait = 0
        for code in chows:
            if code <= win <= code + 2:
                pos = win - code
                if pos == 1:
                    wait = wait or _CLOSED_WAIT
                elif (
                    (pos == 2 and code % 9 == 0)
                    or (pos == 0 and code % 9 == 6)
                    or reading.edge_wait_any_end
                ):
                    wait = _EDGE_WAIT
        if not wait and pair == win:
            wait = _SINGLE_WAIT
        if (
            not wait
            and knitted >= 0
            and reading.knitted_body_waits
            and win in KNITTED_SETS[knitted]
        ):
            wait = _knitted_body_wait(win, reading.edge_wait_any_end)
        bits |= wait
    return bits


def _knitted_body_wait(win: int, any_end: bool) -> int:
    """The wait of a tile completing the knitted straight, its group of three (1-4-7, 2-5-8,
    3-6-9) read as a chow (the club's reading ``knitted_body_waits``, AMBIG-18): the middle
    tile a Closed Wait; the 7 of 1-4-7 or the 3 of 3-6-9 an Edge Wait, like 1-2 waiting on 3
    and 8-9 on 7 [002:L315] (any end when ``edge_wait_any_end``)."""
    rank = win % 9
    place = rank // 3  # 0, 1, 2: first, middle, last tile of its group
    if place == 1:
        return _CLOSED_WAIT
    if any_end or (place == 2 and rank % 3 == 0) or (place == 0 and rank % 3 == 2):
        return _EDGE_WAIT
    return 0


def may_wait(chows: tuple[int, ...], pair: int, win: int, any_end: bool) -> bool:
    """Whether the winning tile's place in this arrangement could score a wait (so that
    whether it is the only winning tile needs working out)."""
    if pair == win:
        return True
    for code in chows:
        if code <= win <= code + 2:
            pos = win - code
            if pos == 1 or any_end or (pos == 2 and code % 9 == 0) or (pos == 0 and code % 9 == 6):
                return True
    return False


def _pairless_traits(
    bits: int,
    fx: Fixed,
    chows: tuple[int, ...],
    pungs: tuple[int, ...],
    knitted: int,
    reading: Reading,
    mask: int,
) -> int:
    """All Types / range hands judged on the sets without the pair (AMBIG-10, AMBIG-25)."""
    set_mask = fx.mask
    for c in chows:
        set_mask |= 7 << c
    for t in pungs:
        set_mask |= 1 << t
    if knitted >= 0:
        for t in KNITTED[knitted]:
            set_mask |= 1 << t
    if not reading.all_types_pair:
        bits &= ~_ALL_TYPES
        if all_types(set_mask):
            bits |= _ALL_TYPES
    if not reading.range_hands_include_pair and not mask & HONOUR_MASK:
        bits = bits & ~ALL_RANGE_BITS | RANGE_BITS_BY_RANKS[ranks_of(set_mask)]
    return bits
