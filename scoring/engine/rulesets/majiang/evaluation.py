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

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple

from scoring.engine.elements import Element, ScoredElement, Unit
from scoring.engine.exclusions import Exclusions

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
    the flag is off. ``excluded_ids`` and ``additive_flag`` are the same from the wider row's
    side (the rows it replaces, and the flag that makes it add up instead), filled in by
    :func:`_resolved` when the table is built."""

    code: str
    element: Element
    count: Callable[[View], int]
    alt: Element | None = None
    replaced_by: tuple[tuple[Element, str], ...] = ()
    excluded_ids: tuple[str, ...] = ()
    additive_flag: str = ""

    @property
    def source(self) -> str:
        """The seed passage (the :class:`~scoring.engine.exclusions.ElementRule` protocol)."""
        return self.element.source


def _resolved(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """``rows`` with each row's ``excluded_ids`` and ``additive_flag`` read from the
    ``replaced_by`` of the rows it replaces (one flag per wider row)."""
    excluded: dict[str, list[str]] = {}
    flags: dict[str, set[str]] = {}
    for row in rows:
        for wider, flag in row.replaced_by:
            excluded.setdefault(wider.id, []).append(row.element.id)
            flags.setdefault(wider.id, set()).add(flag)
    if any(len(f) > 1 for f in flags.values()):
        raise ValueError("a wider row replaces others under one flag")
    return tuple(
        replace(
            row,
            excluded_ids=tuple(excluded.get(row.element.id, ())),
            additive_flag=next(iter(flags.get(row.element.id, {""}))),
        )
        for row in rows
    )


def _one_suit_without_honours(v: View) -> bool:
    return v.hand.suits == 1 and v.hand.honours == 0


ROWS: tuple[Row, ...] = _resolved(
    (
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
    found = 0
    for i, n in enumerate(counts):
        if n:
            found |= 1 << i
    excluded_by = _excluded_by(tuple([getattr(settings, flag) for flag in _FLAGS]))
    scored: list[ScoredElement] = []
    faan = laak = 0
    for i, n in enumerate(counts):
        if not n or excluded_by[i] & found:
            continue
        item = _scored(i, alternative, int(n))
        scored.append(item)
        if item.element.unit is Unit.LAAK:
            laak += item.value * item.count
        else:
            faan += item.value * item.count
    return Evaluation(tuple(scored), faan, laak)


#: the Settings flags that decide whether a wider row replaces the narrower ones
_FLAGS: tuple[str, ...] = tuple(sorted({row.additive_flag for row in ROWS} - {""}))


def row_exclusions(additive: Mapping[str, bool]) -> Exclusions:
    """The table's exclusions when each flag of ``additive`` is on (the rows add up) or off
    (the wider row replaces): kept widest first (a wider row excludes more), then in table
    order."""
    position = {row.element.id: i for i, row in enumerate(ROWS)}
    width = {row.element.id: len(row.excluded_ids) for row in ROWS}
    return Exclusions.from_rules(
        ROWS,
        holds=lambda row: not additive.get(row.additive_flag, False),
        order=lambda i: (-width[i], position[i]),
    )


@lru_cache(maxsize=16)
def _excluded_by(flags: tuple[bool, ...]) -> tuple[int, ...]:
    """Per row (in table order): the bits (``1 << row``) of the rows that replace it under
    the flags' values, the one-pass form of :func:`row_exclusions` (sound: closed)."""
    excl = row_exclusions(dict(zip(_FLAGS, flags, strict=True)))
    if not excl.closed:
        raise ValueError("Ma Jiang's replacements must be closed for the one-pass form")
    out = []
    for row in ROWS:
        by = excl.excluded_by[excl.index[row.element.id]]
        out.append(sum(1 << j for j, r in enumerate(ROWS) if by & excl.bit[r.element.id]))
    return tuple(out)


@lru_cache(maxsize=1024)
def _scored(index: int, alternative: bool, count: int) -> ScoredElement:
    """Row ``index`` scored ``count`` times (immutable, so shared between hands)."""
    row = ROWS[index]
    element = row.alt if alternative and row.alt is not None else row.element
    return ScoredElement(element, element.value, count)
