"""The xlsx renderer (openpyxl): any exporter → a workbook with one formatted sheet."""

from __future__ import annotations

import datetime
import io
from fractions import Fraction
from typing import Any

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

from tournaments.reports.exporters import DATE, INT, POINTS, Exporter

_HEADER_FILL = PatternFill("solid", fgColor="1F5D3A")
_HEADER_FONT = Font(bold=True, color="FFFFFF")
_FORMATS = {POINTS: "0.##", INT: "0", DATE: "yyyy-mm-dd"}


def _cell(value: Any) -> Any:
    """Fractions become numbers (Excel has no exact ¾); everything else stays."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, datetime.datetime):
        return value.replace(tzinfo=None)
    return value


def render_xlsx(exporter: Exporter) -> bytes:
    workbook = Workbook(write_only=False)
    sheet = workbook.active
    sheet.title = str(exporter.verbose_name)[:31]
    columns = list(exporter.columns())
    sheet.append([c.header for c in columns])
    for index, column in enumerate(columns, start=1):
        cell = sheet.cell(row=1, column=index)
        cell.fill, cell.font = _HEADER_FILL, _HEADER_FONT
        cell.alignment = Alignment(horizontal="center" if column.kind != "text" else "left")
        sheet.column_dimensions[get_column_letter(index)].width = max(column.width, 6) + 2
    formats = [_FORMATS.get(c.kind) for c in columns]
    for row in exporter.rows():
        sheet.append([_cell(v) for v in row])
        number_formats = zip(sheet[sheet.max_row], formats, strict=False)
        for cell, number_format in number_formats:
            if number_format:
                cell.number_format = number_format
    sheet.freeze_panes = "A2"
    sheet.auto_filter.ref = sheet.dimensions
    workbook.properties.title = exporter.title()
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()
