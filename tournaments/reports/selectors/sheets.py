"""Reads for the score sheets: a round's seats with their players, and its hands' results."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tournaments.core.choices import WIND_ORDER
from tournaments.events.models import Event, EventParticipant
from tournaments.play.models import Hand, HandResult, Seat, Table
from tournaments.reports.selectors.results import PLAYER_FIELDS

_SEAT_VALUES = (
    "id",
    "table_id",
    "table__number",
    "round__number",
    "wind",
    "position",
    *PLAYER_FIELDS,
    "substitute_for_id",
    "substitute_for_guest",
)

_FIELD_VALUES = (*PLAYER_FIELDS, "joined_round", "withdrew_after_round")


def _wind_key(wind: str) -> int:
    return WIND_ORDER.index(wind) if wind in WIND_ORDER else len(WIND_ORDER)


def round_seats(*, event: Event, round_number: int | None = None) -> list[dict[str, Any]]:
    """Seats of one round (or all rounds) with member names, ordered round/table/wind."""
    seats = Seat.objects.filter(round__event=event)
    if round_number is not None:
        seats = seats.filter(round__number=round_number)
    rows = list(seats.values(*_SEAT_VALUES))
    rows.sort(key=lambda s: (s["round__number"], s["table__number"], _wind_key(s["wind"])))
    return rows


def round_result_values(*, event: Event, round_number: int) -> Iterable[Mapping[str, Any]]:
    """Every result of the round's hands, by table and hand (one query, when iterated)."""
    return (
        HandResult.objects.filter(
            hand__table__round__event=event, hand__table__round__number=round_number
        )
        .order_by("hand__table_id", "hand__number")
        .values(
            "hand__table_id",
            "hand__number",
            "hand__prevailing_wind",
            "hand__result_kind",
            "hand__winner_id",
            "seat_id",
            "points",
            "settlement",
        )
    )


def field_values(*, event: Event) -> list[dict[str, Any]]:
    """The event's participants with their names and the rounds they are in the field
    (``joined_round``, ``withdrew_after_round``), one query."""
    return list(EventParticipant.objects.filter(event=event).values(*_FIELD_VALUES))


def round_table_count(*, event: Event, round_number: int) -> int:
    """How many tables round ``round_number`` of ``event`` has (0: none drawn)."""
    return Table.objects.filter(round__event=event, round__number=round_number).count()


def round_hands(*, event: Event, round_number: int) -> list[Hand]:
    """The round's hands in table and number order, with what a game sheet reads (who
    dealt, the stored result), one query."""
    return list(
        Hand.objects.filter(table__round__event=event, table__round__number=round_number)
        .order_by("table_id", "number")
        .only("id", "table_id", "number", "dealer_id", "result_kind", "entry")
    )
