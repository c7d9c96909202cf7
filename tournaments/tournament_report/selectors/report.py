"""Everything the tournament report shows, read once: the final standings (per stage),
the best hands with their tiles, the event's figures, penalties and substitutes, the
draw's quality, participants per country and the MERS weight with its workings.

A fixed number of queries whatever the number of players and hands
(``tests/tournaments/tournament_report/test_queries.py``). Names are the standings'
names, so a hidden name stays hidden for whoever reads the report.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.utils.translation import get_language

from scoring.engine import get_ruleset
from tournaments.clubs.audience import names_seen_key
from tournaments.clubs.models import Club
from tournaments.events.models import Event, EventKind, EventStatus
from tournaments.penalties.models import Penalty
from tournaments.penalties.reasons import reason_label
from tournaments.rankings.selectors.event_weight import EventWeight, event_weight, round_days
from tournaments.reports.exporters import substituted_legend
from tournaments.reports.rows import Player, StandingRow, TableResult
from tournaments.reports.selectors.kept import club_finished_stamp, kept_across
from tournaments.reports.selectors.results import EventReport, event_report
from tournaments.seat_draws.selectors.overview import SeatingOverview, seating_overview
from tournaments.tournament_report.selectors.figures import EventFigures, event_figures
from tournaments.tournament_report.selectors.hands import ShownHand, best_hands_shown

PODIUM = 3


@dataclass(frozen=True)
class PenaltyRow:
    round_number: int
    table_number: int
    player: str
    points: int
    reason: str


@dataclass(frozen=True)
class SubstituteRow:
    absent: str
    substitute: str
    rounds: tuple[int, ...]


@dataclass(frozen=True)
class CountryRow:
    country: str  # the ISO code, "" when unknown (a guest without one)
    players: int


@dataclass(frozen=True)
class TournamentReport:
    event: Event
    standings: EventReport
    figures: EventFigures
    best_hands: list[ShownHand]
    penalties: list[PenaltyRow]
    substitutes: list[SubstituteRow]
    seating: SeatingOverview
    countries: list[CountryRow]
    weight: EventWeight
    substituted_legend: str  # what † means under the event's substitute rule ("" unused)

    @property
    def finished(self) -> bool:
        return self.event.status == EventStatus.FINISHED

    @property
    def is_tournament(self) -> bool:
        return self.event.kind == EventKind.TOURNAMENT

    @property
    def ema_ranked(self) -> bool:
        """Whether the EMA's ranking counts tournaments of the event's ruleset."""
        return get_ruleset(self.event.ruleset).ema_ranked

    @property
    def winners(self) -> list[StandingRow]:
        return [r for r in self.standings.rows if r.played and r.rank <= PODIUM]

    @property
    def best_hands_without_tiles(self) -> bool:
        return any(not shown.groups for shown in self.best_hands)

    @property
    def played_rows(self) -> list[StandingRow]:
        return [r for r in self.standings.rows if r.played]


def _penalties(event: Event, tables: list[TableResult]) -> list[PenaltyRow]:
    """The penalties in force (cancelled ones left out), by round and table. One query."""
    names = {(t.table_id, s.wind): s.shown_name for t in tables for s in t.seats}
    rows = (
        Penalty.objects.filter(table__round__event=event, cancelled_at__isnull=True)
        .order_by("table__round__number", "table__number", "given_at", "pk")
        .values(
            "table_id", "table__number", "table__round__number", "seat__wind", "points", "reason"
        )
    )
    return [
        PenaltyRow(
            round_number=r["table__round__number"],
            table_number=r["table__number"],
            player=names.get((r["table_id"], r["seat__wind"]), ""),
            points=r["points"],
            reason=reason_label(r["reason"]),
        )
        for r in rows
    ]


def _substitutes(tables: list[TableResult]) -> list[SubstituteRow]:
    """Who sat in for whom, in which rounds (from the standings' seats: no query)."""
    rounds: dict[tuple[str, str], list[int]] = {}
    names: dict[tuple[str, str], tuple[Player, Player]] = {}
    for table in tables:
        for seat in table.seats:
            if seat.substitute is None:
                continue
            key = (seat.player.key, seat.substitute.key)
            rounds.setdefault(key, []).append(table.round_number)
            names[key] = (seat.player, seat.substitute)
    return sorted(
        (
            SubstituteRow(names[k][0].name, names[k][1].name, tuple(sorted(set(r))))
            for k, r in rounds.items()
        ),
        key=lambda row: (row.rounds, row.absent.casefold()),
    )


def _countries(rows: list[StandingRow]) -> list[CountryRow]:
    counts = Counter(r.player.country for r in rows if r.played)
    return [
        CountryRow(country, players)
        for country, players in sorted(counts.items(), key=lambda item: (-item[1], item[0] or "~"))
    ]


def tournament_report(*, event: Event) -> TournamentReport:
    """The report of ``event`` as it stands (finished or not: the page says which)."""
    standings = event_report(event=event)
    tables = standings.tables
    return TournamentReport(
        event=event,
        standings=standings,
        figures=event_figures(event=event),
        best_hands=best_hands_shown(event=event, tables=tables),
        penalties=_penalties(event, tables),
        substitutes=_substitutes(tables),
        seating=seating_overview(event=event),
        countries=_countries(standings.rows),
        weight=event_weight(
            event=event,
            rows=standings.rows,
            tables=tables,
            days=round_days(events=[event])[event.pk],
        ),
        substituted_legend=(
            substituted_legend(event) if any(r.substituted for r in standings.rows) else ""
        ),
    )


def tournament_report_kept(*, event: Event) -> TournamentReport:
    """``tournament_report(event=event)``, kept across processes once the event is finished
    (``reports.selectors.kept``): a finished event changes only after a reopen, and an
    audited change of its players (a country, an EMA number) or its settings changes the
    club's finished stamp too. Names and texts as the viewer reads them (their key and the
    language are in the key). Two queries when kept (the stamp, and the event's club)."""
    if event.status != EventStatus.FINISHED:
        return tournament_report(event=event)
    club = event.club
    key = (
        "tournament report",
        event.pk,
        club_finished_stamp(club=club).digest,
        names_seen_key(club_id=club.pk),
        get_language(),
    )
    return kept_across(key, lambda: tournament_report(event=event))


def report_warm(_club: Club, event: Event | None) -> None:
    """``reports.warming.FINISHED_VALUES``: the report of the event just finished, kept."""
    if event is not None and event.status == EventStatus.FINISHED:
        tournament_report_kept(event=event)
