"""The registered people as xlsx and CSV, the house way (``reports/xlsx.py`` and
``csvfile.py``: a header row, UTF-8 CSV with BOM, text a spreadsheet would run as a formula
kept as text by ``core.cells``). ``reports`` stands after this feature, so the few lines
are here rather than imported."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable

from django.utils import timezone
from django.utils.translation import gettext as _
from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font, PatternFill

from tournaments.core.cells import csv_text, is_formula_like
from tournaments.registration.models import Registration

Row = list[str | int]


def header() -> list[str]:
    return [
        _("No."),
        _("Name"),
        _("Status"),
        _("Member"),
        _("E-mail"),
        _("Club"),
        _("EMA number"),
        _("Country"),
        _("Agrees to publication"),
        _("Paid"),
        _("Registered"),
    ]


def rows(registrations: Iterable[Registration]) -> list[Row]:
    yes, no = _("yes"), _("no")
    out: list[Row] = []
    for number, reg in enumerate(registrations, start=1):
        member = reg.member
        email = reg.email or (member.user.email if member and member.user else "")
        out.append(
            [
                number,
                member.full_name if member else reg.name,
                reg.get_status_display(),
                member.member_number if member else "",
                email,
                reg.club_name,
                reg.ema_number or (member.ema_number if member else ""),
                reg.country,
                yes if reg.consent else no,
                yes if reg.paid else no,
                timezone.localtime(reg.created_at).strftime("%Y-%m-%d %H:%M"),
            ]
        )
    return out


def render_csv(table: list[Row]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([csv_text(h) for h in header()])
    writer.writerows([csv_text(v) if isinstance(v, str) else v for v in row] for row in table)
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def render_xlsx(table: list[Row], title: str) -> bytes:
    workbook = Workbook(write_only=True)
    sheet = workbook.create_sheet(title[:31] or "registrations")
    sheet.freeze_panes = "A2"
    heads = []
    for text in header():
        cell = WriteOnlyCell(sheet, value=text)
        cell.font = Font(bold=True, color="FFFFFF")
        cell.fill = PatternFill("solid", fgColor="1F5D3A")
        heads.append(cell)
    sheet.append(heads)
    for row in table:
        cells = []
        for value in row:
            cell = WriteOnlyCell(sheet, value=value)
            if is_formula_like(value):
                cell.data_type = "s"
            cells.append(cell)
        sheet.append(cells)
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()
