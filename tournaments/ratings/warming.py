"""The rating's part of the values the worker computes once an event is finished
(``reports.warming.FINISHED_VALUES``): the club rating and, for each family it rates that
the EMA ranks, the club's MERS inputs (the player page's MERS line)."""

from __future__ import annotations

from tournaments.clubs.models import Club
from tournaments.events.models import Event
from tournaments.ratings.selectors import club_ratings
from tournaments.ratings.views.mers_line import mers_inputs_kept, ranked_ruleset


def ratings_warm(club: Club, _event: Event | None) -> None:
    """Compute (or find kept) the club's rating and MERS inputs."""
    for family in club_ratings(club=club).families:
        if ruleset := ranked_ruleset(family):
            mers_inputs_kept(club=club, ruleset=ruleset)
