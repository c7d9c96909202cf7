"""What a later feature does when something happens to an event (``core.features.Hook``):
the features after ``events`` fill these from their own ``feature.py``."""

from __future__ import annotations

from collections.abc import Callable

from tournaments.core.features import Hook
from tournaments.events.models import Event, Round

#: round, the site's address -> what a later feature does once a round has started (the
#: players' mails of ``reports``, docs/player-page.md); called by the round's start page
RoundStarted = Callable[[Round, str], object]
ROUND_STARTED: Hook[RoundStarted] = Hook("events.round_started")

#: event -> what a later feature does once an event is finished (again): its results now
#: count among the finished ones (``reports`` warms the values kept for them,
#: docs/statistics.md); called after the finish's transaction commits
EventFinished = Callable[[Event], object]
EVENT_FINISHED: Hook[EventFinished] = Hook("events.event_finished")
