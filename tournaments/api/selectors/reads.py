"""What the API reads (issue 43), in a fixed number of queries per request: every
queryset of the API is built here, its views only page and serialize them.

Visibility is the pages' (``core.permissions``): a list holds only what the viewer may
see; one object is looked up by its key and the view asks whether its club is visible.
"""

from __future__ import annotations

import datetime
from typing import Any

from django.db.models import Prefetch, QuerySet

from tournaments.clubs.models import Club, Member, Season
from tournaments.clubs.selectors.clubs import club_list_visible
from tournaments.core.permissions import User
from tournaments.events.models import Event, Round
from tournaments.events.selectors.silence import silent_round_q
from tournaments.penalties.models import Penalty
from tournaments.play.models import Hand, HandResult, Seat, Table

_SEATS = Prefetch(
    "seats", queryset=Seat.objects.select_related("member__club").order_by("position")
)


def api_clubs(*, user: User) -> QuerySet[Club]:
    """The clubs ``user`` may see (public ones and their own), by name."""
    return club_list_visible(user=user).order_by("name", "pk")


def api_club(*, slug: str) -> Club | None:
    return Club.objects.filter(slug=slug).first()


def api_seasons(*, club: Club) -> QuerySet[Season]:
    return Season.objects.filter(club=club).order_by("-year")


def api_season(*, club: Club, year: int | None) -> Season | None:
    if year is None:
        return None
    return Season.objects.filter(club=club, year=year).select_related("club").first()


def api_current_season(*, club: Club) -> Season | None:
    """The club's latest season (its standings are the club's standings)."""
    return Season.objects.filter(club=club).select_related("club").order_by("-year").first()


def api_members(*, club: Club) -> QuerySet[Member]:
    return Member.objects.filter(club=club, active=True).select_related("club").order_by("pk")


def api_events(
    *,
    club: Club,
    status: str = "",
    ruleset: str = "",
    date_from: datetime.date | None = None,
    date_to: datetime.date | None = None,
) -> QuerySet[Event]:
    """The club's events, newest first, filtered by status, ruleset and a date range."""
    events = Event.objects.filter(club=club).select_related("club", "season")
    if status:
        events = events.filter(status=status)
    if ruleset:
        events = events.filter(ruleset=ruleset)
    if date_from is not None:
        events = events.filter(date__gte=date_from)
    if date_to is not None:
        events = events.filter(date__lte=date_to)
    return events.order_by("-date", "-pk")


def api_event(*, slug: str) -> Event | None:
    return Event.objects.filter(slug=slug).select_related("club", "season").first()


def api_rounds(*, event: Event) -> QuerySet[Round]:
    return Round.objects.filter(event=event).order_by("number")


def api_tables(*, event: Event, round_number: int | None = None) -> QuerySet[Table]:
    tables = Table.objects.filter(round__event=event)
    if round_number is not None:
        tables = tables.filter(round__number=round_number)
    return (
        tables.select_related("round__event__club")
        .prefetch_related(_SEATS)
        .order_by("round__number", "number")
    )


def api_table(*, pk: int | None) -> Table | None:
    if pk is None:
        return None
    return (
        Table.objects.filter(pk=pk)
        .select_related("round__event__club")
        .prefetch_related(_SEATS)
        .first()
    )


def _results() -> Prefetch[Any]:
    return Prefetch(
        "results",
        queryset=HandResult.objects.select_related("seat__member__club").order_by("seat__position"),
    )


def api_hands(*, table: Table, full: bool = False) -> QuerySet[Hand]:
    """The table's hands; none of a silent round still hidden unless ``full`` (staff)."""
    hands = Hand.objects.filter(table=table)
    if not full:
        hands = hands.exclude(silent_round_q("table__round"))
    return hands.prefetch_related(_results()).order_by("number")


def api_hand(*, pk: int | None) -> Hand | None:
    if pk is None:
        return None
    return (
        Hand.objects.filter(pk=pk)
        .select_related("table__round__event__club")
        .prefetch_related(_results())
        .first()
    )


def api_penalties(*, event: Event, full: bool = False) -> QuerySet[Penalty]:
    """The event's penalties; none of a silent round still hidden unless ``full``."""
    penalties = Penalty.objects.filter(table__round__event=event)
    if not full:
        penalties = penalties.exclude(silent_round_q("table__round"))
    return penalties.select_related("table__round", "seat__member__club").order_by("given_at", "pk")
