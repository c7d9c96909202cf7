"""Write a seat draw's rounds as Round, Table and Seat rows (``seat_draws.services.draws``
computes them): one transaction that re-checks nobody entered a hand meanwhile,
and keeps every substitution (``seat_substitute_set``) that holds for the new seats.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from django.db import transaction
from django.db.models import Count, Q
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments import seating
from tournaments.core.choices import WIND_ORDER
from tournaments.events.models import Event, Round
from tournaments.events.selectors.rounds import round_is_played
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.models import Seat, Table
from tournaments.seat_draws.selectors.field import PlayerKey
from tournaments.seat_draws.services.errors import SeatDrawError


def _planned_times(
    *, event: Event, number: int, total: int
) -> tuple[datetime.datetime | None, datetime.datetime | None]:
    """Rounds share the event's time evenly (a round added later gets no time)."""
    if not (event.start_time and event.end_time) or number > total:
        return None, None
    zone = timezone.get_current_timezone()
    start = datetime.datetime.combine(event.date, event.start_time, tzinfo=zone)
    end = datetime.datetime.combine(event.date, event.end_time, tzinfo=zone)
    if end <= start:
        return None, None
    length = (end - start) / total

    def at(k: int) -> datetime.datetime:  # on the 5 minutes: 11:35, not 11:36
        moment = start + length * k
        minutes = (moment.minute + moment.second / 60 + 2.5) // 5 * 5
        return moment.replace(minute=0, second=0, microsecond=0) + datetime.timedelta(
            minutes=minutes
        )

    return at(number - 1), at(number) if number < total else end


def round_get_or_create(*, event: Event, number: int, total: int) -> Round:
    round_ = event.rounds.filter(number=number).first()
    if round_ is None:
        starts_at, ends_at = _planned_times(event=event, number=number, total=total)
        round_ = Round(event=event, number=number, starts_at=starts_at, ends_at=ends_at)
        round_.full_clean()
        round_.save()
    return round_


@dataclass(frozen=True)
class _Substitution:
    from_round: int
    member_id: int | None
    guest_name: str


#: who left: ("m", member id) or ("g", guest name)
type _Absent = tuple[str, int | str]


def _substitutions(event: Event) -> dict[_Absent, _Substitution]:
    """Who plays for whom (``seat_substitute_set``), read from the seats before a draw
    replaces them: per member or guest who left, the round it started and the latest
    substitute."""
    found: dict[_Absent, _Substitution] = {}
    rows = (
        Seat.objects.filter(round__event=event)
        .filter(Q(substitute_for__isnull=False) | ~Q(substitute_for_guest=""))
        .order_by("round__number")
        .values_list(
            "substitute_for_id", "substitute_for_guest", "round__number", "member_id", "guest_name"
        )
    )
    for absent_id, absent_guest, number, member_id, guest_name in rows:
        absent: _Absent = ("m", absent_id) if absent_id is not None else ("g", absent_guest)
        first = found[absent].from_round if absent in found else number
        found[absent] = _Substitution(first, member_id, guest_name)
    return found


def _substitutes_seat(
    seats: list[Seat], *, round_number: int, substitutions: dict[_Absent, _Substitution]
) -> None:
    """Seat the substitute wherever a new draw seats a player who left, from the round the
    substitution started: it holds "from round N on", for rounds drawn later too. A member
    substitute the draw seats in the same round as a player keeps the player who left."""
    seated = {seat.member_id for seat in seats if seat.member_id is not None}
    for seat in seats:
        absent: _Absent = (
            ("m", seat.member_id) if seat.member_id is not None else ("g", seat.guest_name)
        )
        sub = substitutions.get(absent)
        if sub is None or round_number < sub.from_round or sub.member_id in seated:
            continue
        seat.substitute_for_id = seat.member_id
        seat.substitute_for_guest = seat.guest_name if seat.member_id is None else ""
        seat.member_id = sub.member_id
        seat.guest_name = "" if sub.member_id is not None else sub.guest_name


@transaction.atomic
def drawn_rounds_write(
    *,
    event: Event,
    drawn: Sequence[seating.Round],
    total: int,
    clear_after: int | None = None,
    event_fields: Sequence[str] = (),
) -> list[Round]:
    """Replace the tables of the ``drawn`` rounds (creating missing rounds).

    ``clear_after``: also remove the tables of later rounds that are not played
    (a club evening's later rounds depend on this one's results). Rounds beyond the
    event's ``round_count`` that were never played are removed with their tables (a
    redraw with fewer rounds); played ones stay. Refuses when a round to change has
    hands, checked inside the transaction.
    """
    locked = Event.objects.select_for_update().filter(pk=event.pk).first()  # one at a time
    event_check_open(event=locked or event)
    numbers = [r.number for r in drawn]
    stored = {
        r.number: r
        for r in event.rounds.filter(number__gte=min(numbers)).annotate(
            hand_total=Count("tables__hands")
        )
    }
    touched = set(numbers)
    if clear_after is not None:
        touched |= {n for n in stored if n > clear_after}
    _refuse_played(stored=stored, numbers=touched)
    if event_fields:
        event.save(update_fields=list(event_fields))
    substitutions = _substitutions(event)
    Table.objects.filter(round__event=event, round__number__in=touched).delete()
    surplus = [
        r.pk
        for n, r in stored.items()
        if n > max(event.round_count, *numbers) and not round_is_played(r)
    ]
    Round.objects.filter(pk__in=surplus).delete()

    result = []
    for pure in drawn:
        round_ = stored.get(pure.number) or round_get_or_create(
            event=event, number=pure.number, total=total
        )
        tables = Table.objects.bulk_create(
            [Table(round=round_, number=t.number) for t in pure.tables]
        )
        seats = _seats_of(round_=round_, tables=tables, drawn=pure)
        _substitutes_seat(seats, round_number=round_.number, substitutions=substitutions)
        # The database constraints hold the invariants (one seat per member per round,
        # unique winds and positions per table); per-row full_clean would cost a query
        # per seat for the member lookup.
        Seat.objects.bulk_create(seats)
        result.append(round_)
    return result


def _refuse_played(*, stored: Mapping[int, Round], numbers: set[int]) -> None:
    """Refuse the draw when one of the rounds it changes got hands since the search began."""
    for number in sorted(numbers):
        if number in stored and round_is_played(stored[number]):
            raise SeatDrawError(
                _("Hands were entered in round %(number)d meanwhile; it can no longer be drawn.")
                % {"number": number}
            )


def _seats_of(*, round_: Round, tables: list[Table], drawn: seating.Round) -> list[Seat]:
    """The (unsaved) seats of ``drawn``'s tables: winds in order from East, positions from 0."""
    seats = []
    for table, pure_table in zip(tables, drawn.tables, strict=True):
        if not 3 <= pure_table.size <= 5:
            raise SeatDrawError(_("A table has 3 to 5 players."))
        winds = WIND_ORDER[: pure_table.size] if pure_table.size < 5 else WIND_ORDER
        for position, (wind, key) in enumerate(zip(winds, pure_table.players, strict=True)):
            kind, ident = cast(PlayerKey, key)
            seats.append(
                Seat(
                    table=table,
                    round=round_,
                    member_id=ident if kind == "m" else None,
                    guest_name=ident if kind == "g" else "",
                    wind=wind,
                    position=position,
                )
            )
    return seats
