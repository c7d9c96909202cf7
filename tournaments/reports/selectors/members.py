"""What a club's members played, for the members list and a member's page: in how many
events and when they last played, and per event their total settlement and hands (played
seats of started events only, ``play.selectors.played``: never a planned evening).

These pages belong to ``clubs`` in the menu but read hands and seats, so they are reports:
``clubs`` stays below the features that play."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import Count, Max, QuerySet

from scoring.engine.registry import ruleset_ids
from tournaments.clubs.models import Club, Member, member_ordering
from tournaments.clubs.selectors.members import member_search_q
from tournaments.events.models import Event
from tournaments.events.selectors.silence import silent_round_q
from tournaments.play.models import HandResult, Seat
from tournaments.play.selectors.played import member_played_q, played_seats
from tournaments.reports.selectors.game_scores import game_scores


def member_list(*, club: Club, query: str = "") -> QuerySet[Member]:
    """Members of ``club`` (those ``query`` finds, :func:`member_search_q`) with in how many
    events and when they last played (played seats of started events only,
    ``play.selectors.played``: never a planned evening)."""
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


@dataclass(frozen=True)
class RulesetTotal:
    """A member's results summed over the events of one ruleset."""

    ruleset: str
    settlement: int


def member_event_totals(rows: Iterable[MemberEventRow]) -> list[RulesetTotal]:
    """The rows' results summed per ruleset, in the registry's order: a game's result is in
    its ruleset's own unit (points, fan, thousands of a running score), so one sum over several
    rulesets would add unlike units."""
    sums: dict[str, int] = {}
    for row in rows:
        sums[row.event.ruleset] = sums.get(row.event.ruleset, 0) + row.settlement
    order = {ruleset: i for i, ruleset in enumerate(ruleset_ids())}
    return [
        RulesetTotal(ruleset, sums[ruleset])
        for ruleset in sorted(sums, key=lambda r: (order.get(r, len(order)), r))
    ]


def member_event_rows(*, member: Member, full: bool = False) -> list[MemberEventRow]:
    """Per event the member played (a played seat of a started event,
    ``play.selectors.played``): their total score (the game results as the standings count
    them, :func:`game_scores`) and number of hands; without the silent rounds still hidden
    unless ``full`` (the club's staff)."""
    results = HandResult.objects.filter(seat__member=member)
    if not full:
        results = results.exclude(silent_round_q("seat__round"))
    totals = results.values("seat__round__event").annotate(hands=Count("id"))
    hand_counts: dict[int, int] = {}
    for row in totals:
        hand_counts[row["seat__round__event"]] = row["hands"]
    seats = played_seats(Seat.objects.filter(member=member))
    own = list(seats.values_list("round__event_id", "table_id", "wind"))
    scores = game_scores(table_ids={table_id for _, table_id, _ in own}, full=full)
    settlements: dict[int, int] = {}
    for event_id, table_id, wind in own:
        score = scores.get((table_id, wind), 0)
        settlements[event_id] = settlements.get(event_id, 0) + score
    return [
        MemberEventRow(
            event=event,
            settlement=settlements.get(event.pk) or 0,
            hands=hand_counts.get(event.pk) or 0,
        )
        for event in member_events(member=member)
    ]


def member_events(*, member: Member) -> list[Event]:
    """The events the member played (a played seat of a started event,
    ``play.selectors.played``), newest first. One query."""
    seats = played_seats(Seat.objects.filter(member=member))
    return list(Event.objects.filter(rounds__seats__in=seats).distinct().order_by("-date", "name"))
