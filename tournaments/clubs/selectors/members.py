"""Reads of a club's members for the pages: the list, one member and their events, the
next member number, who may keep score."""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User as AccountUser
from django.db.models import Count, Max, Q, QuerySet, Sum
from django.shortcuts import get_object_or_404

from tournaments.clubs.models import Club, Member, member_ordering
from tournaments.clubs.selectors.played import member_played_q, played_seats
from tournaments.core.roles import SCOREKEEPER
from tournaments.events.models import Event
from tournaments.play.models import HandResult, Seat


def member_search_q(query: str) -> Q:
    """Every word of ``query`` in a name part or the member number (any case): "gerda
    boer", "de boer" and "027" all find Gerda de Boer (027)."""
    condition = Q()
    for word in query.split()[:8]:
        condition &= (
            Q(first_name__icontains=word)
            | Q(surname_prefix__icontains=word)
            | Q(last_name__icontains=word)
            | Q(member_number__icontains=word)
        )
    return condition


def member_list(*, club: Club, query: str = "") -> QuerySet[Member]:
    """Members of ``club`` (those ``query`` finds, :func:`member_search_q`) with in how many
    events and when they last played (played seats of started events only,
    ``clubs.selectors.played``: never a planned evening)."""
    played = member_played_q()
    return (
        club.members.filter(member_search_q(query))
        .annotate(
            events_played=Count("seats__round__event", filter=played, distinct=True),
            last_played=Max("seats__round__event__date", filter=played),
        )
        .order_by(*member_ordering())
    )


@dataclass(frozen=True)
class MemberEventRow:
    event: Event
    settlement: int
    hands: int


def member_get(*, club: Club, pk: int) -> Member:
    return get_object_or_404(Member.objects.select_related("club"), club=club, pk=pk)


def member_event_rows(*, member: Member) -> list[MemberEventRow]:
    """Per event the member played (a played seat of a started event,
    ``clubs.selectors.played``): their total settlement and number of hands."""
    totals = (
        HandResult.objects.filter(seat__member=member)
        .values("seat__round__event")
        .annotate(settlement=Sum("settlement"), hands=Count("id"))
    )
    settlements: dict[int, int | None] = {}
    hand_counts: dict[int, int] = {}
    for row in totals:
        settlements[row["seat__round__event"]] = row["settlement"]
        hand_counts[row["seat__round__event"]] = row["hands"]
    seats = played_seats(Seat.objects.filter(member=member))
    events = Event.objects.filter(rounds__seats__in=seats).distinct().order_by("-date", "name")
    return [
        MemberEventRow(
            event=event,
            settlement=settlements.get(event.pk) or 0,
            hands=hand_counts.get(event.pk) or 0,
        )
        for event in events
    ]


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


def member_number_next(*, club: Club) -> str:
    """A free member number to offer for a new member: one more than the highest
    numeric one, zero-padded like it (``"027"`` → ``"028"``)."""
    numbers = [n for n in club.members.values_list("member_number", flat=True) if n.isdigit()]
    if not numbers:
        return "1"
    highest = max(numbers, key=int)
    return str(int(highest) + 1).zfill(len(highest))
