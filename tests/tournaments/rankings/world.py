"""Finished MCR tournaments built row by row (one hand per table decides the places)."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

from django.utils import timezone

from tests.factories import (
    EventFactory,
    HandFactory,
    HandResultFactory,
    RoundFactory,
    SeatFactory,
    TableFactory,
)
from tournaments.clubs.models import Club, Member
from tournaments.events.models import Event, EventKind, EventStatus

SETTLEMENTS = (30, 10, -10, -30)


def tournament(
    club: Club,
    day: datetime.date,
    order: Sequence[Member],
    *,
    ruleset: str = "mcr",
    kind: str = EventKind.TOURNAMENT,
    status: str = EventStatus.FINISHED,
    name: str = "",
) -> Event:
    """A tournament whose players finish in ``order`` (4 per table; each table's hand
    gives 30/10/−10/−30, tables scaled so that table 1's first beats table 2's)."""
    event = EventFactory(
        club=club,
        kind=kind,
        ruleset=ruleset,
        date=day,
        status=status,
        name=name or f"Toernooi {day.isoformat()}",
        finished_at=timezone.now() if status == EventStatus.FINISHED else None,
    )
    round_ = RoundFactory(event=event, number=1)
    for t in range(0, len(order), 4):
        table = TableFactory(round=round_, number=t // 4 + 1)
        hand = HandFactory(table=table, number=1)
        for i, member in enumerate(order[t : t + 4]):
            seat = SeatFactory(table=table, member=member, wind="ESWN"[i], position=i)
            HandResultFactory(
                hand=hand, seat=seat, wind="ESWN"[i], settlement=SETTLEMENTS[i] * (10 - t // 4)
            )
    return event
