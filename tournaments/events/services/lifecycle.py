"""The lifecycle of events and rounds: one state machine, every transition here.

Event::

    planned ──(a round starts / a first hand is saved)──▶ in progress
        (a first start on another day than the event's date asks once: ``OffDateStart``)
    in progress ──(last round closed / "finish" by the director)──▶ finished
    finished ──(a round is reopened)──▶ in progress
    planned ──("cancel": nobody played)──▶ cancelled

Round::

    planned ──(start, once every earlier round is closed / a first hand is saved)──▶ in play
    planned, in play ──(close)──▶ closed
    closed ──(reopen with a reason, audited)──▶ in play

Finished means finished: a finished or cancelled event changes nothing of its play
(``event_guard.event_check_open``, asked by every write service). A finished event comes
back only by reopening it or one of its rounds: a referee or club admin, with a reason
(audited; the event page shows it until the event is finished again). A round of an event
in progress may be reopened by whoever may close it, a scorekeeper too
(``may_reopen_round``).

A past event that is still planned was never played; the pages show it as "not played"
(``Event.not_played``) and offer it for cancelling. Only finished events count in season
standings and trophies (``reports.selectors.results``); a cancelled event counts nowhere.

Who may press which button is decided here too (:func:`event_actions`), so a page shows
exactly the buttons whose service would accept the press. A refused transition raises
``ValidationError`` with a message in the user's language.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tournaments.core.annotations import hand_total
from tournaments.events.models import Event, EventStatus, Round, RoundStatus
from tournaments.events.services.event_lifecycle import (
    EVENT_TRANSITIONS,
    event_cancel,
    event_finish,
    event_play_started,
    event_start,
    events_cancel_not_played,
)
from tournaments.events.services.lifecycle_access import (
    User,
    may_cancel_club_events,
    may_direct,
    may_reopen_round,
    may_run_rounds,
)
from tournaments.events.services.round_lifecycle import (
    ROUND_TRANSITIONS,
    OffDateStart,
    RoundCloseOutcome,
    event_reopen,
    reopen_reason,
    round_check_first_hand,
    round_close_transition,
    round_is_last,
    round_order_blocker,
    round_reopen,
    round_start,
    start_is_off_date,
)

# The transitions live beside this module (event_lifecycle, round_lifecycle) and who may
# press what in lifecycle_access; callers import them all from here.
__all__ = [
    "EVENT_TRANSITIONS",
    "ROUND_TRANSITIONS",
    "EventActions",
    "OffDateStart",
    "RoundCloseOutcome",
    "User",
    "event_actions",
    "event_cancel",
    "event_finish",
    "event_play_started",
    "event_reopen",
    "event_start",
    "events_cancel_not_played",
    "may_cancel_club_events",
    "may_direct",
    "may_reopen_round",
    "may_run_rounds",
    "reopen_reason",
    "round_check_first_hand",
    "round_close_transition",
    "round_is_last",
    "round_order_blocker",
    "round_reopen",
    "round_start",
    "start_is_off_date",
]


@dataclass(frozen=True)
class EventActions:
    """The lifecycle buttons a user sees on an event page (each one its service accepts)."""

    finish: bool = False
    cancel: bool = False
    start_rounds: frozenset[int] = frozenset()
    close_rounds: frozenset[int] = frozenset()
    reopen_rounds: frozenset[int] = frozenset()
    reopen: bool = False

    @property
    def any(self) -> bool:
        return bool(
            self.finish
            or self.cancel
            or self.start_rounds
            or self.close_rounds
            or self.reopen_rounds
            or self.reopen
        )


def event_actions(*, user: User, event: Event, rounds: Iterable[Round]) -> EventActions:
    """Which lifecycle actions ``user`` may take on ``event`` now. ``rounds`` come from
    ``events.selectors.rounds.event_rounds`` (tables prefetched with ``hand_total``)."""
    rounds = list(rounds)
    run = may_run_rounds(user, event)
    direct = may_direct(user, event)
    reopen_round = may_reopen_round(user, event)
    open_event = event.is_open
    played = any(hand_total(t) for r in rounds for t in r.tables.all())
    in_play = any(r.status == RoundStatus.IN_PROGRESS for r in rounds)
    start, close, reopen = set(), set(), set()
    for round_ in rounds:
        tables = list(round_.tables.all())
        if (
            run
            and open_event
            and not in_play
            and round_.status == RoundStatus.PLANNED
            and tables
            and round_order_blocker(round_, rounds) is None
        ):
            start.add(round_.number)
        if run and open_event and round_.status == RoundStatus.IN_PROGRESS:
            close.add(round_.number)
        if (
            run
            and open_event
            and round_.status == RoundStatus.PLANNED
            and any(hand_total(t) for t in tables)
        ):
            close.add(round_.number)
        if (
            reopen_round
            and round_.status == RoundStatus.CLOSED
            and event.status != EventStatus.CANCELLED
        ):
            reopen.add(round_.number)
    return EventActions(
        finish=direct and event.status == EventStatus.IN_PROGRESS and not in_play,
        cancel=direct and event.status == EventStatus.PLANNED and not played,
        reopen=direct and event.status == EventStatus.FINISHED,
        start_rounds=frozenset(start),
        close_rounds=frozenset(close),
        reopen_rounds=frozenset(reopen),
    )
