"""What the big screen shows besides the standings: the running round's clock and, before
the next round, that round's seating (table and seat per player, alphabetical by the one
name sort key of ``tournaments.clubs.names``), cut into pages the screen turns by itself."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from tournaments.clubs.names import guest_sort_name
from tournaments.events.models import Event, Round, RoundStatus
from tournaments.play.models import Seat
from tournaments.play.selectors.clock import Clock, round_clock

type Pages[T] = tuple[tuple[tuple[T, ...], ...], ...]  # page → column → rows

SEATING_COLUMNS = 2
SEATING_PAGE_SIZE = 20  # two columns of 10 rows: readable from the back at 1366x768


@dataclass(frozen=True)
class SeatingRow:
    name: str
    table_number: int
    wind: str
    wind_label: str
    is_guest: bool


@dataclass(frozen=True)
class ScreenRound:
    """The round the screen is about: in play (with its clock) or the next one (seating)."""

    round: Round
    clock: Clock | None = None
    seating_pages: tuple[tuple[tuple[SeatingRow, ...], ...], ...] = ()  # page → column → rows

    @property
    def seating_count(self) -> int:
        return sum(len(col) for page in self.seating_pages for col in page)


def _seating_rows(round_: Round) -> list[SeatingRow]:
    seats = Seat.objects.filter(round=round_).select_related("member", "table")
    rows = [
        (
            seat.member.sort_name if seat.member is not None else guest_sort_name(seat.guest_name),
            SeatingRow(
                name=seat.player_name,
                table_number=seat.table.number,
                wind=seat.wind,
                wind_label=seat.get_wind_display(),
                is_guest=not seat.member_id,
            ),
        )
        for seat in seats
    ]
    rows.sort(key=lambda item: (item[0], item[1].table_number))
    return [row for _key, row in rows]


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
    *, event: Event, now: dt.datetime | None = None, page_size: int = SEATING_PAGE_SIZE
) -> ScreenRound | None:
    """The round in play with its clock; else the next planned round with tables and its
    seating; else None."""
    rounds = list(event.rounds.order_by("number"))
    for round_ in rounds:
        round_.event = event
        if round_.status == RoundStatus.IN_PROGRESS:
            return ScreenRound(round=round_, clock=round_clock(round_=round_, now=now))
    for round_ in rounds:
        if round_.status == RoundStatus.PLANNED and round_.tables.exists():
            return ScreenRound(
                round=round_, seating_pages=paged(_seating_rows(round_), size=page_size)
            )
    return None
