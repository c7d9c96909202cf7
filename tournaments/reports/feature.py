"""Reports: standings, season, player pages, exports and prints (``tournaments.core.features``)."""

from tournaments.core.features import Feature, fill
from tournaments.events.hooks import EVENT_FINISHED, ROUND_STARTED
from tournaments.reports.player_mail import round_started_mails
from tournaments.reports.warming import event_finished_warm

FEATURE = Feature(
    name="reports",
    urls="tournaments.reports.urls",
    # the players' mails when their round starts (docs/player-page.md)
    fills=(
        fill(ROUND_STARTED, round_started_mails),
        # the values kept for finished events computed by the worker (docs/statistics.md)
        fill(EVENT_FINISHED, event_finished_warm),
    ),
)
