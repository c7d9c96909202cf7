"""Limit hands as records: an element, what the hand must look like, and what kind it is.

* ``on="shape"``: an irregular hand, matched on the 14 concealed tiles as one shape (no sets).
  Irregular hands must be concealed up to the wait, the last tile may be a discard
  [000:L219; 003:L252]; a loser waiting for one earns half [000:L219, L589; 003:L255-L256].
* ``on="sets"``: a regular hand, matched on a split into sets [000:L221; 003:L253].
* ``on="any"``: a hand defined by how it was won (heaven, earth), any complete shape.

``irregular`` says which class the seed puts the hand in: it decides the waiting half and
the exemption from the two-double minimum [000:L119].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from scoring.engine.elements import Element
from scoring.engine.hand import Condition

from .facts import Facts
from .reading import Context, Reading
from .shapes import (
    CHOW,
    honour_count,
    is_dragon_snake,
    is_nine_gates,
    is_peking,
    is_thirteen_orphans,
    is_wind_snake,
    only_terminals_honours,
    seven_pairs_kinds,
    single_suit,
    suits_used,
)

Match = Callable[[Reading, Context], bool]


@dataclass(frozen=True, slots=True)
class LimitHand:
    element: Element
    on: str  # "shape" | "sets" | "any"
    irregular: bool
    match: Match
    #: share of the club limit (redbook "Limiet" 1, "Halve Limiet" 1/2); None: element.value
    share: Fraction | None = None
    #: "Geheel in de hand: 1x verdubbelen" [003:L269-L322]
    concealed_double: bool = False

    # --- the element-rule protocol (:class:`~scoring.engine.exclusions.ElementRule`) ----
    @property
    def source(self) -> str:
        return self.element.source

    @property
    def excluded_ids(self) -> tuple[str, ...]:
        """A limit hand is the hand's whole value: its record excludes nothing."""
        return ()


# --- irregular shapes --------------------------------------------------------------------


def thirteen_orphans(r: Reading, c: Context) -> bool:
    return is_thirteen_orphans(r.counts)


def nine_gates(r: Reading, c: Context) -> bool:
    return is_nine_gates(r.counts)


def wind_snake(r: Reading, c: Context) -> bool:
    return is_wind_snake(r.counts, extra_wind_only=False)


def wind_snake_extra_wind(r: Reading, c: Context) -> bool:
    """Slang 1: "een van de winden dubbel" [003:L283]."""
    return is_wind_snake(r.counts, extra_wind_only=True)


def dragon_snake(r: Reading, c: Context) -> bool:
    return is_dragon_snake(r.counts)


def peking(r: Reading, c: Context) -> bool:
    return is_peking(r.counts)


def _pairs(r: Reading, c: Context) -> list[int] | None:
    return seven_pairs_kinds(r.counts, allow_four=bool(c.options.seven_pairs_four_of_a_kind))


def seven_pairs(r: Reading, c: Context) -> bool:
    return _pairs(r, c) is not None


def seven_pairs_honours(r: Reading, c: Context) -> bool:
    return _pairs(r, c) is not None and not suits_used(r.counts)


def seven_pairs_one_suit(r: Reading, c: Context) -> bool:
    return _pairs(r, c) is not None and single_suit(r.counts) >= 0 and not honour_count(r.counts)


def seven_pairs_one_suit_and_honours(r: Reading, c: Context) -> bool:
    return (
        _pairs(r, c) is not None and len(suits_used(r.counts)) <= 1 and honour_count(r.counts) > 0
    )


def seven_pairs_terminals_and_honours(r: Reading, c: Context) -> bool:
    """Zeer schone tweelingen: terminals of one suit with honours [000:L291, L520]; of any
    suits with option ``zeer_schone_tweelingen`` = any_suits (the card's "7 paren
    edelstenen" [000:L704], A19)."""
    if _pairs(r, c) is None or not only_terminals_honours(r.counts) or not honour_count(r.counts):
        return False
    if c.options.zeer_schone_tweelingen == "any_suits":
        return bool(suits_used(r.counts))
    return len(suits_used(r.counts)) == 1


# --- regular (set) shapes ----------------------------------------------------------------


def four_winds(r: Reading, c: Context) -> bool:
    return r.facts.wind_pungs == 4


def three_dragons(r: Reading, c: Context) -> bool:
    return r.facts.dragon_pungs == 3


