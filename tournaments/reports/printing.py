"""The printed documents of an event, as PDF bytes: used by the print views and commands."""

from __future__ import annotations

from tournaments import seating
from tournaments.clubs.selectors.clubs import club_table_points_scheme
from tournaments.core.choices import WIND_ORDER, TablePointsScheme
from tournaments.core.exports.pdf import render_pdf
from tournaments.core.qr import qr_svg
from tournaments.events.models import Event
from tournaments.play.selectors.table_links import round_links, seat_code
from tournaments.reports.sheets import Rotation, Sheet, round_sheets, seat_rotation


class NothingToPrint(ValueError):
    """The round has no tables yet (or the event no rounds)."""


def _add_links(sheets: list[Sheet], *, event: Event, round_number: int, base_url: str) -> None:
    """Each sheet's players' link as a QR code and each seat's code (``play.selectors.table_links``);
    without ``base_url`` (a command has no site address) the QR codes are left out."""
    links = round_links(event=event, round_number=round_number, base_url=base_url)
    for sheet in sheets:
        sheet.seat_codes = [seat_code(seat_id=s.seat_id, event=event) for s in sheet.seats]
        link = links.get(sheet.table_number) if base_url else None
        sheet.link = link
        sheet.qr = qr_svg(link) if link else ""


def score_sheets_pdf(
    *,
    event: Event,
    round_number: int,
    filled: bool = False,
    lang: str | None = None,
    base_url: str = "",
) -> bytes:
    """One page per table: blank to fill in (``filled=False``) or the round as entered,
    with the seat codes and (given the site's ``base_url``) the table's QR code."""
    scheme = club_table_points_scheme(club=event.club, ruleset=event.ruleset)
    sheets = round_sheets(event=event, round_number=round_number, filled=filled, scheme=scheme)
    if not sheets:
        raise NothingToPrint(f"Round {round_number} of {event.slug} has no tables.")
    _add_links(sheets, event=event, round_number=round_number, base_url=base_url)
    # a ruleset that plays a game at the table (running scores, counters, sticks, uma)
    # has a sheet of its own; the others' sheet is left as it was
    template = "print/game_sheets.html" if sheets[0].game else "print/score_sheets.html"
    context = {"event": event, "sheets": sheets, "table_points": scheme != TablePointsScheme.NONE}
    return render_pdf(template, context, lang=lang)


def table_cards_pdf(
    *, event: Event, round_number: int, lang: str | None = None, base_url: str = ""
) -> bytes:
    sheets = round_sheets(event=event, round_number=round_number)
    if not sheets:
        raise NothingToPrint(f"Round {round_number} of {event.slug} has no tables.")
    _add_links(sheets, event=event, round_number=round_number, base_url=base_url)
    return render_pdf("print/table_cards.html", {"event": event, "sheets": sheets}, lang=lang)


def rotation_pdf(*, event: Event, by: str = "round", lang: str | None = None) -> bytes:
    """The seat rotation by round (tables and winds) or by player (a line per player)."""
    rotation = seat_rotation(event=event)
    if not rotation.rounds:
        raise NothingToPrint(f"{event.slug} has no tables drawn.")
    winds = [w for w in WIND_ORDER if w != "X"]
    if rotation.max_seats > 4:
        winds.append("X")
    return render_pdf(
        "print/rotation.html",
        {
            "event": event,
            "rotation": rotation,
            "by": by,
            "winds": winds,
            "repeated": repeated_pairs(rotation),
        },
        lang=lang,
    )


def repeated_pairs(
    rotation: Rotation,
) -> list[tuple[tuple[seating.PlayerId, seating.PlayerId], tuple[int, ...]]]:
    """The pairs sharing a table more than once, by name, with their rounds."""
    rounds = [
        seating.Round(
            number=r.number,
            tables=tuple(
                seating.Table(number=t.number, players=tuple(s.name for s in t.seats))
                for t in r.tables
            ),
        )
        for r in rotation.rounds
    ]
    return seating.repeated_pairs(rounds)
