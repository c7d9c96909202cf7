"""The big screen's reveal of silent rounds (docs/silent-rounds.md): for a while after the
director reveals the standings, the screen shows them place by place, from the last to the
first (``static/js/reveal.js``); the top three slowly. The places themselves are the
standings page's; this module only says whether and how fast."""

from __future__ import annotations

import datetime as dt

from django.http import HttpRequest
from django.utils import timezone

from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.events.models import Event

#: how long after the reveal the screen shows the reveal instead of its usual pages
REVEAL_SCREEN_MINUTES = 30
#: seconds between two places (the top three take three times as long each)
REVEAL_PACE_SECONDS = 3
REVEAL_PACE_MAX = 20


def screen_reveal(event: Event, now: dt.datetime | None = None) -> dt.datetime | None:
    """When the silent rounds were revealed, while the screen still shows the reveal."""
    revealed = event.silent_revealed_at
    if not event.silent_rounds or revealed is None:
        return None
    if (now or timezone.now()) - revealed > dt.timedelta(minutes=REVEAL_SCREEN_MINUTES):
        return None
    return revealed


def reveal_pace(request: HttpRequest) -> int:
    """Seconds between two places: ``?pace=`` (1 to 20) for a quicker or slower ceremony."""
    try:
        return parse_int(
            request.GET.get("pace", str(REVEAL_PACE_SECONDS)), minimum=1, maximum=REVEAL_PACE_MAX
        )
    except NotAnInteger:
        return REVEAL_PACE_SECONDS
