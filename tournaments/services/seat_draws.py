"""Seat draws: write the pure algorithm's rounds (``tournaments.seating``) as Round,
Table and Seat rows.

* Tournaments: every round not yet played is drawn at once, minimising repeat
  meetings; after a late arrival or a withdrawal the same call redraws only the
  rounds not yet played, with the played ones as history.
* Club evenings: round 1 is drawn at random; later rounds are reseated from the
  results so far (``Club.reseating_mode``), one round at a time.

A round is played once it has hands or is closed (``selectors_seating.round_is_played``);
no draw ever changes it. The search runs outside the transaction (it may take
seconds); the write re-checks inside it that nobody entered a hand meanwhile.
"""

from __future__ import annotations

import datetime
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Count
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments import seating
from tournaments.models import (
    WIND_ORDER,
    Event,
    EventKind,
    ReseatingMode,
    Round,
    Seat,
    Table,
)
from tournaments.reports.table_points import award_table_points
from tournaments.selectors.seating import (
    POLICY,
    PlayerKey,
    avoid_pairs,
    event_field,
    event_participants,
    event_seating_rounds,
    participant_key,
    played_rounds,
    pure_round,
    round_is_played,
    round_scores,
    rounds_table_scores,
)
from tournaments.services.audit import audit_record

MAX_DRAW_ROUNDS = 20
"""The most rounds one draw makes: a long tournament plays 8-12; 40 is a typo."""

Actor = AbstractBaseUser | AnonymousUser | None


class SeatDrawError(ValidationError):
    """A draw the event cannot have; the message tells the director why and what to do."""


@dataclass(frozen=True)
class SeatDrawResult:
    """What a draw wrote: the round numbers, and how (seed, method, quality)."""

    round_numbers: tuple[int, ...]
    seed: int | str
    method: str
    quality: seating.Quality | None = None
    timed_out: bool = False
    layout: seating.Layout | None = None
    policy_fallback: bool = False
    optimal: bool = False
    seconds: float | None = None
    iterations: int | None = None


def seat_draw_create(
    *,
    event: Event,
    seed: int | str | None = None,
    rounds: int | None = None,
    table_policy: str | None = None,
    actor: Actor = None,
    time_budget: float | None = None,
) -> SeatDrawResult:
    """Draw every round of ``event`` that is not yet played for the current field,
    and write it.

    ``rounds`` (how many rounds will be played) and ``table_policy`` change the
    event's ``round_count`` and ``table_policy`` with the draw. For a club evening
    only the next round is drawn: round 1 at random, later rounds by
    :func:`round_reseat`. ``time_budget``: seconds the draw may take
    (``settings.SEAT_DRAW_TIME_BUDGET`` by default); the search runs the
    iterations that budget buys (``seating.iteration_budget``, so a seed repeats
    its draw) and stops sooner at a proven optimum. Raises :class:`SeatDrawError` when there is nothing to draw or the
    field cannot be seated.
    """
    if rounds is not None and rounds > MAX_DRAW_ROUNDS:
        raise SeatDrawError(
            _("At most %(max)d rounds can be drawn, not %(count)d.")
            % {"max": MAX_DRAW_ROUNDS, "count": rounds}
        )
    changed = _event_settings(event=event, round_count=rounds, table_policy=table_policy)
    total = event.round_count
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    existing = event_seating_rounds(event=event)
    played = played_rounds(existing)
    if len(played) >= total:
        raise SeatDrawError(
            _("All %(count)d rounds have been played; there is nothing left to draw.")
            % {"count": total}
        )
    if event.kind == EventKind.CLUB_EVENING and played:
        round_ = next((r for r in existing if r.number == len(played) + 1), None)
        with transaction.atomic():
            if changed:
                event.save(update_fields=changed)
            if round_ is None:
                round_ = _round_get_or_create(event=event, number=len(played) + 1, total=total)
            round_.event = event
            return round_reseat(round_=round_, seed=seed, actor=actor)

    participants = event_participants(event=event)
    if not participants:
        raise SeatDrawError(
            _("Nobody is registered for this event yet: add the participants first.")
        )
    field = event_field(participants=participants, number=len(played) + 1)
    keys = [participant_key(p) for p in field]
    policy, fallback = _policy(event=event, players=len(keys))
    if event.kind == EventKind.CLUB_EVENING:
        new = (seating.random_round(keys, seed=seed, policy=policy, number=1),)
        method, quality, timed_out, seconds, optimal = _("random draw"), None, False, None, False
        iterations = None
    else:
        history = [
            pure_round(
                r,
                field=[
                    participant_key(p)
                    for p in event_field(participants=participants, number=r.number)
                ],
            )
            for r in played
        ]
        draw = seating.redraw_remaining(
            history,
            keys,
            total,
            seed=seed,
            policy=policy,
            avoid=avoid_pairs(participants),
            time_budget=settings.SEAT_DRAW_TIME_BUDGET if time_budget is None else time_budget,
        )
        new = draw.rounds[len(played) :]
        method, quality, timed_out = draw.method, draw.quality, draw.timed_out
        seconds, optimal, iterations = draw.seconds, draw.optimal, draw.budget
    _rounds_write(
        event=event,
        drawn=new,
        total=total,
        clear_after=new[-1].number if event.kind == EventKind.CLUB_EVENING else None,
        event_fields=changed,
    )
    result = SeatDrawResult(
        round_numbers=tuple(r.number for r in new),
        seed=seed,
        method=method,
        quality=quality,
        timed_out=timed_out,
        optimal=optimal,
        seconds=seconds,
        iterations=iterations,
        layout=seating.table_layout(len(keys), policy),
        policy_fallback=fallback,
    )
    audit_record(
        actor=actor,
        action="seat_draw",
        obj=event,
        event=event,
        after={
            "rounds": list(result.round_numbers),
            "seed": seed,
            "method": method,
            "seconds": round(seconds, 1) if seconds is not None else None,
            # With the seed, what repeats the draw: the search's iteration budget,
            # and whether the time cap stopped it first (then it may not repeat).
            "iterations": iterations,
            "timed_out": timed_out,
        },
    )
    return result


