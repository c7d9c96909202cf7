"""The MERS ranking's inputs from the database: a club's (or the whole site's) finished
tournaments of an EMA-ranked ruleset plus the club's imported external results.

The EMA keeps one ranking per ruleset it ranks (``Ruleset.ema_ranked``), so
every read is for one of them (``ruleset``; by default the first the registry lists).
Imported results name their ranking (``ExternalResult.ruleset``); those imported before
a file named one count in that first ranking, the one they were imported for before a
second ruleset was ranked.

Readings (docs/rankings.md): a tournament's days, countries, substitutes and qualifying
flag are ``event_weight``'s; its players are those ranked in its standings who played
a hand, and a player's place is his rank there (``reports.standings.event_standings``, the club's
tie-breaks). Everything is computed on read: a correction to a finished event shows at
once; ``as_of`` is the time of the latest change counted.
"""

from __future__ import annotations

import datetime
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from django.db.models import Max

from scoring.engine import get_ruleset
from scoring.engine.registry import ruleset_ids
from tournaments.clubs.audience import member_name
from tournaments.clubs.models import Club, Member
from tournaments.clubs.selectors.clubs import club_table_points_scheme
from tournaments.events.models import Event, EventKind, EventStatus
from tournaments.play.models import Hand
from tournaments.rankings.mers import MersResult, PlayerInput, PlayerRanking, mers_ranking
from tournaments.rankings.models import ExternalResult
from tournaments.rankings.selectors.event_weight import event_weight, round_days
from tournaments.reports.selectors.results import table_results
from tournaments.reports.standings import event_standings, parse_tie_breaks


def ema_rulesets() -> list[str]:
    """The rulesets whose tournaments MERS ranks (``Ruleset.ema_ranked``)."""
    return [rid for rid in ruleset_ids() if get_ruleset(rid).ema_ranked]


def ranking_ruleset(ruleset: str | None = None) -> str:
    """The EMA-ranked ruleset whose ranking is read: ``ruleset`` when it is one, else the
    first ("" when the registry has none)."""
    ranked = ema_rulesets()
    if ruleset in ranked:
        return str(ruleset)
    return ranked[0] if ranked else ""


def ranked_events(*, club: Club | None, ruleset: str | None = None) -> list[Event]:
    """The finished tournaments of the EMA-ranked ``ruleset`` (of ``club``, or of every
    club)."""
    events = Event.objects.filter(
        kind=EventKind.TOURNAMENT,
        status=EventStatus.FINISHED,
        ruleset=ranking_ruleset(ruleset),
    ).select_related("club")
    if club is not None:
        events = events.filter(club=club)
    return list(events.order_by("date", "pk"))


@dataclass
class MersInputs:
    """Every player's results, their names, and the time of the latest change."""

    players: dict[str, PlayerInput] = field(default_factory=dict)
    as_of: datetime.datetime | None = None

    def add(self, key: str, name: str, result: MersResult) -> None:
        known = self.players.get(key)
        results = (*known.results, result) if known else (result,)
        self.players[key] = PlayerInput(key, known.name if known else name, results)


def _event_results(events: Sequence[Event], inputs: MersInputs) -> None:
    days = round_days(events=events)
    by_scheme: dict[str, list[Event]] = defaultdict(list)
    for event in events:
        by_scheme[club_table_points_scheme(club=event.club, ruleset=event.ruleset)].append(event)
    for scheme, group in by_scheme.items():
        tables = table_results(event_ids=[e.pk for e in group], scheme=scheme)
        per_event = defaultdict(list)
        for table in tables:
            per_event[table.event_id].append(table)
        for event in group:
            chain = parse_tie_breaks(event.club.standings_tie_breaks)
            rows = [
                r
                for r in event_standings(per_event[event.pk], chain, unplayed_last=True)
                if r.played
            ]
            if len(rows) < 2:
                continue
            weight = event_weight(
                event=event, rows=rows, tables=per_event[event.pk], days=days[event.pk]
            )
            for row in rows:
                result = MersResult(
                    event.name, event.date, weight.day_count, len(rows), weight.countries,
                    event.ema_qualifying, row.rank, weight.substitutes,
                )  # fmt: skip
                inputs.add(row.player.key, row.player.name, result)


