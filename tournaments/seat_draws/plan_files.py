"""A seating plan's file (CSV or xlsx) read into rows of text, within limits: the first step
of bringing in a plan (``selectors.plans`` checks the rows against the event).

Columns, named in the first row in any order (English, Dutch or German; other columns are
ignored): ``round``, ``table``, ``seat``, ``player``. A file that cannot be read at all is a
:class:`PlanFileError` with a message in the user's language; a cell that is a formula is an
error of its row (``PlanRow.formula``), so the preview names it.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from django.core import signing
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from tournaments.clubs.imports.member_files import cell_text
from tournaments.core.cells import csv_unquote

MAX_UPLOAD_BYTES = 1024 * 1024
MAX_ROWS = 5000  # 20 rounds of 250 players
MAX_COLUMNS = 20
MAX_CELL_CHARS = 120  # a name's longest
MAX_UNPACKED_BYTES = 20 * 1024 * 1024  # an xlsx is a zip: its parts unpacked
MAX_PARTS = 200

COLUMNS = ("round", "table", "seat", "player")
ALIASES: dict[str, tuple[str, ...]] = {
    "round": ("round", "ronde", "runde"),
    "table": ("table", "tafel", "tisch"),
    "seat": ("seat", "wind", "stoel", "plaats", "platz", "sitz"),
    "player": ("player", "speler", "spieler"),
}


class PlanFileError(ValueError):
    """The file as a whole cannot be read (wrong type, too large, a column missing...)."""


@dataclass(frozen=True)
class PlanRow:
    """One row of the plan as text; ``line`` is its row number in the file (the header is
    row 1); ``formula`` names the column of a formula cell, if any."""

    line: int
    round: str
    table: str
    seat: str
    player: str
    formula: str = ""

    def to_list(self) -> list[Any]:
        return [self.line, self.round, self.table, self.seat, self.player, self.formula]

    @classmethod
    def from_list(cls, values: list[Any]) -> PlanRow:
        line, round_, table, seat, player, formula = values
        return cls(int(line), str(round_), str(table), str(seat), str(player), str(formula))


#: a cell read from the file: its text and whether it was a formula
type _Cell = tuple[str, bool]


def _header_map(header: Iterable[_Cell]) -> dict[str, int]:
    """Column name → index, by the header's names in any of the three languages."""
    lookup = {alias: name for name, aliases in ALIASES.items() for alias in aliases}
    found: dict[str, int] = {}
    for index, (text, _formula) in enumerate(header):
        name = lookup.get(re.sub(r"\s+", " ", text.strip().casefold()))
        if name is not None and name not in found:
            found[name] = index
    missing = [name for name in COLUMNS if name not in found]
    if missing:
        raise PlanFileError(
            _("The first row must name the columns %(all)s; missing: %(columns)s.")
            % {
                "all": ", ".join(column_label(name) for name in COLUMNS),
                "columns": ", ".join(column_label(name) for name in missing),
            }
        )
    return found


def column_label(name: str) -> str:
    """A column's name in the page's language (one the file may use: ``ALIASES``)."""
    labels = {
        "round": pgettext("seating plan column", "round"),
        "table": pgettext("seating plan column", "table"),
        "seat": pgettext("seating plan column", "seat"),
        "player": pgettext("seating plan column", "player"),
    }
    return labels[name]


def _rows(table: Iterator[tuple[int, list[_Cell]]]) -> list[PlanRow]:
    first = next(table, None)
    if first is None:
        raise PlanFileError(_("The file is empty."))
    columns = _header_map(first[1])
    rows: list[PlanRow] = []
    for line, cells in table:
        if len(rows) >= MAX_ROWS:
            raise PlanFileError(_("At most %(n)d rows per plan.") % {"n": MAX_ROWS})

        def cell(name: str, cells: list[_Cell] = cells) -> _Cell:
            index = columns[name]
            return cells[index] if index < len(cells) else ("", False)

        values = {name: cell(name) for name in COLUMNS}
        formula = next((name for name, (_t, is_formula) in values.items() if is_formula), "")
        text = {name: value[:MAX_CELL_CHARS] for name, (value, _f) in values.items()}
        rows.append(
            PlanRow(line, text["round"], text["table"], text["seat"], text["player"], formula)
        )
    if not rows:
        raise PlanFileError(_("The file has no rows below its first row."))
    return rows


