"""Standings through the API (issue 43): an event's, a season's and the club's (its latest
season), computed by the reports' selectors as the pages compute them.

Extension point: stages, rankings and ratings (built in other features) add a view here
that returns a ``StandingsSerializer`` with their own ``kind``."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.api import serializers as shapes
from tournaments.api.selectors import reads
from tournaments.api.views.base import ApiView
from tournaments.api.views.reads import EventView
from tournaments.clubs.models import Season
from tournaments.core.integers import int_or_none
from tournaments.reports.selectors.results import event_report, season_report


def _season_body(season: Season | None) -> dict[str, object]:
    if season is None:
        return {"kind": "season", "key": "", "rows": []}
    report = season_report(season=season)
    return {"kind": "season", "key": str(season.year), "rows": report.rows}


class EventStandings(EventView):
    serializer_class = shapes.StandingsSerializer

    def get(self, request: Request, slug: str) -> Response:
        event = self.event_seen(slug)
        report = event_report(event=event)
        return Response(
            self.get_serializer({"kind": "event", "key": event.slug, "rows": report.rows}).data
        )


@extend_schema(parameters=[OpenApiParameter("year", int, OpenApiParameter.PATH)])
class SeasonStandings(ApiView):
    serializer_class = shapes.StandingsSerializer

    def get(self, request: Request, slug: str, year: str) -> Response:
        club = self.club_seen(reads.api_club(slug=slug))
        season = reads.api_season(club=club, year=int_or_none(year, minimum=1, maximum=9999))
        if season is None:
            raise exceptions.NotFound()
        return Response(self.get_serializer(_season_body(season)).data)


class ClubStandings(ApiView):
    """The club's latest season (empty rows when it has none yet)."""

    serializer_class = shapes.StandingsSerializer

    def get(self, request: Request, slug: str) -> Response:
        club = self.club_seen(reads.api_club(slug=slug))
        return Response(self.get_serializer(_season_body(reads.api_current_season(club=club))).data)
