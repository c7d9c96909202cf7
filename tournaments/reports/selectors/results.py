"""Reads for the reports, in a fixed number of queries whatever the number of events: the
seats (with their member) and the per-seat sums of the hand results; table points are then
awarded in Python (``table_points.award_table_points``), per table."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Count, Max, Sum
from django.shortcuts import get_object_or_404

from scoring.engine import get_ruleset
from tournaments.clubs.audience import PRIVACY_FIELDS, values_name
from tournaments.clubs.models import Club, Season
from tournaments.clubs.names import display_name, guest_name_parts, sort_name
from tournaments.clubs.selectors.clubs import club_table_points_scheme
from tournaments.core.choices import SubstituteRule, TablePointsScheme
from tournaments.events.models import Event, EventKind, EventStatus
from tournaments.events.selectors.silence import hidden_round_numbers, silent_round_q
from tournaments.play.models import HandResult, Seat
from tournaments.play.selectors.winners import several_events, won_q
from tournaments.reports.rows import Player, SeatResult, StandingRow, TableResult
from tournaments.reports.selectors.penalty_sums import penalty_sums
from tournaments.reports.selectors.stages import staged_rows
from tournaments.reports.stage_standings import StageTable
from tournaments.reports.standings import (
    EventInfo,
    SeasonOptions,
    SeasonStandings,
    event_standings,
    parse_tie_breaks,
    season_standings,
    tie_break_labels,
)
from tournaments.reports.table_points import award_units, table_ranks

#: the fields :func:`player_from_values` reads for a member or guest (with their name)
PLAYER_FIELDS = (
    "guest_name",
    "member_id",
    "member__first_name",
    "member__surname_prefix",
    "member__last_name",
    "member__member_number",
    *(f"member__{name}" for name in PRIVACY_FIELDS),
)
_SEAT_FIELDS = (
    "id",
    "table_id",
    "table__number",
    "round__number",
    "round__event_id",
    "wind",
    *PLAYER_FIELDS,
    "member__ema_number",
    "member__country",
)
#: what a table's game result depends on: the event's ruleset and options
#: (``Ruleset.table_result``: uma and oka) and its substitute rule
_GAME_FIELDS = (
    "round__event__substitute_rule",
    "round__event__ruleset",
    "round__event__ruleset_options",
)
_ABSENT_FIELDS = (
    "substitute_for_id",
    "substitute_for_guest",
    "substitute_for__first_name",
    "substitute_for__surname_prefix",
    "substitute_for__last_name",
    "substitute_for__member_number",
    "substitute_for__ema_number",
    "substitute_for__country",
    *(f"substitute_for__{name}" for name in PRIVACY_FIELDS),
)


#: a ``values()`` row: field path → value
type ValuesRow = Mapping[str, Any]
#: one Player per member or guest name: (member id, guest name)
type PlayerWho = tuple[int | None, str]


def player_from_values(values: ValuesRow, prefix: str = "") -> Player:
    """A ``Player`` from a ``values()`` row with the seat's member fields."""
    member_id = values[f"{prefix}member_id"]
    if member_id is None:
        guest = values[f"{prefix}guest_name"]
        first, surname_prefix, last = guest_name_parts(guest)
        return Player(
            key=f"g:{guest}",
            name=guest,
            sort_name=sort_name(first, surname_prefix, last),
            first_name=first,
            last_name=display_name("", surname_prefix, last),
        )
    first = values[f"{prefix}member__first_name"]
    surname_prefix = values.get(f"{prefix}member__surname_prefix") or ""
    last = values[f"{prefix}member__last_name"]
    name, private = values_name(values, f"{prefix}member__", member_id)  # private: who looks
    real = name == display_name(first, surname_prefix, last)
    return Player(
        key=f"m{member_id}",
        name=name,
        sort_name=sort_name(first, surname_prefix, last),
        member_id=member_id,
        member_number=values.get(f"{prefix}member__member_number", "") if private else "",
        first_name=first if real else "",
        last_name=display_name("", surname_prefix, last) if real else name,  # "de Boer" (EMA)
        ema_number=values.get(f"{prefix}member__ema_number", "") if private else "",
        country=values.get(f"{prefix}member__country", ""),
    )


def _absent_player(values: ValuesRow) -> Player:
    """The registered player whose seat a substitute took (``Seat.substitute_for``, or the
    guest ``Seat.substitute_for_guest``)."""
    if values["substitute_for_id"] is None:
        return player_from_values({"member_id": None, "guest_name": values["substitute_for_guest"]})
    return player_from_values(
        {"member_id": values["substitute_for_id"], "guest_name": ""}
        | {
            f"member__{name.removeprefix('substitute_for__')}": values[name]
            for name in _ABSENT_FIELDS[2:]
        }
    )


