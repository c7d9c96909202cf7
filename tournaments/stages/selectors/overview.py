"""The stages page, read: each stage with its rounds and state, its standings (carry-over
column) and, for a stage seated by standings, the quality of its rounds so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from tournaments import seating
from tournaments.events.models import Event, EventParticipant, Round, RoundStatus
from tournaments.events.selectors.participants import event_participants
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.reports.selectors.results import EventReport, event_report
from tournaments.reports.stage_standings import StageTable
from tournaments.seat_draws.selectors.field import (
    PlayerKey,
    pure_round,
    seat_names,
    seat_sort_names,
)
from tournaments.seat_draws.selectors.overview import (
    PlayerFigures,
    RepeatedPair,
    repeated_pair_rows,
)
from tournaments.stages.models import Stage
from tournaments.stages.selectors.stages import event_stages, stage_rounds


@dataclass
class StageQuality:
    """What the seat draw's quality panel (``seat_draws/_quality.html``) reads."""

    quality: seating.Quality | None
    players: list[PlayerFigures]
    repeated: list[RepeatedPair]
    bounds: None = None
    seconds: None = None
    optimal: bool = False
    teammate_meetings: int | None = None  # the draw page counts them; a stage does not


@dataclass
class StageRow:
    stage: Stage
    rounds: range
    closed: bool  # every round of the stage is closed
    table: StageTable | None  # its standings, once it has a field
    quality: StageQuality | None = None
    rounds_seated: list[int] = field(default_factory=list)

    @property
    def needs_cut(self) -> bool:
        return self.stage.order > 1 and self.stage.cut_made_at is None


@dataclass
class StagesOverview:
    event: Event
    stages: list[StageRow]
    report: EventReport


def stages_overview(*, event: Event) -> StagesOverview:
    stages = event_stages(event=event)
    report = event_report(event=event) if stages else EventReport(event, [], [], ())
    rounds = event_seating_rounds(event=event)
    participants = event_participants(event=event)
    names = seat_names(rounds, participants)
    tables = {t.stage.order: t for t in report.stages}
    rows = []
    for stage in stages:
        numbers = stage_rounds(stage=stage, stages=stages)
        own = [r for r in rounds if r.number in numbers and r.tables.all()]
        rows.append(
            StageRow(
                stage=stage,
                rounds=numbers,
                closed=len([r for r in own if r.status == RoundStatus.CLOSED]) == len(numbers),
                table=tables.get(stage.order),
                quality=_quality(own, rounds, participants, names) if own else None,
                rounds_seated=[r.number for r in own],
            )
        )
    return StagesOverview(event=event, stages=rows, report=report)


def _quality(
    own: list[Round],
    rounds: list[Round],
    participants: list[EventParticipant],
    names: dict[PlayerKey, str],
) -> StageQuality:
    pure = [pure_round(r) for r in own]
    quality = seating.measure(pure)
    sort_names = seat_sort_names(rounds, participants)
    # the pure algorithm answers with the ids it was given: PlayerKeys here
    keys = sorted(
        (cast(PlayerKey, k) for k in quality.east_counts),
        key=lambda k: sort_names.get(k, str(k)),
    )
    players = [
        PlayerFigures(
            name=names.get(k, str(k)),
            east=quality.east_counts.get(k, 0),
            byes=quality.bye_counts.get(k, 0),
            odd_tables=quality.odd_table_counts.get(k, 0),
        )
        for k in keys
    ]
    return StageQuality(quality=quality, players=players, repeated=repeated_pair_rows(pure, names))
