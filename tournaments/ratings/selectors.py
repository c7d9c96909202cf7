"""Reads for the club rating: the club's played tables as ``engine.Match`` rows, the ratings
computed from them (cached per state of the club's results), and the members' names.

What counts: every finished event of the club (evenings and tournaments), every played
table in it. A seat counts for whoever sat there (a substitute plays under their own
name); guests are rated too, so a table with a guest is still a match, but only members
are listed. The ratings are computed on read and kept in Django's cache (and in the
process) under a key made of what they are computed from: the club's finished events (each
one's fields the rating reads, when it finished, the count and latest change of its hands),
the club's latest audit entry not about an unfinished event, and the club's table points
and tie-breaks. A result saved at tonight's evening leaves the key as it is (the rating
counts finished events only: at 1 M hands computing it again took 600 ms to 1.5 s of the
first visit after every hand); a finished event changes only after a reopen, which takes
it out of the key, and finishing it again (a new ``finished_at``) makes a new key.
"""

from __future__ import annotations

import datetime
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from scoring.engine import UnknownRuleset, get_ruleset
from tournaments.clubs.audience import PRIVACY_FIELDS, values_name
from tournaments.clubs.models import Club, Member
from tournaments.clubs.selectors.clubs import club_table_points_scheme
from tournaments.events.models import Event, EventStatus
from tournaments.ratings.engine import FamilyRatings, Match, rate_matches
from tournaments.reports.rows import TableResult
from tournaments.reports.selectors.kept import FINISHED_FIELDS, club_finished_stamp, kept_across
from tournaments.reports.selectors.results import table_results
from tournaments.reports.standings import event_standings, parse_tie_breaks


def ruleset_family(ruleset_id: str) -> str:
    """The family whose rating a game under ``ruleset_id`` counts for."""
    try:
        return get_ruleset(ruleset_id).rating_family or ruleset_id
    except UnknownRuleset:
        return ruleset_id


@dataclass(frozen=True, slots=True)
class RatedEvent:
    id: int
    name: str
    slug: str
    date: datetime.date
    season_year: int | None
    family: str


@dataclass(frozen=True, slots=True)
class EventResult:
    """A player's result in one event: place in its standings, table points, score."""

    event_id: int
    rank: int
    players: int
    table_points: Fraction
    score: int


@dataclass
class ClubRatings:
    """Everything the rating pages show, without names (they depend on who looks)."""

    families: dict[str, FamilyRatings]
    events: dict[int, RatedEvent]
    results: dict[str, list[EventResult]] = field(default_factory=dict)


def club_ratings(*, club: Club) -> ClubRatings:
    """The club's ratings, from the cache when its finished events are as they were when
    the ratings were computed (``kept_across``: kept in this process too, as unpickling
    them from the cache took 30-50 ms). One query when kept."""
    finished = club_finished_stamp(club=club)
    key = ("ratings", club.pk, finished.digest)
    return kept_across(key, lambda: club_ratings_compute(club=club, rows=finished.rows))


def club_ratings_compute(*, club: Club, rows: list[dict[str, Any]] | None = None) -> ClubRatings:
    """The ratings from the club's finished events (``rows``: as ``club_finished_stamp``
    read them, else read now), computed now. Three or four queries."""
    if rows is None:
        rows = list(
            Event.objects.filter(club=club, status=EventStatus.FINISHED).values(*FINISHED_FIELDS)
        )
    events = {
        e["id"]: RatedEvent(
            id=e["id"],
            name=e["name"],
            slug=e["slug"],
            date=e["date"],
            season_year=e["season__year"],
            family=ruleset_family(e["ruleset"]),
        )
        for e in rows
    }
    tables = table_results(
        event_ids=list(events),
        scheme=club.table_points_scheme,
        schemes={e["id"]: club_table_points_scheme(club=club, ruleset=e["ruleset"]) for e in rows},
    )
    return ClubRatings(
        families=rate_matches(table_matches(tables, events)),
        events=events,
        results=_event_results(tables, parse_tie_breaks(club.standings_tie_breaks)),
    )


def table_matches(tables: Iterable[TableResult], events: dict[int, RatedEvent]) -> list[Match]:
    """One match per played table: its seats' places, for whoever sat in each seat."""
    matches = []
    for table in tables:
        if not table.played:
            continue
        event = events[table.event_id]
        places = tuple(
            ((seat.substitute or seat.player).key, seat.place)
            for seat in table.seats
            if seat.place is not None
        )
        matches.append(
            Match(
                date=event.date,
                event_id=event.id,
                round_number=table.round_number,
                table_number=table.table_number,
                family=event.family,
                places=places,
            )
        )
    return matches


def _event_results(
    tables: Iterable[TableResult], chain: tuple[str, ...]
) -> dict[str, list[EventResult]]:
    by_event: dict[int, list[TableResult]] = defaultdict(list)
    for table in tables:
        by_event[table.event_id].append(table)
    results: dict[str, list[EventResult]] = defaultdict(list)
    for event_id, event_tables in by_event.items():
        rows = [r for r in event_standings(event_tables, chain) if r.rounds]
        for row in rows:
            results[row.player.key].append(
                EventResult(
                    event_id=event_id,
                    rank=row.rank,
                    players=len(rows),
                    table_points=row.table_points,
                    score=row.score,
                )
            )
    return dict(results)


def member_names(*, club: Club, member_ids: Iterable[int]) -> dict[int, str]:
    """Each member's name as the current viewer may see it (``clubs.audience``). One query."""
    fields = ("id", "first_name", "surname_prefix", "last_name", *PRIVACY_FIELDS)
    return {
        values["id"]: values_name(values, "", values["id"])[0]
        for values in Member.objects.filter(club=club, pk__in=list(member_ids)).values(*fields)
    }