def round_reseat(
    *, round_: Round, seed: int | str | None = None, actor: Actor = None
) -> SeatDrawResult:
    """Seat round 2 (or later) of a club evening from the results so far.

    ``Club.reseating_mode``: by table points of the previous round (the table
    winners together at table 1, then the seconds, ...; within a group the higher
    score first), by the evening's standings (table points, then score), or at
    random. Late arrivals join at the bottom; withdrawn players are left out.
    """
    event = round_.event
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    if round_.number < 2:
        raise SeatDrawError(_("Round 1 is drawn, not reseated."))
    rounds = event_seating_rounds(event=event)
    by_number = {r.number: r for r in rounds}
    previous = by_number.get(round_.number - 1)
    if previous is None or not round_is_played(previous):
        raise SeatDrawError(
            _("Round %(number)d has no results yet; reseating needs them.")
            % {"number": round_.number - 1}
        )
    current = by_number.get(round_.number)
    if current is not None and round_is_played(current):
        raise SeatDrawError(
            _("Round %(number)d already has hands; it cannot be reseated.")
            % {"number": round_.number}
        )
    participants = event_participants(event=event)
    if participants:
        field = [
            participant_key(p) for p in event_field(participants=participants, number=round_.number)
        ]
    else:  # seated without registration: the same players as last round
        field = list(pure_round(previous).players)
    policy, fallback = _policy(event=event, players=len(field))
    mode = event.club.reseating_mode
    if mode == ReseatingMode.RANDOM:
        new = seating.random_round(field, seed=seed, policy=policy, number=round_.number)
    else:
        groups, met = None, ()
        if mode == ReseatingMode.STANDINGS:
            ranking = _standings(
                rounds=[r for r in rounds if r.number < round_.number],
                scheme=event.club.table_points_scheme,
            )
        else:
            # Within each ranking group (winners, seconds, ...) avoid seating
            # earlier opponents together where the groups leave a choice.
            points = round_scores(round_=previous)
            ranking = seating.ranking_by_table_places(pure_round(previous), points)
            groups = seating.table_places(pure_round(previous), points)
            met = set(seating.meetings(pure_round(r) for r in rounds if r.number < round_.number))
        in_field = set(field)
        ranked = [p for p in ranking if p in in_field]
        ranked += [p for p in field if p not in set(ranked)]  # late arrivals at the bottom
        new = seating.reseat_by_ranking(
            ranked, seed=seed, policy=policy, number=round_.number, groups=groups, met=met
        )
    _rounds_write(
        event=event,
        drawn=(new,),
        total=max(event.round_count, round_.number),
        clear_after=round_.number,
    )
    audit_record(
        actor=actor,
        action="round_reseat",
        obj=event,
        event=event,
        after={"round": round_.number, "mode": mode, "seed": seed},
    )
    return SeatDrawResult(
        round_numbers=(round_.number,),
        seed=seed,
        method=str(ReseatingMode(mode).label),
        layout=seating.table_layout(len(field), policy),
        policy_fallback=fallback,
    )


