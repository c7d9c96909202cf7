"""A club's statistics, all time or one season: evenings and attendance over time, hands
per evening, the most scored elements and the records (highest hand per ruleset, most wins
in an evening, the longest run of wins at a table, the limit hands with their tiles).

Played seats of started events only (``play.selectors.played``), in seven queries whatever
the number of hands. Names as the viewer may see them (``player_from_values``).

Counted in parts over disjoint sets of events (``club_statistics_part``) that add up
(``club_statistics_total``): the events share no hand and no table, and every figure is a
sum, a list or the best of the parts' best. ``kept.club_statistics_kept`` keeps the finished
events' part across processes and counts tonight's evening for each request."""

from __future__ import annotations

import datetime
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.db.models import Q

from scoring.engine import InvalidHand
from scoring.wind_markers import wind_tile_letters
from tournaments.clubs.models import Club
from tournaments.events.models import Event
from tournaments.events.selectors.silence import silent_round_q
from tournaments.play.models import Hand, HandResult, Seat
from tournaments.play.selectors.played import STARTED_STATUSES
from tournaments.play.selectors.winners import result_won, several_winner_rulesets
from tournaments.reports.best_hands import RulesetBest, best_per_ruleset
from tournaments.reports.hand_tiles import TileGroup, tile_groups
from tournaments.reports.rows import BestHand, Player
from tournaments.reports.selectors.results import PLAYER_FIELDS, player_from_values
from tournaments.reports.selectors.statistics import played_seat_q
from tournaments.reports.selectors.trophies import best_hands
from tournaments.reports.statistics import MOST_ELEMENTS, ElementCount

#: the elements listed on the page
CLUB_ELEMENTS = 15


@dataclass(frozen=True, slots=True)
class EventDay:
    """One event: how many played and how many hands."""

    event: Event
    players: int
    hands: int


@dataclass(frozen=True, slots=True)
class Record:
    """A player's record: ``count`` (wins in an evening, wins in a row) at ``event``."""

    player: Player
    count: int
    event: Event
    round_number: int = 0
    table_number: int = 0
    table_id: int = 0  # the earliest of equal runs: the first table


@dataclass(frozen=True, slots=True)
class LimitHand:
    player: Player
    event: Event
    round_number: int
    table_number: int
    hand_number: int
    element: Mapping[str, Any]  # the limit element (its name shown in the page's language)
    groups: tuple[TileGroup, ...]  # the winner's tiles as the pages show them (none: quick entry)
    hand_id: int = 0


@dataclass(frozen=True)
class ClubStatistics:
    events: list[EventDay]
    elements: list[tuple[str, ElementCount]]  # (ruleset, element), most counted first
    best: list[RulesetBest]
    most_wins: Record | None
    longest_run: Record | None
    limit_hands: list[LimitHand]

    @property
    def hands(self) -> int:
        return sum(e.hands for e in self.events)


@dataclass(frozen=True)
class ClubStatisticsPart:
    """The club's statistics over some of its events, as two parts add up: the element
    counts whole (the page lists the most counted of all parts), each ruleset's best hand,
    the best record of each kind and the limit hands."""

    events: tuple[EventDay, ...]
    element_counts: Mapping[tuple[str, str], int]
    first_elements: Mapping[tuple[str, str], tuple[tuple[datetime.date, int], Mapping[str, Any]]]
    best_hands: tuple[BestHand, ...]
    most_wins: Record | None
    longest_run: Record | None
    limit_hands: tuple[LimitHand, ...]


def event_order(event: Event) -> tuple[Any, ...]:
    """The order of a club's events on its statistics page (and of equal records): by
    date, then start time (none last), then as created."""
    start = event.start_time
    return (event.date, start is None, start or datetime.time.min, event.pk)


def club_events(*, club: Club, year: int | None = None) -> dict[int, Event]:
    """The club's started events, of the season ``year`` or of all time, in their order
    (``event_order``). One query."""
    events_q = Event.objects.filter(club=club, status__in=STARTED_STATUSES)
    if year is not None:
        events_q = events_q.filter(season__year=year)
    return {e.pk: e for e in sorted(events_q, key=event_order)}


def club_statistics(*, club: Club, year: int | None = None) -> ClubStatistics:
    """The club's statistics, of the season ``year`` or of all time. Seven queries."""
    return club_statistics_total([club_statistics_part(events=club_events(club=club, year=year))])


