"""The CSV renderer: any exporter → UTF-8 CSV (with BOM, so Excel reads the accents).

Text a spreadsheet would run as a formula gets OWASP's single-quote prefix (``cells``);
numbers (a negative score) are written as numbers.
"""

from __future__ import annotations

import csv
import datetime
import io
from fractions import Fraction
from typing import Any

from tournaments.core.cells import csv_text
from tournaments.core.exports.exporter import Exporter
from tournaments.core.points import points_decimal


def _cell(value: Any) -> str:
    if isinstance(value, Fraction):
        return points_decimal(value)
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, str):
        return csv_text(value)
    return "" if value is None else str(value)


def render_csv(exporter: Exporter) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([_cell(c.header) for c in exporter.columns()])
    writer.writerows([_cell(v) for v in row] for row in exporter.rows())
    return ("\ufeff" + out.getvalue()).encode("utf-8")
