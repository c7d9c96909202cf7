"""Standings of an evening, a tournament and a season, from the tables' results.

Pure computation over ``TableResult`` rows (no queries): the readers in
``tournaments.reports.selectors.results`` fetch, this module ranks.

The tie-break chain is a club setting (``Club.standings_tie_breaks``), shown on every
standings page. The default: table points → score → most 1st places at a table →
most 2nd places → best single hand → name. Players equal on every criterion but the
name share a rank ("1, 2, 2, 4"); the name only orders the lines.
"""

from __future__ import annotations

import datetime
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from tournaments.reports.rows import EveningLine, SeatResult, StandingRow, TableResult
from tournaments.reports.table_points import UNIT

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

    from tournaments.clubs.models import Season

SortKey = Callable[[StandingRow], object]

#: criterion id → (label, sort key; smaller sorts first)
TIE_BREAKS: dict[str, tuple[StrOrPromise, SortKey]] = {
    "table_points": (
        _("table points"),
        lambda r: -(r.tp_units + r.bonus * UNIT) if r.bonus else -r.tp_units,
    ),
    "score": (_("score"), lambda r: -r.score),
    "firsts": (_("most 1st places"), lambda r: -r.firsts),
    "seconds": (_("most 2nd places"), lambda r: -r.seconds),
    "thirds": (_("most 3rd places"), lambda r: -r.thirds),
    "best_hand": (_("best single hand"), lambda r: -r.best_hand),
    "hands_won": (_("most hands won"), lambda r: -r.hands_won),
    "evenings": (_("most evenings played"), lambda r: -r.evenings),
    "name": (_("name"), lambda r: r.player.sort_name),
}
COUNTING_RULE = _(
    "Only finished club evenings count; evenings in progress, not played or cancelled count "
    "nowhere."
)
"""What counts in a season table, a trophy and the challenge cup (``events.selectors.events.season_events``),
said on those pages and exports."""

DEFAULT_TIE_BREAKS: tuple[str, ...] = (
    "table_points",
    "score",
    "firsts",
    "seconds",
    "best_hand",
    "name",
)


def parse_tie_breaks(text: str | Sequence[str] | None) -> tuple[str, ...]:
    """The club's chain, unknown ids dropped, duplicates removed, ``name`` always last."""
    items = text.split(",") if isinstance(text, str) else list(text or ())
    chain: list[str] = []
    for item in (i.strip() for i in items):
        if item in TIE_BREAKS and item not in chain and item != "name":
            chain.append(item)
    return (*(chain or DEFAULT_TIE_BREAKS[:-1]), "name")


def tie_break_labels(chain: Sequence[str]) -> list[str]:
    return [str(TIE_BREAKS[key][0]) for key in chain]


def rank_rows(
    rows: Iterable[StandingRow], chain: Sequence[str], *, unplayed_last: bool = True
) -> list[StandingRow]:
    """Sort by the chain and number the ranks; ties share. Qualified players come before
    the others and (``unplayed_last``) players who played a hand before those who did not."""
    keys = [TIE_BREAKS[k][1] for k in chain if k != "name"]

    # ``order`` keeps two players of the same name apart: rows themselves never compare
    decorated = sorted(
        (
            (unplayed_last and not row.played, not row.qualified, *(k(row) for k in keys)),
            row.player.sort_name,
            order,
            row,
        )
        for order, row in enumerate(rows)
    )
    ranked: list[StandingRow] = []
    previous = None
    for index, (key, _name, _order, row) in enumerate(decorated):
        row.rank = ranked[-1].rank if key == previous else index + 1
        ranked.append(row)
        previous = key
    return ranked


def _accumulate(seats: Iterable[SeatResult]) -> dict[str, dict[str, Any]]:
    """Per player key, the sums of his seats. A seat a substitute took (``substitute``)
    marks its registered player ``substituted``; it adds to his sums only when ``ranked``
    (the event counts the substitute's results for him), else it counts for nobody."""
    totals: dict[str, dict[str, Any]] = {}  # per player: StandingRow's fields
    for seat in seats:
        t = totals.setdefault(
            seat.player.key,
            {
                "player": seat.player,
                "tp_units": 0,
                "score": 0,
                "penalty": 0,
                "firsts": 0,
                "seconds": 0,
                "thirds": 0,
                "best_hand": 0,
                "hands_won": 0,
                "rounds": 0,
                "substituted": False,
            },
        )
        if seat.substitute is not None:
            t["substituted"] = True
        if not seat.ranked:
            continue
        t["tp_units"] += seat.tp_units
        t["penalty"] += seat.penalty
        t["score"] += seat.score
        t["firsts"] += seat.place == 1
        t["seconds"] += seat.place == 2
        t["thirds"] += seat.place == 3
        t["best_hand"] = max(t["best_hand"], seat.best_hand)
        t["hands_won"] += seat.hands_won
        t["rounds"] += seat.played
    return totals


def _sum_rows(rows: Sequence[StandingRow]) -> dict[str, Any]:
    """A season's totals from a player's counted evenings."""
    return {
        "tp_units": sum(r.tp_units for r in rows),
        "score": sum(r.score for r in rows),
        "penalty": sum(r.penalty for r in rows),
        "firsts": sum(r.firsts for r in rows),
        "seconds": sum(r.seconds for r in rows),
        "thirds": sum(r.thirds for r in rows),
        "best_hand": max((r.best_hand for r in rows), default=0),
        "hands_won": sum(r.hands_won for r in rows),
        "rounds": sum(r.rounds for r in rows),
    }


