"""Reads for the seat draw: the field, the drawn rounds as the pure algorithm sees them,
the quality of the draw and each player's seats.

Players are identified by a :data:`PlayerKey` -- ``("m", member_id)`` or
``("g", guest_name)`` -- the same key a :class:`~tournaments.models.Seat` and an
:class:`~tournaments.models.EventParticipant` give, so seats written by anyone (the
draw, a referee, the demo data) map back to players without a participant row.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Count, Prefetch, QuerySet, Sum

from scoring.engine import get_ruleset
from tournaments import seating
from tournaments.models import (
    AuditEntry,
    Event,
    EventKind,
    EventParticipant,
    HandResult,
    Member,
    Round,
    RoundStatus,
    Seat,
    Table,
    member_ordering,
)

type PlayerKey = tuple[str, int | str]

POLICY = {
    "five_player": seating.TablePolicy.FIVE,
    "three_player": seating.TablePolicy.THREE,
    "bye": seating.TablePolicy.BYES,
}
"""Event.table_policy -> the seating package's policy."""


def player_key(*, member_id: int | None, guest_name: str) -> PlayerKey:
    return ("m", member_id) if member_id is not None else ("g", guest_name)


def participant_key(participant: EventParticipant) -> PlayerKey:
    return player_key(member_id=participant.member_id, guest_name=participant.guest_name)


def seat_key(seat: Seat) -> PlayerKey:
    return player_key(member_id=seat.member_id, guest_name=seat.guest_name)


def draw_key(seat: Seat) -> PlayerKey:
    """Whose seat it is for the draw: a substitute holds the seat of the player who left
    (``substitute_for``), so the draw's history and field speak of that player."""
    if seat.substitute_for_id is not None:
        return player_key(member_id=seat.substitute_for_id, guest_name="")
    return seat_key(seat)


# -- the field -------------------------------------------------------------------------


def event_participants(*, event: Event) -> list[EventParticipant]:
    """All participants (withdrawn ones included), members first by name, then guests."""
    return sorted(
        event.participants.select_related("member"),
        key=lambda p: (p.is_guest, p.member.sort_name if p.member_id else p.name.casefold()),
    )


def event_field(*, participants: list[EventParticipant], number: int) -> list[EventParticipant]:
    """The participants who play round ``number``, in a stable order (the draw's seed
    then gives the same result for the same field)."""
    return sorted(
        (p for p in participants if p.plays_in(number)),
        key=lambda p: (p.joined_round, p.pk),
    )


def members_available(*, event: Event) -> QuerySet[Member]:
    """Active club members who are not (or no longer) in the event's field."""
    taken = event.participants.filter(
        member__isnull=False, withdrew_after_round__isnull=True
    ).values("member_id")
    return event.club.members.filter(active=True).exclude(pk__in=taken).order_by(*member_ordering())


# -- rounds ----------------------------------------------------------------------------


def event_seating_rounds(*, event: Event) -> list[Round]:
    """Rounds with tables (and their hand count) and seats (with members): three queries.

    Each round gets ``hand_total``; each table ``hand_total``.
    """
    tables = Table.objects.annotate(hand_total=Count("hands")).prefetch_related(
        Prefetch("seats", queryset=Seat.objects.select_related("member").order_by("position"))
    )
    rounds = list(
        event.rounds.order_by("number").prefetch_related(
            Prefetch("tables", queryset=tables.order_by("number"))
        )
    )
    for round_ in rounds:
        round_.hand_total = sum(t.hand_total for t in round_.tables.all())
    return rounds


def round_is_played(round_: Round) -> bool:
    """A round is played once it has hands or is closed; the draw never touches it."""
    hands = getattr(round_, "hand_total", None)
    if hands is None:
        hands = Table.objects.filter(round=round_, hands__isnull=False).count()
    return hands > 0 or round_.status == RoundStatus.CLOSED


