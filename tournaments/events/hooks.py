"""What a later feature does when something happens to an event (``core.features.Hook``):
the features after ``events`` fill these from their own ``feature.py``."""

from __future__ import annotations

from collections.abc import Callable

from tournaments.core.features import Hook
from tournaments.events.models import Round

#: round, the site's address -> what a later feature does once a round has started (the
#: players' mails of ``reports``, docs/player-page.md); called by the round's start page
RoundStarted = Callable[[Round, str], object]
ROUND_STARTED: Hook[RoundStarted] = Hook("events.round_started")
