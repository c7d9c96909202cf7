"""Reads for an event's lifecycle: what finishing it would leave unplayed, and who reopened
it (``events.services.lifecycle``)."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count

from tournaments.audit.models import AuditEntry
from tournaments.events.models import Event, EventStatus, RoundStatus

REOPEN = "event.reopen"
FINISH = "event.finish"


@dataclass(frozen=True)
class EmptyTable:
    """A table of a played round at which no hand was entered."""

    round_number: int
    table_number: int


@dataclass(frozen=True)
class FinishChecks:
    """What finishing the event leaves behind: rounds planned but never played (no hands,
    or not even drawn), and tables without hands in the rounds that were played."""

    round_count: int
    unplayed_rounds: list[int]
    empty_tables: list[EmptyTable]
    #: the first round still in play: the event cannot be finished before it is closed
    #: (``event_finish`` refuses), so the page says so instead of offering the button
    round_in_play: int | None = None

    @property
    def warn(self) -> bool:
        return bool(self.unplayed_rounds or self.empty_tables)


def event_finish_checks(*, event: Event) -> FinishChecks:
    """The rounds 1 to ``event.round_count`` (and any drawn beyond) without a hand, and
    the empty tables of the rounds with hands. One query."""
    rows = list(
        event.rounds.filter(tables__isnull=False)
        .values("number", "status", "tables__number")
        .annotate(hands_count=Count("tables__hands"))
        .values_list("number", "status", "tables__number", "hands_count")
        .order_by("number", "tables__number")
    )
    tables = [(r, t, hands) for r, _status, t, hands in rows]
    played = {r for r, _t, hands in tables if hands}
    numbers = set(range(1, event.round_count + 1)) | {r for r, _t, _h in tables}
    in_play = sorted({r for r, status, _t, _h in rows if status == RoundStatus.IN_PROGRESS})
    return FinishChecks(
        round_count=event.round_count,
        unplayed_rounds=sorted(numbers - played),
        empty_tables=[
            EmptyTable(round_number=r, table_number=t)
            for r, t, hands in tables
            if r in played and not hands
        ],
        round_in_play=in_play[0] if in_play and event.status == EventStatus.IN_PROGRESS else None,
    )


def event_reopen_note(*, event: Event) -> AuditEntry | None:
    """The audit entry of the event's last reopening (who, when, why) while it is in
    progress again; None once it is finished again (or never was)."""
    if event.status != EventStatus.IN_PROGRESS:
        return None
    last = (
        AuditEntry.objects.filter(event=event, action__in=(REOPEN, FINISH), imported=False)
        .select_related("actor")
        .order_by("-created_at", "-id")
        .first()
    )
    return last if last is not None and last.action == REOPEN else None