def club_statistics_part(*, events: Mapping[int, Event]) -> ClubStatisticsPart:
    """The statistics of ``events`` (a club's, in ``event_order``). Six queries, none
    without events."""
    if not events:
        return ClubStatisticsPart((), {}, {}, (), None, None, ())
    seats = {
        s["id"]: s
        for s in Seat.objects.filter(played_seat_q(), round__event_id__in=list(events))
        .exclude(silent_round_q("round"))
        .order_by()
        .values("id", "round__event_id", "round__number", "table__number", *PLAYER_FIELDS)
    }
    players: dict[int, Player] = {}
    for seat_id, s in seats.items():
        players[seat_id] = player_from_values(s)
    hands = list(
        Hand.objects.filter(table__round__event_id__in=list(events))
        .exclude(silent_round_q("table__round"))
        .order_by("table_id", "number")
        .values("id", "table_id", "winner_id", "table__round__event_id")
    )
    counts, first, limits, also = _elements(events, players)
    winners = {  # every winner of a hand, the hand's winner first
        h["id"]: [w for w in (h["winner_id"], *sorted(also[h["id"]])) if w is not None]
        for h in hands
    }
    return ClubStatisticsPart(
        events=tuple(_days(events, seats, players, hands)),
        element_counts=counts,
        first_elements=first,
        best_hands=tuple(b.hand for b in best_per_ruleset(best_hands(events=events.values()))),
        most_wins=_most_wins(events, hands, winners, players),
        longest_run=_longest_run(events, hands, winners, players, seats),
        limit_hands=tuple(limits),
    )


def club_statistics_total(parts: Iterable[ClubStatisticsPart]) -> ClubStatistics:
    """The statistics of the parts' events together (no event in two parts)."""
    parts = list(parts)
    counts: Counter[tuple[str, str]] = Counter()
    first: dict[tuple[str, str], tuple[tuple[datetime.date, int], Mapping[str, Any]]] = {}
    for part in parts:
        counts.update(part.element_counts)
        for key, seen in part.first_elements.items():
            if key not in first or seen[0] < first[key][0]:
                first[key] = seen
    top = sorted(counts.items(), key=lambda i: (-i[1], i[0]))[: max(CLUB_ELEMENTS, MOST_ELEMENTS)]
    most = [p.most_wins for p in parts if p.most_wins is not None]
    runs = [p.longest_run for p in parts if p.longest_run is not None]
    return ClubStatistics(
        events=sorted((d for p in parts for d in p.events), key=lambda d: event_order(d.event)),
        elements=[
            (ruleset, ElementCount(first[(ruleset, key)][1], n)) for (ruleset, key), n in top
        ],
        best=best_per_ruleset(h for p in parts for h in p.best_hands),
        most_wins=min(
            most, key=lambda r: (-r.count, event_order(r.event), r.player.key), default=None
        ),
        longest_run=min(runs, key=lambda r: (-r.count, r.table_id), default=None),
        limit_hands=sorted(
            (h for p in parts for h in p.limit_hands), key=lambda h: (h.event.date, h.hand_id)
        ),
    )


def _days(
    events: Mapping[int, Event],
    seats: Mapping[int, Mapping[str, Any]],
    players: Mapping[int, Player],
    hands: list[Any],
) -> list[EventDay]:
    present: dict[int, set[str]] = defaultdict(set)
    for seat_id, s in seats.items():
        present[s["round__event_id"]].add(players[seat_id].key)
    counts = Counter(h["table__round__event_id"] for h in hands)
    return [
        EventDay(event=e, players=len(present[pk]), hands=counts[pk])
        for pk, e in events.items()
        if counts[pk]
    ]


def _most_wins(
    events: Mapping[int, Event],
    hands: list[Any],
    winners: Mapping[int, list[int]],
    players: Mapping[int, Player],
) -> Record | None:
    """The most hands one player won in one event (the earliest of equal ones); each
    winner of one discard counts his win."""
    wins: Counter[tuple[int, str]] = Counter()
    who: dict[str, Player] = {}
    for h in hands:
        for winner in winners[h["id"]]:
            if winner in players:
                player = players[winner]
                who[player.key] = player
                wins[(h["table__round__event_id"], player.key)] += 1
    if not wins:
        return None
    order = {pk: i for i, pk in enumerate(events)}
    (event_id, key), count = min(wins.items(), key=lambda i: (-i[1], order[i[0][0]], i[0][1]))
    return Record(player=who[key], count=count, event=events[event_id])


