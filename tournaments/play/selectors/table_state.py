"""Reads for the table page: the table and its hands, each seat's running score and
wind now, the clock, and who holds which wind in the next hand."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Prefetch
from django.shortcuts import get_object_or_404
from django.utils import timezone

from scoring.engine import Ruleset
from scoring.engine.progression import GameEnd, Turn, game_end
from tournaments.events.models import Event, RoundStatus
from tournaments.play.models import Hand, HandResult, Seat, Table
from tournaments.play.selectors.clock import round_clock
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.play.selectors.turns import (
    HAND_WINDS,
    seats_by_position,
    table_carry,
    table_draws,
    table_turn,
    turn_winds,
)


def table_for_play(*, slug: str, round_number: int, table_number: int) -> Table:
    return get_object_or_404(
        Table.objects.select_related(
            "round__event__club", "confirmed_by", "confirmed_by_seat__member"
        ),
        round__event__slug=slug,
        round__number=round_number,
        number=table_number,
    )


def hand_for_play(*, table: Table, number: int) -> Hand:
    return get_object_or_404(
        Hand.objects.select_related("dealer", "winner", "discarder", "entered_by").prefetch_related(
            Prefetch("results", queryset=HandResult.objects.select_related("seat__member"))
        ),
        table=table,
        number=number,
    )


def hand_by_id(*, table: Table, pk: int | None) -> Hand | None:
    """The hand a form named by id, if it still exists at ``table`` (which it then holds,
    as the caller has it: no query for it, and what the request keeps on it stays)."""
    if pk is None:
        return None
    hand = (
        Hand.objects.select_related("dealer", "winner", "discarder", "entered_by")
        .prefetch_related(
            Prefetch("results", queryset=HandResult.objects.select_related("seat__member"))
        )
        .filter(table=table, pk=pk)
        .first()
    )
    if hand is not None:
        hand.table = table
    return hand


@dataclass(frozen=True)
class SeatCell:
    seat: Seat
    wind: str | None  # this hand's seat wind; None: sat out
    name: str  # the seat's ``player_name``, read once per page instead of once per cell
    points: int | None = None
    settlement: int | None = None


@dataclass(frozen=True)
class HandRow:
    hand: Hand
    cells: list[SeatCell]
    prevailing_wind: str
    summary: str


@dataclass(frozen=True)
class SeatNow:
    seat: Seat
    wind: str | None
    total: int
    is_dealer: bool
    #: the running score: the ruleset's starting score plus the settlements (the total)
    score: int = 0


@dataclass
class TableState:
    table: Table
    event: Event
    seats: list[Seat]
    rows: list[HandRow]
    now: list[SeatNow]
    turn: Turn
    next_number: int
    ended: GameEnd | None
    ruleset_name: str
    totals_zero: bool
    dealer: Seat | None = None
    sitting_out: Seat | None = None
    winds: dict[str, Seat] = field(default_factory=dict)
    #: what the table carries to the next hand, as (key, label, value): the counters and
    #: sticks on the table of a ruleset that has them
    carried: list[tuple[str, str, int]] = field(default_factory=list)

    @property
    def game_over(self) -> bool:
        """The table's game is over: the ruleset's game end (the last wind round played, or
        the round's time up: the hand being played was the last) or its round closed. Only
        then is its result confirmed (``table_game_over``, which the service asks)."""
        return self.ended is not None or self.table.round.status == RoundStatus.CLOSED


def _name(names: dict[str, str], wind: object) -> str:
    """The player at ``wind``; "?" where the entry names no (known) wind."""
    return names.get(wind, "?") if isinstance(wind, str) else "?"


def _summary(hand: Hand, names: dict[str, str]) -> str:
    from django.utils.translation import gettext as _

    result = hand.entry_result
    kind = hand.result_kind
    if kind == "win" and result.several:
        winners = [_name(names, w) for w in result.won_by]
        return _("%(who)s and %(last)s win on %(from)s's discard") % {
            "who": ", ".join(winners[:-1]),
            "last": winners[-1],
            "from": _name(names, result.discarder),
        }
    if kind == "win":
        who = _name(names, result.winner)
        if result.self_drawn:
            return _("%(who)s wins, self-drawn") % {"who": who}
        if result.discarder:
            return _("%(who)s wins on %(from)s's discard") % {
                "who": who,
                "from": _name(names, result.discarder),
            }
        return _("%(who)s wins") % {"who": who}
    if kind == "false_mahjong":
        return _("False mahjong by %(who)s") % {"who": _name(names, result.claimant)}
    return str(hand.get_result_kind_display())


#: a result row as the table page reads it: (hand id, seat id, wind, points, settlement)
type ResultRow = tuple[int, int, str, int, int]


def _hand_rows(
    hands: list[Hand], seats: list[Seat], results: list[ResultRow]
) -> tuple[list[HandRow], dict[int, int]]:
    """Each hand as a row of seat cells, and each seat's running settlement total.

    ``results`` are the table's result rows as tuples, not models: the page reads five
    columns of each, and building a model (and a prefetch cache) per result was most of
    this read's time. Each seat's name is read once (``player_name`` asks who may see it)."""
    names_by_pk = {s.pk: s.player_name for s in seats}
    by_hand: dict[int, dict[int, ResultRow]] = {}
    for row in results:
        by_hand.setdefault(row[0], {})[row[1]] = row
    rows: list[HandRow] = []
    totals = {s.pk: 0 for s in seats}
    for hand in hands:
        by_seat = by_hand.get(hand.pk, {})
        held = {r[2]: r[1] for r in by_seat.values()}  # as stored_winds: wind -> seat id
        names = {w: names_by_pk[held[w]] for w in HAND_WINDS if held.get(w) in names_by_pk}
        cells = []
        for seat in seats:
            r = by_seat.get(seat.pk)
            if r is None:
                cells.append(SeatCell(seat=seat, wind=None, name=names_by_pk[seat.pk]))
                continue
            _hand, _seat, wind, points, settlement = r
            cells.append(
                SeatCell(
                    seat=seat,
                    wind=wind or None,
                    points=points,
                    settlement=settlement,
                    name=names_by_pk[seat.pk],
                )
            )
            totals[seat.pk] += settlement
        rows.append(
            HandRow(
                hand=hand,
                cells=cells,
                prevailing_wind=hand.prevailing_wind,
                summary=_summary(hand, names),
            )
        )
    return rows, totals


def table_state(*, table: Table, now: dt.datetime | None = None) -> TableState:
    """Everything the table page shows, in a fixed number of queries."""
    event = table.round.event
    seats = seats_by_position(table)
    hands = list(table.hands.order_by("number"))
    results: list[ResultRow] = list(
        HandResult.objects.filter(hand__table=table)
        .order_by()
        .values_list("hand_id", "seat_id", "wind", "points", "settlement")
    )
    turn = table_turn(table=table, players=len(seats))
    rows, totals = _hand_rows(hands, seats, results)
    position_wind = dict(turn.winds)
    ruleset = event_ruleset(event)
    start = ruleset.starting_score
    seat_now = [
        SeatNow(
            seat=seat,
            wind=position_wind.get(i),
            total=totals[seat.pk],
            is_dealer=i == turn.dealer,
            score=start + totals[seat.pk],
        )
        for i, seat in enumerate(seats)
    ]
    clock = round_clock(round_=table.round, table=table, now=now)  # the clock, else the plan
    ends_at = clock.ends_at if clock is not None else table.round.ends_at
    ended = game_end(turn, now=now or timezone.now(), ends_at=ends_at)
    return TableState(
        table=table,
        event=event,
        seats=seats,
        rows=rows,
        now=seat_now,
        turn=turn,
        next_number=len(hands) + 1,
        ended=ended,
        ruleset_name=event.get_ruleset_display(),
        totals_zero=sum(totals.values()) == 0,
        dealer=seats[turn.dealer] if seats else None,
        sitting_out=seats[turn.sitting_out] if turn.sitting_out is not None else None,
        winds=turn_winds(turn, seats),
        carried=_carried(ruleset, table),
    )


def _carried(ruleset: Ruleset[Any], table: Table) -> list[tuple[str, str, int]]:
    """What the table carries to its next hand, labelled in the page's language."""
    from django.utils.translation import gettext as _

    if not ruleset.carries or ruleset.texts is None:
        return []
    carry = table_carry(table)
    return [(key, _(label), carry.get(key, 0)) for key, label in ruleset.texts.carried.items()]


def table_game_over(*, table: Table, now: dt.datetime | None = None) -> bool:
    """:attr:`TableState.game_over` without the rows: the stored turn against the ruleset's
    game end and the round's clock, or the round closed."""
    if table.round.status == RoundStatus.CLOSED:
        return True
    turn = table_turn(table=table, players=len(seats_by_position(table)))
    clock = round_clock(round_=table.round, table=table, now=now)
    ends_at = clock.ends_at if clock is not None else table.round.ends_at
    return game_end(turn, now=now or timezone.now(), ends_at=ends_at) is not None


@dataclass(frozen=True)
class NextHand:
    turn: Turn
    winds: dict[str, Seat]  # wind -> seat, in E S W N order
    draws: int  # hands without a winner right before this one
    carry: dict[str, int]  # what the ruleset carries to it (counters, sticks)


def next_hand(*, table: Table) -> NextHand:
    """Who holds which wind in the next hand at ``table``: what the entry form needs,
    without the rows and totals of :func:`table_state` (the table's stored turn: one
    query, the seats)."""
    seats = seats_by_position(table)
    turn = table_turn(table=table, players=len(seats))
    return NextHand(
        turn=turn,
        winds=turn_winds(turn, seats),
        draws=table_draws(table),
        carry=table_carry(table),
    )


def table_seats(*, table: Table) -> list[Seat]:
    """The table's seats with their members, by position."""
    return list(table.seats.select_related("member").order_by("position"))


def hand_at(*, table: Table, number: int) -> Hand | None:
    """The hand numbered ``number`` at ``table``, if it (still) exists."""
    return Hand.objects.filter(table=table, number=number).first()
