"""Issue 38 findings 4 and 5: hostile member files.

A 45 KB xlsx with 1.5 million style elements cost a worker 9.4 s in openpyxl (it parses
the whole style sheet even in read-only mode); the unpacked size of each part is now
checked first. A 5,000-digit number in an xlsx was "not a readable Excel file"; now the
message says what is wrong, and a CSV's is a row error like any too-long number.
"""

from __future__ import annotations

import io
import time
import zipfile

import pytest

from tests.tournaments.clubs.test_member_import_limits import (
    HEADER,
    _upload,
    admin_client,  # noqa: F401
    csv_bytes,
    xlsx,
)
from tournaments.clubs.imports.member_files import MAX_PART_BYTES
from tournaments.clubs.imports.members import MemberImportError, member_import_preview

pytestmark = pytest.mark.django_db

HUGE = "9" * 5000


def _replaced(data: bytes, name: str, content: bytes) -> bytes:
    """The xlsx ``data`` with its part ``name`` replaced by ``content`` (compressed)."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for info in source.infolist():
            body = content if info.filename == name else source.read(info.filename)
            target.writestr(info.filename, body, compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def _style_bomb(elements: int) -> bytes:
    xf = b'<xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>'
    return (
        b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        b'<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        b'<fonts count="1"><font/></fonts><fills count="1"><fill/></fills>'
        b'<borders count="1"><border/></borders>'
        b'<cellXfs count="%d">' % elements + xf * elements + b"</cellXfs></styleSheet>"
    )


def _sheet_part(data: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return next(n for n in archive.namelist() if n.startswith("xl/worksheets/sheet"))


def test_a_small_xlsx_full_of_styles_is_refused_quickly(club, admin_client):  # noqa: F811
    data = _replaced(xlsx([HEADER, ("1", "Anna", "Kok")]), "xl/styles.xml", _style_bomb(300_000))
    assert len(data) < 100 * 1024  # a small upload…
    with zipfile.ZipFile(io.BytesIO(data)) as archive:  # …that unpacks past the style limit
        assert archive.getinfo("xl/styles.xml").file_size > MAX_PART_BYTES["xl/styles.xml"]
    started = time.perf_counter()
    with pytest.raises(MemberImportError, match="te veel gegevens"):
        member_import_preview(club=club, data=data, filename="m.xlsx")
    assert time.perf_counter() - started < 1.0
    response = _upload(admin_client, club, data, "m.xlsx")
    assert response.status_code == 200
    assert "te veel gegevens" in response.text  # the message, in the site's language


def test_a_sheet_of_millions_of_blank_rows_is_refused(club):
    template = xlsx([HEADER, ("1", "Anna", "Kok")])
    rows = b"".join(b'<row r="%d"><c r="A%d"/></row>' % (i, i) for i in range(3, 400_000))
    sheet = (
        b'<?xml version="1.0" encoding="UTF-8"?>'
        b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        b"<sheetData>" + rows + b"</sheetData></worksheet>"
    )
    data = _replaced(template, _sheet_part(template), sheet)
    with pytest.raises(MemberImportError, match="te veel gegevens"):
        member_import_preview(club=club, data=data, filename="m.xlsx")


def test_a_normal_xlsx_still_imports(club):
    rows = [HEADER, *((f"{i}", "Anna", "Kok") for i in range(1, 2000))]
    assert member_import_preview(club=club, data=xlsx(rows), filename="m.xlsx").ok


def test_a_huge_number_in_an_xlsx_is_named(club):
    template = xlsx([HEADER, (1, "Anna", "Kok")])
    part = _sheet_part(template)
    with zipfile.ZipFile(io.BytesIO(template)) as archive:
        sheet = archive.read(part)
    assert b"<v>1</v>" in sheet
    data = _replaced(template, part, sheet.replace(b"<v>1</v>", b"<v>" + HUGE.encode() + b"</v>"))
    with pytest.raises(MemberImportError, match="meer dan 4300 cijfers"):
        member_import_preview(club=club, data=data, filename="m.xlsx")


def test_a_huge_number_in_a_csv_is_an_error_of_its_row(club):
    preview = member_import_preview(
        club=club, data=csv_bytes([HEADER, (HUGE, "Anna", "Kok")]), filename="m.csv"
    )
    assert not preview.ok
    assert any("20" in error for error in preview.rows[0].errors)
