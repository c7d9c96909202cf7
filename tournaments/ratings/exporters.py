"""The rating list as an exporter (``core.exports.renderers`` turns it into xlsx, csv or PDF)."""

from __future__ import annotations

import datetime
from collections.abc import Iterator, Sequence
from typing import Any

from django.utils.formats import date_format, number_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.clubs.models import Club
from tournaments.core.exports.exporter import DATE, INT, TEXT, Column, Exporter
from tournaments.ratings.engine import DISPLAY_SCALE, INACTIVITY_TAU
from tournaments.ratings.rows import RatingRow
from tournaments.ratings.texts import family_label


class RatingListExporter(Exporter):
    identifier = "rating"
    verbose_name = gettext_lazy("Rating")

    def __init__(
        self, club: Club, rows: Sequence[RatingRow], *, family: str, on: datetime.date
    ) -> None:
        self.club = club
        self.rows_ = rows
        self.family = family
        self.on = on

    def title(self) -> str:
        return _("Rating %(family)s · %(club)s") % {
            "family": family_label(self.family),
            "club": self.club.name,
        }

    def subtitle(self) -> str:
        return _("On %(date)s") % {"date": date_format(self.on, "SHORT_DATE_FORMAT")}

    def notes(self) -> list[str]:
        return [rating_note()]

    def columns(self) -> list[Column]:
        return [
            Column(_("Place"), INT, 6),
            Column(_("Name"), TEXT, 26),
            Column(_("Rating"), INT, 8),
            Column("σ", INT, 6),
            Column(_("Tables"), INT, 7),
            Column(_("Last played"), DATE, 12),
        ]

    def rows(self) -> Iterator[list[Any]]:
        for row in self.rows_:
            yield [
                row.rank,
                row.name,
                row.rating.display,
                row.rating.display_sigma,
                row.matches,
                row.last_played,
            ]


def rating_note() -> str:
    """How the number is made, said under the list and in every export."""
    return _(
        "Rating = %(scale)s × (μ − 3σ) of openskill's Plackett-Luce model, one match per "
        "table and round; σ grows by %(tau)s² per week without a game."
    ) % {"scale": DISPLAY_SCALE, "tau": number_format(INACTIVITY_TAU)}
