"""What the embedded pages show (issue 43): a club's standings (its latest season), its
next events, an event's standings as they stand. Plain rows, the same for the page and
its JSON; names as the viewer may see them (``clubs.audience``)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from django.utils import timezone

from tournaments.api.selectors.reads import api_club, api_current_season, api_event
from tournaments.clubs.models import Club
from tournaments.events.models import Event, EventStatus
from tournaments.reports.rows import StandingRow
from tournaments.reports.selectors.results import event_report, season_report

#: rows an embedded standings table shows at most
EMBED_ROWS = 30
#: events the "next events" embed lists
EMBED_EVENTS = 8


@dataclass(frozen=True)
class EmbedRow:
    rank: int
    player: str
    table_points: float
    score: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "player": self.player,
            "table_points": self.table_points,
            "score": self.score,
        }


def _rows(rows: list[StandingRow]) -> list[EmbedRow]:
    return [
        EmbedRow(
            rank=r.rank, player=r.player.name, table_points=float(r.table_points), score=r.score
        )
        for r in rows[:EMBED_ROWS]
    ]


def embed_club(*, slug: str) -> Club | None:
    return api_club(slug=slug)


def embed_event(*, slug: str) -> Event | None:
    return api_event(slug=slug)


def embed_club_standings(*, club: Club) -> tuple[int | None, list[EmbedRow]]:
    """The year of the club's latest season and its standings (None, [] without one)."""
    season = api_current_season(club=club)
    if season is None:
        return None, []
    return season.year, _rows(season_report(season=season).rows)


def embed_event_standings(*, event: Event) -> list[EmbedRow]:
    return _rows(event_report(event=event).rows)


def embed_next_events(*, club: Club, today: datetime.date | None = None) -> list[Event]:
    """The club's planned and running events from today on, soonest first."""
    today = today or timezone.localdate()
    events = club.events.filter(
        date__gte=today, status__in=(EventStatus.PLANNED, EventStatus.IN_PROGRESS)
    )
    return list(events.order_by("date", "start_time", "pk")[:EMBED_EVENTS])
