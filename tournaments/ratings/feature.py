"""The club rating (``tournaments.core.features``): its pages, and the rating section of a
player's page with the MERS line on its chart."""

from tournaments.core.features import Feature, fill
from tournaments.ratings.views.mers_line import mers_series
from tournaments.ratings.views.player_section import HISTORY_SERIES, rating_section
from tournaments.ratings.warming import ratings_warm
from tournaments.reports.views.player_sections import PLAYER_SECTIONS
from tournaments.reports.warming import FINISHED_VALUES

FEATURE = Feature(
    name="ratings",
    urls="tournaments.ratings.urls",
    fills=(
        fill(PLAYER_SECTIONS, rating_section),
        fill(HISTORY_SERIES, mers_series),
        # the rating and the MERS inputs computed once an event is finished
        fill(FINISHED_VALUES, ratings_warm),
    ),
)