def played_rounds(rounds: list[Round]) -> list[Round]:
    """The rounds to keep: every round up to the last played one (by number).

    A round before a played round counts as played even without hands: people have
    sat there, and a draw that changed it would rewrite history.
    """
    last = max((i for i, r in enumerate(rounds) if round_is_played(r)), default=-1)
    return rounds[: last + 1]


def pure_round(round_: Round, *, field: list[PlayerKey] = ()) -> seating.Round:
    """The algorithm's view of a stored round; ``field`` players without a seat had a bye."""
    tables = tuple(
        seating.Table(number=t.number, players=tuple(draw_key(s) for s in t.seats.all()))
        for t in round_.tables.all()
        if t.seats.all()
    )
    seated = {p for t in tables for p in t.players}
    return seating.Round(
        number=round_.number,
        tables=tables,
        byes=tuple(p for p in field if p not in seated),
    )


def round_scores(*, round_: Round) -> dict[PlayerKey, int]:
    """Each player's score in ``round_``: the sum of their settlements over its hands."""
    rows = (
        HandResult.objects.filter(seat__round=round_)
        .values("seat__member_id", "seat__guest_name")
        .annotate(total=Sum("settlement"))
    )
    return {
        player_key(member_id=r["seat__member_id"], guest_name=r["seat__guest_name"]): r["total"]
        for r in rows
    }


def rounds_table_scores(*, rounds: list[Round]) -> list[dict[int, dict[PlayerKey, int]]]:
    """Per round, per table number, each seated player's score (0 without hands)."""
    ids = [r.pk for r in rounds]
    rows = (
        HandResult.objects.filter(seat__round_id__in=ids)
        .values("seat__round_id", "seat__member_id", "seat__guest_name")
        .annotate(total=Sum("settlement"))
    )
    totals = {
        (
            r["seat__round_id"],
            player_key(member_id=r["seat__member_id"], guest_name=r["seat__guest_name"]),
        ): r["total"]
        for r in rows
    }
    return [
        {
            t.number: {seat_key(s): totals.get((r.pk, seat_key(s)), 0) for s in t.seats.all()}
            for t in r.tables.all()
        }
        for r in rounds
    ]


# -- the draw page ---------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerFigures:
    name: str
    east: int
    byes: int
    odd_tables: int


@dataclass(frozen=True)
class McrRow:
    """One player at an MCR table: their starting seat wind in the E, S, W and N rounds."""

    name: str
    winds: tuple[str, ...]


@dataclass(frozen=True)
class RepeatedPair:
    """Two players who share a table more than once, and the rounds where they do."""

    names: tuple[str, str]
    rounds: tuple[int, ...]


@dataclass(frozen=True)
class SeatingOverview:
    event: Event
    rounds: list[Round]
    played_numbers: frozenset[int]
    quality: seating.Quality | None
    players: list[PlayerFigures]
    participants: list[EventParticipant]
    field_size: int
    unseated: list[str] = field(default_factory=list)
    seated_withdrawn: list[str] = field(default_factory=list)
    next_round: int | None = None
    bounds: seating.Bounds | None = None
    repeated: list[RepeatedPair] = field(default_factory=list)
    seconds: float | None = None

    @property
    def optimal(self) -> bool:
        """No draw can do better: most meetings and repeats at their counting bounds."""
        q, b = self.quality, self.bounds
        return bool(q and b and not q.constraint_violations and b.met_by(q.max_meetings, q.repeats))

    @property
    def drawn(self) -> bool:
        return any(r.tables.all() for r in self.rounds)

    @property
    def stale(self) -> bool:
        return bool(self.unseated or self.seated_withdrawn)

    @property
    def is_club_evening(self) -> bool:
        return self.event.kind == EventKind.CLUB_EVENING

    @property
    def all_played(self) -> bool:
        return self.next_round is None


