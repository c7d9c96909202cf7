"""Sortable standings tables (django-tables2) over ``StandingRow``s.

django-tables2 has no type information: its ``Column`` and ``Table`` are ``Any`` to the
type checker, so each subclass carries an ``ignore[misc]`` for subclassing them.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

from tournaments.core.points import format_points, format_score
from tournaments.reports.rows import PROVISIONAL_MARK, SUBSTITUTED_MARK, StandingRow


class PointsColumn(tables.Column):  # type: ignore[misc]
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("attrs", {"td": {"class": "num"}, "th": {"class": "num"}})
        super().__init__(*args, **kwargs)

    def render(self, value: Fraction | int) -> str:
        return format_points(value)


class PenaltyColumn(tables.Column):  # type: ignore[misc]
    """Penalties outside a hand: "–" for none, so the few that count stand out."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("attrs", {"td": {"class": "num"}, "th": {"class": "num"}})
        super().__init__(*args, **kwargs)

    def render(self, value: int) -> str:
        return str(value) if value else "–"


class ScoreColumn(tables.Column):  # type: ignore[misc]
    """The score with its sign, as the page's headline and the round cards show it
    (``format_score``); ``data-player-total`` keeps the number for the pages' checks
    (tests/browser/test_story.py)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault(
            "attrs",
            {
                "td": {"class": "num", "data-player-total": lambda record: record.score},
                "th": {"class": "num"},
            },
        )
        super().__init__(*args, **kwargs)

    def render(self, value: int) -> str:
        return format_score(value)


def _num(**kwargs: Any) -> tables.Column:
    return tables.Column(attrs={"td": {"class": "num"}, "th": {"class": "num"}}, **kwargs)


class PlayerColumn(tables.Column):  # type: ignore[misc]
    """The player's name, linked to his page when he is a member; † when a substitute
    took his seat (the page's legend says what that means)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, accessor="player__name", order_by=("player__sort_name",), **kwargs)

    def render(
        self, value: str, record: StandingRow, table: EventStandingsTable | SeasonStandingsTable
    ) -> SafeString:
        html = self._render_name(value, record, table)
        if record.player.key in getattr(table, "provisional", ()):
            html = format_html(
                '{} <span class="provisional-mark" title="{}">{}</span>',
                html,
                _("Includes a hand not accepted yet"),
                PROVISIONAL_MARK,
            )
        if getattr(record, "substituted", False):
            return format_html(
                '{} <span class="substituted-mark" title="{}">{}</span>',
                html,
                _("A substitute took this seat"),
                SUBSTITUTED_MARK,
            )
        return html

    def _render_name(
        self, value: str, record: StandingRow, table: EventStandingsTable | SeasonStandingsTable
    ) -> SafeString:
        if record.player.member_id is None:
            note = _("guest") if record.played else _("guest, no hands played")
            return format_html('{} <small class="muted">({})</small>', value, note)
        url = reverse(
            "reports_player", kwargs={"club_slug": table.club_slug, "pk": record.player.member_id}
        )
        if not record.played:
            return format_html(
                '<a href="{}">{}</a> <small class="muted">({})</small>',
                url,
                value,
                _("no hands played"),
            )
        return format_html('<a href="{}">{}</a>', url, value)


class EventStandingsTable(tables.Table):  # type: ignore[misc]
    rank = _num(verbose_name=_("Place"))
    name = PlayerColumn(verbose_name=_("Player"))
    stage = tables.Column(verbose_name=_("Stage reached"))
    carried_score = _num(verbose_name=_("Carried over"))
    table_points = PointsColumn(verbose_name=_("Table points"))
    penalty = PenaltyColumn(verbose_name=_("Penalties"))
    score = ScoreColumn(verbose_name=_("Score"))
    firsts = _num(verbose_name=_("1st"))
    seconds = _num(verbose_name=_("2nd"))
    best_hand = _num(verbose_name=_("Best hand"))
    rounds = _num(verbose_name=_("Rounds"))

    class Meta:
        attrs = {"class": "data-table standings"}
        orderable = True
        empty_text = _("No results yet.")
        row_attrs = {
            "class": lambda record: (
                "leader" if record.rank == 1 else "" if record.played else "unqualified"
            ),
            "data-player": lambda record: record.player.name,
        }

    def __init__(
        self,
        data: Sequence[StandingRow],
        *,
        club_slug: str,
        provisional: frozenset[str] = frozenset(),
        by_score: bool = False,
        **kwargs: Any,
    ) -> None:
        """The penalties column only where a penalty counts (the score includes it); the
        stage and carry-over columns only for a tournament in stages; no table points
        column where the event has none (``by_score``). ``provisional``: the players' keys
        with a hand not accepted yet (marked)."""
        self.club_slug = club_slug
        self.provisional = provisional
        if by_score:
            kwargs["exclude"] = (*(kwargs.get("exclude") or ()), "table_points")
        if not any(row.penalty for row in data):
            kwargs["exclude"] = (*(kwargs.get("exclude") or ()), "penalty")
        if not any(row.stage for row in data):
            kwargs["exclude"] = (*(kwargs.get("exclude") or ()), "stage")
        if not any(row.carried_score or row.carried_units for row in data):
            kwargs["exclude"] = (*(kwargs.get("exclude") or ()), "carried_score")
        super().__init__(data, **kwargs)


class SeasonStandingsTable(tables.Table):  # type: ignore[misc]
    rank = _num(verbose_name=_("Place"))
    name = PlayerColumn(verbose_name=_("Player"))
    total = PointsColumn(verbose_name=_("Total"))
    table_points = PointsColumn(verbose_name=_("Table points"))
    bonus = PointsColumn(verbose_name=_("Bonus"))
    score = ScoreColumn(verbose_name=_("Score"))
    evenings = _num(verbose_name=_("Evenings"))
    evenings_counted = _num(verbose_name=_("Counted"))
    firsts = _num(verbose_name=_("1st"))
    best_hand = _num(verbose_name=_("Best hand"))

    class Meta:
        attrs = {"class": "data-table standings"}
        orderable = True
        empty_text = _("No evenings played yet.")
        row_attrs = {
            "class": lambda record: " ".join(
                c
                for c in (
                    "leader" if record.rank == 1 else "",
                    "" if record.qualified else "unqualified",
                )
                if c
            )
        }

    def __init__(
        self,
        data: Sequence[StandingRow],
        *,
        club_slug: str,
        show_bonus: bool = True,
        **kwargs: Any,
    ) -> None:
        self.club_slug = club_slug
        exclude = kwargs.pop("exclude", ()) or ()
        if not show_bonus:
            exclude = (*exclude, "bonus", "total")
        super().__init__(data, exclude=exclude, **kwargs)
