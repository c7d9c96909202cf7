"""Seat draws: write the pure algorithm's rounds (``tournaments.seating``) as Round,
Table and Seat rows.

* Tournaments: every round not yet played is drawn at once, minimising repeat
  meetings; after a late arrival or a withdrawal the same call redraws only the
  rounds not yet played, with the played ones as history.
* Club evenings: round 1 is drawn at random; later rounds are reseated from the
  results so far (``Club.reseating_mode``), one round at a time.

A round is played once it has hands or is closed (``events.selectors.rounds.round_is_played``);
no draw ever changes it. The search runs outside the transaction (it may take
seconds); the write re-checks inside it that nobody entered a hand meanwhile.
"""

from __future__ import annotations

import secrets
from collections.abc import Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import cast

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments import seating
from tournaments.audit.services import audit_record
from tournaments.core.choices import ReseatingMode
from tournaments.events.models import Event, EventKind, EventParticipant, Round
from tournaments.events.selectors.participants import event_participants
from tournaments.events.selectors.rounds import played_rounds, round_is_played
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.seat_draws.selectors.field import (
    PlayerKey,
    avoid_pairs,
    draw_round_total,
    event_field,
    participant_key,
    pure_round,
    round_scores,
    standings_ranking,
)
from tournaments.seat_draws.services.errors import SeatDrawError as SeatDrawError
from tournaments.seat_draws.services.rows import drawn_rounds_write, round_get_or_create
from tournaments.seat_draws.services.settings import draw_event_settings, draw_table_policy

MAX_DRAW_ROUNDS = 20
"""The most rounds one draw makes: a long tournament plays 8-12; 40 is a typo."""

Actor = AbstractBaseUser | AnonymousUser | None


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
    changed, existing, played = _draw_start(event=event, rounds=rounds, table_policy=table_policy)
    total = _draw_total(event=event, played=played)
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    if event.kind == EventKind.CLUB_EVENING and played:
        return _club_next_round_reseat(
            event=event, existing=existing, total=total, changed=changed, seed=seed, actor=actor
        )
    participants = event_participants(event=event)
    if not participants:
        raise SeatDrawError(
            _("Nobody is registered for this event yet: add the participants first.")
        )
    field = event_field(participants=participants, number=len(played) + 1)
    keys = [participant_key(p) for p in field]
    policy, fallback = draw_table_policy(event=event, players=len(keys))
    if event.kind == EventKind.CLUB_EVENING:
        new, result = _first_round_random(keys=keys, seed=seed, policy=policy)
    else:
        new, result = _remaining_rounds_search(
            participants=participants,
            played=played,
            keys=keys,
            total=total,
            seed=seed,
            policy=policy,
            time_budget=time_budget,
        )
    drawn_rounds_write(
        event=event,
        drawn=new,
        total=total,
        clear_after=new[-1].number if event.kind == EventKind.CLUB_EVENING else None,
        event_fields=changed,
    )
    result = replace(
        result, layout=seating.table_layout(len(keys), policy), policy_fallback=fallback
    )
    _seat_draw_audit(actor=actor, event=event, result=result)
    return result