def seat_names(rounds: list[Round], participants: list[EventParticipant]) -> dict[PlayerKey, str]:
    names = {participant_key(p): p.name for p in participants}
    for round_ in rounds:
        for table in round_.tables.all():
            for seat in table.seats.all():
                names.setdefault(seat_key(seat), seat.player_name)
    return names


def seat_sort_names(
    rounds: list[Round], participants: list[EventParticipant]
) -> dict[PlayerKey, str]:
    """Each player's sort key (``Member.sort_name``; a guest's name), so the draw and
    "where do I sit" list people in the order of every other list."""

    def key_of(member, guest_name: str) -> str:
        return member.sort_name if member is not None else guest_name.casefold()

    keys = {participant_key(p): key_of(p.member, p.guest_name) for p in participants}
    for round_ in rounds:
        for table in round_.tables.all():
            for seat in table.seats.all():
                keys.setdefault(seat_key(seat), key_of(seat.member, seat.guest_name))
    return keys


def seating_overview(*, event: Event) -> SeatingOverview:
    """Everything the draw page shows, in five queries."""
    rounds = event_seating_rounds(event=event)
    participants = event_participants(event=event)
    names = seat_names(rounds, participants)
    played = played_rounds(rounds)
    played_numbers = frozenset(r.number for r in played)
    next_number = len(played) + 1 if len(played) < event.round_count else None

    pure = [
        pure_round(
            r,
            field=[
                participant_key(p) for p in event_field(participants=participants, number=r.number)
            ],
        )
        for r in rounds
        if r.tables.all()
    ]
    keys = [participant_key(p) for p in participants if p.active]
    avoid = seating.pairs_from_groups(_groups(participants))
    quality = seating.measure(pure, avoid, keys) if pure else None
    bounds = seating.draw_bounds(pure, [r for r in pure if r.number in played_numbers])
    repeated = repeated_pair_rows(pure, names)
    figures = []
    if quality is not None:
        sort_names = seat_sort_names(rounds, participants)
        figures = [
            PlayerFigures(
                name=names.get(k, str(k[1])),
                east=quality.east_counts.get(k, 0),
                byes=quality.bye_counts.get(k, 0),
                odd_tables=quality.odd_table_counts.get(k, 0),
            )
            for k in sorted(quality.east_counts, key=lambda k: sort_names.get(k, str(k[1])))
        ]

    unseated: set[PlayerKey] = set()
    seated_withdrawn: set[PlayerKey] = set()
    for round_ in rounds:
        if round_.number in played_numbers or not round_.tables.all():
            continue
        expected = {
            participant_key(p) for p in event_field(participants=participants, number=round_.number)
        }
        seated = {seat_key(s) for t in round_.tables.all() for s in t.seats.all()}
        seated_withdrawn |= seated - expected
        missing = expected - seated
        byes = _layout_byes(len(expected), event.table_policy)
        if len(missing) > byes:
            unseated |= missing

    # A seat chart between wind rounds (MCR's seat exchange), per table (``table.mcr_rows``).
    if get_ruleset(event.ruleset).has_seat_chart:
        for round_ in rounds:
            for table in round_.tables.all():
                seats = list(table.seats.all())
                if len(seats) == 4:
                    chart = seating.mcr_seat_winds(range(4))
                    table.mcr_rows = [
                        McrRow(name=seat.player_name, winds=tuple(rnd[i] for rnd in chart))
                        for i, seat in enumerate(seats)
                    ]

    return SeatingOverview(
        event=event,
        rounds=rounds,
        played_numbers=played_numbers,
        quality=quality,
        players=figures,
        participants=participants,
        field_size=sum(1 for p in participants if p.active),
        unseated=sorted((names.get(k, str(k[1])) for k in unseated), key=str.casefold),
        seated_withdrawn=sorted(
            (names.get(k, str(k[1])) for k in seated_withdrawn), key=str.casefold
        ),
        next_round=next_number,
        bounds=bounds if pure else None,
        repeated=repeated,
        seconds=_search_seconds(event),
    )


