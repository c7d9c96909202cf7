"""The stages pages."""

from tournaments.stages.views.cut import stage_cut, stage_seat
from tournaments.stages.views.pages import stages_overview, stages_setup

__all__ = ["stage_cut", "stage_seat", "stages_overview", "stages_setup"]