def table_results(
    *,
    event_ids: Iterable[int],
    scheme: str,
    full: bool = False,
    schemes: Mapping[int, str] | None = None,
) -> list[TableResult]:
    """Every table of the events with each seat's score and table points (by ``scheme``, or
    by ``schemes[event id]`` where given: a club's events of several games). Three queries.

    The tables of silent rounds not yet revealed are left out (what the public sees,
    ``events.selectors.silence``) unless ``full`` (the club's staff, a seat draw).

    A table where no hand has been entered yet earns nobody table points. A seat's
    ``score`` includes its penalties outside a hand; its place and table points come from
    the hands alone (``tournaments.penalties.reasons``). A seat a substitute took counts for its
    registered player, or for nobody under the EMA rule (``Event.substitute_rule``).
    """
    event_ids = list(event_ids)
    seats = Seat.objects.filter(round__event_id__in=event_ids)
    if not full:
        seats = seats.exclude(silent_round_q("round"))
    seat_rows = list(
        seats.order_by("round__event_id", "round__number", "table__number", "position").values(
            *_SEAT_FIELDS, *_ABSENT_FIELDS, *_GAME_FIELDS
        )
    )
    penalties = penalty_sums(event_ids=event_ids)
    sums = seat_sums_of_tables(sorted({seat["table_id"] for seat in seat_rows}), seat_rows)
    by_table: dict[int, list[ValuesRow]] = defaultdict(list)
    for seat in seat_rows:
        by_table[seat["table_id"]].append(seat)
    players: dict[PlayerWho, Player] = {}
    return [
        _table_result(
            table_id,
            table_seats,
            sums,
            penalties,
            players,
            (schemes or {}).get(table_seats[0]["round__event_id"], scheme),
        )
        for table_id, table_seats in by_table.items()
    ]


def seat_sums_of_tables(tables: list[int], seats: list[ValuesRow]) -> dict[int, ValuesRow]:
    """``{seat id: {score, hands, best, won}}`` of the seats at ``tables`` with a result
    (every winner of one discard: ``play.selectors.winners``; ``seats`` tell the rulesets).
    One query (none without tables), named by the hands' tables too: by the seats' events
    alone PostgreSQL looked each of a season's 13,412 hands up by its key (docs/benchmarks.md).
    ``order_by()`` drops the ordering's three joins (PostgreSQL hashed every table: issue 44)."""
    if not tables:
        return {}
    won = won_q(several_events=several_events(seats))
    return {
        row["seat_id"]: row
        for row in HandResult.objects.filter(seat__table_id__in=tables, hand__table_id__in=tables)
        .order_by()
        .values("seat_id")
        .annotate(
            score=Sum("settlement"),
            hands=Count("id"),
            best=Max("points", filter=won),
            won=Count("id", filter=won),
        )
    }


_NO_SUMS = {"score": 0, "hands": 0, "won": 0, "best": 0}


def _table_result(
    table_id: int,
    table_seats: list[ValuesRow],
    sums: dict[int, ValuesRow],
    penalties: dict[tuple[int, str], int],
    players: dict[PlayerWho, Player],
    scheme: str,
) -> TableResult:
    seat_sums = [sums.get(s["id"], _NO_SUMS) for s in table_seats]
    scores = {s["id"]: sums_["score"] or 0 for s, sums_ in zip(table_seats, seat_sums, strict=True)}
    played = any(s["id"] in sums for s in table_seats)  # a hand, draws too: play.selectors.played
    if played:  # the game's result as its ruleset counts it (uma, oka, sticks left)
        event = table_seats[0]
        ruleset = get_ruleset(event["round__event__ruleset"])
        scores = ruleset.table_result(scores, event["round__event__ruleset_options"] or {})
    units = award_units(scores, scheme) if played else {}
    places = table_ranks(scores) if played else {}
    results = []
    for s, sums_ in zip(table_seats, seat_sums, strict=True):
        player, substitute, ranked = _seat_player(s, players)
        penalty = penalties.get((table_id, s["wind"]), 0)
        results.append(
            SeatResult(
                event_id=s["round__event_id"],
                round_number=s["round__number"],
                table_number=s["table__number"],
                table_id=table_id,
                wind=s["wind"],
                player=player,
                score=scores[s["id"]] + penalty,
                penalty=penalty,
                substitute=substitute,
                ranked=ranked,
                hands=sums_["hands"] or 0,
                hands_won=sums_["won"] or 0,
                best_hand=sums_["best"] or 0,
                tp_units=units.get(s["id"], 0),
                place=places.get(s["id"]),
            )
        )
    first = table_seats[0]
    return TableResult(
        event_id=first["round__event_id"],
        round_number=first["round__number"],
        table_number=first["table__number"],
        table_id=table_id,
        scheme=scheme,
        seats=tuple(results),
    )


def _seat_player(
    s: ValuesRow, players: dict[PlayerWho, Player]
) -> tuple[Player, Player | None, bool]:
    """Who a seat counts for (one ``Player`` per member or guest name, shared through
    ``players``), the substitute who played it, and whether it is ranked."""
    who: PlayerWho = (s["member_id"], s["guest_name"])
    player = players.get(who)
    if player is None:
        player = players[who] = player_from_values(s)
    if s["substitute_for_id"] is None and not s["substitute_for_guest"]:
        return player, None, True
    absent: PlayerWho = (s["substitute_for_id"], s["substitute_for_guest"])
    if absent not in players:
        players[absent] = _absent_player(s)
    ranked = s["round__event__substitute_rule"] == SubstituteRule.ABSENT_PLAYER
    return players[absent], player, ranked


