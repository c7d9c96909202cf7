"""The prize-giving on paper: the trophy results, winners' certificates and the results
sheet, as PDF bytes (used by the views in ``views/prizes.py`` and the commands
``print_trophies`` and ``print_certificates``).

Each document is built from the report readers (``trophy_report``, ``event_report``,
``season_report``), so which evenings count and how ties break is decided there, once.
"""

from __future__ import annotations

import datetime
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from django.template.loader import render_to_string
from django.utils import formats, timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.clubs.models import Season
from tournaments.core.exports.pdf import html_to_pdf, print_language
from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.core.points import format_points
from tournaments.events.models import Event, EventStatus
from tournaments.reports.best_hands import RulesetBest, unit_label
from tournaments.reports.rows import BestHand, Player, StandingRow
from tournaments.reports.selectors.results import (
    EventReport,
    event_report,
    season_report,
)
from tournaments.reports.selectors.trophies import TrophyReport, trophy_report
from tournaments.reports.standings import parse_tie_breaks, tie_break_labels
from tournaments.reports.tie_breaks import Decision, decisions

MAX_PLACES = 64
CERTIFICATE_SIZES = {"a4": "A4", "a5": "A5"}


class PrizeError(ValueError):
    """A request the documents cannot honour; ``str()`` is a translated message."""


class NoWinners(PrizeError):
    """Nothing has been played yet, so there is nobody to hand a certificate to."""


def check_places(value: object) -> int:
    """The number of prize places a director asked for (1 to ``MAX_PLACES``)."""
    try:
        return parse_int(str(value).strip(), minimum=1, maximum=MAX_PLACES)
    except NotAnInteger:
        raise PrizeError(
            _("The number of prize places must be a whole number from 1 to %(max)d.")
            % {"max": MAX_PLACES}
        ) from None


def check_size(value: object) -> str:
    size = str(value or "a4").strip().lower()
    if size not in CERTIFICATE_SIZES:
        raise PrizeError(_("Certificates are printed on A4 or A5."))
    return size


def ordinal(place: int) -> str:
    """1st / 1e / 1. in the current language."""
    lang = (translation.get_language() or "en")[:2]
    if lang == "nl":
        return f"{place}e"
    if lang == "de":
        return f"{place}."
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th') }"


def place_label(place: int) -> str:
    return _("%(ordinal)s place") % {"ordinal": ordinal(place)}


def long_date(day: datetime.date) -> str:
    return formats.date_format(day, "DATE_FORMAT")


# -- certificates ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Certificate:
    """One page: who, which place of what, when, and with what result."""

    club: str
    occasion: str  # the event's name, or "Season 2026"
    date: str  # in the page's language
    place: int
    player: Player
    result: str  # "8 table points · score +345"
    shared: bool = False  # the place is shared with another player


def _result_line(row: StandingRow) -> str:
    return _("%(points)s table points · score %(score)s") % {
        "points": format_points(row.total),
        "score": f"{row.score:+d}",
    }


def ranked_rows(report: EventReport) -> list[StandingRow]:
    """The standings' rows of the players who played a round of the event (the results
    sheet and the certificates). A staged event's final order gives each player the row of
    the last stage they reached, which they may not have played (absent, a substitute in
    their seat): they keep that place, as on the standings page, the big screen and in the
    EMA file, so the sheet has no gap in its places."""
    if report.stages:
        played = {r.player.key for stage in report.stages for r in stage.rows if r.rounds}
        return [r for r in report.rows if r.player.key in played]
    return [r for r in report.rows if r.rounds]


def _winners(rows: list[StandingRow], places: int) -> list[tuple[StandingRow, bool]]:
    ranks = Counter(r.rank for r in rows)
    return [(r, ranks[r.rank] > 1) for r in rows if r.qualified and r.rank <= places]


def event_certificates(*, event: Event, places: int) -> list[Certificate]:
    """A certificate for each player placed 1 to ``places`` (ties share a place)."""
    report = event_report(event=event, full=True)  # printed by staff for the prize-giving
    rows = ranked_rows(report)
    if not rows:
        raise NoWinners(_("Nothing has been played yet: there are no winners to print."))
    return [
        Certificate(
            club=event.club.name,
            occasion=event.name,
            date=long_date(event.date),
            place=row.rank,
            player=row.player,
            result=_result_line(row),
            shared=shared,
        )
        for row, shared in _winners(rows, places)
    ]


def season_certificates(*, season: Season, places: int) -> list[Certificate]:
    report = season_report(season=season)
    if not report.rows:
        raise NoWinners(_("Nothing has been played yet: there are no winners to print."))
    occasion = _("Season %(year)s") % {"year": season.year}
    return [
        Certificate(
            club=season.club.name,
            occasion=occasion,
            date=str(season.year),
            place=row.rank,
            player=row.player,
            result=_result_line(row),
            shared=shared,
        )
        for row, shared in _winners(report.rows, places)
    ]


