"""Privacy: a member's data download and erasure (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="privacy", urls="tournaments.privacy.urls")
