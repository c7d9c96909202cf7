"""The xlsx renderer (openpyxl): any exporter → a workbook with one formatted sheet.

Written in openpyxl's write-only (streaming) mode: each row is appended once and never
looked up again, so the time is linear in the rows (10,000 members in about a second).
Text that a spreadsheet would run as a formula is stored as a string (``cells``).
"""

from __future__ import annotations

import datetime
import io
from fractions import Fraction
from typing import Any

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

from tournaments.core.cells import is_formula_like
from tournaments.core.exports.exporter import DATE, INT, POINTS, Exporter, MarkedPlace

_HEADER_FILL = PatternFill("solid", fgColor="1F5D3A")
_HEADER_FONT = Font(bold=True, color="FFFFFF")
_FORMATS = {POINTS: "0.##", INT: "0", DATE: "yyyy-mm-dd"}


#: what Excel refuses in a sheet's name (openpyxl raises on them), and its longest name
_SHEET_FORBIDDEN = str.maketrans(dict.fromkeys("\\/?*[]:", "-"))
SHEET_TITLE_MAX = 31


def sheet_title(text: str, fallback: str = "Sheet") -> str:
    """``text`` as a sheet's name Excel accepts: ``\\ / ? * [ ] :`` become "-", control
    characters go, at most 31 characters, no apostrophe at either end, never empty (any
    translated or user-given name: an event's, a stage's, a language's words)."""
    cleaned = "".join(c for c in str(text).translate(_SHEET_FORBIDDEN) if c.isprintable())
    cleaned = cleaned[:SHEET_TITLE_MAX].strip().strip("'").strip()
    return cleaned or fallback


def _value(value: Any) -> Any:
    """Fractions become numbers (Excel has no exact ¾); everything else stays."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, datetime.datetime):
        return value.replace(tzinfo=None)
    return value


def xlsx_cell(sheet: Any, value: Any, number_format: str | None = None) -> Any:
    """A write-only cell: formula-like text stays text, numbers keep their format; a
    marked place is its number, the mark shown by the format (``0" –"``), so it sorts."""
    if isinstance(value, MarkedPlace):
        cell = WriteOnlyCell(sheet, value=int(value))
        cell.number_format = '0"' + value.mark.replace('"', "") + '"'
        return cell
    value = _value(value)
    cell = WriteOnlyCell(sheet, value=value)
    if is_formula_like(value):
        cell.data_type = "s"  # openpyxl would store "=…" as a formula
    elif number_format and not isinstance(value, str):
        cell.number_format = number_format
    return cell


def render_xlsx(exporter: Exporter) -> bytes:
    workbook = Workbook(write_only=True)
    sheet = workbook.create_sheet(sheet_title(str(exporter.verbose_name)))
    columns = list(exporter.columns())
    for index, column in enumerate(columns, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = max(column.width, 6) + 2
    sheet.freeze_panes = "A2"
    header = []
    for column in columns:
        cell = xlsx_cell(sheet, column.header)
        cell.fill, cell.font = _HEADER_FILL, _HEADER_FONT
        cell.alignment = Alignment(horizontal="center" if column.kind != "text" else "left")
        header.append(cell)
    sheet.append(header)
    formats = [_FORMATS.get(c.kind) for c in columns]
    rows = 1
    for row in exporter.rows():
        sheet.append([xlsx_cell(sheet, v, f) for v, f in zip(row, formats, strict=False)])
        rows += 1
    if columns:
        sheet.auto_filter.ref = f"A1:{get_column_letter(len(columns))}{rows}"
    workbook.properties.title = exporter.title()
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()