def _longest_run(
    events: Mapping[int, Event],
    hands: list[Any],
    winners: Mapping[int, list[int]],
    players: Mapping[int, Player],
    seats: Mapping[int, Mapping[str, Any]],
) -> Record | None:
    """The most hands won in a row by one player at one table (a draw or a hand he did not
    win ends his run: with several winners of one discard, each winner's run goes on; the
    earliest of equal runs)."""
    best: tuple[int, int, int] | None = None  # (count, winner seat, table)
    runs: dict[int, int] = {}  # winner seat -> hands won in a row, up to this hand
    previous_table = None
    for h in hands:
        if h["table_id"] != previous_table:
            runs, previous_table = {}, h["table_id"]
        runs = {winner: runs.get(winner, 0) + 1 for winner in winners[h["id"]]}
        for winner, run in runs.items():
            if winner in players and (best is None or run > best[0]):
                best = (run, winner, h["table_id"])
    if best is None:
        return None
    seat = seats[best[1]]
    return Record(
        player=players[best[1]],
        count=best[0],
        event=events[seat["round__event_id"]],
        round_number=seat["round__number"],
        table_number=seat["table__number"],
        table_id=best[2],
    )


def _elements(
    events: Mapping[int, Event], players: Mapping[int, Player]
) -> tuple[
    Counter[tuple[str, str]],
    dict[tuple[str, str], tuple[tuple[datetime.date, int], Mapping[str, Any]]],
    list[LimitHand],
    defaultdict[int, set[int]],
]:
    """The elements' counts (per ruleset: ids are the ruleset's own) with each one's first
    stored form and where it was (the event's date, the hand), the limit hands
    with each winner's tiles, and per hand its winners beside the hand's winner (several
    winners of one discard, ``play.selectors.winners``; a quick entry's too, which
    stores no elements). Two queries."""
    counts: Counter[tuple[str, str]] = Counter()
    first: dict[tuple[str, str], tuple[tuple[datetime.date, int], Mapping[str, Any]]] = {}
    limits: list[tuple[Any, Mapping[str, Any]]] = []
    also: defaultdict[int, set[int]] = defaultdict(set)
    several = several_winner_rulesets()
    rows = (
        HandResult.objects.filter(seat__round__event_id__in=list(events))
        .exclude(silent_round_q("seat__round"))
        .filter(
            ~Q(elements=[])
            | Q(seat__round__event__ruleset__in=several, hand__result_kind="win", points__gt=0)
        )
        .order_by("hand__table__round__event__date", "hand_id")
        .values(
            "elements",
            "hand_id",
            "seat_id",
            "wind",
            "points",
            "hand__result_kind",
            "hand__winner_id",
            "seat__round__event_id",
        )
    )
    for row in rows:
        ruleset = events[row["seat__round__event_id"]].ruleset
        won = result_won(
            winner_id=row["hand__winner_id"],
            seat_id=row["seat_id"],
            kind=row["hand__result_kind"],
            points=row["points"],
            ruleset=ruleset,
            several=several,
        )
        if won and row["hand__winner_id"] != row["seat_id"]:
            also[row["hand_id"]].add(row["seat_id"])
        for element in row["elements"] or ():
            if not isinstance(element, dict):
                continue
            key = (ruleset, str(element.get("id") or element.get("name") or ""))
            counts[key] += int(element.get("count") or 1)
            first.setdefault(
                key, ((events[row["seat__round__event_id"]].date, row["hand_id"]), element)
            )
            if str(element.get("unit")) == "limit" and won:
                limits.append((row, element))
    return counts, first, _limit_hands(events, players, limits), also


def _limit_hands(
    events: Mapping[int, Event],
    players: Mapping[int, Player],
    limits: list[tuple[Any, Mapping[str, Any]]],
) -> list[LimitHand]:
    if not limits:
        return []
    by_id = {
        h.pk: h
        for h in Hand.objects.filter(pk__in=[row["hand_id"] for row, _ in limits]).select_related(
            "table__round"
        )
    }
    letters = wind_tile_letters()
    out = []
    for row, element in limits:
        hand = by_id[row["hand_id"]]
        try:
            groups = tile_groups(hand.hand_entry.seat_players.get(row["wind"]) or {}, letters)
        except InvalidHand:
            groups = ()
        out.append(
            LimitHand(
                player=players[row["seat_id"]],
                event=events[row["seat__round__event_id"]],
                round_number=hand.table.round.number,
                table_number=hand.table.number,
                hand_number=hand.number,
                element=element,
                groups=groups,
                hand_id=hand.pk,
            )
        )
    return out
