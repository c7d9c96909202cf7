"""The stages of an event for its standings (``reports.stage_standings``): which rounds
each stage plays, its carry-over and who made its cut. One query for an event without
stages, two with."""

from __future__ import annotations

from collections.abc import Sequence

from tournaments.events.models import Event
from tournaments.reports.rows import StandingRow, TableResult
from tournaments.reports.stage_standings import StageInfo, StageTable, final_order, stage_tables


def event_stage_infos(*, event: Event) -> list[StageInfo]:
    """The event's stages in order with their runs of rounds; empty: one implicit stage."""
    # the stages are ``stages``' (above reports): read through the event's relation
    stages = list(event.stages.order_by("order").prefetch_related("entrants"))
    if not stages:
        return []
    fields = {s.pk: [e.player_key for e in s.entrants.all()] for s in stages}
    infos, first = [], 1
    for stage in stages:
        cut = stage.order == 1 or stage.cut_made_at is not None
        infos.append(
            StageInfo(
                order=stage.order,
                name=stage.name,
                first_round=first,
                last_round=first + stage.rounds - 1,
                carry_over=stage.carry_over,
                field=tuple(fields[stage.pk]) if stage.order > 1 and cut else None,
            )
        )
        first += stage.rounds
    return infos


def staged_rows(
    *,
    event: Event,
    tables: Sequence[TableResult],
    chain: Sequence[str],
    before: int | None = None,
) -> tuple[list[StageTable], list[StandingRow] | None]:
    """Each stage's standings and the final order (``None`` without stages). With
    ``before`` (a round number), the stages as they stood then."""
    infos = event_stage_infos(event=event)
    if before is not None:
        infos = [s for s in infos if s.first_round <= before]
    unplayed_last = event.club.rank_unplayed_last
    if not infos:
        return [], None
    staged = stage_tables(infos, tables, chain, unplayed_last=unplayed_last)
    return staged, final_order(staged)
