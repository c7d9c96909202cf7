"""What the big screen shows besides the standings: the running round's clock and, from
the moment a round is seated until its first hand, that round's seating (each table with
its players and their seat winds), cut into pages the screen turns by itself."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from django.db.models import Count

from tournaments.core.annotations import hand_total
from tournaments.events.models import Event, Round, RoundStatus
from tournaments.play.models import Seat
from tournaments.play.selectors.clock import Clock, round_clock

type Pages[T] = tuple[tuple[tuple[T, ...], ...], ...]  # page → column → rows

SEATING_COLUMNS = 2
SEATING_PAGE_SIZE = 20  # two columns of 10 rows: readable from the back at 1366x768
SEATING_TABLES_PER_PAGE = 15
"""Table cards on one page of the seating: five columns of three rows, which fit 1366x768
and 1920x1080 (``static/css/clock.css``, checked by ``tests/browser/test_big_screen.py``)."""

SEATING_FEW_TABLES = 6


@dataclass(frozen=True)
class SeatingSeat:
    """One player at a table of the seating: their seat wind, and whether they sit in
    for a player who left (a substitute, marked †)."""

    name: str
    wind: str
    wind_label: str
    is_guest: bool
    substitute: bool = False


@dataclass(frozen=True)
class SeatingTable:
    number: int
    seats: tuple[SeatingSeat, ...]


@dataclass(frozen=True)
class ScreenRound:
    """The round the screen is about: in play (with its clock; with its seating until the
    first hand is saved) or the next one (its seating)."""

    round: Round
    clock: Clock | None = None
    seating_pages: tuple[tuple[SeatingTable, ...], ...] = ()  # page → tables

    @property
    def seating_count(self) -> int:
        return sum(len(table.seats) for page in self.seating_pages for table in page)

    @property
    def few_tables(self) -> bool:
        """A small field (up to six tables): larger cards, three a row."""
        return sum(len(page) for page in self.seating_pages) <= SEATING_FEW_TABLES

    @property
    def has_substitutes(self) -> bool:
        return any(s.substitute for page in self.seating_pages for t in page for s in t.seats)


def _seating_tables(round_: Round) -> list[SeatingTable]:
    """The round's tables with their players in seat order (East first). One query."""
    seats = Seat.objects.filter(round=round_).select_related("member", "table")
    tables: dict[int, list[SeatingSeat]] = {}
    for seat in seats.order_by("table__number", "position"):
        tables.setdefault(seat.table.number, []).append(
            SeatingSeat(
                name=seat.player_name,
                wind=seat.wind,
                wind_label=seat.get_wind_display(),
                is_guest=not seat.member_id,
                substitute=seat.is_substitute,
            )
        )
    return [SeatingTable(number=n, seats=tuple(seated)) for n, seated in tables.items()]


def _table_pages(tables: Sequence[SeatingTable], size: int) -> tuple[tuple[SeatingTable, ...], ...]:
    return tuple(tuple(tables[i : i + size]) for i in range(0, len(tables), size))


def paged[T](rows: Sequence[T], *, size: int, columns: int = SEATING_COLUMNS) -> Pages[T]:
    """``rows`` cut into pages of ``size``, each page into ``columns`` columns (filled
    top to bottom, then left to right)."""
    pages = []
    for start in range(0, len(rows), size):
        page = list(rows[start : start + size])
        per_column = -(-len(page) // columns)
        pages.append(
            tuple(tuple(page[i : i + per_column]) for i in range(0, len(page), per_column))
        )
    return tuple(pages)


STANDINGS_ONE_COLUMN = 12  # up to this many players the standings are one column


def standings_pages[T](rows: Sequence[T], *, size: int = SEATING_PAGE_SIZE) -> Pages[T]:
    """The standings as the big screen shows them: one column for a small field, else
    pages of ``size`` in two columns; always at least one (maybe empty) page."""
    if len(rows) <= STANDINGS_ONE_COLUMN:
        return ((tuple(rows),) if rows else (),)
    return paged(rows, size=size)


def screen_round(
    *, event: Event, now: dt.datetime | None = None, page_size: int = SEATING_TABLES_PER_PAGE
) -> ScreenRound | None:
    """The round in play with its clock (and its seating while no hand is saved: the
    players are still finding their tables); else the next planned round with tables and
    its seating; else None. ``page_size``: tables a page."""
    rounds = list(event.rounds.order_by("number").annotate(hand_total=Count("tables__hands")))
    for round_ in rounds:
        round_.event = event
        if round_.status == RoundStatus.IN_PROGRESS:
            clock = round_clock(round_=round_, now=now)
            if hand_total(round_):
                return ScreenRound(round=round_, clock=clock)
            pages = _table_pages(_seating_tables(round_), page_size)
            return ScreenRound(round=round_, clock=clock, seating_pages=pages)
    for round_ in rounds:
        if round_.status == RoundStatus.PLANNED and round_.tables.exists():
            return ScreenRound(
                round=round_, seating_pages=_table_pages(_seating_tables(round_), page_size)
            )
    return None