_JADE = frozenset({1, 2, 3, 5, 7, 32})  # b2 b3 b4 b6 b8 Gd
_NOT_GREEN_HONOURS = (27, 28, 29, 30, 31, 33)


def jade(r: Reading, c: Context) -> bool:
    """Only green tiles; b1 too with option ``jade_b1`` ([000:L297] vs [000:L426], A3)."""
    f = r.facts
    if f.suits > 1 or any(r.counts[t] for t in _NOT_GREEN_HONOURS):
        return False
    green = _JADE | {0} if c.options.jade_b1 else _JADE
    return all(n == 0 or t in green for t, n in enumerate(r.counts))


def four_concealed_kongs(r: Reading, c: Context) -> bool:
    return r.facts.concealed_kongs == 4


def heads_and_tails(r: Reading, c: Context) -> bool:
    """Four pungs of 1s and 9s and a pair of 1s or 9s [000:L300]; kongs count as pungs
    unless option ``kop_en_staart_kongs`` is off (A22)."""
    f = r.facts
    if not f.only_terminals_honours or f.honours or f.pungs != 4:
        return False
    kongs_ok = bool(c.options.kop_en_staart_kongs)
    return all(s.is_pung and (kongs_ok or not s.kong) for s in r.sets)


_SNAKE_FORMS = (((2, 5), 1), ((1, 5), 4), ((1, 4), 7))  # (chow starts, pair offset)


def winding_snake(r: Reading, c: Context) -> bool:
    """One suit: pung 1, pung 9, two chows and a pair in one of three forms [000:L302,
    L692-L694; 003:L318-L320]."""
    f = r.facts
    if f.suits != 1 or f.honours or f.pungs != 2 or len(r.pairs) != 1:
        return False
    base = single_suit(r.counts)
    pungs = sorted(s.tile - base for s in r.sets if s.is_pung)
    chows = sorted(s.tile - base for s in r.sets if s.kind == CHOW)
    if pungs != [0, 8]:
        return False
    return any(
        tuple(chows) == starts and r.pairs[0] - base == pair for starts, pair in _SNAKE_FORMS
    )


_RED_DRAGON = 31
_CHARACTER_CHOWS = [18, 21, 24]


def red_dragon(r: Reading, c: Context) -> bool:
    """Het Spel van de Rode Draak: kong of red dragons, characters 1-9, a pair of the own
    wind [003:L301]; a pung of red dragons will do with option ``rode_draak_pung`` (B26)."""
    if not r.facts.dragon_pungs:
        return False
    pung_ok = bool(c.options.rode_draak_pung)
    if not any(s.is_pung and s.tile == _RED_DRAGON and (s.kong or pung_ok) for s in r.sets):
        return False
    chows = sorted(s.tile for s in r.sets if s.kind == CHOW)
    return chows == _CHARACTER_CHOWS and list(r.pairs) == [c.own_wind]


# --- how it was won -----------------------------------------------------------------------


def heaven(r: Reading, c: Context) -> bool:
    return c.has(Condition.HEAVEN) and c.seat == "E"


def earth(r: Reading, c: Context) -> bool:
    return c.has(Condition.EARTH) and c.seat != "E" and not c.self_drawn


# --- what a regular hand needs at least, read from the facts alone -------------------------
#: per match function: a necessary condition on the reading's :class:`Facts` (never false
#: when the match could be true). A reading's facts repeat far more than its tiles, so the
#: few hands still possible are found once per facts (``DutchRuleset``) and only those are
#: matched on the tiles; a match function missing here is always tried.
FACTS_GATES: dict[Match, Callable[[Facts], bool]] = {
    four_winds: lambda f: f.wind_pungs == 4,
    three_dragons: lambda f: f.dragon_pungs == 3,
    jade: lambda f: f.suits <= 1,
    four_concealed_kongs: lambda f: f.concealed_kongs == 4,
    heads_and_tails: lambda f: f.only_terminals_honours and not f.honours and f.pungs == 4,
    winding_snake: lambda f: f.suits == 1 and not f.honours and f.pungs == 2,
    red_dragon: lambda f: f.dragon_pungs > 0,
    heaven: lambda f: f.east and Condition.HEAVEN in f.conditions,
    earth: lambda f: not f.east and not f.self_drawn and Condition.EARTH in f.conditions,
}
