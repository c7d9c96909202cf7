"""The API's shapes (issue 43): each object as JSON, names as the club's privacy allows
(``clubs.audience``: the viewer set by ``views.base.ApiView`` is the request's acting
login). Serializers read what the selectors loaded; they query nothing more."""

from __future__ import annotations

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from tournaments.clubs.audience import member_name, sees_private
from tournaments.clubs.models import Club, Member
from tournaments.events.models import Event
from tournaments.penalties.models import Penalty
from tournaments.play.models import Hand, HandResult, Seat, Table


class ClubSerializer(serializers.Serializer[Club]):
    slug = serializers.SlugField()
    name = serializers.CharField()
    language = serializers.CharField()
    public = serializers.BooleanField(source="public_results")
    default_ruleset = serializers.CharField()


class SeasonSerializer(serializers.Serializer[Any]):
    year = serializers.IntegerField()
    best_evenings = serializers.IntegerField(allow_null=True)
    min_evenings = serializers.IntegerField(allow_null=True)


class MemberSerializer(serializers.Serializer[Member]):
    id = serializers.IntegerField()
    name = serializers.SerializerMethodField()
    member_number = serializers.SerializerMethodField()

    def get_name(self, member: Member) -> str:
        return member_name(member)

    @extend_schema_field(
        serializers.CharField(
            allow_null=True, help_text="Null unless the reader is the club's staff or the member."
        )
    )
    def get_member_number(self, member: Member) -> str | None:
        """Only to the club's staff and the member (a private detail)."""
        if sees_private(club_id=member.club_id, member_id=member.pk):
            return member.member_number
        return None


@extend_schema_field(
    {
        "type": "string",
        "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",
        "example": "19:30:00",
        "description": "On the club's clock (local time, hh:mm:ss, no offset).",
    }
)
class LocalTimeField(serializers.TimeField):
    """A time of day on the club's clock, as the pages show it: "19:30:00". OpenAPI's
    ``format: time`` is RFC 3339's, which wants an offset; a club's evening starts at
    half past seven whatever the offset that day, so the schema names the pattern sent."""


class EventSerializer(serializers.Serializer[Event]):
    slug = serializers.SlugField()
    name = serializers.CharField()
    club = serializers.SlugField(source="club.slug")
    kind = serializers.CharField()
    status = serializers.CharField()
    date = serializers.DateField()
    start_time = LocalTimeField(allow_null=True, format="%H:%M:%S")
    venue = serializers.CharField()
    ruleset = serializers.CharField()
    round_count = serializers.IntegerField()
    season = serializers.SerializerMethodField()

    @extend_schema_field(serializers.IntegerField(allow_null=True))
    def get_season(self, event: Event) -> int | None:
        return event.season.year if event.season is not None else None


class RoundSerializer(serializers.Serializer[Any]):
    number = serializers.IntegerField()
    status = serializers.CharField()
    starts_at = serializers.DateTimeField(allow_null=True)
    ends_at = serializers.DateTimeField(allow_null=True)


class SeatSerializer(serializers.Serializer[Seat]):
    id = serializers.IntegerField()
    position = serializers.IntegerField()
    wind = serializers.CharField()
    player = serializers.CharField(source="player_name")
    member_id = serializers.IntegerField(allow_null=True)


class TableSerializer(serializers.Serializer[Table]):
    id = serializers.IntegerField()
    event = serializers.SlugField(source="round.event.slug")
    round = serializers.IntegerField(source="round.number")
    number = serializers.IntegerField()
    next_hand = serializers.IntegerField(source="turn_number")
    seats = SeatSerializer(many=True)


class HandResultSerializer(serializers.Serializer[HandResult]):
    seat = serializers.IntegerField(source="seat_id")
    wind = serializers.CharField()
    player = serializers.CharField(source="seat.player_name")
    points = serializers.IntegerField()
    settlement = serializers.IntegerField()
    elements = serializers.ListField(child=serializers.DictField())


