"""A stored hand's breakdown: each seat's points, settlement and elements, as lines in
the page's language."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from scoring.element_texts import element_name, rule_book_language, rule_book_term, value_text
from tournaments.play.models import Hand, Seat, Table
from tournaments.play.selectors.rulesets import ruleset_info
from tournaments.play.selectors.turns import hand_winds_of


@dataclass(frozen=True)
class ElementLine:
    """A scoring element as a page shows it: its name in the page's language, the rule
    book's own term as a hint when that differs, and its value with a plural unit."""

    id: str
    name: str
    term: str  # the rule book's term ("" when the same as ``name``)
    term_lang: str
    value: int
    count: int
    unit: str
    value_text: str


@dataclass(frozen=True)
class BreakdownRow:
    wind: str
    seat: Seat
    points: int
    settlement: int
    elements: list[ElementLine]


def element_lines(
    elements: Iterable[dict[str, Any]], *, ruleset_unit: str = "points"
) -> list[ElementLine]:
    """Stored (or just scored) elements as lines in the active language."""
    lines = []
    for e in elements:
        element_id = str(e.get("id") or "")
        seed = str(e.get("name") or "")
        value = int(e.get("value") or 0)
        unit = str(e.get("unit") or "")
        lines.append(
            ElementLine(
                id=element_id,
                name=element_name(element_id, seed or str(e.get("name_en") or "")),
                term=rule_book_term(element_id, seed),
                term_lang=rule_book_language(element_id),
                value=value,
                count=int(e.get("count") or 1),
                unit=unit,
                value_text=value_text(value, unit, ruleset_unit=ruleset_unit),
            )
        )
    return lines


def hand_breakdown(*, table: Table, hand: Hand) -> list[BreakdownRow]:
    winds = hand_winds_of(table=table, hand=hand)
    unit = ruleset_info(table.round.event.ruleset)["unit"]
    by_seat = {r.seat_id: r for r in hand.results.all()}
    rows = []
    for wind, seat in winds.items():
        r = by_seat.get(seat.pk)
        if r is None:
            continue
        rows.append(
            BreakdownRow(
                wind=wind,
                seat=seat,
                points=r.points,
                settlement=r.settlement,
                elements=element_lines(r.elements or [], ruleset_unit=unit),
            )
        )
    return rows
