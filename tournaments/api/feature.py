"""The API (/api/v1/) (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="api", urls="tournaments.api.urls")
