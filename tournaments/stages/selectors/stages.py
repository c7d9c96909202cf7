"""Reads for the stages pages: the event's stages with their rounds, and the cut as it
would fall (``stages.cut``) with the players' names."""

from __future__ import annotations

from dataclasses import dataclass

from django.shortcuts import get_object_or_404

from tournaments.events.models import Event, Round, RoundStatus
from tournaments.reports.rows import StandingRow
from tournaments.reports.selectors.results import EventReport, event_report
from tournaments.seat_draws.selectors.field import POLICY
from tournaments.stages.cut import CutError, CutPreview, cut_preview
from tournaments.stages.models import Stage


def event_stages(*, event: Event) -> list[Stage]:
    return list(Stage.objects.filter(event=event).order_by("order"))


def stage_get(*, event: Event, order: int) -> Stage:
    return get_object_or_404(Stage.objects.select_related("event__club"), event=event, order=order)


def stage_rounds(*, stage: Stage, stages: list[Stage] | None = None) -> range:
    """The round numbers ``stage`` plays: the run after the stages before it."""
    stages = stages if stages is not None else event_stages(event=stage.event)
    first = 1 + sum(s.rounds for s in stages if s.order < stage.order)
    return range(first, first + stage.rounds)


def rounds_closed(*, event: Event, numbers: range) -> bool:
    """Whether every round in ``numbers`` exists and is closed."""
    closed = Round.objects.filter(
        event=event, number__in=list(numbers), status=RoundStatus.CLOSED
    ).count()
    return closed == len(numbers)


def round_statuses(*, event: Event) -> dict[int, str]:
    return dict(Round.objects.filter(event=event).values_list("number", "status"))


@dataclass
class CutView:
    """The cut into ``stage`` before it is made (or as it was made)."""

    stage: Stage
    before: Stage
    rows: list[StandingRow]  # the stage before's standings
    preview: CutPreview | None
    ready: bool  # the stage before is closed
    report: EventReport

    @property
    def field(self) -> list[tuple[int, str, str]]:
        """Once the cut is made: (seed, name, how they qualified) of its field."""
        names = {r.player.key: r.player.name for r in self.rows}
        return [
            (e.seed, names.get(e.player_key, e.guest_name), e.get_via_display())
            for e in self.stage.entrants.order_by("seed")
        ]

    @property
    def tied_rows(self) -> list[StandingRow]:
        tied = set(self.preview.tied) if self.preview else set()
        return [r for r in self.rows if r.player.key in tied]


def cut_view(*, stage: Stage) -> CutView:
    stages = event_stages(event=stage.event)
    before = next(s for s in stages if s.order == stage.order - 1)
    report = event_report(event=stage.event)
    table = next((t for t in report.stages if t.stage.order == before.order), None)
    rows = table.rows if table else []
    preview = None
    if rows and stage.field_size:
        try:
            preview = cut_preview(
                rows, stage.field_size, policy=POLICY.get(stage.event.table_policy, "auto")
            )
        except CutError:
            preview = None
    ready = rounds_closed(event=stage.event, numbers=stage_rounds(stage=before, stages=stages))
    return CutView(
        stage=stage, before=before, rows=rows, preview=preview, ready=ready, report=report
    )