def repeated_pair_rows(
    rounds: list[seating.Round], names: dict[PlayerKey, str]
) -> list[RepeatedPair]:
    """The pairs meeting more than once, by name, most meetings first."""
    return [
        RepeatedPair(names=(names.get(a, str(a[1])), names.get(b, str(b[1]))), rounds=numbers)
        for (a, b), numbers in seating.repeated_pairs(rounds)
    ]


def _search_seconds(event: Event) -> float | None:
    """How long the last tournament draw searched (from its audit entry), if known."""
    entry = (
        AuditEntry.objects.filter(event=event, action="seat_draw")
        .order_by("-created_at", "-id")
        .values_list("after", flat=True)
        .first()
    )
    seconds = (entry or {}).get("seconds")
    return float(seconds) if isinstance(seconds, int | float) else None


def _groups(participants: list[EventParticipant]) -> list[list[PlayerKey]]:
    groups: dict[str, list[PlayerKey]] = defaultdict(list)
    for p in participants:
        if p.group.strip() and p.active:
            groups[p.group.strip().casefold()].append(participant_key(p))
    return list(groups.values())


def avoid_pairs(participants: list[EventParticipant]) -> frozenset[frozenset[PlayerKey]]:
    """Pairs of participants of the same group: they should not meet."""
    return seating.pairs_from_groups(_groups(participants))


def _layout_byes(n: int, table_policy: str) -> int:
    try:
        return seating.table_layout(n, POLICY.get(table_policy, seating.TablePolicy.AUTO)).byes
    except ValueError:
        return 0


# -- where do I sit --------------------------------------------------------------------


@dataclass(frozen=True)
class SeatCell:
    """One player's place in one round: a table and starting wind, or a bye."""

    round_number: int
    table_number: int | None
    wind: str = ""
    wind_label: str = ""
    state: str = ""  # "played", "next" (the first round not yet played) or ""


@dataclass(frozen=True)
class PlayerSeats:
    name: str
    is_guest: bool
    cells: tuple[SeatCell, ...]


def seating_by_player(*, event: Event) -> list[PlayerSeats]:
    """Per player (everyone seated in any round, plus the field), their seat per round."""
    stored = event_seating_rounds(event=event)
    played = {r.number for r in played_rounds(stored)}
    rounds = [r for r in stored if r.tables.all()]
    upcoming = min((r.number for r in rounds if r.number not in played), default=None)
    state = {r.number: "played" if r.number in played else "" for r in rounds}
    if upcoming is not None:
        state[upcoming] = "next"
    participants = event_participants(event=event)
    names = seat_names(rounds, participants)
    where: dict[PlayerKey, dict[int, Seat]] = defaultdict(dict)
    table_no: dict[int, int] = {}
    for round_ in rounds:
        for table in round_.tables.all():
            table_no[table.pk] = table.number
            for seat in table.seats.all():
                where[seat_key(seat)][round_.number] = seat
    keys = set(where) | {participant_key(p) for p in participants if p.active}
    guests = {k for k in keys if k[0] == "g"}
    sort_names = seat_sort_names(rounds, participants)
    rows = []
    for key in sorted(keys, key=lambda k: sort_names.get(k, str(k[1]))):
        cells = []
        for round_ in rounds:
            seat = where[key].get(round_.number)
            if seat is None:
                cells.append(
                    SeatCell(
                        round_number=round_.number, table_number=None, state=state[round_.number]
                    )
                )
            else:
                cells.append(
                    SeatCell(
                        round_number=round_.number,
                        table_number=table_no[seat.table_id],
                        wind=seat.wind,
                        wind_label=seat.get_wind_display(),
                        state=state[round_.number],
                    )
                )
        rows.append(
            PlayerSeats(
                name=names.get(key, str(key[1])), is_guest=key in guests, cells=tuple(cells)
            )
        )
    return rows
