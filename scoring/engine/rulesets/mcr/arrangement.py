"""The elements of one arrangement: its sets (declared and concealed) and its pair, the
winning tile's place in them, and what that place makes of the wait.

Kongs and concealed pungs add every element that applies (a hand with three kongs also
"has" a melded kong); the table's exclusions then keep the right ones, so no ``if`` here
decides between elements.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .combos import chow_elements, pung_elements
from .shapes import KNITTED, KONG, PUNG, set_tiles
from .traits import HONOUR_MASK, RANGES, all_types, ranks_of

if TYPE_CHECKING:
    from .search import HandKey, Reading

#: The chow codes holding each tile: where a winning tile can make a wait.
CHOWS_WITH = [
    frozenset(c for c in (t - 2, t - 1, t) if t < 27 and c >= 0 and c // 9 == t // 9 and c % 9 <= 6)
    for t in range(34)
]
SET_TILES = [set_tiles(code) for code in range(KONG + 34)]
BIT = [1 << t for t in range(34)]


def arrangement_elements(
    c: dict[str, int],
    hand: HandKey,
    sets: tuple[int, ...],
    pair: int,
    knitted: int,
    reading: Reading,
    unique: bool,
    mask: int,
) -> None:
    """Add the elements of one arrangement: its sets (declared and concealed) and pair.
    ``knitted`` is the knitted straight's index when the hand is read as one, else -1."""
    win = hand.win
    chows: list[int] = []
    pungs: list[int] = []
    concealed_pungs = melded_kongs = concealed_kongs = 0
    for code, concealed in hand.fixed:
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
    for code in sets:
        if code < PUNG:
            chows.append(code)
        else:
            pungs.append(code - PUNG)
            concealed_pungs += 1
    win_in_chow = not CHOWS_WITH[win].isdisjoint(sets)
    # A pung completed by the winning discard is an open pung (AMBIG-22) [002:L170].
    if (
        not hand.self_drawn
        and not win_in_chow
        and not reading.discard_pung_concealed
        and PUNG + win in sets
    ):
        concealed_pungs -= 1

    # kongs and concealed pungs: every element that applies; the table's exclusions choose
    if melded_kongs:
        c["melded_kong"] = melded_kongs
    if concealed_kongs:
        c["concealed_kong"] = concealed_kongs
    if melded_kongs >= 2:
        c["two_melded_kongs"] = 1
    if melded_kongs and concealed_kongs:
        c["melded_and_concealed_kong"] = 1
    if concealed_kongs >= 2:
        c["two_concealed_kongs"] = 1
    if melded_kongs + concealed_kongs >= 3:
        c["three_kongs" if melded_kongs + concealed_kongs == 3 else "four_kongs"] = 1
    if concealed_pungs >= 2:
        c["two_concealed_pungs"] = 1
        if concealed_pungs >= 3:
            c["three_concealed_pungs"] = 1
            if concealed_pungs == 4:
                c["four_concealed_pungs"] = 1
    if len(pungs) == 4:
        c["all_pungs"] = 1

    # one pung at a time [002:L289-L293, L345-L361]
    dragons = winds = 0
    for t in pungs:
        if t >= 31:
            dragons += 1
            c["dragon_pung"] = c.get("dragon_pung", 0) + 1
        elif t >= 27:
            winds += 1
            own = False
            if t == hand.prevalent:
                c["prevalent_wind"] = 1
                own = True
            if t == hand.seat:
                c["seat_wind"] = 1
                own = True
            if not own:
                key = "pung_of_terminals_or_honors:winds"
                c[key] = c.get(key, 0) + 1
        elif t % 9 in (0, 8):
            key = "pung_of_terminals_or_honors"
            c[key] = c.get(key, 0) + 1

    # combinations of sets
    chows.sort()
    pungs.sort()
    if len(chows) >= 2:
        for key, n in chow_elements(tuple(chows), reading.shifted_chows_mixed_steps):
            c[key] = c.get(key, 0) + n
    if len(pungs) >= 2:
        for key, n in pung_elements(tuple(pungs)):
            c[key] = c.get(key, 0) + n

    # the pair with the sets
    if not pungs and pair < 27:
        c["all_chows"] = 1
    if dragons == 2 and pair >= 31:
        c["little_three_dragons"] = 1
    if winds == 3 and 27 <= pair <= 30:
        c["little_four_winds"] = 1
    if len(chows) == 4 and pair < 27 and pair % 9 == 4:
        suit = pair // 9
        if chows == [suit * 9, suit * 9, suit * 9 + 6, suit * 9 + 6]:
            c["pure_terminal_chows"] = 1
        else:
            a, b = (s for s in (0, 1, 2) if s != suit)
            if chows == [a * 9, a * 9 + 6, b * 9, b * 9 + 6]:
                c["three_suited_terminal_chows"] = 1
    if knitted < 0:
        if (
            all(ch % 9 in (0, 6) for ch in chows)
            and all(p >= 27 or p % 9 in (0, 8) for p in pungs)
            and (pair >= 27 or pair % 9 in (0, 8) or not reading.outside_hand_pair)
        ):
            c["outside_hand"] = 1
        if (
            pair < 27
            and pair % 9 == 4
            and all(2 <= ch % 9 <= 4 for ch in chows)
            and all(p < 27 and p % 9 == 4 for p in pungs)
        ):
            c["all_fives"] = 1
        if (
            not chows
            and pair < 27
            and (pair % 9) % 2 == 1  # ranks 2 4 6 8
            and all(p < 27 and (p % 9) % 2 == 1 for p in pungs)
        ):
            c["all_even_pungs"] = 1
    if not (reading.all_types_pair and reading.range_hands_include_pair):
        _pairless_traits(c, hand, sets, knitted, reading, mask)

    # the wait [002:L313-L329]: only when one tile alone completes the hand (AMBIG-5)
    if unique and (knitted < 0 or reading.knitted_body_waits or win not in KNITTED[knitted]):
        wait = None
        for code in sets:
            if code < PUNG and code <= win <= code + 2:
                pos = win - code
                if pos == 1:
                    wait = wait or "closed_wait"
                elif (
                    (pos == 2 and code % 9 == 0)
                    or (pos == 0 and code % 9 == 6)
                    or reading.edge_wait_any_end
                ):
                    wait = "edge_wait"
        if wait is None and pair == win:
            wait = "single_wait"
        if wait:
            c[wait] = 1


def _pairless_traits(
    c: dict[str, int],
    hand: HandKey,
    sets: tuple[int, ...],
    knitted: int,
    reading: Reading,
    mask: int,
) -> None:
    """All Types / range hands judged on the sets without the pair (AMBIG-10, AMBIG-25)."""
    set_mask = 0
    for code, _ in hand.fixed:
        for t in set_tiles(code):
            set_mask |= 1 << t
    for code in sets:
        for t in set_tiles(code):
            set_mask |= 1 << t
    if knitted >= 0:
        for t in KNITTED[knitted]:
            set_mask |= 1 << t
    if not reading.all_types_pair:
        c.pop("all_types", None)
        if all_types(set_mask):
            c["all_types"] = 1
    if not reading.range_hands_include_pair and not mask & HONOUR_MASK:
        ranks = ranks_of(set_mask)
        for key, allowed in RANGES:
            c.pop(key, None)
            if not ranks & ~allowed:
                c[key] = 1
