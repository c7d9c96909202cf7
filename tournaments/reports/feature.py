"""Reports: standings, season, player pages, exports and prints (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="reports", urls="tournaments.reports.urls")
