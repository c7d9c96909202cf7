"""Stages: a tournament in stages, the cut and carry-over (``tournaments.core.features``)."""

from tournaments.core.features import Feature
from tournaments.stages.event_file import StagesSection

FEATURE = Feature(name="stages", urls="tournaments.stages.urls", event_file=StagesSection())
