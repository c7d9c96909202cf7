"""The reports' exporters: standings, hands, the EMA's results, members (the base,
``Exporter``, and the renderers are ``tournaments.core.exports``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext

from scoring.element_texts import element_name, element_value_text
from scoring.wind_markers import wind_marker
from tournaments.clubs.models import Club
from tournaments.clubs.names import display_name
from tournaments.core.choices import SubstituteRule
from tournaments.core.exports.exporter import DATE, INT, POINTS, TEXT, Column, Exporter, MarkedPlace
from tournaments.core.points import points_decimal
from tournaments.events.models import Event
from tournaments.play.models import HandResultKind
from tournaments.play.selectors.winners import result_won, several_winner_rulesets
from tournaments.reports.rows import SUBSTITUTED_MARK, Player
from tournaments.reports.selectors.exports import club_member_values, event_result_values
from tournaments.reports.selectors.results import EventReport, SeasonReport
from tournaments.reports.standings import COUNTING_RULE


def _tie_break_note(labels: Sequence[str]) -> str:
    return _("Ranking: %(chain)s.") % {"chain": " → ".join(labels)}


class EventStandingsExporter(Exporter):
    identifier = "standings"
    verbose_name = gettext_lazy("Standings")

    def __init__(self, report: EventReport):
        self.report = report
        self.event = report.event

    def title(self) -> str:
        return _("Standings %(event)s") % {"event": self.event.name}

    def subtitle(self) -> str:
        return (
            f"{self.event.club.name} · {self.event.date:%d-%m-%Y} · {self.event.shown_status_label}"
        )

    def notes(self) -> list[str]:
        notes = [_tie_break_note(self.report.tie_break_labels)]
        if any(not row.played for row in self.report.rows):
            notes.append(_("Players who played no hand are ranked last (marked –)."))
        if self._penalties:
            notes.append(_("Penalties outside a hand are included in the score."))
        if any(row.substituted for row in self.report.rows):
            notes.append(substituted_legend(self.event))
        return notes

    @property
    def _penalties(self) -> bool:
        """The penalties column only where a penalty counts."""
        return any(row.penalty for row in self.report.rows)

    @property
    def _table_points(self) -> bool:
        """The table points column only where the event has table points."""
        return not self.report.by_score

    def columns(self) -> list[Column]:
        return [
            Column(_("Place"), INT, 6),
            Column(_("Player"), TEXT, 26),
            Column(_("No."), TEXT, 8),
            *([Column(_("Table points"), POINTS, 12)] if self._table_points else []),
            *([Column(_("Penalties"), INT, 10)] if self._penalties else []),
            Column(_("Score"), INT, 10),
            Column(_("1st"), INT, 5),
            Column(_("2nd"), INT, 5),
            Column(_("Best hand"), INT, 10),
            Column(_("Rounds"), INT, 7),
        ]

    def rows(self) -> Iterator[list[Any]]:
        penalties, table_points = self._penalties, self._table_points
        for row in self.report.rows:
            yield [
                row.rank if row.played else MarkedPlace(row.rank, " –"),
                row.player.name + (f" {SUBSTITUTED_MARK}" if row.substituted else ""),
                row.player.member_number,
                *([row.table_points] if table_points else []),
                *([row.penalty] if penalties else []),
                row.score,
                row.firsts,
                row.seconds,
                row.best_hand,
                row.rounds,
            ]


def substituted_legend(event: Event) -> str:
    """What † means in the event's standings, under its substitute rule."""
    if event.substitute_rule == SubstituteRule.ABSENT_PLAYER:
        return _(
            "%(mark)s A substitute took this player's seat from a later round on; the "
            "substitute's results count for this player."
        ) % {"mark": SUBSTITUTED_MARK}
    return _(
        "%(mark)s A substitute took this player's seat from a later round on (EMA rule): "
        "the player keeps the results played before; the seat's later results count for "
        "nobody, and the substitute is not ranked."
    ) % {"mark": SUBSTITUTED_MARK}


class SeasonStandingsExporter(Exporter):
    identifier = "season"
    verbose_name = gettext_lazy("Season standings")

    def __init__(self, report: SeasonReport):
        self.report = report
        self.season = report.season

    def title(self) -> str:
        return _("Season standings %(year)s") % {"year": self.season.year}

    def subtitle(self) -> str:
        return self.season.club.name

    def notes(self) -> list[str]:
        notes = [_tie_break_note(self.report.tie_break_labels), str(COUNTING_RULE)]
        options = self.report.options
        if options.best_evenings:
            notes.append(_("Best %(n)d evenings count.") % {"n": options.best_evenings})
        if options.attendance_bonus:
            notes.append(
                _("Bonus per evening attended: %(bonus)s table points.")
                % {"bonus": points_decimal(options.attendance_bonus)}
            )
        if options.min_evenings:
            notes.append(
                _("Players with fewer than %(n)d evenings do not qualify (marked *).")
                % {"n": options.min_evenings}
            )
        if options.min_players:
            notes.append(
                _("An evening counts with at least %(n)d players.") % {"n": options.min_players}
            )
        return notes

    def columns(self) -> list[Column]:
        return [
            Column(_("Place"), INT, 6),
            Column(_("Player"), TEXT, 26),
            Column(_("Total"), POINTS, 10),
            Column(_("Table points"), POINTS, 12),
            Column(_("Bonus"), POINTS, 8),
            Column(_("Score"), INT, 10),
            Column(_("Evenings"), INT, 9),
            Column(_("Counted"), INT, 9),
            Column(_("1st"), INT, 5),
            Column(_("Best hand"), INT, 10),
        ]

    def rows(self) -> Iterator[list[Any]]:
        for row in self.report.rows:
            yield [
                row.rank if row.qualified else MarkedPlace(row.rank, "*"),
                row.player.name,
                row.total,
                row.table_points,
                row.bonus,
                row.score,
                row.evenings,
                row.evenings_counted,
                row.firsts,
                row.best_hand,
            ]