def round_reseat(
    *, round_: Round, seed: int | str | None = None, actor: Actor = None
) -> SeatDrawResult:
    """Seat round 2 (or later) of a club evening from the results so far.

    ``Club.reseating_mode``: by table points of the previous round (the table
    winners together at table 1, then the seconds, ...; within a group the higher
    score first), by the evening's standings over the rounds before this one (the
    standings page's own ranking: ``seat_draws.selectors.field.standings_ranking``), or at
    random. Late arrivals join at the bottom; withdrawn players are left out. Who sat out
    in an earlier round (a five-player table, a bye) sits in this time where someone
    else can sit out instead (``seating.rotate_sitting_out``).
    """
    event = round_.event
    event_check_open(event=event)
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    rounds = event_seating_rounds(event=event)
    previous = _reseat_previous_round(round_=round_, rounds=rounds)
    participants = event_participants(event=event)
    field: list[seating.PlayerId]
    if participants:
        field = [
            participant_key(p) for p in event_field(participants=participants, number=round_.number)
        ]
    else:  # seated without registration: the same players as last round
        field = list(pure_round(previous).players)
    policy, fallback = draw_table_policy(event=event, players=len(field))
    mode = event.club.reseating_mode
    if mode == ReseatingMode.RANDOM:
        new = seating.random_round(field, seed=seed, policy=policy, number=round_.number)
    else:
        new = _reseat_by_results(
            round_=round_,
            rounds=rounds,
            previous=previous,
            field=field,
            seed=seed,
            policy=policy,
        )
    new = _sitting_out_rotated(new, round_=round_, rounds=rounds, participants=participants)
    drawn_rounds_write(
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


# -- the draw's parts --------------------------------------------------------------------


def _draw_start(
    *, event: Event, rounds: int | None, table_policy: str | None
) -> tuple[list[str], list[Round], list[Round]]:
    """Apply the director's settings and refuse a draw with nothing left to draw;
    returns the changed event fields, the event's rounds and the played ones."""
    event_check_open(event=event)
    if rounds is not None and rounds > MAX_DRAW_ROUNDS:
        raise SeatDrawError(
            _("At most %(max)d rounds can be drawn, not %(count)d.")
            % {"max": MAX_DRAW_ROUNDS, "count": rounds}
        )
    changed = draw_event_settings(event=event, round_count=rounds, table_policy=table_policy)
    existing = event_seating_rounds(event=event)
    played = played_rounds(existing)
    if len(played) >= event.round_count:
        raise SeatDrawError(
            _("All %(count)d rounds have been played; there is nothing left to draw.")
            % {"count": event.round_count}
        )
    return changed, existing, played


def _draw_total(*, event: Event, played: Sequence[Round]) -> int:
    """The rounds a draw covers: all, or with stages the first stage's (``stages``)."""
    total = draw_round_total(event=event)
    if len(played) >= total:
        raise SeatDrawError(
            _("The first stage has been played: later stages are seated on the stages page.")
        )
    return total


def _club_next_round_reseat(
    *,
    event: Event,
    existing: list[Round],
    total: int,
    changed: list[str],
    seed: int | str,
    actor: Actor,
) -> SeatDrawResult:
    """A club evening past round 1 draws only its next round, reseated from the results."""
    number = len(played_rounds(existing)) + 1
    round_ = next((r for r in existing if r.number == number), None)
    with transaction.atomic():
        if changed:
            event.save(update_fields=changed)
        if round_ is None:
            round_ = round_get_or_create(event=event, number=number, total=total)
        round_.event = event
        return round_reseat(round_=round_, seed=seed, actor=actor)


def _first_round_random(
    *, keys: list[PlayerKey], seed: int | str, policy: seating.TablePolicy
) -> tuple[tuple[seating.Round, ...], SeatDrawResult]:
    """A club evening's round 1: seated at random."""
    new = (seating.random_round(keys, seed=seed, policy=policy, number=1),)
    return new, SeatDrawResult(round_numbers=(1,), seed=seed, method=_("random draw"))


def _remaining_rounds_search(
    *,
    participants: list[EventParticipant],
    played: Sequence[Round],
    keys: list[PlayerKey],
    total: int,
    seed: int | str,
    policy: seating.TablePolicy,
    time_budget: float | None,
) -> tuple[tuple[seating.Round, ...], SeatDrawResult]:
    """A tournament's rounds not yet played, searched with the played ones as history."""
    history = [
        pure_round(
            r,
            field=[
                participant_key(p) for p in event_field(participants=participants, number=r.number)
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
    new = tuple(draw.rounds[len(played) :])
    return new, SeatDrawResult(
        round_numbers=tuple(r.number for r in new),
        seed=seed,
        method=draw.method,
        quality=draw.quality,
        timed_out=draw.timed_out,
        optimal=draw.optimal,
        seconds=draw.seconds,
        iterations=draw.budget,
    )


def _seat_draw_audit(*, actor: Actor, event: Event, result: SeatDrawResult) -> None:
    seconds = result.seconds
    audit_record(
        actor=actor,
        action="seat_draw",
        obj=event,
        event=event,
        after={
            "rounds": list(result.round_numbers),
            "seed": result.seed,
            "method": result.method,
            "seconds": round(seconds, 1) if seconds is not None else None,
            # With the seed, what repeats the draw: the search's iteration budget,
            # and whether the time cap stopped it first (then it may not repeat).
            "iterations": result.iterations,
            "timed_out": result.timed_out,
        },
    )


def _sitting_out_rotated(
    new: seating.Round,
    *,
    round_: Round,
    rounds: Sequence[Round],
    participants: list[EventParticipant],
) -> seating.Round:
    """``new`` with who sat out in the rounds before (a five-player table, a bye) sitting
    in this time (``seating.rotate_sitting_out``)."""
    earlier = [
        pure_round(
            r,
            field=[
                participant_key(p) for p in event_field(participants=participants, number=r.number)
            ],
        )
        for r in rounds
        if r.number < round_.number and r.tables.all()
    ]
    return seating.rotate_sitting_out(new, seating.sat_out_counts(earlier))


def _reseat_previous_round(*, round_: Round, rounds: Sequence[Round]) -> Round:
    """The played round before ``round_``; refuses round 1, and a round already played."""
    if round_.number < 2:
        raise SeatDrawError(_("Round 1 is drawn, not reseated."))
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
    return previous


def _reseat_by_results(
    *,
    round_: Round,
    rounds: Sequence[Round],
    previous: Round,
    field: Sequence[seating.PlayerId],
    seed: int | str,
    policy: seating.TablePolicy,
) -> seating.Round:
    """Reseat by the previous round's table places or by the evening's standings."""
    groups: Mapping[seating.PlayerId, Hashable] | None = None
    met: Collection[frozenset[seating.PlayerId]] = ()
    ranking: Sequence[seating.PlayerId]
    if round_.event.club.reseating_mode == ReseatingMode.STANDINGS:
        ranking = standings_ranking(event=round_.event, before_round=round_.number)
    else:
        # Within each ranking group (winners, seconds, ...) avoid seating
        # earlier opponents together where the groups leave a choice.
        # the seating functions take any player id; these are PlayerKeys (cast: a mapping
        # is invariant in its key type, so dict[PlayerKey, int] is not taken as it is)
        points = cast("Mapping[seating.PlayerId, float]", round_scores(round_=previous))
        ranking = seating.ranking_by_table_places(pure_round(previous), points)
        groups = seating.table_places(pure_round(previous), points)
        earlier = [r for r in rounds if r.number < round_.number]
        met = set(seating.meetings(pure_round(r) for r in earlier))
    in_field = set(field)
    ranked: list[seating.PlayerId] = [p for p in ranking if p in in_field]
    ranked += [p for p in field if p not in set(ranked)]  # late arrivals at the bottom
    return seating.reseat_by_ranking(
        ranked, seed=seed, policy=policy, number=round_.number, groups=groups, met=met
    )