# -- helpers ---------------------------------------------------------------------------


def _event_settings(
    *, event: Event, round_count: int | None, table_policy: str | None
) -> list[str]:
    """Apply the director's round count and table policy to ``event`` (not saved yet);
    returns the changed field names."""
    changed = []
    if round_count is not None and round_count != event.round_count:
        event.round_count = round_count
        changed.append("round_count")
    if table_policy and table_policy != event.table_policy:
        event.table_policy = table_policy
        changed.append("table_policy")
    if changed:
        try:
            event.full_clean(exclude=["slug"])
        except ValidationError as exc:
            event.refresh_from_db(fields=changed)
            raise SeatDrawError(exc.messages) from exc
    return changed


def _policy(*, event: Event, players: int) -> tuple[seating.TablePolicy, bool]:
    """The event's table policy, or the automatic one when it cannot seat ``players``."""
    if players < 3:
        raise SeatDrawError(
            _("Only %(count)d players: a draw needs at least 3 (4 for a full table).")
            % {"count": players}
        )
    wanted = POLICY.get(event.table_policy, seating.TablePolicy.AUTO)
    try:
        seating.table_layout(players, wanted)
    except ValueError:
        try:
            seating.table_layout(players, seating.TablePolicy.AUTO)
        except ValueError as exc:
            raise SeatDrawError(
                _("%(count)d players cannot be seated at mahjong tables.") % {"count": players}
            ) from exc
        return seating.TablePolicy.AUTO, True
    return wanted, False


def _standings(*, rounds: list[Round], scheme: str) -> list[PlayerKey]:
    """The evening so far, best first: table points, then score."""
    points: dict[PlayerKey, Fraction] = {}
    scores: dict[PlayerKey, int] = {}
    for tables in rounds_table_scores(rounds=rounds):
        for table in tables.values():
            for key, value in award_table_points(table, scheme).items():
                points[key] = points.get(key, Fraction(0)) + value
            for key, score in table.items():
                scores[key] = scores.get(key, 0) + score
    return sorted(points, key=lambda k: (-points[k], -scores[k], str(k)))


def _planned_times(
    *, event: Event, number: int, total: int
) -> tuple[datetime.datetime | None, datetime.datetime | None]:
    """Rounds share the event's time evenly (a round added later gets no time)."""
    if not (event.start_time and event.end_time) or number > total:
        return None, None
    zone = timezone.get_current_timezone()
    start = datetime.datetime.combine(event.date, event.start_time, tzinfo=zone)
    end = datetime.datetime.combine(event.date, event.end_time, tzinfo=zone)
    if end <= start:
        return None, None
    length = (end - start) / total

    def at(k: int) -> datetime.datetime:  # on the 5 minutes: 11:35, not 11:36
        moment = start + length * k
        minutes = (moment.minute + moment.second / 60 + 2.5) // 5 * 5
        return moment.replace(minute=0, second=0, microsecond=0) + datetime.timedelta(
            minutes=minutes
        )

    return at(number - 1), at(number) if number < total else end


def _round_get_or_create(*, event: Event, number: int, total: int) -> Round:
    round_ = event.rounds.filter(number=number).first()
    if round_ is None:
        starts_at, ends_at = _planned_times(event=event, number=number, total=total)
        round_ = Round(event=event, number=number, starts_at=starts_at, ends_at=ends_at)
        round_.full_clean()
        round_.save()
    return round_


@dataclass(frozen=True)
class _Substitution:
    from_round: int
    member_id: int | None
    guest_name: str