def external_key(*, member_id: int | None, ema_number: str, name: str) -> str:
    """Whose result an imported row is: a member's, else an EMA number's, else a name's
    (the same key as a guest of that name in the club's own tournaments)."""
    if member_id is not None:
        return f"m{member_id}"
    return f"e:{ema_number}" if ema_number else f"g:{name}"


def _external_results(
    club: Club | None, inputs: MersInputs, ruleset: str
) -> datetime.datetime | None:
    """The imported results of ``ruleset``'s ranking (the first ranking's: those that name
    none too) into ``inputs``; the latest import's time."""
    rows = ExternalResult.objects.select_related("member__club")
    if ruleset == ranking_ruleset():
        rows = rows.filter(ruleset__in=(ruleset, ""))
    else:
        rows = rows.filter(ruleset=ruleset)
    if club is not None:
        rows = rows.filter(club=club)
    latest = None
    for row in rows.order_by("start_date", "pk"):
        key = external_key(member_id=row.member_id, ema_number=row.ema_number, name=row.player_name)
        name = member_name(row.member) if row.member is not None else row.player_name
        result = MersResult(
            row.tournament, row.start_date, row.days, row.players, row.countries,
            row.qualifying, row.position,
        )  # fmt: skip
        inputs.add(key, name, result)
        latest = max(latest, row.created_at) if latest else row.created_at
    return latest


def mers_inputs(*, club: Club | None, ruleset: str | None = None) -> MersInputs:
    """The results the MERS ranking of ``ruleset`` ranks: its finished tournaments and the
    imported results of that ranking."""
    inputs = MersInputs()
    ruleset = ranking_ruleset(ruleset)
    events = ranked_events(club=club, ruleset=ruleset)
    _event_results(events, inputs)
    stamps: list[datetime.datetime | None] = [e.finished_at for e in events]
    hands = Hand.objects.filter(table__round__event__in=[e.pk for e in events])
    stamps.append(hands.aggregate(latest=Max("updated_at"))["latest"])
    stamps.append(_external_results(club, inputs, ruleset))
    inputs.as_of = max((s for s in stamps if s is not None), default=None)
    return inputs


@dataclass
class MersReport:
    """The ranking on a day, and what it was computed from."""

    on: datetime.date
    rows: list[PlayerRanking]
    as_of: datetime.datetime | None
    ruleset: str = ""  # whose ranking


def mers_report(*, club: Club | None, on: datetime.date, ruleset: str | None = None) -> MersReport:
    ruleset = ranking_ruleset(ruleset)
    inputs = mers_inputs(club=club, ruleset=ruleset)
    rows = mers_ranking(inputs.players.values(), on)
    return MersReport(on=on, rows=rows, as_of=inputs.as_of, ruleset=ruleset)


def member_mers_history(
    *,
    member: Member,
    dates: Iterable[datetime.date],
    ruleset: str | None = None,
    inputs: MersInputs | None = None,
) -> list[tuple[datetime.date, float | None]]:
    """The member's score in his club's MERS ranking of ``ruleset`` on each of ``dates``
    (None: not listed that day), for a chart of the score over time. One read of the
    inputs for all dates (``inputs``: the club's of that ruleset, read already)."""
    if inputs is None:
        inputs = mers_inputs(club=member.club, ruleset=ruleset)
    player = inputs.players.get(f"m{member.pk}")
    points: list[tuple[datetime.date, float | None]] = []
    for day in dates:
        rows = mers_ranking([player], day) if player else []
        points.append((day, float(rows[0].score) if rows else None))
    return points
