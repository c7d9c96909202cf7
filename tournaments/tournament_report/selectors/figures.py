"""An event's hands in figures, counted from the stored hands (two queries, whatever the
number of hands): the report's own reading, kept small; a player's statistics are the
statistics feature's."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Q

from tournaments.events.models import Event
from tournaments.play.models import Hand, HandResult, HandResultKind
from tournaments.play.selectors.winners import won_q
from tournaments.reports.best_hands import is_limit


@dataclass(frozen=True)
class EventFigures:
    hands: int
    wins: int
    self_drawn: int
    on_discard: int
    draws: int
    false_mahjongs: int
    limit_hands: int
    tables: int  # table-rounds with a hand

    @property
    def win_rate(self) -> int:
        """Wins per hundred hands, rounded (0 without hands)."""
        return round(100 * self.wins / self.hands) if self.hands else 0

    @property
    def self_drawn_rate(self) -> int:
        """Self-drawn wins per hundred wins, rounded (0 without wins)."""
        return round(100 * self.self_drawn / self.wins) if self.wins else 0

    @property
    def hands_per_table(self) -> float | None:
        """Hands per table and round (None without tables); the page rounds it."""
        return self.hands / self.tables if self.tables else None


def event_figures(*, event: Event) -> EventFigures:
    """Hands, wins (self-drawn or on a discard), draws (exhausted and dead wall), false
    Mahjongs and limit hands (a winning hand scored with a limit element) of ``event``."""
    win = Q(result_kind=HandResultKind.WIN)
    counts = Hand.objects.filter(table__round__event=event).aggregate(
        hands=Count("pk"),
        wins=Count("pk", filter=win),
        self_drawn=Count("pk", filter=win & Q(discarder__isnull=True)),
        draws=Count(
            "pk", filter=Q(result_kind__in=[HandResultKind.DRAW, HandResultKind.DEAD_WALL])
        ),
        false_mahjongs=Count("pk", filter=Q(result_kind=HandResultKind.FALSE_MAHJONG)),
        tables=Count("table", distinct=True),
    )
    elements = HandResult.objects.filter(won_q(), hand__table__round__event=event).values_list(
        "elements", flat=True
    )
    limits = sum(1 for found in elements if is_limit(e for e in found or () if isinstance(e, dict)))
    return EventFigures(
        hands=counts["hands"],
        wins=counts["wins"],
        self_drawn=counts["self_drawn"],
        on_discard=counts["wins"] - counts["self_drawn"],
        draws=counts["draws"],
        false_mahjongs=counts["false_mahjongs"],
        limit_hands=limits,
        tables=counts["tables"],
    )