def event_standings(
    tables: Iterable[TableResult], chain: Sequence[str], *, unplayed_last: bool = True
) -> list[StandingRow]:
    """An evening's or a tournament's standings: every player who sat at one of its tables.

    A player without a played seat (``play.selectors.played``: only tables that never
    started, a late withdrawal) is marked (``played``) and, unless the club chose otherwise (``Club.rank_unplayed_last``), ranked
    after every player who played: a 0 must not beat a loss.
    """
    seats = [seat for table in tables for seat in table.seats]
    rows = (
        StandingRow(rank=0, evenings=1, played=t["rounds"] > 0, **t)
        for t in _accumulate(seats).values()
    )
    return rank_rows(rows, chain, unplayed_last=unplayed_last)


@dataclass(frozen=True, slots=True)
class SeasonOptions:
    """What a club decides about its season table (fields of ``Season``)."""

    best_evenings: int | None = None
    attendance_bonus: Fraction = Fraction(0)
    min_evenings: int = 0
    min_players: int = 0

    @classmethod
    def from_season(cls, season: Season) -> SeasonOptions:
        bonus = season.attendance_bonus or Decimal(0)
        return cls(
            best_evenings=season.best_evenings,
            attendance_bonus=Fraction(str(bonus)),
            min_evenings=season.min_evenings or 0,
            min_players=season.min_players or 0,
        )


@dataclass(frozen=True, slots=True)
class EventInfo:
    id: int
    name: str
    slug: str
    date: datetime.date


@dataclass
class SeasonStandings:
    rows: list[StandingRow]
    evenings: list[EventInfo]
    skipped: list[tuple[EventInfo, int]]  # evenings with too few players, and their count
    lines: dict[str, list[EveningLine]] = field(default_factory=dict)
    evening_rows: dict[int, list[StandingRow]] = field(default_factory=dict)

    def player_lines(self, key: str) -> list[EveningLine]:
        return self.lines.get(key, [])


def season_standings(
    events: Sequence[EventInfo],
    tables: Iterable[TableResult],
    options: SeasonOptions,
    chain: Sequence[str],
) -> SeasonStandings:
    """The season table: best N evenings, attendance bonus, qualification, minimum players.

    ``events`` are the season's evenings in date order. An evening counts only when at
    least ``options.min_players`` played; a player's evenings beyond his best N (by table
    points, then score) are listed but do not count; players with fewer than
    ``options.min_evenings`` evenings are ranked below everyone who qualified.
    """
    counted, skipped, evening_rows = _evenings_counted(events, tables, options, chain)
    # Per player: his evenings in date order.
    played: dict[str, list[tuple[EventInfo, StandingRow]]] = defaultdict(list)
    for event in counted:
        for row in evening_rows[event.id]:
            played[row.player.key].append((event, row))
    rows: list[StandingRow] = []
    lines: dict[str, list[EveningLine]] = {}
    for key, evenings in played.items():
        row, counts = _season_row(evenings, options)
        rows.append(row)
        lines[key] = _evening_lines(evenings, counts=counts, evening_rows=evening_rows)
    return SeasonStandings(
        rows=rank_rows(rows, chain),
        evenings=counted,
        skipped=skipped,
        lines=lines,
        evening_rows=evening_rows,
    )


def _evenings_counted(
    events: Sequence[EventInfo],
    tables: Iterable[TableResult],
    options: SeasonOptions,
    chain: Sequence[str],
) -> tuple[list[EventInfo], list[tuple[EventInfo, int]], dict[int, list[StandingRow]]]:
    """The evenings that count (with their standings) and those skipped for too few players
    (with the number who played); evenings nobody played are left out."""
    by_event: dict[int, list[TableResult]] = defaultdict(list)
    for table in tables:
        by_event[table.event_id].append(table)
    counted: list[EventInfo] = []
    skipped: list[tuple[EventInfo, int]] = []
    evening_rows: dict[int, list[StandingRow]] = {}
    for event in events:
        rows = [r for r in event_standings(by_event.get(event.id, []), chain) if r.rounds]
        if not rows:
            continue
        if len(rows) < options.min_players:
            skipped.append((event, len(rows)))
            continue
        counted.append(event)
        evening_rows[event.id] = rows
    return counted, skipped, evening_rows


def _season_row(
    evenings: Sequence[tuple[EventInfo, StandingRow]], options: SeasonOptions
) -> tuple[StandingRow, set[int]]:
    """A player's season row (not ranked yet) and the ids of the evenings that count: his
    best N by table points, then score."""
    best = sorted(evenings, key=lambda er: (er[1].tp_units, er[1].score), reverse=True)
    if options.best_evenings:
        best = best[: options.best_evenings]
    counts = {event.id for event, _row in best}
    totals = _sum_rows([row for _event, row in best])
    row = StandingRow(
        rank=0,
        evenings=len(evenings),
        evenings_counted=len(counts),
        bonus=options.attendance_bonus * len(evenings),
        qualified=len(evenings) >= options.min_evenings,
        player=evenings[-1][1].player,  # as of his latest evening
        **totals,
    )
    return row, counts


def _evening_lines(
    evenings: Sequence[tuple[EventInfo, StandingRow]],
    *,
    counts: set[int],
    evening_rows: dict[int, list[StandingRow]],
) -> list[EveningLine]:
    """A player's evenings in date order, with the season's running score and points (the
    points only of evenings that count)."""
    cumulative_score, cumulative_units = 0, 0
    lines = []
    for event, row in evenings:
        cumulative_score += row.score
        cumulative_units += row.tp_units if event.id in counts else 0
        lines.append(
            EveningLine(
                event_id=event.id,
                event_name=event.name,
                event_slug=event.slug,
                date=event.date,
                rank=row.rank,
                players=len(evening_rows[event.id]),
                table_points=row.table_points,
                score=row.score,
                counts=event.id in counts,
                cumulative_score=cumulative_score,
                cumulative_points=Fraction(cumulative_units, UNIT),
            )
        )
    return lines