# -- reports: an event, a season, a club's trophies ------------------------------------


@dataclass
class EventReport:
    event: Event
    tables: list[TableResult]
    rows: list[StandingRow]
    chain: tuple[str, ...]
    stages: list[StageTable] = field(default_factory=list)  # per stage (stage_standings)
    #: the silent rounds still hidden from the public (``events.selectors.silence``): left
    #: out of this report, or (``full``, the staff's) in it and marked
    silent_rounds: tuple[int, ...] = ()
    full: bool = False
    #: the table points the event ranks by (``clubs.selectors.clubs.club_table_points_scheme``)
    scheme: str = ""

    @property
    def by_score(self) -> bool:
        """No table points (the ruleset's or the club's choice): the ranking is the score's."""
        return self.scheme == TablePointsScheme.NONE

    @property
    def scheme_label(self) -> str:
        if self.scheme in TablePointsScheme.values:
            return str(TablePointsScheme(self.scheme).label)
        return str(self.event.club.get_table_points_scheme_display())

    @property
    def shown_through(self) -> int | None:
        """The last round the public's standings count, while rounds are left out."""
        if not self.silent_rounds or self.full:
            return None
        return self.silent_rounds[0] - 1

    @property
    def ranking_chain(self) -> tuple[str, ...]:
        """The chain as it decides: without table points where there are none (they tie
        everybody at nothing), so the score is the first criterion, not a tie-break."""
        if not self.by_score:
            return self.chain
        return tuple(k for k in self.chain if k != "table_points")

    @property
    def tie_break_labels(self) -> list[str]:
        return tie_break_labels(self.ranking_chain)

    def rounds(self) -> list[tuple[int, list[TableResult]]]:
        by_round: dict[int, list[TableResult]] = defaultdict(list)
        for table in self.tables:
            by_round[table.round_number].append(table)
        return sorted(by_round.items())


def event_report(
    *, event: Event, before_round: int | None = None, full: bool = False
) -> EventReport:
    """Standings of one evening or tournament (three queries with the event); with
    ``before_round``, of the rounds before it: what a reseat by standings ranks by.

    What the public sees: without the silent rounds not yet revealed; ``full`` with them
    (the club's staff, a seat draw by standings), marked in ``silent_rounds``."""
    club = event.club
    chain = parse_tie_breaks(club.standings_tie_breaks)
    scheme = club_table_points_scheme(club=club, ruleset=event.ruleset)
    tables = table_results(event_ids=[event.pk], scheme=scheme, full=full)
    if before_round is not None:  # whole tables: their points and penalties are their own
        tables = [t for t in tables if t.round_number < before_round]
    unplayed_last = club.rank_unplayed_last
    rows = event_standings(tables, chain, unplayed_last=unplayed_last)
    stages, final = staged_rows(event=event, tables=tables, chain=chain, before=before_round)
    return EventReport(
        event=event,
        tables=tables,
        rows=final or rows,
        chain=chain,
        stages=stages,
        silent_rounds=tuple(hidden_round_numbers(event=event)),
        full=full,
        scheme=scheme,
    )


@dataclass
class SeasonReport:
    season: Season
    standings: SeasonStandings
    chain: tuple[str, ...]
    options: SeasonOptions

    @property
    def rows(self) -> list[StandingRow]:
        return self.standings.rows

    @property
    def tie_break_labels(self) -> list[str]:
        return tie_break_labels(self.chain)


def season_events(*, season: Season) -> list[EventInfo]:
    """The season's finished club evenings in date order (tournaments have their own
    standings). Only a finished evening counts (``COUNTING_RULE``): one still planned, in
    progress, not played or cancelled counts in no season table, trophy or cup."""
    return [
        EventInfo(id=e["id"], name=e["name"], slug=e["slug"], date=e["date"])
        for e in season.events.filter(kind=EventKind.CLUB_EVENING, status=EventStatus.FINISHED)
        .order_by("date", "start_time", "id")
        .values("id", "name", "slug", "date")
    ]


def season_report(*, season: Season) -> SeasonReport:
    """The season table in four queries, whatever the number of evenings."""
    club = season.club
    chain = parse_tie_breaks(club.standings_tie_breaks)
    options = SeasonOptions.from_season(season)
    events = season_events(season=season)
    tables = table_results(event_ids=[e.id for e in events], scheme=club.table_points_scheme)
    return SeasonReport(
        season=season,
        standings=season_standings(events, tables, options, chain),
        chain=chain,
        options=options,
    )


def season_get(*, club: Club, year: int) -> Season:
    return get_object_or_404(Season.objects.select_related("club"), club=club, year=year)