def _substitutions(event: Event) -> dict[int, _Substitution]:
    """Who plays for whom (``seat_substitute_set``), read from the seats before a draw
    replaces them: per member who left, the round it started and the latest substitute."""
    found: dict[int, _Substitution] = {}
    rows = (
        Seat.objects.filter(round__event=event, substitute_for__isnull=False)
        .order_by("round__number")
        .values_list("substitute_for_id", "round__number", "member_id", "guest_name")
    )
    for absent_id, number, member_id, guest_name in rows:
        first = found[absent_id].from_round if absent_id in found else number
        found[absent_id] = _Substitution(first, member_id, guest_name)
    return found


def _substitutes_seat(
    seats: list[Seat], *, round_number: int, substitutions: dict[int, _Substitution]
) -> None:
    """Seat the substitute wherever a new draw seats a player who left, from the round the
    substitution started: it holds "from round N on", for rounds drawn later too. A member
    substitute the draw seats in the same round as a player keeps the player who left."""
    seated = {seat.member_id for seat in seats if seat.member_id is not None}
    for seat in seats:
        sub = substitutions.get(seat.member_id) if seat.member_id is not None else None
        if sub is None or round_number < sub.from_round or sub.member_id in seated:
            continue
        seat.substitute_for_id = seat.member_id
        seat.member_id = sub.member_id
        seat.guest_name = "" if sub.member_id is not None else sub.guest_name


@transaction.atomic
def _rounds_write(
    *,
    event: Event,
    drawn: Sequence[seating.Round],
    total: int,
    clear_after: int | None = None,
    event_fields: Sequence[str] = (),
) -> list[Round]:
    """Replace the tables of the ``drawn`` rounds (creating missing rounds).

    ``clear_after``: also remove the tables of later rounds that are not played
    (a club evening's later rounds depend on this one's results). Rounds beyond the
    event's ``round_count`` that were never played are removed with their tables (a
    redraw with fewer rounds); played ones stay. Refuses when a round to change has
    hands, checked inside the transaction.
    """
    Event.objects.select_for_update().filter(pk=event.pk).first()  # one draw at a time
    numbers = [r.number for r in drawn]
    stored = {
        r.number: r
        for r in event.rounds.filter(number__gte=min(numbers)).annotate(
            hand_total=Count("tables__hands")
        )
    }
    touched = set(numbers)
    if clear_after is not None:
        touched |= {n for n in stored if n > clear_after}
    for number in sorted(touched):
        if number in stored and round_is_played(stored[number]):
            raise SeatDrawError(
                _("Hands were entered in round %(number)d meanwhile; it can no longer be drawn.")
                % {"number": number}
            )
    if event_fields:
        event.save(update_fields=list(event_fields))
    substitutions = _substitutions(event)
    Table.objects.filter(round__event=event, round__number__in=touched).delete()
    surplus = [
        r.pk
        for n, r in stored.items()
        if n > max(event.round_count, *numbers) and not round_is_played(r)
    ]
    Round.objects.filter(pk__in=surplus).delete()

    result = []
    for pure in drawn:
        round_ = stored.get(pure.number) or _round_get_or_create(
            event=event, number=pure.number, total=total
        )
        tables = Table.objects.bulk_create(
            [Table(round=round_, number=t.number) for t in pure.tables]
        )
        seats = []
        for table, pure_table in zip(tables, pure.tables, strict=True):
            if not 3 <= pure_table.size <= 5:
                raise SeatDrawError(_("A table has 3 to 5 players."))
            winds = WIND_ORDER[: pure_table.size] if pure_table.size < 5 else WIND_ORDER
            for position, (wind, key) in enumerate(zip(winds, pure_table.players, strict=True)):
                kind, ident = key
                seats.append(
                    Seat(
                        table=table,
                        round=round_,
                        member_id=ident if kind == "m" else None,
                        guest_name=ident if kind == "g" else "",
                        wind=wind,
                        position=position,
                    )
                )
        _substitutes_seat(seats, round_number=round_.number, substitutions=substitutions)
        # The database constraints hold the invariants (one seat per member per round,
        # unique winds and positions per table); per-row full_clean would cost a query
        # per seat for the member lookup.
        Seat.objects.bulk_create(seats)
        result.append(round_)
    return result
