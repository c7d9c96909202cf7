"""The round clock, read: when a round (or one table) ends, and how long is left.

A round's clock starts when the director starts the round (``Round.started_at``, server
time, stored: it survives reloads and restarts) and runs for the round's length
(``Round.minutes``, else its planned slot ``starts_at``–``ends_at``, else the event's
``round_minutes``: ``Round.length_minutes``); a table may have extra minutes
(``Table.extra_minutes``). Pages get the server's *now* and the end time, so a phone whose
own clock is wrong still counts down correctly (``static/js/clock.js``).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from django.utils import timezone

from tournaments.events.models import Round, RoundStatus
from tournaments.play.models import Table


@dataclass(frozen=True)
class Clock:
    """A running (or run-out) clock: its end, and the server's time it was read at."""

    started_at: dt.datetime
    ends_at: dt.datetime
    now: dt.datetime
    extra_minutes: int = 0

    @property
    def remaining(self) -> dt.timedelta:
        return max(self.ends_at - self.now, dt.timedelta(0))

    @property
    def remaining_seconds(self) -> int:
        return int(self.remaining.total_seconds())

    @property
    def is_up(self) -> bool:
        return self.now >= self.ends_at

    @property
    def display(self) -> str:
        """The remaining time as ``H:MM:SS`` or ``MM:SS`` (what the script shows too)."""
        seconds = self.remaining_seconds
        hours, rest = divmod(seconds, 3600)
        minutes, seconds = divmod(rest, 60)
        if hours:
            return f"{hours}:{minutes:02d}:{seconds:02d}"
        return f"{minutes:02d}:{seconds:02d}"


def round_length(round_: Round) -> int:
    """The round's length in minutes (``Round.length_minutes``): its own, else its planned
    slot, else the event's."""
    return round_.length_minutes


def round_clock(
    *, round_: Round, table: Table | None = None, now: dt.datetime | None = None
) -> Clock | None:
    """The clock of ``round_`` (of ``table`` in it, with its extra minutes) while the
    round is in play; None before it is started and once it is closed."""
    if round_.started_at is None or round_.status != RoundStatus.IN_PROGRESS:
        return None
    extra = table.extra_minutes if table is not None else 0
    ends_at = round_.started_at + dt.timedelta(minutes=round_length(round_) + extra)
    return Clock(
        started_at=round_.started_at,
        ends_at=ends_at,
        now=now or timezone.now(),
        extra_minutes=extra,
    )
