"""The standings export of a tournament in stages: the final order with the stage each
player reached and what was carried into it (``stage_standings``); xlsx, csv and PDF
through the same renderers as every exporter."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from tournaments.core.exports.exporter import INT, TEXT, Column, Exporter
from tournaments.reports.exporters import EventStandingsExporter
from tournaments.reports.selectors.results import EventReport

FINAL_ORDER = gettext_noop(
    "Final order: the players of the last stage by its standings, then the players out at "
    "each earlier cut (the later cut first) in their qualification order."
)


class StagedStandingsExporter(EventStandingsExporter):
    """The event's standings with a "stage reached" and a "carried over" column."""

    def notes(self) -> list[str]:
        stages = " → ".join(
            f"{t.stage.name} ({t.stage.first_round}–{t.stage.last_round})"
            for t in self.report.stages
        )
        return [
            _("Stages: %(stages)s.") % {"stages": stages},
            _(FINAL_ORDER),
            _(
                "Carried over: the part of the score of the stage before counted in the "
                "stage reached (half: rounded half away from zero)."
            ),
            *super().notes(),
        ]

    def columns(self) -> list[Column]:
        base = super().columns()
        return [
            *base[:2],
            Column(_("Stage reached"), TEXT, 16),
            Column(_("Carried over"), INT, 9),
            *base[2:],
        ]

    def rows(self) -> Iterator[list[Any]]:
        for line, row in zip(super().rows(), self.report.rows, strict=True):
            yield [*line[:2], row.stage, row.carried_score, *line[2:]]


def standings_exporter(report: EventReport) -> Exporter:
    """The standings exporter for ``report``: with its stages when it has them."""
    return StagedStandingsExporter(report) if report.stages else EventStandingsExporter(report)
