"""Reading a member file (xlsx or csv) into cells, within limits: the first step of the
member import (``imports.members``). A file that cannot be read is a
``MemberImportError`` with a message."""

from __future__ import annotations

import csv
import io
import itertools
import sys
import zipfile
from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext as _

from tournaments.core.cells import csv_unquote

MAX_UPLOAD_BYTES = 2 * 1024 * 1024
MAX_ROWS = 5000
# Caps that keep a small hostile file from a huge preview or server memory (issue 21):
MAX_COLUMNS = 30  # columns read; the known ones are 7
MAX_UNPACKED_BYTES = 30 * 1024 * 1024  # an xlsx is a zip: its contents unpacked
# openpyxl parses the whole style sheet and shared strings even in read-only mode, and
# reads past blank rows: a 45 KB file with 1.5 million style elements cost a worker 9 s
# (issue 38). Unpacked sizes per part, checked before openpyxl opens the file; a real
# member list is far below each.
MAX_PART_BYTES = {
    "xl/styles.xml": 2 * 1024 * 1024,
    "xl/sharedStrings.xml": 8 * 1024 * 1024,
    "xl/worksheets/": 12 * 1024 * 1024,  # each sheet
}
MAX_PARTS = 200  # files in the archive


class MemberImportError(ValueError):
    """The file as a whole cannot be read (wrong type, too large, no header...)."""


def cell_text(value: Any) -> str:
    """A cell as trimmed text (a whole float without its .0)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).strip()


def _number_too_long() -> MemberImportError:
    return MemberImportError(
        _("A number in the file has more than %(n)d digits.") % {"n": sys.get_int_max_str_digits()}
    )


def too_many_rows() -> MemberImportError:
    return MemberImportError(_("At most %(n)d members per file.") % {"n": MAX_ROWS})


def _first_rows(rows: Iterable[Iterable[Any]]) -> list[list[Any]]:
    """The first ``MAX_COLUMNS`` cells of each non-blank row; refuses too many rows."""
    table: list[list[Any]] = []
    for row in rows:
        cells = list(itertools.islice(row, MAX_COLUMNS))
        if not any(cell_text(c) for c in cells):
            continue
        if len(table) > MAX_ROWS:  # the header and MAX_ROWS members
            raise too_many_rows()
        table.append(cells)
    return table


def _part_limit(name: str) -> int | None:
    for prefix, limit in MAX_PART_BYTES.items():
        if name == prefix or (prefix.endswith("/") and name.startswith(prefix)):
            return limit
    return None


def _check_work(data: bytes) -> None:
    """Refuse an archive whose unpacked parts would cost too much to parse (the sizes in
    its directory; zipfile also stops reading a part at its stated size)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, ValueError) as exc:
        raise MemberImportError(_("This is not a readable Excel file (.xlsx).")) from exc
    too_big = len(parts) > MAX_PARTS or sum(p.file_size for p in parts) > MAX_UNPACKED_BYTES
    for part in parts:
        limit = _part_limit(part.filename)
        too_big = too_big or (limit is not None and part.file_size > limit)
    if too_big:
        raise MemberImportError(
            _("The Excel file holds too much data; save only the member list and try again.")
        )


def _read_xlsx(data: bytes) -> list[list[Any]]:
    from openpyxl import load_workbook

    _check_work(data)
    try:
        workbook = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        sheet = workbook.worksheets[0]
        rows = _first_rows(sheet.iter_rows(max_col=MAX_COLUMNS, values_only=True))
        workbook.close()
    except MemberImportError:
        raise
    except Exception as exc:  # openpyxl raises many kinds for a damaged file
        if isinstance(exc, ValueError) and "integer string conversion" in str(exc):
            raise _number_too_long() from exc
        raise MemberImportError(_("This is not a readable Excel file (.xlsx).")) from exc
    return rows


def _read_csv(data: bytes) -> list[list[Any]]:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:  # pragma: no cover - cp1252 decodes nearly everything
        raise MemberImportError(_("The file's characters cannot be read; save it as UTF-8 CSV."))
    if "\x00" in text:
        raise MemberImportError(_("This does not look like a CSV file."))
    sample = text[:4096]
    delimiter = ";" if sample.count(";") > sample.count(",") else ","
    try:
        reader = csv.reader(io.StringIO(text), delimiter=delimiter)
        return [[csv_unquote(cell) for cell in row] for row in _first_rows(reader)]
    except csv.Error as exc:
        raise MemberImportError(_("The CSV file is malformed: %(error)s") % {"error": exc}) from exc


def read_rows(data: bytes, filename: str) -> list[list[Any]]:
    """The file's cells, by type (xlsx by content, else CSV)."""
    if len(data) > MAX_UPLOAD_BYTES:
        raise MemberImportError(
            _("The file is larger than %(size)d MB.") % {"size": MAX_UPLOAD_BYTES // 1024 // 1024}
        )
    if not data.strip():
        raise MemberImportError(_("The file is empty."))
    if data[:4] == b"PK\x03\x04" or filename.lower().endswith(".xlsx"):
        return _read_xlsx(data)
    if filename.lower().endswith((".xls", ".ods", ".numbers")):
        raise MemberImportError(_("Please save the file as .xlsx or .csv."))
    return _read_csv(data)