def certificates_pdf(
    *,
    event: Event | None = None,
    season: Season | None = None,
    places: int | str = 3,
    size: str = "a4",
    lang: str | None = None,
) -> bytes:
    """One landscape page per prize place of ``event`` (or of ``season``'s table)."""
    places, size = check_places(places), check_size(size)
    with translation.override(print_language(lang)):
        if event is not None:
            certificates = event_certificates(event=event, places=places)
        elif season is not None:
            certificates = season_certificates(season=season, places=places)
        else:
            raise TypeError("certificates_pdf needs an event or a season")
        html = _render(
            "print/certificates.html",
            {
                "certificates": [{"c": c, "place": place_label(c.place)} for c in certificates],
                "size": size,
            },
        )
    return html_to_pdf(html)


# -- the results sheet of an event -------------------------------------------------------


def results_sheet_pdf(*, event: Event, places: int | str = 3, lang: str | None = None) -> bytes:
    """Final standings, prize places highlighted, and the tie-break that decided each tie."""
    places = check_places(places)
    with translation.override(print_language(lang)):
        report = event_report(event=event, full=True)  # printed by staff for the prize-giving
        rows = ranked_rows(report)
        if not rows:
            raise NoWinners(_("Nothing has been played yet: there are no winners to print."))
        staged = bool(report.stages)  # ordered by stage reached: no tie-break between stages
        html = _render(
            "print/results_sheet.html",
            {
                "event": event,
                "staged": staged,
                "decisions": (
                    [
                        Decision(row=r, criterion=None, shared=_shared(rows, i))
                        for i, r in enumerate(rows)
                    ]
                    if staged
                    else decisions(rows, report.ranking_chain)
                ),
                "places": places,
                "chain": report.tie_break_labels,
                "by_score": report.by_score,
                "date": long_date(event.date),
                "finished": event.status == EventStatus.FINISHED,
            },
        )
    return html_to_pdf(html)


def _shared(rows: list[StandingRow], index: int) -> bool:
    """Whether the row at ``index`` shares its place with a neighbour."""
    rank = rows[index].rank
    return any(0 <= j < len(rows) and rows[j].rank == rank for j in (index - 1, index + 1))


# -- the trophies of a season ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StoryLine:
    """An evening in the challenge trophy's year: who won, his count, and what it meant."""

    date: datetime.date
    event_name: str
    winner: Player
    win_number: int
    kept: bool
    new_trophy: bool  # the first win with a trophy put up after one was kept
    decided_by: str  # the tie-break that made him the winner ("" when table points did)
    shared: bool = False


@dataclass
class TrophyStory:
    lines: list[StoryLine]
    tally: list[tuple[Player, int]]  # evening wins per player, most first
    best: list[RulesetBest] = field(default_factory=list)  # one per ruleset
    evening_best: list[tuple[BestHand, str]] = field(default_factory=list)  # (hand, its unit)


def trophy_story(*, season: Season) -> tuple[TrophyReport, TrophyStory]:
    """The trophy report and the story told from it (in the current language)."""
    report = trophy_report(season=season)
    chain = parse_tie_breaks(season.club.standings_tie_breaks)
    evening_rows = report.season_report.standings.evening_rows if report.season_report else {}
    lines: list[StoryLine] = []
    after_kept = False
    for win in report.trophy.wins:
        rows = evening_rows.get(win.event_id, [])
        decided, shared = "", False
        if len(rows) > 1:
            top = decisions(rows[:2], chain)[0]
            decided, shared = top.label, top.shared
        lines.append(
            StoryLine(
                date=win.date,
                event_name=win.event_name,
                winner=win.winner,
                win_number=win.win_number,
                kept=win.kept,
                new_trophy=after_kept,
                decided_by=decided,
                shared=shared,
            )
        )
        after_kept = win.kept
    counts = Counter(w.winner.key for w in report.trophy.wins)
    players = {w.winner.key: w.winner for w in report.trophy.wins}
    tally = sorted(
        ((players[k], n) for k, n in counts.items()), key=lambda pn: (-pn[1], pn[0].sort_name)
    )
    story = TrophyStory(
        lines=lines,
        tally=tally,
        best=report.season_best,
        evening_best=[(b, unit_label(b.ruleset)) for b in report.evening_best],
    )
    return report, story


def trophies_pdf(*, season: Season, lang: str | None = None) -> bytes:
    """The season's trophy results on A4 in ``lang`` (the club's language by default)."""
    with translation.override(print_language(lang)):
        report, story = trophy_story(season=season)
        html = _render(
            "print/trophies.html",
            {
                "club": season.club,
                "season": season,
                "trophy": report.trophy,
                "story": story,
                "chain": tie_break_labels(parse_tie_breaks(season.club.standings_tie_breaks)),
                "printed": long_date(timezone.localdate()),
            },
        )
    return html_to_pdf(html)


def _render(template: str, context: dict[str, Any]) -> str:
    return render_to_string(template, context)


CERTIFICATE_SIZE_LABELS = {"a4": gettext_lazy("A4 landscape"), "a5": gettext_lazy("A5 landscape")}
