"""The live pages' transport (``tournaments.core.features``; docs/live.md): the stream's
url, and the publisher that ``core.live`` calls after each commit."""

from tournaments.core.features import Feature, fill
from tournaments.core.live import LIVE_PUBLISHERS
from tournaments.live.broker import publish

FEATURE = Feature(
    name="live",
    urls="tournaments.live.urls",
    fills=(fill(LIVE_PUBLISHERS, publish),),
)
