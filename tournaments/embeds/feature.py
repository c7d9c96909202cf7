"""Embeds: a club's standings and events for other sites (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="embeds", urls="tournaments.embeds.urls")
