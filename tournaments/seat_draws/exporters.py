"""The event's seating as a plan's file (``plan_files`` reads it back): xlsx or CSV, one
line per seat and per bye. The column names are the file format's, the same in every
language, so an export imports again as it is."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.core.exports.exporter import INT, TEXT, Column, Exporter
from tournaments.events.models import Event
from tournaments.seat_draws.selectors.plan_preview import PlanLine

#: what a bye's table cell says (``selectors.plans.BYE_WORDS`` reads it)
BYE = "bye"


class SeatPlanExporter(Exporter):
    identifier = "seating-plan"
    verbose_name = gettext_lazy("Seating plan")
    formats = ("xlsx", "csv")

    def __init__(self, event: Event, lines: list[PlanLine]):
        self.event = event
        self.lines = lines

    def title(self) -> str:
        return _("Seating plan %(event)s") % {"event": self.event.name}

    def columns(self) -> list[Column]:
        return [
            Column("round", INT, 6),
            Column("table", TEXT, 6),
            Column("seat", INT, 6),
            Column("player", TEXT, 14),
            Column("name", TEXT, 30),
        ]

    def rows(self) -> Iterator[list[Any]]:
        for line in self.lines:
            yield [
                line.round,
                line.table if line.table is not None else BYE,
                line.seat,
                line.player,
                line.name,
            ]