def _numbered(rows: Iterable[list[_Cell]]) -> Iterator[tuple[int, list[_Cell]]]:
    """The non-blank rows with their row numbers in the file (from 1)."""
    for line, cells in enumerate(rows, start=1):
        if any(text for text, _formula in cells):
            yield line, cells


def _not_xlsx() -> PlanFileError:
    return PlanFileError(_("This is not a readable Excel file (.xlsx)."))


def _check_archive(data: bytes) -> None:
    """Refuse an archive whose parts would unpack to too much (a zip bomb's sizes are in its
    directory; zipfile stops reading a part at its stated size)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, ValueError) as exc:
        raise _not_xlsx() from exc
    if len(parts) > MAX_PARTS or sum(p.file_size for p in parts) > MAX_UNPACKED_BYTES:
        raise PlanFileError(
            _("The Excel file holds too much data; save only the seating plan and try again.")
        )


def _read_xlsx(data: bytes) -> list[PlanRow]:
    from openpyxl import load_workbook

    _check_archive(data)
    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=False)
        sheet = workbook.worksheets[0]
        cells = (
            [(cell_text(c.value), c.data_type == "f") for c in row[:MAX_COLUMNS] if c is not None]
            for row in sheet.iter_rows(max_col=MAX_COLUMNS)
        )
        rows = _rows(_numbered(itertools.islice(cells, MAX_ROWS + 1000)))
        workbook.close()
    except PlanFileError:
        raise
    except Exception as exc:  # openpyxl raises many kinds for a damaged file
        raise _not_xlsx() from exc
    return rows


def _read_csv(data: bytes) -> list[PlanRow]:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:
        raise PlanFileError(_("The file's characters cannot be read; save it as UTF-8 CSV."))
    if "\x00" in text:
        raise PlanFileError(_("This does not look like a CSV file: save it as UTF-8 CSV."))
    sample = text[:4096]
    delimiter = ";" if sample.count(";") > sample.count(",") else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)

    def cells() -> Iterator[list[_Cell]]:
        for row in reader:
            # a formula typed into a CSV ("=A1"); an export's quoted "'=…" is text
            yield [(csv_unquote(c).strip(), c.startswith("=")) for c in row[:MAX_COLUMNS]]

    try:
        return _rows(_numbered(cells()))
    except csv.Error as exc:
        raise PlanFileError(
            _("The CSV file is malformed: %(error)s") % {"error": str(exc)[:100]}
        ) from exc


def plan_file_read(data: bytes, filename: str) -> list[PlanRow]:
    """The plan's rows (xlsx by its content or name, else CSV); :class:`PlanFileError`
    when the file cannot be read."""
    if len(data) > MAX_UPLOAD_BYTES:
        raise PlanFileError(
            _("The file is larger than %(size)d MB.") % {"size": MAX_UPLOAD_BYTES // 1024 // 1024}
        )
    if not data.strip():
        raise PlanFileError(_("The file is empty."))
    if data[:4] == b"PK\x03\x04" or filename.lower().endswith(".xlsx"):
        return _read_xlsx(data)
    if filename.lower().endswith((".xls", ".ods", ".numbers")):
        raise PlanFileError(_("Please save the file as .xlsx or .csv."))
    return _read_csv(data)


TOKEN_SALT = "tournaments.seat-plan"
TOKEN_MAX_AGE = 60 * 60  # seconds between the preview and "use this plan"


def plan_token(*, event_id: int, rows: list[PlanRow], filename: str) -> str:
    """The previewed rows, signed: "use this plan" posts them back (nothing is stored
    before), and they are checked again then."""
    return signing.dumps(
        {"event": event_id, "file": filename[:100], "rows": [r.to_list() for r in rows]},
        salt=TOKEN_SALT,
        compress=True,
    )


def plan_from_token(*, event_id: int, token: str) -> tuple[list[PlanRow], str]:
    """The rows and file name a :func:`plan_token` holds; :class:`PlanFileError` when it
    is altered, too old or another event's."""
    try:
        data = signing.loads(token, salt=TOKEN_SALT, max_age=TOKEN_MAX_AGE)
        if data["event"] != event_id:
            raise ValueError(data["event"])
        return [PlanRow.from_list(r) for r in data["rows"]], str(data["file"])
    except (signing.BadSignature, KeyError, TypeError, ValueError) as exc:
        raise PlanFileError(
            _("The preview has expired or is not this event's: upload the file again.")
        ) from exc
