"""A player's own page during an event (docs/player-page.md): where they sit next and with
whom, the round's clock, their hands and running total, their place and their penalties.
Six queries, whatever the number of rounds.

Silent rounds (docs/silent-rounds.md): the player sees the hands of their own table (they
played them) but not the standings: the total and the place are the public's, after the
last round that is not silent.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Q

from tournaments.events.models import Event, EventParticipant, RoundStatus
from tournaments.events.selectors.silence import round_hidden
from tournaments.penalties.models import Penalty
from tournaments.play.models import HandResult, Seat
from tournaments.play.selectors.clock import Clock, round_clock
from tournaments.play.selectors.winners import result_won, several_winner_rulesets
from tournaments.reports.selectors.game_scores import game_scores
from tournaments.reports.selectors.results import event_report


@dataclass(frozen=True)
class Opponent:
    name: str
    wind: str
    wind_label: str


@dataclass(frozen=True)
class NextTable:
    """The table the player sits at in the round in play, or the next seated round."""

    round_number: int
    table_number: int
    wind: str
    wind_label: str
    opponents: tuple[Opponent, ...]
    started: bool
    clock: Clock | None

    @property
    def key(self) -> str:
        """What changes when a new seating is out or the round starts (the page's script
        tells the player then)."""
        return f"r{self.round_number}-t{self.table_number}-{'play' if self.started else 'seated'}"


@dataclass(frozen=True)
class HandLine:
    number: int
    won: bool
    points: int
    settlement: int


@dataclass(frozen=True)
class PenaltyLine:
    round_number: int
    reason: str
    points: int
    note: str


@dataclass
class RoundLine:
    round_number: int
    table_number: int
    hands: list[HandLine] = field(default_factory=list)
    penalty: int = 0
    silent: bool = False  # hidden from the standings until the reveal
    game: int | None = None  # the game's result as the standings count it (uma, oka)

    @property
    def score(self) -> int:
        hands = sum(h.settlement for h in self.hands) if self.game is None else self.game
        return hands + self.penalty

    @property
    def game_end(self) -> int | None:
        """What the end of the game adds to the hands' sum (uma, oka, the sticks left), for
        the line between the hands and the total; None when it adds nothing."""
        if self.game is None:
            return None
        added = self.game - sum(h.settlement for h in self.hands)
        return added or None


@dataclass
class PlayerPage:
    participant: EventParticipant
    event: Event
    next_table: NextTable | None
    rounds: list[RoundLine]
    penalties: list[PenaltyLine]
    place: int | None
    players: int
    total: int | None
    shown_through: int | None  # silent rounds: the standings are after this round

    @property
    def live_key(self) -> str:
        return self.next_table.key if self.next_table else "none"


def _own_seats(participant: EventParticipant) -> list[Seat]:
    who = (
        Q(member_id=participant.member_id)
        if participant.member_id
        else Q(member__isnull=True, guest_name=participant.guest_name)
    )
    return list(
        Seat.objects.filter(who, round__event_id=participant.event_id)
        .select_related("round", "table")
        .order_by("round__number")
    )


def _next_table(seats: list[Seat], others: dict[int, list[Seat]]) -> NextTable | None:
    playing = [s for s in seats if s.round.status == RoundStatus.IN_PROGRESS]
    seated = [s for s in seats if s.round.status == RoundStatus.PLANNED]
    seat = playing[-1] if playing else (seated[0] if seated else None)
    if seat is None:
        return None
    opponents = tuple(
        Opponent(name=o.player_name, wind=o.wind, wind_label=o.get_wind_display())
        for o in others[seat.table_id]
        if o.pk != seat.pk
    )
    return NextTable(
        round_number=seat.round.number,
        table_number=seat.table.number,
        wind=seat.wind,
        wind_label=seat.get_wind_display(),
        opponents=opponents,
        started=seat.round.status == RoundStatus.IN_PROGRESS,
        clock=round_clock(round_=seat.round, table=seat.table),
    )


def player_page(*, participant: EventParticipant) -> PlayerPage:
    event = participant.event
    seats = _own_seats(participant)
    others: dict[int, list[Seat]] = defaultdict(list)
    for other in (
        Seat.objects.filter(table_id__in=[s.table_id for s in seats])
        .select_related("member")
        .order_by("position")
    ):
        others[other.table_id].append(other)
    rounds = {
        s.pk: RoundLine(
            round_number=s.round.number,
            table_number=s.table.number,
            silent=round_hidden(event=event, number=s.round.number),
        )
        for s in seats
    }
    several = several_winner_rulesets()
    for result in (
        HandResult.objects.filter(seat__in=seats)
        .select_related("hand")
        .order_by("hand__table__round__number", "hand__number")
    ):
        rounds[result.seat_id].hands.append(
            HandLine(
                number=result.hand.number,
                won=result_won(  # every winner of one discard
                    winner_id=result.hand.winner_id,
                    seat_id=result.seat_id,
                    kind=result.hand.result_kind,
                    points=result.points,
                    ruleset=event.ruleset,
                    several=several,
                ),
                points=result.points,
                settlement=result.settlement,
            )
        )
    penalties = _penalties(seats, rounds)
    games = game_scores(table_ids=[s.table_id for s in seats], full=True)  # silent too
    for seat in seats:
        rounds[seat.pk].game = games.get((seat.table_id, seat.wind))
    report = event_report(event=event)  # the public's standings: no silent round
    key = f"m{participant.member_id}" if participant.member_id else f"g:{participant.guest_name}"
    row = next((r for r in report.rows if r.player.key == key), None)
    return PlayerPage(
        participant=participant,
        event=event,
        next_table=_next_table(seats, others),
        rounds=[rounds[s.pk] for s in seats],
        penalties=penalties,
        place=row.rank if row is not None and row.played else None,
        players=len(report.rows),
        total=row.score if row is not None else None,
        shown_through=report.shown_through,
    )


def _penalties(seats: list[Seat], rounds: dict[int, RoundLine]) -> list[PenaltyLine]:
    """The player's penalties outside a hand (what each did to their seat is in the round's
    score; the ones given to them are listed)."""
    by_table = {s.table_id: s for s in seats}
    lines = []
    for penalty in Penalty.objects.filter(
        table_id__in=list(by_table), cancelled_at__isnull=True
    ).order_by("given_at", "pk"):
        seat = by_table[penalty.table_id]
        rounds[seat.pk].penalty += int((penalty.shares or {}).get(seat.wind, 0))
        if penalty.seat_id == seat.pk:
            lines.append(
                PenaltyLine(
                    round_number=seat.round.number,
                    reason=penalty.get_reason_display(),
                    points=penalty.points,
                    note=penalty.note,
                )
            )
    return lines
