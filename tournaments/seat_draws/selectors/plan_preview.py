"""A seating plan's preview and the event's seating as a plan's lines: the plan's tables by
name and the same quality panel as a drawn seating (``overview.quality_panel``), and what
the plan's export writes (``exporters.SeatPlanExporter``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from tournaments import seating
from tournaments.core.choices import WIND_ORDER
from tournaments.events.models import Event
from tournaments.events.selectors.participants import event_participants
from tournaments.events.selectors.rounds import played_rounds
from tournaments.play.selectors.rounds import event_seating_rounds
from tournaments.seat_draws.selectors.field import (
    PlayerKey,
    event_field,
    participant_key,
    pure_round,
    seat_names,
)
from tournaments.seat_draws.selectors.overview import QualityPanel, quality_panel
from tournaments.seat_draws.selectors.plans import SeatPlan
from tournaments.teams.selectors.teammates import teammate_meetings


@dataclass(frozen=True)
class PlanTable:
    number: int
    seats: list[tuple[str, str]]  # (wind code, name)


@dataclass(frozen=True)
class PlanRound:
    number: int
    tables: list[PlanTable]
    byes: list[str]
    kept: bool


@dataclass(frozen=True)
class PlanPreview:
    plan: SeatPlan
    rounds: list[PlanRound]
    panel: QualityPanel
    players: int = 0


def seat_plan_preview(*, event: Event, plan: SeatPlan) -> PlanPreview:
    """The plan's rounds by name and the quality panel of the seating it makes (the
    event's other drawn rounds with the plan's in their place)."""
    stored = event_seating_rounds(event=event)
    participants = event_participants(event=event)
    names = seat_names(stored, participants)
    mine = {r.number: r for r in plan.rounds}
    pure = [
        mine.get(r.number)
        or pure_round(
            r,
            field=[
                participant_key(p) for p in event_field(participants=participants, number=r.number)
            ],
        )
        for r in stored
        if r.tables.all() or r.number in mine
    ]
    pure += [r for n, r in sorted(mine.items()) if n not in {r.number for r in stored}]
    pure.sort(key=lambda r: r.number)
    played = frozenset(r.number for r in played_rounds(stored))
    panel = replace(
        quality_panel(
            pure=pure,
            played_numbers=played,
            rounds=stored,
            participants=participants,
            teammate_meetings=teammate_meetings(event=event, rounds=pure),
        ),
        brought_in=True,
    )
    return PlanPreview(
        plan=plan,
        rounds=[_shown(r, names, kept=r.number in plan.kept) for r in plan.rounds],
        panel=panel,
        players=len({p for r in plan.rounds for p in r.players}),
    )


def _shown(round_: seating.Round, names: dict[PlayerKey, str], *, kept: bool) -> PlanRound:
    def name(key: object) -> str:
        return names.get(key, str(key)) if isinstance(key, tuple) else str(key)

    return PlanRound(
        number=round_.number,
        tables=[
            PlanTable(t.number, [(WIND_ORDER[i], name(p)) for i, p in enumerate(t.players)])
            for t in round_.tables
        ],
        byes=sorted((name(p) for p in round_.byes), key=str.casefold),
        kept=kept,
    )


@dataclass(frozen=True)
class PlanLine:
    """One line of the plan's export: a seat (table and seat 1-5) or a bye (no table)."""

    round: int
    table: int | None
    seat: int | None
    player: str  # the member number, or a guest's name
    name: str


def seat_plan_lines(*, event: Event) -> list[PlanLine]:
    """The event's seating as the plan's file has it: per round its seats by table and seat,
    then the byes (the round's players without a seat). A seat a substitute took is the
    seat of the player who left, as the draw counts it (``field.draw_key``)."""
    stored = event_seating_rounds(event=event)
    participants = event_participants(event=event)
    names = seat_names(stored, participants)
    numbers: dict[PlayerKey, str] = {}
    for p in participants:
        if p.member is not None:
            numbers[participant_key(p)] = p.member.member_number
    for r in stored:
        for t in r.tables.all():
            for s in t.seats.all():
                if s.member is not None:
                    numbers.setdefault(("m", s.member.pk), s.member.member_number)

    def line(number: int, table: int | None, seat: int | None, key: PlayerKey) -> PlanLine:
        shown = names.get(key, str(key[1]))
        return PlanLine(number, table, seat, numbers.get(key, shown), shown)

    lines = []
    for r in stored:
        if not r.tables.all():
            continue
        pure = pure_round(r)
        seated = set(pure.players)
        for drawn in pure.tables:
            lines += [
                line(r.number, drawn.number, i, cast(PlayerKey, k))
                for i, k in enumerate(drawn.players, start=1)
            ]
        lines += [
            line(r.number, None, None, k)
            for k in (participant_key(p) for p in participants if p.plays_in(r.number))
            if k not in seated
        ]
    return lines
