"""Reads for the player statistics (``reports.statistics`` counts them): an event's, a
season's and a member's, in a fixed number of queries whatever the number of hands.

The queries: the seats the statistics are about (who sat there, the event's ruleset),
every seat of their tables with its hand settlements (places and table points, as the
standings award them), the seats' hand results with their hands' outcome, and the
penalties at those tables. Nothing is rescored: the stored results are the current
version of every hand (a correction rewrites them, a deletion removes them).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.db.models import Case, Exists, F, JSONField, OuterRef, Q, QuerySet, Value, When

from scoring.engine import ScoringError
from scoring.engine.registry import get_ruleset, ruleset_ids
from scoring.hand_value import HandEntry
from tournaments.clubs.models import Club, Season
from tournaments.clubs.selectors.clubs import club_table_points_scheme
from tournaments.events.models import Event
from tournaments.events.selectors.silence import silent_round_q
from tournaments.penalties.models import Penalty
from tournaments.play.models import Hand, HandResult, Seat
from tournaments.play.selectors.played import STARTED_STATUSES
from tournaments.reports.rows import Player
from tournaments.reports.selectors import statistics_sums
from tournaments.reports.selectors.results import (
    PLAYER_FIELDS,
    ValuesRow,
    player_from_values,
)
from tournaments.reports.selectors.seat_sums import seat_settlements
from tournaments.reports.statistics import (
    HandRow,
    PlayerStatistics,
    SeatGame,
    SeatSums,
    player_statistics,
)
from tournaments.reports.table_points import award_units, table_ranks

_SEAT_FIELDS = ("id", "table_id", "round__event_id", "round__event__ruleset", *PLAYER_FIELDS)
_HAND_FIELDS = (
    "seat_id",
    "hand_id",
    "points",
    "settlement",
    "elements",
    "hand__result_kind",
    "hand__winner_id",
    "hand__discarder_id",
    "wind",
)


@dataclass(frozen=True)
class StatisticsRead:
    """What the statistics were counted from, kept for a head-to-head and the charts."""

    statistics: list[PlayerStatistics]
    players: dict[int, Player]  # seat id -> who sat there (the seats read)
    hands: list[HandRow]
    places: dict[int, int]  # seat id -> place, every played seat of the tables read
    table_seats: dict[int, list[tuple[int, Player]]]  # table id -> (seat id, who sat there)


def played_seat_q() -> Q:
    """A played seat of a started event (``play.selectors.played``) as a condition."""
    return Q(
        Exists(Hand.objects.filter(table_id=OuterRef("table_id"))),
        round__event__status__in=STARTED_STATUSES,
    )


def statistics_read(*, seats: QuerySet[Seat], club: Club) -> StatisticsRead:
    """The statistics of the players in ``seats`` (played seats only; a silent round counts
    once revealed, for everyone: docs/silent-rounds.md); places and table points as the
    standings of ``club`` count them (``club_table_points_scheme``). Five queries."""
    seats = seats.filter(played_seat_q()).exclude(silent_round_q("round")).order_by()
    rows = list(seats.values(*_SEAT_FIELDS))
    # the tables as a list of ids, not as a subquery: PostgreSQL estimated a subquery's
    # tables at a million seats and merged all 4 M hand results to sum 128 seats' (1.3-2 s
    # at 1 M hands; docs/benchmarks.md, "Statistics at an association's scale")
    tables = sorted({row["table_id"] for row in rows})
    rulesets = {row["id"]: row["round__event__ruleset"] for row in rows}
    cache: dict[tuple[int | None, str], Player] = {}
    players = {row["id"]: _player(row, cache) for row in rows}
    hands = [
        _hand_row(r, rulesets[r["seat_id"]])
        # the hands named by their tables too: joined by the results alone, PostgreSQL
        # read all million hands to find a season's 3,400 (400 ms at 1 M hands)
        for r in HandResult.objects.filter(seat_id__in=list(players), hand__table_id__in=tables)
        .order_by()
        .annotate(stored_entry=_entry_where_read())
        .values(*_HAND_FIELDS, "stored_entry")
    ]
    at = _places(tables, club, cache)
    penalties = _penalties(tables, at.by_wind)
    stats = player_statistics(
        players=players, hands=hands, games=_games(rows, at, penalties), ruleset_order=ruleset_ids()
    )
    return StatisticsRead(stats, players, hands, at.places, at.seats)


@dataclass(frozen=True)
class SummedPart:
    """What ``statistics_summed`` counts from, for a part of the seats (a season's finished
    events, tonight's): the parts of one set of seats add up (``statistics_of_parts``)."""

    players: dict[int, Player]
    hands: list[HandRow]
    sums: list[SeatSums]
    elements: list[tuple[str, str, dict[str, Any], int]]
    games: list[SeatGame]


def statistics_summed(*, seats: QuerySet[Seat], club: Club) -> list[PlayerStatistics]:
    """``statistics_read(seats=seats, club=club).statistics`` where ``seats`` are every
    seat of their tables (an event's, a season's), the hands counted by the database
    (``statistics_sums``) but those of a ruleset that reads its stored entry. For many hands
    (a season's): no rows for a head-to-head or the charts. Four queries, and one for the
    hands of a ruleset that reads its entry."""
    return statistics_of_parts([summed_part(seats=seats, club=club)])


def statistics_of_parts(parts: Iterable[SummedPart]) -> list[PlayerStatistics]:
    """The statistics of the seats of ``parts`` together (no query)."""
    parts = list(parts)
    return player_statistics(
        players={seat: who for part in parts for seat, who in part.players.items()},
        hands=[row for part in parts for row in part.hands],
        games=[game for part in parts for game in part.games],
        ruleset_order=ruleset_ids(),
        sums=[counted for part in parts for counted in part.sums],
        elements=[element for part in parts for element in part.elements],
    )


def summed_part(*, seats: QuerySet[Seat], club: Club) -> SummedPart:
    """What ``statistics_summed`` counts from, for ``seats`` (every seat of their tables).
    Four queries (one without a played seat), and one for a ruleset that reads its entry."""
    seats = seats.filter(played_seat_q()).exclude(silent_round_q("round")).order_by()
    rows = list(seats.values(*_SEAT_FIELDS, "wind"))
    rulesets = {row["id"]: row["round__event__ruleset"] for row in rows}
    cache: dict[tuple[int | None, str], Player] = {}
    reading = set(_reading())
    # a table's seats share its event's ruleset: the tables as two lists of ids
    summed = sorted({r["table_id"] for r in rows if r["round__event__ruleset"] not in reading})
    read = sorted({r["table_id"] for r in rows if r["round__event__ruleset"] in reading})
    hands = [
        _hand_row(r, rulesets[r["seat_id"]])
        for r in HandResult.objects.filter(seat__table_id__in=read, hand__table_id__in=read)
        .order_by()
        .annotate(stored_entry=F("hand__entry"))
        .values(*_HAND_FIELDS, "stored_entry")
    ]
    sums, scores = statistics_sums.seat_sums(
        tables=sorted(summed + read),
        rulesets={s: r for s, r in rulesets.items() if r not in reading},
    )
    at = _places_of(rows, scores, club, cache)
    return SummedPart(
        players={row["id"]: _player(row, cache) for row in rows},
        hands=hands,
        sums=sums,
        elements=statistics_sums.element_counts(tables=summed),
        games=_games(rows, at, _penalties(sorted(summed + read), at.by_wind)),
    )


def _games(rows: list[ValuesRow], at: _Tables, penalties: Mapping[int, int]) -> list[SeatGame]:
    return [
        SeatGame(
            seat_id=row["id"],
            table_id=row["table_id"],
            place=at.places[row["id"]],
            tp_units=at.units[row["id"]],
            penalties=penalties.get(row["id"], 0),
            penalty_points=penalties.get(-row["id"], 0),
        )
        for row in rows
        if row["id"] in at.places
    ]


def _reading() -> list[str]:
    """The rulesets whose statistics read the stored entry (``Ruleset.statistics_read_entry``:
    their facts, a quick entry's totals)."""
    return [r for r in ruleset_ids() if get_ruleset(r).statistics_read_entry]


def _entry_where_read() -> Case:
    """The hand's stored entry for the rulesets whose statistics read it
    (``Ruleset.statistics_read_entry``: their facts, a quick entry's totals), else None."""
    return Case(
        When(seat__round__event__ruleset__in=_reading(), then=F("hand__entry")),
        default=Value(None),
        output_field=JSONField(),
    )


def _hand_row(r: ValuesRow, ruleset_id: str) -> HandRow:
    """One result row; where the entry was read, the seat's table facts (declared ready,
    tenpai at a draw) and a win's value in the ruleset's unit (``Ruleset.win_value``)."""
    won = r["hand__winner_id"] == r["seat_id"]
    elements = tuple(e for e in r["elements"] or () if isinstance(e, dict))
    value: int | None = None
    ready = tenpai = facts_read = won_too = False
    if r["stored_entry"] is not None:
        ruleset = get_ruleset(ruleset_id)
        try:
            entry = HandEntry.from_dict(r["stored_entry"])
        except ScoringError:  # a malformed stored entry: its facts are not counted
            entry = None
        if entry is not None:
            facts = ruleset.entry_facts(entry.extra, entry.result.extra)
            wind = r["wind"]
            ready, tenpai, facts_read = wind in facts.ready, wind in facts.tenpai, True
            # another winner of the same discard (the hand's winner is the first)
            won_too = not won and entry.result.several and wind in entry.result.won_by
            if won or won_too:
                value = ruleset.win_value(
                    points=r["points"],
                    elements=elements,
                    quick_total=entry.quick.points.get(wind) if entry.quick else None,
                    options=entry.options or {},
                )
    return HandRow(
        seat_id=r["seat_id"],
        hand_id=r["hand_id"],
        ruleset=ruleset_id,
        kind=r["hand__result_kind"],
        winner_id=r["hand__winner_id"],
        discarder_id=r["hand__discarder_id"],
        points=r["points"],
        settlement=r["settlement"],
        elements=elements,
        value=value,
        ready=ready,
        tenpai=tenpai,
        facts_read=facts_read,
        won_too=won_too,
    )


def _player(row: ValuesRow, cache: dict[tuple[int | None, str], Player]) -> Player:
    who: tuple[int | None, str] = (row["member_id"], str(row["guest_name"]))
    if who not in cache:
        cache[who] = player_from_values(row)
    return cache[who]


@dataclass
class _Tables:
    """Every seat of the tables read: who sat there, its place and table points."""

    seats: dict[int, list[tuple[int, Player]]]
    places: dict[int, int]
    units: dict[int, int]
    by_wind: dict[tuple[int, str], int]  # (table id, starting wind) -> seat id


def _places(tables: list[int], club: Club, cache: dict[tuple[int | None, str], Player]) -> _Tables:
    """Every seat of ``tables`` with its place and table points (from its hands'
    settlements, penalties left out, as the standings do). Two queries."""
    sums = seat_settlements(tables)
    seats = Seat.objects.filter(table_id__in=tables).order_by()
    return _places_of(
        list(seats.values("id", "table_id", "wind", "round__event__ruleset", *PLAYER_FIELDS)),
        sums,
        club,
        cache,
    )


def _places_of(
    seats: list[ValuesRow],
    sums: Mapping[int, int],
    club: Club,
    cache: dict[tuple[int | None, str], Player],
) -> _Tables:
    """``_places`` of ``seats`` (every seat of their tables, with its event's ruleset) and
    their ``sums`` of settlements (seat id -> sum)."""
    by_table: dict[int, dict[int, int]] = defaultdict(dict)
    rulesets: dict[int, str] = {}
    out = _Tables(defaultdict(list), {}, {}, {})
    for row in seats:
        by_table[row["table_id"]][row["id"]] = sums.get(row["id"]) or 0
        rulesets[row["table_id"]] = row["round__event__ruleset"]
        out.seats[row["table_id"]].append((row["id"], _player(row, cache)))
        out.by_wind[(row["table_id"], row["wind"])] = row["id"]
    schemes: dict[str, str] = {}
    for table_id, scores in by_table.items():
        ruleset = rulesets[table_id]
        if ruleset not in schemes:
            schemes[ruleset] = club_table_points_scheme(club=club, ruleset=ruleset)
        out.places |= table_ranks(scores)
        out.units |= award_units(scores, schemes[ruleset])
    out.seats = dict(out.seats)
    return out


def _penalties(tables: list[int], by_wind: Mapping[tuple[int, str], int]) -> dict[int, int]:
    """Per seat: how many penalties it was given (key ``seat``) and its share of the
    points of every penalty at its table (key ``-seat``; ``Penalty.shares`` by starting
    wind, what the standings add). One query."""
    counts: dict[int, int] = defaultdict(int)
    rows = Penalty.objects.filter(table_id__in=tables, cancelled_at__isnull=True).order_by()
    for table_id, seat_id, shares in rows.values_list("table_id", "seat_id", "shares"):
        counts[seat_id] += 1
        for wind, share in (shares or {}).items():
            counts[-by_wind.get((table_id, wind), 0)] += int(share)
    return counts


def event_statistics(*, event: Event) -> list[PlayerStatistics]:
    """The statistics of every player of ``event`` (the tournament report's "statistics of
    the event"), in name order. Six queries (the event's club loaded)."""
    return statistics_summed(seats=Seat.objects.filter(round__event=event), club=event.club)


def season_statistics(*, season: Season) -> list[PlayerStatistics]:
    """The statistics of every player of the season's events. Six queries."""
    return statistics_summed(
        seats=Seat.objects.filter(round__event__season=season),
        club=season.club,
    )
