"""Hand acceptance and referee calls, read: which hands of a table are provisional, the
staff's overview of a round's tables, the open calls, and the calls' response times for the
event's report (docs/acceptance.md)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from django.db.models import Count, Max, Q

from tournaments.events.models import Event, Round, RoundStatus
from tournaments.events.selectors.silence import silent_round_q
from tournaments.play.models import (
    UNACCEPTED,
    HandCheck,
    HandCheckState,
    RefereeCall,
    Seat,
    Table,
)


@dataclass(frozen=True, slots=True)
class TableChecks:
    """A table's hands that are not accepted yet, by number."""

    pending: frozenset[int]
    disputed: frozenset[int]
    entered_by: dict[int, int | None]
    """Hand number -> the seat that entered it (None: a scorekeeper)."""

    @property
    def provisional(self) -> frozenset[int]:
        return self.pending | self.disputed

    @property
    def pending_numbers(self) -> list[int]:
        return sorted(self.pending)

    @property
    def disputed_numbers(self) -> list[int]:
        return sorted(self.disputed)


def table_checks(*, table: Table) -> TableChecks:
    rows = HandCheck.objects.filter(hand__table=table, state__in=UNACCEPTED).values_list(
        "hand__number", "state", "entered_by_seat_id"
    )
    pending = {n for n, state, _ in rows if state == HandCheckState.PENDING}
    disputed = {n for n, state, _ in rows if state == HandCheckState.DISPUTED}
    return TableChecks(
        pending=frozenset(pending),
        disputed=frozenset(disputed),
        entered_by={n: seat for n, _, seat in rows},
    )


def table_open_call(*, table: Table) -> RefereeCall | None:
    return (
        RefereeCall.objects.filter(table=table, resolved_at__isnull=True)
        .select_related("taken_by")
        .first()
    )


@dataclass(frozen=True, slots=True)
class OverviewRow:
    """One table of the staff's overview."""

    table: Table
    hands: int
    last_hand_at: dt.datetime | None
    pending: int
    disputed: int
    call: RefereeCall | None

    @property
    def provisional(self) -> int:
        return self.pending + self.disputed


def overview_round(*, event: Event, number: int | None = None) -> Round | None:
    """The round the overview shows: ``number``, else the round in progress, else the
    last round that has tables."""
    rounds = Round.objects.filter(event=event)
    if number is not None:
        return rounds.filter(number=number).first()
    running = rounds.filter(status=RoundStatus.IN_PROGRESS).order_by("number").first()
    return running or rounds.filter(tables__isnull=False).order_by("-number").first()


def tables_overview(*, round_: Round) -> list[OverviewRow]:
    """Every table of ``round_`` with its hands, last hand's time, provisional and disputed
    hands and open call (three queries)."""
    tables = (
        Table.objects.filter(round=round_)
        .select_related("round__event")
        .prefetch_related("seats__member")
        .annotate(
            hand_count=Count("hands", distinct=True),
            last_hand_at=Max("hands__created_at"),
            pending=Count("hands", filter=Q(hands__acceptance__state=HandCheckState.PENDING)),
            disputed=Count("hands", filter=Q(hands__acceptance__state=HandCheckState.DISPUTED)),
        )
        .order_by("number")
    )
    calls = {
        call.table_id: call
        for call in RefereeCall.objects.filter(
            table__round=round_, resolved_at__isnull=True
        ).select_related("taken_by")
    }
    return [
        OverviewRow(
            table=t,
            hands=t.hand_count,
            last_hand_at=t.last_hand_at,
            pending=t.pending,
            disputed=t.disputed,
            call=calls.get(t.pk),
        )
        for t in tables
    ]


def open_referee_calls(*, event: Event) -> list[RefereeCall]:
    """The event's open calls, oldest first (any round)."""
    return list(
        RefereeCall.objects.filter(table__round__event=event, resolved_at__isnull=True)
        .select_related("table__round", "taken_by", "hand", "called_by_seat__member")
        .order_by("called_at")
    )


@dataclass(frozen=True, slots=True)
class RefereeCallTime:
    """One call's response times, for the event's report."""

    round_number: int
    table_number: int
    reason: str
    called_at: dt.datetime
    taken_at: dt.datetime | None
    resolved_at: dt.datetime | None
    taken_by: str
    note: str

    @property
    def seconds_to_take(self) -> int | None:
        return _seconds(self.called_at, self.taken_at)

    @property
    def seconds_to_resolve(self) -> int | None:
        return _seconds(self.called_at, self.resolved_at)


def _seconds(start: dt.datetime, end: dt.datetime | None) -> int | None:
    return None if end is None else int((end - start).total_seconds())


def referee_call_times(*, event: Event) -> list[RefereeCallTime]:
    """Every referee call of ``event`` with call → taken → resolved times (one query),
    in the order they were made."""
    calls = (
        RefereeCall.objects.filter(table__round__event=event)
        .select_related("table__round", "taken_by")
        .order_by("called_at", "pk")
    )
    return [
        RefereeCallTime(
            round_number=call.table.round.number,
            table_number=call.table.number,
            reason=call.get_reason_display(),
            called_at=call.called_at,
            taken_at=call.taken_at,
            resolved_at=call.resolved_at,
            taken_by=(call.taken_by.get_full_name() or call.taken_by.get_username())
            if call.taken_by
            else "",
            note=call.note,
        )
        for call in calls
    ]


def provisional_players(*, event: Event, full: bool = True) -> frozenset[str]:
    """The standings' keys (``Player.key``: "m<member id>", "g:<guest name>") of the players
    of ``event`` with a hand not accepted yet (the standings mark them). ``full=False``: only
    hands of rounds the public's standings count (a silent round's hands are not in them)."""
    checks = HandCheck.objects.filter(hand__table__round__event=event, state__in=UNACCEPTED)
    if not full:
        checks = checks.exclude(silent_round_q("hand__table__round"))
    seats = checks.values_list(
        "hand__results__seat__member_id", "hand__results__seat__guest_name"
    ).distinct()
    return frozenset(
        f"m{member}" if member else f"g:{guest}" for member, guest in seats if member or guest
    )


def table_seat(*, table: Table, seat_id: object) -> Seat | None:
    """The seat ``seat_id`` if it is at ``table`` (a signed-in player's, kept in the session)."""
    if not isinstance(seat_id, int):
        return None
    return table.seats.select_related("member").filter(pk=seat_id).first()
