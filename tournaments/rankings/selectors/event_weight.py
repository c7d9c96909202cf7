"""A finished tournament's MERS weight and the facts it is worked out from, as the ranking
and the tournament report read them (docs/rankings.md, "Readings chosen").

* **Days**: the distinct days its rounds were played on (the day the round's clock
  started, else its planned start) and the event's date; 1 when no round has a time.
* **Players**: those in its standings who played a hand; **substitutes** who are not also
  in the standings are counted for the weight only (at most 3, as the EMA's rule says).
* **Countries**: the distinct countries of those players and substitutes (guests without
  a country add none); at least 1.
* **Qualifying**: the event's flag (``Event.ema_qualifying``).
"""

from __future__ import annotations

import datetime
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from django.utils import timezone

from tournaments.events.models import Event, Round
from tournaments.rankings.mers import MAX_DAYS, MAX_SUBSTITUTES, WeightParts, weight_parts
from tournaments.reports.rows import Player, StandingRow, TableResult


def round_days(*, events: Iterable[Event]) -> dict[int, tuple[datetime.date, ...]]:
    """Each event's days (see the module's docstring), sorted. One query for all."""
    by_id = {event.pk: event for event in events}
    days: dict[int, set[datetime.date]] = defaultdict(set)
    for event in by_id.values():
        days[event.pk].add(event.date)
    rows = Round.objects.filter(event_id__in=list(by_id)).values_list(
        "event_id", "started_at", "starts_at"
    )
    for event_id, started, planned in rows:
        when = started or planned
        if when is not None:
            days[event_id].add(timezone.localdate(when))
    return {pk: tuple(sorted(found)) for pk, found in days.items()}


@dataclass(frozen=True)
class EventWeight:
    """The weight's inputs and its four terms (``parts``), for the workings."""

    days: tuple[datetime.date, ...]
    players: int
    substitutes: int  # substitutes not in the standings (all of them, before the cap)
    countries: int
    qualifying: bool
    parts: WeightParts

    @property
    def total(self) -> Fraction:
        return self.parts.total

    @property
    def counted_substitutes(self) -> int:
        return min(self.substitutes, MAX_SUBSTITUTES)

    @property
    def day_count(self) -> int:
        return len(self.days)

    @property
    def days_capped(self) -> bool:
        return len(self.days) > MAX_DAYS


def _substitutes(tables: Sequence[TableResult], ranked: set[str]) -> list[Player]:
    found: dict[str, Player] = {}
    for table in tables:
        for seat in table.seats:
            sub = seat.substitute
            if sub is not None and seat.played and sub.key not in ranked:
                found.setdefault(sub.key, sub)
    return sorted(found.values(), key=lambda p: p.key)


def event_weight(
    *,
    event: Event,
    rows: Sequence[StandingRow],
    tables: Sequence[TableResult],
    days: tuple[datetime.date, ...],
) -> EventWeight:
    """The MERS weight of ``event`` from its standings' rows and tables (no query)."""
    played = [r for r in rows if r.played]
    substitutes = _substitutes(tables, {r.player.key for r in played})
    counted = [r.player for r in played] + substitutes[:MAX_SUBSTITUTES]
    countries = len({p.country for p in counted if p.country}) or 1
    return EventWeight(
        days=days,
        players=len(played),
        substitutes=len(substitutes),
        countries=countries,
        qualifying=event.ema_qualifying,
        parts=weight_parts(
            days=len(days),
            players=len(played),
            countries=countries,
            qualifying=event.ema_qualifying,
            substitutes=len(substitutes),
        ),
    )
