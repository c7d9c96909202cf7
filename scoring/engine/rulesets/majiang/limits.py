"""Limit hands (Limit-Kombinationen 6.1.2, L425-L470): each scores the table's maximum
(64, L427; under appendix C option ``alternative_limit``, default the C.2 limit row 128,
19#11). Limit hands do not add up: the hand is worth the limit once.

Each limit hand is a predicate on a :class:`View` (one arrangement of the hand), so a hand
that is a limit in one arrangement only (four concealed pungs versus three chows) is found.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.engine.elements import Element

from . import elements as E
from .view import View

_NINE_GATES_BASE = (3, 1, 1, 1, 1, 1, 1, 1, 3)


@dataclass(frozen=True, slots=True)
class LimitHand:
    element: Element
    holds: Callable[[View], bool]

    # --- the element-rule protocol (:class:`~scoring.engine.exclusions.ElementRule`) ----
    @property
    def source(self) -> str:
        return self.element.source

    @property
    def excluded_ids(self) -> tuple[str, ...]:
        """A limit hand is the hand's whole value: its record excludes nothing."""
        return ()


def _four_concealed_pungs(v: View) -> bool:
    """Four concealed pungs, no kongs, the self-drawn winning tile completes the pair (L446)."""
    return v.shape.concealed_pungs and v.how.concealed and v.shape.pair == v.winning_tile


def _only_honours(v: View) -> bool:
    """Four pungs/kongs and a pair of honours only (L464-L466)."""
    return v.shape.pair is not None and v.hand.suits == 0


def _nine_gates(v: View) -> bool:
    """1-1-1 2-3-4-5-6-7-8 9-9-9 of one suit, all concealed, "sowie ein beliebiger weiterer
    Stein aus derselben Serie, der offen oder verdeckt genommen werden kann" (L468-L470): the
    further tile is the one that may come from a discard, so it is the winning tile and the
    thirteen tiles held before it are exactly 1112345678999."""
    tile = v.winning_tile
    if not v.hand.all_concealed or v.hand.honours or v.hand.suits != 1 or tile is None:
        return False
    suit = v.hand.one_suit
    if tile // 9 != suit:
        return False
    counts = list(v.hand.counts[suit * 9 : suit * 9 + 9])
    counts[tile - suit * 9] -= 1
    return tuple(counts) == _NINE_GATES_BASE


LIMIT_HANDS: tuple[LimitHand, ...] = (
    LimitHand(E.THIRTEEN_ORPHANS, lambda v: v.hand.thirteen_orphans),
    LimitHand(E.HEAVEN, lambda v: v.how.heaven),
    LimitHand(E.EARTH, lambda v: v.how.earth),
    LimitHand(E.FOUR_CONCEALED_PUNGS, _four_concealed_pungs),
    LimitHand(E.BIG_FOUR_WINDS, lambda v: v.hand.wind_pungs == 4),
    LimitHand(
        E.SMALL_FOUR_WINDS,
        lambda v: v.hand.wind_pungs == 3 and v.shape.pair is not None and 27 <= v.shape.pair < 31,
    ),
    LimitHand(E.BIG_THREE_DRAGONS, lambda v: v.hand.dragon_pungs == 3),
    LimitHand(E.ONLY_TERMINALS, lambda v: v.hand.only_terminals and v.shape.pair is not None),
    LimitHand(E.ONLY_HONOURS, _only_honours),
    LimitHand(E.NINE_GATES, _nine_gates),
)


def limit_hands(view: View) -> tuple[Element, ...]:
    """The limit hands ``view`` is (usually none)."""
    if not _may_be_limit(view):
        return ()
    return tuple(lh.element for lh in LIMIT_HANDS if lh.holds(view))


def _may_be_limit(v: View) -> bool:
    """A cheap necessary condition of every limit hand above (most hands are none)."""
    hand = v.hand
    return (
        hand.honours == 0
        or hand.suits == 0
        or hand.wind_pungs >= 3
        or hand.dragon_pungs == 3
        or hand.thirteen_orphans
        or v.how.heaven
        or v.how.earth
        or v.shape.concealed_pungs
    )