class HandSerializer(serializers.Serializer[Hand]):
    id = serializers.IntegerField()
    table = serializers.IntegerField(source="table_id")
    number = serializers.IntegerField()
    version = serializers.IntegerField()
    prevailing_wind = serializers.CharField()
    result = serializers.CharField(source="result_kind")
    entry_mode = serializers.CharField()
    entry = serializers.SerializerMethodField()
    results = HandResultSerializer(many=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()

    @extend_schema_field(OpenApiTypes.OBJECT)
    def get_entry(self, hand: Hand) -> dict[str, Any]:
        """The hand in the interchange format (docs/api.md); who sat out is a name, so it
        is left out here (the seats say who played)."""
        data = hand.hand_entry.to_dict()
        data.pop("sitting_out", None)
        return data


class PenaltySerializer(serializers.Serializer[Penalty]):
    id = serializers.IntegerField()
    round = serializers.IntegerField(source="table.round.number")
    table = serializers.IntegerField(source="table_id")
    seat = serializers.IntegerField(source="seat_id")
    player = serializers.CharField(source="seat.player_name")
    points = serializers.IntegerField()
    reason = serializers.CharField()
    mode = serializers.CharField()
    shares = serializers.DictField(child=serializers.IntegerField())
    given_at = serializers.DateTimeField()
    cancelled = serializers.SerializerMethodField()

    def get_cancelled(self, penalty: Penalty) -> bool:
        return penalty.cancelled_at is not None


class StandingRowSerializer(serializers.Serializer[Any]):
    rank = serializers.IntegerField()
    player = serializers.CharField(source="player.name")
    member_id = serializers.IntegerField(source="player.member_id", allow_null=True)
    table_points = serializers.FloatField()
    score = serializers.IntegerField()
    rounds = serializers.IntegerField()
    evenings = serializers.IntegerField()
    penalty = serializers.IntegerField()
    qualified = serializers.BooleanField()


class StandingsSerializer(serializers.Serializer[Any]):
    """One standings table; ``kind`` says whose (an event, a season). Stages, rankings and
    ratings (being built elsewhere) add their own kinds here."""

    kind = serializers.ChoiceField(choices=["event", "season"])
    key = serializers.CharField()
    rows = StandingRowSerializer(many=True)


class HandWriteSerializer(serializers.Serializer[Any]):
    """A correction: the version read, the hand in the interchange format, a reason."""

    version = serializers.IntegerField(min_value=1)
    hand = serializers.DictField()
    reason = serializers.CharField(required=False, allow_blank=True, max_length=300)


class ProblemSerializer(serializers.Serializer[Any]):
    """A refusal: the message in the request's language; ``errors`` per field for a request
    that is not valid, ``current`` (the hand as stored) for a conflict."""

    detail = serializers.CharField()
    errors = serializers.DictField(required=False)
    current = HandSerializer(required=False, allow_null=True)


class RoundStartSerializer(serializers.Serializer[Any]):
    """Starting a round: ``confirm_date`` says yes to starting the event on another day than
    its date (early or late); without it such a start is refused with the code
    ``start_off_date``."""

    confirm_date = serializers.BooleanField(required=False, default=False)


class RoundStartProblemSerializer(serializers.Serializer[Any]):
    """A refused start: the message in the request's language and its code
    (``start_off_date``: send ``confirm_date``; ``round_order``: an earlier round is not
    closed; ``round_in_play``, ``round_no_tables``, ``round_transition``, ``event_finished``,
    ``event_cancelled``)."""

    detail = serializers.CharField()
    code = serializers.CharField()


class WinningHandsSerializer(serializers.Serializer[Any]):
    ruleset = serializers.CharField()
    wins = serializers.IntegerField()
    average = serializers.FloatField()
    biggest = serializers.IntegerField()
    average_settlement = serializers.FloatField()
    biggest_settlement = serializers.IntegerField()


class ElementCountSerializer(serializers.Serializer[Any]):
    id = serializers.CharField()
    name = serializers.CharField()
    count = serializers.IntegerField()


class PlayerStatisticsSerializer(serializers.Serializer[Any]):
    """One player's statistics (``PlayerStatistics.as_dict``: the same as
    ``manage.py statistics --json``)."""

    player = serializers.CharField()
    member_id = serializers.IntegerField(allow_null=True)
    hands = serializers.IntegerField()
    wins = serializers.IntegerField()
    self_drawn_wins = serializers.IntegerField()
    discard_wins = serializers.IntegerField()
    deal_ins = serializers.IntegerField()
    draws = serializers.IntegerField()
    win_rate = serializers.FloatField()
    deal_in_rate = serializers.FloatField()
    limit_hands = serializers.IntegerField()
    games = serializers.IntegerField()
    places = serializers.ListField(child=serializers.IntegerField())
    table_points = serializers.FloatField()
    table_points_per_game = serializers.FloatField()
    penalties = serializers.IntegerField()
    penalty_points = serializers.IntegerField()
    declared = serializers.IntegerField(help_text="hands the player declared ready in")
    declared_wins = serializers.IntegerField(help_text="of those, the hands the player won")
    tenpai_draws = serializers.IntegerField(help_text="exhaustive draws the player was ready at")
    winning_hands = WinningHandsSerializer(many=True)
    elements = ElementCountSerializer(many=True)
