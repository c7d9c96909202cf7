"""What the big screen shows besides the standings: the running round's clock and, before
the next round, that round's seating (table and seat per player, alphabetical by the one
name sort key of ``tournaments.names``), cut into pages the screen turns by itself."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from tournaments.models import Event, Round, RoundStatus, Seat
from tournaments.selectors_clock import Clock, round_clock

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
            seat.member.sort_name if seat.member_id else seat.guest_name.casefold(),
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


def _pages(rows: list[SeatingRow], size: int) -> tuple[tuple[tuple[SeatingRow, ...], ...], ...]:
    pages = []
    for start in range(0, len(rows), size):
        page = rows[start : start + size]
        per_column = -(-len(page) // SEATING_COLUMNS)
        pages.append(
            tuple(tuple(page[i : i + per_column]) for i in range(0, len(page), per_column))
        )
    return tuple(pages)


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
            return ScreenRound(round=round_, seating_pages=_pages(_seating_rows(round_), page_size))
    return None
