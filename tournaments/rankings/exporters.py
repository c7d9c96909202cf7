"""The MERS ranking as an export (xlsx, csv, PDF through ``core.exports.renderers``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import Any

from django.utils import formats
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.clubs.models import Club
from tournaments.core.choices import ruleset_label
from tournaments.core.exports.exporter import INT, POINTS, TEXT, Column, Exporter
from tournaments.rankings.selectors.mers import MersReport, ranking_ruleset


class MersExporter(Exporter):
    identifier = "mers"
    verbose_name = gettext_lazy("MERS ranking")

    def __init__(self, club: Club, report: MersReport):
        self.club = club
        self.report = report

    def title(self) -> str:
        return _("MERS ranking %(club)s") % {"club": self.club.name}

    def subtitle(self) -> str:
        day = _("On %(day)s") % {"day": formats.date_format(self.report.on, "SHORT_DATE_FORMAT")}
        return f"{ruleset_label(self.report.ruleset)} · {day}" if self.report.ruleset else day

    def notes(self) -> list[str]:
        return [
            _(
                "The EMA's formula (MERS) over the club's finished tournaments and imported "
                "results; players with fewer than 2 active results are not listed."
            )
        ]

    def columns(self) -> Sequence[Column]:
        return (
            Column(_("Place"), INT, 6),
            Column(_("Player"), TEXT, 30),
            Column(_("Score"), POINTS, 10),
            Column(_("Results"), INT, 8),
        )

    def rows(self) -> Iterator[Sequence[Any]]:
        for row in self.report.rows:
            yield (row.place, row.name, Fraction(row.score), len(row.lines))

    def filename(self, extension: str) -> str:
        first = self.report.ruleset in ("", ranking_ruleset())  # named as before
        which = "" if first else f"-{self.report.ruleset}"
        return f"mers-{self.club.slug}{which}-{self.report.on.isoformat()}.{extension}"
