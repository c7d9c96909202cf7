"""Seating a stage's round by the current standings (Swiss or fixed), or a later stage's
rounds drawn in advance for its field. Refused before the round before is closed."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace

from django.conf import settings
from django.utils.translation import gettext as _

from tournaments import seating
from tournaments.audit.services import audit_record
from tournaments.events.models import Round
from tournaments.events.selectors.participants import event_participants
from tournaments.events.selectors.rounds import round_is_played
from tournaments.events.services.event_guard import event_check_open
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.reports.selectors.results import event_report
from tournaments.seat_draws.selectors.field import (
    POLICY,
    PlayerKey,
    event_field,
    participant_key,
    pure_round,
    standing_key,
)
from tournaments.seat_draws.services.draws import Actor
from tournaments.seat_draws.services.rows import drawn_rounds_write
from tournaments.seating.swiss import SwissRound, seat_by_standings
from tournaments.stages.models import Stage, StageSeating
from tournaments.stages.selectors.stages import event_stages, stage_rounds
from tournaments.stages.services.errors import StageError


@dataclass(frozen=True)
class StageSeatResult:
    """What was seated: the round numbers, the Swiss figures (one round by standings) and
    the quality of the stage's rounds so far (repeats, East starts)."""

    round_numbers: tuple[int, ...]
    method: str
    quality: seating.Quality
    swiss: SwissRound | None = None
    seed: int | str = ""


def _next_round(stage: Stage, numbers: range, rounds: dict[int, Round]) -> int:
    """The stage's first round not yet played; its round before must be closed."""
    number = next((n for n in numbers if n not in rounds or not round_is_played(rounds[n])), 0)
    if not number:
        raise StageError(_("Every round of this stage has been played."))
    previous = rounds.get(number - 1)
    if number > 1 and (previous is None or previous.status != "closed"):
        raise StageError(
            _("Close round %(number)d before seating the next round by its standings.")
            % {"number": number - 1}
        )
    return number


def _field(stage: Stage, number: int) -> list[PlayerKey]:
    """The stage's players best first: its current standings (carry-over included)."""
    report = event_report(event=stage.event, before_round=number, full=True)
    table = next((t for t in report.stages if t.stage.order == stage.order), None)
    if table is not None and (stage.order > 1 or table.rows):
        return [standing_key(r.player) for r in table.rows]
    participants = event_participants(event=stage.event)
    return [participant_key(p) for p in event_field(participants=participants, number=number)]


def stage_round_seat(
    *, stage: Stage, actor: Actor, seed: int | str | None = None
) -> StageSeatResult:
    """Seat the stage's next round (Swiss or fixed by standings) or, drawn in advance, all
    its rounds for its field (a later stage; the first stage uses the seat draw)."""
    event = stage.event
    event_check_open(event=event)
    stage = Stage.objects.get(pk=stage.pk)  # as stored now (the cut may be fresh)
    stage.event = event
    if stage.order > 1 and stage.cut_made_at is None:
        raise StageError(_("Make the cut first: it fixes this stage's field."))
    stages = event_stages(event=event)
    numbers = stage_rounds(stage=stage, stages=stages)
    stored = {r.number: r for r in event_seating_rounds(event=event)}
    number = _next_round(stage, numbers, stored)
    policy = POLICY.get(event.table_policy, seating.TablePolicy.AUTO)
    keys = _field(stage, number)
    history = [pure_round(stored[n]) for n in numbers if n < number and n in stored]
    if stage.seating == StageSeating.DRAWN:
        if stage.order == 1:
            raise StageError(_("The first stage is drawn in advance on the seat draw page."))
        if history:
            raise StageError(_("This stage's rounds have already been drawn."))
        seed = secrets.randbelow(1_000_000) if seed is None else seed
        draw = seating.draw_tournament(
            keys, len(numbers), seed=seed, policy=policy, time_budget=settings.SEAT_DRAW_TIME_BUDGET
        )
        drawn = tuple(replace(r, number=numbers.start + i) for i, r in enumerate(draw.rounds))
        swiss = None
    else:
        swiss = seat_by_standings(
            keys,
            history,
            number=number,
            swiss=stage.seating == StageSeating.SWISS,
            policy=policy,
            rounds_after=numbers.stop - 1 - number,  # kept possible without a repeat
        )
        drawn = (swiss.round,)
    drawn_rounds_write(event=event, drawn=drawn, total=event.round_count)
    quality = seating.measure([*history, *drawn], players=keys)
    result = StageSeatResult(
        round_numbers=tuple(r.number for r in drawn),
        method=str(StageSeating(stage.seating).label),
        quality=quality,
        swiss=swiss,
        seed=seed if seed is not None else "",
    )
    _audit(actor=actor, stage=stage, result=result)
    return result


def _audit(*, actor: Actor, stage: Stage, result: StageSeatResult) -> None:
    swiss = result.swiss
    audit_record(
        actor=actor,
        action="stage_seat",
        obj=stage,
        event=stage.event,
        after={
            "stage": stage.name,
            "rounds": list(result.round_numbers),
            "seating": stage.seating,
            "seed": result.seed,
            "repeats": result.quality.repeats,
            "relaxations": [f"{r.kind}:{r.value}" for r in swiss.relaxations] if swiss else [],
        },
    )
