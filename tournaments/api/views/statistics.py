"""Player statistics through the API: an event's and a season's, the same list as
``manage.py statistics --json`` (``PlayerStatistics.as_dict``), names as the viewer may
see them."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments.api import serializers as shapes
from tournaments.api.selectors import reads
from tournaments.api.views.base import ApiView
from tournaments.api.views.reads import EventView
from tournaments.core.integers import int_or_none
from tournaments.reports.selectors.kept import season_statistics_kept
from tournaments.reports.selectors.statistics import event_statistics


class EventStatistics(EventView):
    serializer_class = shapes.PlayerStatisticsSerializer
    pagination_class = None  # one list, every player: as long as the standings

    @extend_schema(responses=shapes.PlayerStatisticsSerializer(many=True))
    def get(self, request: Request, slug: str) -> Response:
        rows = event_statistics(event=self.event_seen(slug))
        return Response(self.get_serializer([row.as_dict() for row in rows], many=True).data)


@extend_schema(parameters=[OpenApiParameter("year", int, OpenApiParameter.PATH)])
class SeasonStatistics(ApiView):
    serializer_class = shapes.PlayerStatisticsSerializer
    pagination_class = None

    @extend_schema(responses=shapes.PlayerStatisticsSerializer(many=True))
    def get(self, request: Request, slug: str, year: str) -> Response:
        club = self.club_seen(reads.api_club(slug=slug))
        season = reads.api_season(club=club, year=int_or_none(year, minimum=1, maximum=9999))
        if season is None:
            raise exceptions.NotFound()
        rows = season_statistics_kept(season=season)  # the same until a result changes
        return Response(self.get_serializer([row.as_dict() for row in rows], many=True).data)
