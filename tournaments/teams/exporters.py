"""The team standings as an exporter (``reports.exporters``): the house renderers make
xlsx, csv and PDF of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.core.exports.exporter import INT, POINTS, TEXT, Column, Exporter
from tournaments.teams.selectors.teams import TeamReport


class TeamStandingsExporter(Exporter):
    identifier = "teams"
    verbose_name = gettext_lazy("Team standings")

    def __init__(self, report: TeamReport):
        self.report = report
        self.event = report.event

    def title(self) -> str:
        return _("Team standings %(event)s") % {"event": self.event.name}

    def subtitle(self) -> str:
        return f"{self.event.club.name} · {self.event.date:%d-%m-%Y}"

    def notes(self) -> list[str]:
        chain = " → ".join([self.report.rule_label, *self.report.tie_break_labels])
        return [_("Ranking: %(chain)s.") % {"chain": chain}, self.report.substitute_note]

    def columns(self) -> list[Column]:
        return [
            Column(_("Place"), INT, 6),
            Column(_("Team"), TEXT, 22),
            Column(_("Team points"), POINTS, 12),
            Column(_("Best player"), POINTS, 12),
            Column(_("Table points"), POINTS, 12),
            Column(_("Score"), INT, 10),
            Column(_("Players"), TEXT, 40),
        ]

    def rows(self) -> Iterator[list[Any]]:
        for row in self.report.rows:
            yield [
                row.rank,
                row.name,
                row.value,
                row.best_single,
                row.table_points,
                row.score,
                ", ".join(m.name + ("" if m.counts else " (–)") for m in row.members),
            ]
