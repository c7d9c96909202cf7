"""Reports: standings, season, player pages, exports and prints (``tournaments.core.features``)."""

from tournaments.core.features import Feature, fill
from tournaments.events.hooks import ROUND_STARTED
from tournaments.reports.player_mail import round_started_mails

FEATURE = Feature(
    name="reports",
    urls="tournaments.reports.urls",
    # the players' mails when their round starts (docs/player-page.md)
    fills=(fill(ROUND_STARTED, round_started_mails),),
)
