"""A season's trophies: the evening winners, the challenge trophy and the best hands."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.db.models import F, Window
from django.db.models.functions import RowNumber

from tournaments.clubs.models import Season
from tournaments.events.models import Event
from tournaments.events.selectors.silence import silent_round_q
from tournaments.play.models import HandResult
from tournaments.play.selectors.winners import won_q
from tournaments.reports.best_hands import RulesetBest, best_per_ruleset
from tournaments.reports.rows import BestHand
from tournaments.reports.selectors.results import (
    PLAYER_FIELDS,
    SeasonReport,
    player_from_values,
    season_events,
    season_report,
)
from tournaments.reports.trophies import ChallengeTrophy, EveningWin, challenge_trophy


def _scored(elements: list[object] | None) -> tuple[dict[str, Any], ...]:
    return tuple(e for e in elements or () if isinstance(e, dict))


def best_hands(*, events: Iterable[Event]) -> list[BestHand]:
    """The best winning hand of each event (highest value in its ruleset's unit, the first
    entered of equal ones; each winner's of one discard: ``winners``), not of a silent
    round still hidden. One query, one row per event: the database picks each event's best
    (a window), where every winning hand of the events was read before (a club's all-time
    statistics: 13,000 rows at 1 M hands).

    Sorted by date; ``best_hands.best_per_ruleset`` picks a season's best per ruleset."""
    by_id = {event.pk: event for event in events}
    rows = (
        HandResult.objects.filter(won_q(), seat__round__event_id__in=list(by_id))
        .exclude(silent_round_q("seat__round"))
        .annotate(
            nth=Window(
                RowNumber(),
                partition_by=F("seat__round__event_id"),
                order_by=(F("points").desc(), F("hand_id").asc()),
            )
        )
        .filter(nth=1)
        .order_by()
        .values(
            "points",
            "elements",
            "hand__number",
            "hand__table__number",
            "hand__table__round__number",
            "seat__round__event_id",
            "seat__round__event__ruleset",
            *(f"seat__{f}" for f in (*PLAYER_FIELDS, "member__ema_number", "member__country")),
        )
    )
    best = []
    for row in rows:
        event = by_id[row["seat__round__event_id"]]
        best.append(
            BestHand(
                points=row["points"],
                player=player_from_values(row, prefix="seat__"),
                event_id=event.pk,
                event_name=event.name,
                date=event.date,
                round_number=row["hand__table__round__number"],
                table_number=row["hand__table__number"],
                hand_number=row["hand__number"],
                ruleset=row["seat__round__event__ruleset"],
                scored=_scored(row["elements"]),
            )
        )
    return sorted(best, key=lambda b: (b.date, b.event_id))


@dataclass
class TrophyReport:
    season: Season
    trophy: ChallengeTrophy
    evening_best: list[BestHand]
    season_best: list[RulesetBest]  # one per ruleset: hands of different units never compete
    season_report: SeasonReport | None = None  # the standings the winners were read from


def trophy_report(*, season: Season) -> TrophyReport:
    """Evening winners, the challenge trophy and the best hands of the playing year."""
    report = season_report(season=season)
    standings = report.standings
    winners = [
        EveningWin(
            event_id=e.id,
            event_name=e.name,
            event_slug=e.slug,
            date=e.date,
            winner=standings.evening_rows[e.id][0].player,
        )
        for e in standings.evenings
    ]
    events = [
        Event(pk=e.id, name=e.name, slug=e.slug, date=e.date) for e in season_events(season=season)
    ]
    best = best_hands(events=events)
    by_event = {b.event_id: b for b in best}
    return TrophyReport(
        season=season,
        trophy=challenge_trophy(winners, wins_to_keep=season.club.trophy_wins_to_keep),
        evening_best=[by_event[e.pk] for e in events if e.pk in by_event],
        season_best=best_per_ruleset(best),
        season_report=report,
    )
