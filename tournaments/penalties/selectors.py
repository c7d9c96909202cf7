"""Reads for penalties outside a hand and substitutes: the table page's list and totals,
a player's penalties, the substitutes page."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Q, QuerySet

from tournaments.clubs.models import Member, member_ordering
from tournaments.events.models import Event, RoundStatus
from tournaments.penalties.models import Penalty
from tournaments.penalties.reasons import reason_label, reasons_for
from tournaments.play.models import Seat, Table


@dataclass(frozen=True)
class PenaltyLine:
    penalty: Penalty
    player: str
    reason: str  # in the page's language
    counts: str  # who paid and who received, e.g. "Ann −10 · Bob +4 · …"


@dataclass(frozen=True)
class SeatTotal:
    seat: Seat
    hands: int
    penalty: int

    @property
    def total(self) -> int:
        return self.hands + self.penalty


@dataclass(frozen=True)
class TablePenalties:
    lines: list[PenaltyLine]
    totals: list[SeatTotal]  # per seat: hands, active penalties, total
    reasons: list[tuple[str, str]]

    @property
    def active(self) -> list[PenaltyLine]:
        return [line for line in self.lines if line.penalty.active]


def _counts(shares: dict[str, int], names: dict[str, str]) -> str:
    return " · ".join(
        f"{names.get(wind, wind)} {points:+d}".replace("-", "−")
        for wind, points in sorted(shares.items(), key=lambda item: (item[1], item[0]))
    )


def table_penalties(
    *, table: Table, seats: list[Seat], hand_totals: dict[int, int]
) -> TablePenalties:
    """The table's penalties (cancelled ones too, marked) and each seat's totals. One query.

    ``hand_totals``: seat id → the sum of the seat's settlements (the table page has it)."""
    names = {s.wind: s.player_name for s in seats}
    penalties = list(
        Penalty.objects.filter(table=table)
        .select_related("seat__member", "given_by", "cancelled_by")
        .order_by("given_at", "id")
    )
    sums: dict[str, int] = {}
    for p in penalties:
        if p.active:
            for wind, points in (p.shares or {}).items():
                sums[wind] = sums.get(wind, 0) + int(points)
    return TablePenalties(
        lines=[
            PenaltyLine(
                penalty=p,
                player=p.seat.player_name,
                reason=reason_label(p.reason),
                counts=_counts(p.shares or {}, names),
            )
            for p in penalties
        ],
        totals=[
            SeatTotal(seat=s, hands=hand_totals.get(s.pk, 0), penalty=sums.get(s.wind, 0))
            for s in seats
        ],
        reasons=reasons_for(table.round.event.ruleset),
    )


def member_penalties(*, member: Member) -> list[PenaltyLine]:
    """A member's penalties outside a hand, every event, newest first (cancelled marked)."""
    penalties = (
        Penalty.objects.filter(seat__member=member)
        .select_related("seat__member", "table__round__event", "cancelled_by")
        .order_by("-given_at", "-id")
    )
    return [
        PenaltyLine(
            penalty=p,
            player=p.seat.player_name,
            reason=reason_label(p.reason),
            counts="",
        )
        for p in penalties
    ]


@dataclass(frozen=True)
class Substitution:
    absent: str
    substitute: str
    rounds: list[int]


def event_substitutions(*, event: Event) -> list[Substitution]:
    """Who substitutes for whom in which rounds, the names as the viewer may see them
    (``clubs.audience``: a hidden name is "Player 17", a minor may be initials), in the
    order of the absent players' shown names. One query."""
    seats = (
        Seat.objects.filter(round__event=event)
        .filter(Q(substitute_for__isnull=False) | ~Q(substitute_for_guest=""))
        .select_related("member__club", "substitute_for__club", "round")
        .order_by("round__number", "position")
    )
    grouped: dict[tuple[int | None, str, int | None, str], Substitution] = {}
    for seat in seats:
        key = (seat.substitute_for_id, seat.substitute_for_guest, seat.member_id, seat.guest_name)
        if key not in grouped:
            grouped[key] = Substitution(
                absent=seat.substitute_for.shown_name
                if seat.substitute_for
                else seat.substitute_for_guest,
                substitute=seat.player_name,
                rounds=[],
            )
        grouped[key].rounds.append(seat.round.number)
    return sorted(grouped.values(), key=lambda s: (s.absent.casefold(), s.rounds))


def substitutable_members(*, event: Event) -> QuerySet[Member]:
    """Members with a seat in a round of ``event`` that is not closed: who may be replaced."""
    ids = (
        Seat.objects.filter(round__event=event, member__isnull=False)
        .exclude(round__status=RoundStatus.CLOSED)
        .values_list("member_id", flat=True)
    )
    return Member.objects.filter(pk__in=ids).order_by(*member_ordering())


def substitutable_guests(*, event: Event) -> list[str]:
    """Guests with a seat of their own in a round of ``event`` that is not closed: who may
    be replaced (a guest already substituting for someone is not offered)."""
    names = (
        Seat.objects.filter(
            round__event=event,
            member__isnull=True,
            substitute_for__isnull=True,
            substitute_for_guest="",
        )
        .exclude(round__status=RoundStatus.CLOSED)
        .values_list("guest_name", flat=True)
        .distinct()
    )
    return sorted(set(names), key=str.casefold)


def substitute_candidates(*, event: Event) -> QuerySet[Member]:
    """The club's active members, to choose a substitute from."""
    return Member.objects.filter(club=event.club, active=True).order_by(*member_ordering())


def open_round_numbers(*, event: Event) -> list[int]:
    """Rounds with a seat still to be played (round not closed, no hand at its table):
    where a substitute can still sit."""
    return sorted(
        set(
            Seat.objects.filter(round__event=event)
            .exclude(round__status=RoundStatus.CLOSED)
            .exclude(table__hands__isnull=False)
            .values_list("round__number", flat=True)
        )
    )
