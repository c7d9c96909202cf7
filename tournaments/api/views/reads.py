"""The read API (issue 43): clubs, seasons, members, events, rounds, tables with seats,
hands with each seat's result and elements, penalties, standings. What a page shows a
viewer, the API shows them; a private club is 404 to an outsider."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions, serializers
from rest_framework.request import Request
from rest_framework.response import Response

from scoring.engine.registry import table_ruleset_ids
from tournaments.api import serializers as shapes
from tournaments.api.access import acting_user
from tournaments.api.selectors import reads
from tournaments.api.views.base import ApiList, ApiView
from tournaments.core.integers import int_or_none
from tournaments.events.models import Event, EventStatus
from tournaments.events.selectors.silence import round_hidden, sees_silent
from tournaments.play.models import Table


def _id(value: str) -> int | None:
    return int_or_none(value, minimum=1)


# ids in a path (read with ``core.integers``: a huge or odd one is a 404, never a 500)
TABLE_ID = OpenApiParameter("table_id", int, OpenApiParameter.PATH, description="a table's id")
HAND_ID = OpenApiParameter("hand_id", int, OpenApiParameter.PATH, description="a hand's id")


class EventFilters(serializers.Serializer[Any]):
    status = serializers.ChoiceField(choices=EventStatus.choices, required=False)
    ruleset = serializers.ChoiceField(choices=(), required=False)
    date_from = serializers.DateField(required=False)
    date_to = serializers.DateField(required=False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # the rulesets a club may play, read when asked (one registered at run time counts)
        ruleset = self.fields["ruleset"]
        assert isinstance(ruleset, serializers.ChoiceField)
        ruleset.choices = sorted(table_ruleset_ids())


class ClubList(ApiList):
    serializer_class = shapes.ClubSerializer

    def get_queryset(self) -> Any:
        return reads.api_clubs(user=acting_user(self.request))


class ClubDetail(ApiView):
    serializer_class = shapes.ClubSerializer

    def get(self, request: Request, slug: str) -> Response:
        club = self.club_seen(reads.api_club(slug=slug))
        return Response(self.get_serializer(club).data)


class SeasonList(ApiList):
    serializer_class = shapes.SeasonSerializer

    def get_queryset(self) -> Any:
        return reads.api_seasons(club=self.club_seen(reads.api_club(slug=self.kwargs["slug"])))


class MemberList(ApiList):
    """The club's active members: names as the club's privacy allows (as on its pages)."""

    serializer_class = shapes.MemberSerializer

    def get_queryset(self) -> Any:
        return reads.api_members(club=self.club_seen(reads.api_club(slug=self.kwargs["slug"])))


@extend_schema(parameters=[EventFilters])
class EventList(ApiList):
    """The club's events, newest first; filters: status, ruleset, a date range."""

    serializer_class = shapes.EventSerializer

    def get_queryset(self) -> Any:
        club = self.club_seen(reads.api_club(slug=self.kwargs["slug"]))
        filters = EventFilters(data=self.request.query_params)
        filters.is_valid(raise_exception=True)
        return reads.api_events(club=club, **filters.validated_data)


class EventSeen:
    """An event's part, as the caller may see it."""

    club_seen: Any

    def event_seen(self, slug: str) -> Event:
        event = reads.api_event(slug=slug)
        self.club_seen(event.club if event is not None else None)
        assert event is not None
        return event


class EventView(EventSeen, ApiView):
    pass


class EventItems(EventSeen, ApiList):
    pass


class EventDetail(EventView):
    serializer_class = shapes.EventSerializer

    def get(self, request: Request, slug: str) -> Response:
        return Response(self.get_serializer(self.event_seen(slug)).data)


class RoundList(EventItems):
    serializer_class = shapes.RoundSerializer

    def get_queryset(self) -> Any:
        return reads.api_rounds(event=self.event_seen(self.kwargs["slug"]))


@extend_schema(parameters=[OpenApiParameter("round", int, description="only this round")])
class TableList(EventItems):
    serializer_class = shapes.TableSerializer

    def get_queryset(self) -> Any:
        event = self.event_seen(self.kwargs["slug"])
        number = self.request.query_params.get("round")
        round_number = int_or_none(number, minimum=1) if number is not None else None
        if number is not None and round_number is None:
            raise exceptions.ValidationError({"round": [_("A round number, such as 1.")]})
        return reads.api_tables(event=event, round_number=round_number)


class PenaltyList(EventItems):
    serializer_class = shapes.PenaltySerializer

    def get_queryset(self) -> Any:
        event = self.event_seen(self.kwargs["slug"])
        full = sees_silent(acting_user(self.request, event.club), event)
        return reads.api_penalties(event=event, full=full)


class TableSeen:
    """A table, as the caller may see it."""

    club_seen: Any

    def table_seen(self, pk: str) -> Table:
        table = reads.api_table(pk=_id(pk))
        self.club_seen(table.round.event.club if table is not None else None)
        assert table is not None
        return table


@extend_schema(parameters=[TABLE_ID])
class TableDetail(TableSeen, ApiView):
    serializer_class = shapes.TableSerializer

    def get(self, request: Request, table_id: str) -> Response:
        return Response(self.get_serializer(self.table_seen(table_id)).data)


@extend_schema(parameters=[HAND_ID])
class HandDetailView(ApiView):
    serializer_class = shapes.HandSerializer

    def get(self, request: Request, hand_id: str) -> Response:
        hand = reads.api_hand(pk=_id(hand_id))
        self.club_seen(hand.table.round.event.club if hand is not None else None)
        assert hand is not None
        event = hand.table.round.event
        user = acting_user(request, event.club)
        if round_hidden(event=event, number=hand.table.round.number, user=user):
            raise exceptions.NotFound  # a silent round's hand: shown after the reveal
        return Response(self.get_serializer(hand).data)
