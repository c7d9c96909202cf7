"""Stages: a tournament in stages, the cut and carry-over (``tournaments.core.features``)."""

from tournaments.core.features import Feature, fill
from tournaments.play.services.guests import GUEST_BECOMES_MEMBER
from tournaments.stages.event_file import StagesSection
from tournaments.stages.services.entrants import stage_entrants_guest_rename

FEATURE = Feature(
    name="stages",
    urls="tournaments.stages.urls",
    event_file=StagesSection(),
    fills=(fill(GUEST_BECOMES_MEMBER, stage_entrants_guest_rename),),
)
