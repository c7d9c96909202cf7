"""Core: what every feature shares; nothing of its own to declare (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="core")