class EventHandsExporter(Exporter):
    """Every hand of an event, one row per player per hand, with its scoring elements."""

    identifier = "hands"
    verbose_name = gettext_lazy("All hands")
    formats = ("xlsx", "csv")

    def __init__(self, event: Event):
        self.event = event

    def title(self) -> str:
        return _("Hands %(event)s") % {"event": self.event.name}

    def columns(self) -> list[Column]:
        return [
            Column(pgettext("tournament round", "Round"), INT, 7),
            Column(pgettext("mahjong table", "Table"), INT, 7),
            Column(_("Hand"), INT, 7),
            Column(_("Prevailing wind"), TEXT, 8),
            Column(_("Result"), TEXT, 14),
            Column(_("Player"), TEXT, 24),
            Column(_("No."), TEXT, 8),
            Column(_("Seat"), TEXT, 6),
            Column(_("Winner"), TEXT, 7),
            Column(_("Points"), INT, 8),
            Column(_("Settlement"), INT, 10),
            Column(_("Elements"), TEXT, 60),
        ]

    def rows(self) -> Iterator[list[Any]]:
        results = event_result_values(event=self.event)
        kinds = dict(HandResultKind.choices)
        several = several_winner_rulesets()
        for r in results:
            name = (
                display_name(
                    r["seat__member__first_name"],
                    r["seat__member__surname_prefix"],
                    r["seat__member__last_name"],
                )
                if r["seat__member__first_name"] is not None
                else r["seat__guest_name"]
            )
            yield [
                r["hand__table__round__number"],
                r["hand__table__number"],
                r["hand__number"],
                wind_marker(r["hand__prevailing_wind"]),
                str(kinds.get(r["hand__result_kind"], r["hand__result_kind"])),
                name,
                r["seat__member__member_number"] or "",
                wind_marker(r["seat__wind"]),
                "✓"
                if result_won(  # every winner of one discard
                    winner_id=r["hand__winner_id"],
                    seat_id=r["seat_id"],
                    kind=r["hand__result_kind"],
                    points=r["points"],
                    ruleset=self.event.ruleset,
                    several=several,
                )
                else "",
                r["points"],
                r["settlement"],
                "; ".join(_element_text(e) for e in r["elements"] or ()),
            ]


def _element_text(element: Any) -> str:
    """A stored element in the export's language: its name from the catalogue (the rule
    book's wording only for an id it does not know), its value with a plural unit."""
    if not isinstance(element, dict):
        return str(element)
    element_id = str(element.get("id") or "")
    name = element_name(element_id, str(element.get("name") or element_id or "?"))
    value = element_value_text(
        element_id, int(element.get("value") or 0), str(element.get("unit") or "")
    )
    text = f"{name} {value}"
    count = element.get("count") or 1
    return f"{text} ×{count}" if count != 1 else text


class MembersExporter(Exporter):
    identifier = "members"
    verbose_name = gettext_lazy("Members")
    formats = ("xlsx", "csv")

    def __init__(self, club: Club):
        self.club = club

    def title(self) -> str:
        return _("Members %(club)s") % {"club": self.club.name}

    def columns(self) -> list[Column]:
        # The same headers the member import reads, so an export can be edited and re-imported.
        return [
            Column("member_number", TEXT, 10),
            Column("first_name", TEXT, 16),
            Column("surname_prefix", TEXT, 10),
            Column("last_name", TEXT, 20),
            Column("ema_number", TEXT, 12),
            Column("country", TEXT, 8),
            Column("joined_on", DATE, 12),
            Column("active", TEXT, 7),
            Column("adult", TEXT, 7),
        ]

    def rows(self) -> Iterator[list[Any]]:
        for m in club_member_values(club=self.club):
            yield [
                m["member_number"],
                m["first_name"],
                m["surname_prefix"],
                m["last_name"],
                m["ema_number"],
                m["country"],
                m["joined_on"],
                "yes" if m["active"] else "no",
                "yes" if m["adult"] else "no",
            ]


class MissingEmaNumbers(ValueError):
    """The EMA results file needs every player's EMA number."""

    def __init__(self, players: list[Player]):
        self.players = players  # the page links each to its fix (member page, or guest form)
        self.names = [p.name for p in players]
        super().__init__(", ".join(self.names))


class EmaResultsExporter(Exporter):
    """The tournament results in the EMA's CSV layout, for the ranking (MERS) submission."""

    identifier = "ema"
    verbose_name = gettext_lazy("EMA results (CSV)")
    formats = ("csv",)

    def __init__(self, report: EventReport):
        self.report = report

    def title(self) -> str:
        return f"ema-results-{self.report.event.slug}"

    def check(self) -> None:
        missing = [row.player for row in self.report.rows if not row.player.ema_number]
        if missing:
            raise MissingEmaNumbers(missing)

    def columns(self) -> list[Column]:
        headers = ("Place", "First Name", "Last name", "EMA number", "Table points", "Score")
        kinds = (INT, TEXT, TEXT, TEXT, POINTS, INT)
        return [
            *(Column(h, k) for h, k in zip(headers, kinds, strict=True)),
            Column("EMA member"),
            Column("Country"),
        ]

    def rows(self) -> Iterator[list[Any]]:
        self.check()
        for row in self.report.rows:
            p = row.player
            yield [
                row.rank,
                p.first_name,
                p.last_name,
                p.ema_number,
                row.table_points,
                row.score,
                "Y" if p.ema_number else "N",
                p.country,
            ]
