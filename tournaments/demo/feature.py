"""The demo club's content; no pages of its own (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="demo")
