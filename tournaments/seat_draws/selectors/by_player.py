"""Where do I sit: per player, their table and starting wind in every round."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from tournaments.events.models import Event
from tournaments.events.selectors.participants import event_participants
from tournaments.events.selectors.rounds import played_rounds
from tournaments.play.models import Seat
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.seat_draws.selectors.field import (
    PlayerKey,
    participant_key,
    seat_key,
    seat_names,
    seat_sort_names,
)


@dataclass(frozen=True)
class SeatCell:
    """One player's place in one round: a table and starting wind, or a bye."""

    round_number: int
    table_number: int | None
    wind: str = ""
    wind_label: str = ""
    state: str = ""  # "played", "next" (the first round not yet played) or ""


@dataclass(frozen=True)
class PlayerSeats:
    name: str
    is_guest: bool
    cells: tuple[SeatCell, ...]


def seating_by_player(*, event: Event) -> list[PlayerSeats]:
    """Per player (everyone seated in any round, plus the field), their seat per round."""
    stored = event_seating_rounds(event=event)
    played = {r.number for r in played_rounds(stored)}
    rounds = [r for r in stored if r.tables.all()]
    upcoming = min((r.number for r in rounds if r.number not in played), default=None)
    state = {r.number: "played" if r.number in played else "" for r in rounds}
    if upcoming is not None:
        state[upcoming] = "next"
    participants = event_participants(event=event)
    names = seat_names(rounds, participants)
    where: dict[PlayerKey, dict[int, Seat]] = defaultdict(dict)
    table_no: dict[int, int] = {}
    for round_ in rounds:
        for table in round_.tables.all():
            table_no[table.pk] = table.number
            for seat in table.seats.all():
                where[seat_key(seat)][round_.number] = seat
    keys = set(where) | {participant_key(p) for p in participants if p.active}
    guests = {k for k in keys if k[0] == "g"}
    sort_names = seat_sort_names(rounds, participants)
    rows = []
    for key in sorted(keys, key=lambda k: sort_names.get(k, str(k[1]))):
        cells = []
        for round_ in rounds:
            placed = where[key].get(round_.number)
            if placed is None:
                cells.append(
                    SeatCell(
                        round_number=round_.number, table_number=None, state=state[round_.number]
                    )
                )
            else:
                cells.append(
                    SeatCell(
                        round_number=round_.number,
                        table_number=table_no[placed.table_id],
                        wind=placed.wind,
                        wind_label=placed.get_wind_display(),
                        state=state[round_.number],
                    )
                )
        rows.append(
            PlayerSeats(
                name=names.get(key, str(key[1])), is_guest=key in guests, cells=tuple(cells)
            )
        )
    return rows
