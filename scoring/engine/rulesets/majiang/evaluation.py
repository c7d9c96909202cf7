"""The evaluation table (Bewertungstabelle 6.1.1.1, L389-L408; appendix C.1, L588-L607) as
data: one :class:`Row` per line of the table, with the predicate that counts it and the rows
that replace it under the non-additive readings.

The seed only says the applicable Faan and Laak "are added" (L386). Where two rows describe
overlapping facts (P1 and P3, W1 and W2/W4/W5, W4 and W5, B1 and B2/B3, B2 and B3, H2/H3 and
H4) the default adds both (golden reading "8 cumulation", 19#2/#3/#8/#9); options
``cumulation`` and ``double_wind`` let the wider row replace the narrower one.

What the table does not score scores nothing: concealed sets or hands, pairs of any kind,
terminals or simples, the type of wait, other players' bonus tiles (shared/rules 8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from scoring.engine.elements import Element, ScoredElement, Unit

from . import elements as E
from .bonus import all_eight, complete_groups, own_bonus_count
from .view import View

#: Settings attribute that, when False, lets the wider row replace the narrower one.
ADDITIVE = "additive"
DOUBLE_WIND_ADDITIVE = "double_wind_additive"


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the evaluation table. ``count`` says how often it applies (sets are
    counted per set, 19#6); ``alt`` is the C.1 element where appendix C values it otherwise;
    ``replaced_by`` lists (row, Settings flag): the row is dropped when that row applies and
    the flag is off."""

    code: str
    element: Element
    count: Callable[[View], int]
    alt: Element | None = None
    replaced_by: tuple[tuple[Element, str], ...] = ()


def _one_suit_without_honours(v: View) -> bool:
    return v.hand.suits == 1 and v.hand.honours == 0


ROWS: tuple[Row, ...] = (
    Row(
        "W1",
        E.SELF_DRAWN,
        lambda v: v.how.concealed,
        replaced_by=(
            (E.LAST_WALL_TILE, ADDITIVE),
            (E.REPLACEMENT, ADDITIVE),
            (E.KONG_ON_KONG, ADDITIVE),
        ),
    ),
    Row("W2", E.LAST_WALL_TILE, lambda v: v.how.last_wall_tile),
    Row("W3", E.ROBBING_KONG, lambda v: v.how.robbing_kong),
    Row(
        "W4",
        E.REPLACEMENT,
        lambda v: v.how.replacement,
        replaced_by=((E.KONG_ON_KONG, ADDITIVE),),
    ),
    Row("W5", E.KONG_ON_KONG, lambda v: v.how.kong_on_kong),
    Row(
        "B1",
        E.OWN_BONUS,
        lambda v: (
            bool(v.hand.bonus)
            and own_bonus_count(v.hand.bonus, v.seat, per_tile=v.settings.own_bonus_per_tile)
        ),
        replaced_by=((E.ALL_FLOWERS_OR_SEASONS, ADDITIVE), (E.ALL_BONUS, ADDITIVE)),
    ),
    Row(
        "B2",
        E.ALL_FLOWERS_OR_SEASONS,
        lambda v: len(v.hand.bonus) >= 4 and complete_groups(v.hand.bonus),
        replaced_by=((E.ALL_BONUS, ADDITIVE),),
    ),
    Row("B3", E.ALL_BONUS, lambda v: len(v.hand.bonus) == 8 and all_eight(v.hand.bonus)),
    Row("U1", E.ONLY_CHOWS, lambda v: v.shape.all_chows),
    Row("U2", E.ONLY_PUNGS, lambda v: v.shape.all_pungs, alt=E.ONLY_PUNGS_ALT),
    Row("H1", E.DRAGON_PUNG, lambda v: v.hand.dragon_pungs),
    Row(
        "H2",
        E.PREVAILING_WIND_PUNG,
        lambda v: v.hand.has_pung(v.prevailing_wind),
        replaced_by=((E.DOUBLE_WIND_PUNG, DOUBLE_WIND_ADDITIVE),),
    ),
    Row(
        "H3",
        E.OWN_WIND_PUNG,
        lambda v: v.hand.has_pung(v.seat_wind),
        replaced_by=((E.DOUBLE_WIND_PUNG, DOUBLE_WIND_ADDITIVE),),
    ),
    Row(
        "H4",
        E.DOUBLE_WIND_PUNG,
        lambda v: v.seat_wind == v.prevailing_wind and v.hand.has_pung(v.seat_wind),
    ),
    Row(
        "P1",
        E.NO_HONOURS_NO_BONUS,
        lambda v: v.hand.honours == 0 and not v.hand.bonus,
        replaced_by=((E.ONE_SUIT, ADDITIVE),),
    ),
    # P2 needs at least one honour, else P3 applies; bonus tiles break neither (19#4)
    Row(
        "P2",
        E.ONE_SUIT_WITH_HONOURS,
        lambda v: v.hand.suits == 1 and v.hand.honours > 0,
        alt=E.ONE_SUIT_WITH_HONOURS_ALT,
    ),
    Row("P3", E.ONE_SUIT, _one_suit_without_honours),
)


class Evaluation(NamedTuple):
    """The rows a view scores, with their Faan and Laak totals."""

    elements: tuple[ScoredElement, ...]
    faan: int
    laak: int


def evaluate(view: View) -> Evaluation:
    """Apply every row of the table to ``view`` (C.1 values under appendix C)."""
    settings = view.settings
    alternative = settings.alternative
    counts = [row.count(view) for row in ROWS]
    scored: list[ScoredElement] = []
    faan = laak = 0
    for i, n in enumerate(counts):
        if not n:
            continue
        replaced = _REPLACED_BY[i]
        if replaced and any(counts[j] and not getattr(settings, flag) for j, flag in replaced):
            continue
        item = _scored(i, alternative, int(n))
        scored.append(item)
        if item.element.unit is Unit.LAAK:
            laak += item.value * item.count
        else:
            faan += item.value * item.count
    return Evaluation(tuple(scored), faan, laak)


_INDEX = {row.element.id: i for i, row in enumerate(ROWS)}
#: ``replaced_by`` as row indexes, so that evaluating needs no hashing of elements
_REPLACED_BY: tuple[tuple[tuple[int, str], ...], ...] = tuple(
    tuple((_INDEX[other.id], flag) for other, flag in row.replaced_by) for row in ROWS
)


@lru_cache(maxsize=1024)
def _scored(index: int, alternative: bool, count: int) -> ScoredElement:
    """Row ``index`` scored ``count`` times (immutable, so shared between hands)."""
    row = ROWS[index]
    element = row.alt if alternative and row.alt is not None else row.element
    return ScoredElement(element, element.value, count)
