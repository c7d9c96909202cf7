"""A file of tournament results (CSV) for MERS: read within limits, one error list per row.

Header: ``tournament,start_date,days,players,countries,qualification,player,position``
in any order (other columns are ignored), and ``ema_number`` where the club's import matches players to members (the command's
file may leave it out), and ``ruleset`` (optional: the EMA ranking a row counts in, an
EMA-ranked ruleset's id; the import's choice where the file has none). One row per player's result; ``qualification`` is 0 or 1; the
date is written YYYY-MM-DD. A file that cannot be read at all raises
:class:`ResultFileError`; a bad row keeps its errors (the preview shows them).
"""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from tournaments.core.integers import NotAnInteger, parse_int
from tournaments.rankings.mers import MersInputError, MersResult
from tournaments.rankings.selectors.mers import ema_rulesets

MAX_UPLOAD_BYTES = 1024 * 1024
MAX_ROWS = 5000
COLUMNS = (
    "tournament",
    "start_date",
    "days",
    "players",
    "countries",
    "qualification",
    "player",
    "position",
)
OPTIONAL = ("ema_number", "ruleset")
LIMITS = {"days": 366, "players": 32000, "countries": 300, "position": 32000}
TEXT_LIMITS = {"tournament": 160, "player": 120, "ema_number": 12, "ruleset": 16}


def parse_day(text: str) -> datetime.date:
    """A date YYYY-MM-DD from 1900 to 2199 (a ranking's day or a tournament's start);
    ``ValueError`` otherwise (the formula adds weeks: year 9999 would overflow)."""
    day = datetime.date.fromisoformat(text)
    if not 1900 <= day.year < 2200:
        raise ValueError(text)
    return day


class ResultFileError(ValueError):
    """The file as a whole cannot be read (not text, no header, a column missing, ...)."""


@dataclass
class ResultRow:
    """One row as read: its cells, its errors, and the result when it has none."""

    line: int
    values: dict[str, str]
    errors: list[str] = field(default_factory=list)
    result: MersResult | None = None

    @property
    def player(self) -> str:
        return self.values.get("player", "")

    @property
    def ema_number(self) -> str:
        return self.values.get("ema_number", "")

    @property
    def ruleset(self) -> str:
        return self.values.get("ruleset", "")


def _number(values: Mapping[str, str], name: str, errors: list[str]) -> int:
    try:
        return parse_int(values[name], minimum=0, maximum=LIMITS[name])
    except NotAnInteger:
        errors.append(
            _("“%(column)s” is not a whole number from 0 to %(most)d: “%(value)s”.")
            % {"column": name, "most": LIMITS[name], "value": values[name][:20]}
        )
        return 0


def _result_error(exc: MersInputError) -> str:
    if exc.code == "position":
        return _("The position %(position)s is not between 1 and the %(players)s players.") % (
            exc.params
        )
    if exc.code == "players":
        return _("A tournament needs at least 2 players.")
    if exc.code == "days":
        return _("A tournament lasts at least 1 day.")
    return _("A tournament has players of at least 1 country.")


def read_row(line: int, values: dict[str, str]) -> ResultRow:
    """Check one row and build its result."""
    row = ResultRow(line, values)
    errors = row.errors
    for name, most in TEXT_LIMITS.items():
        if len(values.get(name, "")) > most:
            errors.append(
                _("“%(column)s” is longer than %(most)d characters.")
                % {"column": name, "most": most}
            )
    for name in ("tournament", "player"):
        if not values.get(name):
            errors.append(_("“%(column)s” is empty.") % {"column": name})
    try:
        start: datetime.date | None = parse_day(values["start_date"])
    except ValueError:
        errors.append(
            _("The date “%(value)s” is not a date such as 2025-06-14.")
            % {"value": values["start_date"][:20]}
        )
        start = None
    numbers = {name: _number(values, name, errors) for name in LIMITS}
    ranked = ema_rulesets()
    if values.get("ruleset") and values["ruleset"] not in ranked:
        errors.append(
            _("“ruleset” is one of %(known)s, not “%(value)s”.")
            % {"known": ", ".join(ranked), "value": values["ruleset"][:20]}
        )
    if values["qualification"] not in ("0", "1"):
        errors.append(
            _("qualification is 0 or 1, not “%(value)s”.") % {"value": values["qualification"][:20]}
        )
    if errors or start is None:
        return row
    try:
        row.result = MersResult(
            values["tournament"], start, numbers["days"], numbers["players"],
            numbers["countries"], values["qualification"] == "1", numbers["position"],
        )  # fmt: skip
    except MersInputError as exc:
        errors.append(_result_error(exc))
    return row


def read_result_file(data: bytes) -> list[ResultRow]:
    """Every row of a CSV file of results (comma or semicolon separated, UTF-8)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ResultFileError(_("The file is not a CSV text file in UTF-8.")) from exc
    if "\x00" in text:
        raise ResultFileError(_("The file is not a CSV text file in UTF-8."))
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    try:
        header = [cell.strip().lower() for cell in next(reader)]
    except (StopIteration, csv.Error) as exc:
        raise ResultFileError(_("The file is empty.")) from exc
    missing = [name for name in COLUMNS if name not in header]
    if missing:
        raise ResultFileError(
            _("The first row must name the columns %(columns)s; missing: %(missing)s.")
            % {"columns": ", ".join(COLUMNS), "missing": ", ".join(missing)}
        )
    # the columns in any order, others ignored; a name given twice counts where it first is
    wanted = {name: header.index(name) for name in (*COLUMNS, *OPTIONAL) if name in header}
    rows: list[ResultRow] = []
    try:
        for line, cells in enumerate(reader, start=2):
            if not any(cell.strip() for cell in cells):
                continue
            if len(rows) >= MAX_ROWS:
                raise ResultFileError(_("At most %(n)d results per file.") % {"n": MAX_ROWS})
            values = {
                name: cells[i].strip() if i < len(cells) else "" for name, i in wanted.items()
            }
            rows.append(read_row(line, values))
    except csv.Error as exc:
        raise ResultFileError(_("The file is not a CSV file that can be read.")) from exc
    if not rows:
        raise ResultFileError(_("The file has a header but no results."))
    return rows
