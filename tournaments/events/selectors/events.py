"""Reads of events for the pages: the home page's and a club's events, an event, its season's
events, what the print centre lists, who may keep its score. Each in a fixed number of
queries (an event's rounds with their tables: ``events.selectors.rounds.event_rounds``)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User as AccountUser
from django.db.models import Count, Q, QuerySet
from django.shortcuts import get_object_or_404
from django.utils import timezone

from tournaments.clubs.models import Club
from tournaments.clubs.selectors.clubs import User, club_list_visible
from tournaments.core.roles import SCOREKEEPER
from tournaments.events.models import Event, EventKind, EventStatus, Round, RoundStatus


def event_list_visible(*, user: User) -> QuerySet[Event]:
    return (
        Event.objects.filter(club__in=club_list_visible(user=user))
        .select_related("club")
        .annotate(round_total=Count("rounds", distinct=True))
    )


@dataclass(frozen=True)
class HomeEvents:
    playing: list[Event]
    upcoming: list[Event]
    recent: list[Event]


def home_events(*, user: User, today: datetime.date | None = None, limit: int = 8) -> HomeEvents:
    """Events for the home page, grouped by status: now playing (in progress, whatever the
    date), upcoming (planned, today or later) and recently finished.

    A past evening still planned was never played and a cancelled one was not held: the
    home page lists neither (the club page offers the former for cancelling).
    """
    today = today or timezone.localdate()
    events = event_list_visible(user=user)
    playing = events.filter(status=EventStatus.IN_PROGRESS).order_by("-date", "-start_time")
    upcoming = events.filter(status=EventStatus.PLANNED, date__gte=today)
    recent = events.filter(status=EventStatus.FINISHED)
    return HomeEvents(
        playing=list(playing[:limit]),
        upcoming=list(upcoming.order_by("date", "start_time")[:limit]),
        recent=list(recent.order_by("-date", "-start_time")[:limit]),
    )


def event_get(*, slug: str) -> Event:
    return get_object_or_404(Event.objects.select_related("club", "season"), slug=slug)


def event_current_round(*, rounds: list[Round]) -> Round | None:
    """The round the event is at: the first one not closed (the page's "Tables" link jumps
    there, past the closed rounds); None when every round is closed."""
    return next((r for r in rounds if r.status != RoundStatus.CLOSED), None)


def season_events(*, club: Club, year: int) -> QuerySet[Event]:
    """The club's events in ``year``, in date order (the season calendar's list)."""
    return club.events.filter(date__year=year).order_by("date", "start_time", "name")


def club_events_planned(*, club: Club) -> list[Event]:
    """The club's events still planned (the cancel page keeps those nobody played)."""
    return list(club.events.filter(status=EventStatus.PLANNED))


def club_season_years(*, club: Club) -> list[int]:
    """The years of the club's seasons, in the seasons' order (newest first)."""
    return list(club.seasons.values_list("year", flat=True))


def club_current_season_year(*, club: Club) -> int | None:
    """The season to show as the club's standings: the latest with a played evening, else
    the club's newest season (None: no season yet)."""
    played = (
        Event.objects.filter(
            club=club, kind=EventKind.CLUB_EVENING, rounds__tables__hands__isnull=False
        )
        .exclude(season=None)
        .order_by("-date")
        .values_list("season__year", flat=True)
        .first()
    )
    return played or club.seasons.values_list("year", flat=True).first()


def round_get(*, event: Event, number: int) -> Round:
    return get_object_or_404(Round, event=event, number=number)


def event_print_rounds(*, event: Event) -> list[dict[str, Any]]:
    """The event's rounds for the print page: number, status, and whether it is drawn
    (has tables) and played (has hands)."""
    rounds = list(event.rounds.order_by("number").values("number", "status"))
    drawn = set(event.rounds.filter(tables__isnull=False).values_list("number", flat=True))
    played = set(event.rounds.filter(tables__hands__isnull=False).values_list("number", flat=True))
    return [{**r, "drawn": r["number"] in drawn, "played": r["number"] in played} for r in rounds]


@dataclass(frozen=True)
class ClubEvents:
    playing: list[Event]
    upcoming: list[Event]
    not_played: list[Event]
    past: list[Event]


def club_events(
    *, user: User, club: Club, today: datetime.date | None = None, limit: int = 30
) -> ClubEvents:
    """A club's events by status: in progress, upcoming, past evenings nobody played
    (planned, date gone by), and the finished or cancelled ones."""
    today = today or timezone.localdate()
    events = event_list_visible(user=user).filter(club=club)
    planned = events.filter(status=EventStatus.PLANNED)
    return ClubEvents(
        playing=list(events.filter(status=EventStatus.IN_PROGRESS).order_by("-date")),
        upcoming=list(planned.filter(date__gte=today).order_by("date", "start_time")[:limit]),
        not_played=list(planned.filter(date__lt=today).order_by("-date")),
        past=list(
            events.filter(status__in=[EventStatus.FINISHED, EventStatus.CANCELLED]).order_by(
                "-date", "-start_time"
            )[:limit]
        ),
    )


def club_scorekeepers(*, club: Club, event: Event | None = None) -> QuerySet[AccountUser]:
    """Active users with the scorekeeper role who are members of ``club`` (and those
    ``event`` already names, so editing it never drops one silently)."""
    condition = Q(is_active=True, memberships__club=club, memberships__role=SCOREKEEPER)
    if event is not None and event.pk:
        condition |= Q(scorekeeping_events=event)
    return (
        get_user_model()
        .objects.filter(condition)
        .distinct()
        .order_by("first_name", "last_name", "username")
    )
