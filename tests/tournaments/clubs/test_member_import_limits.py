"""Member import caps cells, rows, columns and the preview (issue 21, finding 9).

A 776 KB xlsx of long strings gave a 329 MB preview page and 1.44 GB of server memory.
Now: a long cell is an error of its row, cut short on the page; the preview lists at
most ``PREVIEW_ROWS`` rows; a file with too many rows, or an xlsx that unpacks to far
more than a member list, is refused with a message.
"""

import io
import zipfile

import pytest
from django.urls import reverse
from openpyxl import Workbook

from tests.tournaments.reports.conftest import *  # noqa: F403
from tournaments.clubs.imports.members import (
    MAX_CELL_CHARS,
    MAX_ROWS,
    MAX_UNPACKED_BYTES,
    PREVIEW_ROWS,
    MemberImportError,
    member_import_preview,
)

pytestmark = pytest.mark.django_db

HEADER = ("member_number", "first_name", "last_name")


def xlsx(rows, *, width: int = 0) -> bytes:
    workbook = Workbook(write_only=True)
    sheet = workbook.create_sheet()
    for row in rows:
        sheet.append(list(row) + ["z"] * width)
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()


def csv_bytes(rows) -> bytes:
    return "\n".join(",".join(map(str, row)) for row in rows).encode()


def _upload(client, club, data: bytes, name: str):
    upload = io.BytesIO(data)
    upload.name = name
    return client.post(reverse("member_import", kwargs={"slug": club.slug}), {"file": upload})


@pytest.fixture
def admin_client(club, make_user, client):
    client.force_login(make_user("club admin", club=club))
    return client


@pytest.mark.parametrize("kind", ["xlsx", "csv"])
def test_long_cells_are_row_errors_and_the_preview_stays_small(club, admin_client, kind):
    long = "A" * 30_000
    rows = [HEADER, *((f"{i}", long, long) for i in range(1, 31))]
    data = xlsx(rows) if kind == "xlsx" else csv_bytes(rows)
    preview = member_import_preview(club=club, data=data, filename=f"m.{kind}")
    assert not preview.ok and len(preview.errors) == 30
    row = preview.rows[0]
    assert f"longer than {MAX_CELL_CHARS} characters" in " ".join(row.errors)
    assert len(row.values["first_name"]) == MAX_CELL_CHARS

    response = _upload(admin_client, club, data, f"m.{kind}")
    assert response.status_code == 200
    assert len(response.content) < 150_000, len(response.content)  # was 30 × 60,000 characters
    assert "longer than" in response.text


@pytest.mark.parametrize("kind", ["xlsx", "csv"])
def test_too_many_rows_is_refused(club, kind):
    rows = [HEADER, *((f"{i}", "Anna", "Kok") for i in range(1, MAX_ROWS + 2))]
    data = xlsx(rows) if kind == "xlsx" else csv_bytes(rows)
    with pytest.raises(MemberImportError, match=f"At most {MAX_ROWS} members"):
        member_import_preview(club=club, data=data, filename=f"m.{kind}")


def test_only_the_first_columns_are_read(club):
    data = xlsx([HEADER, ("1", "Anna", "Kok")], width=5000)
    preview = member_import_preview(club=club, data=data, filename="m.xlsx")
    assert preview.ok


def test_an_xlsx_that_unpacks_to_too_much_is_refused(club):
    data = xlsx([HEADER, *((f"{i}", "B" * 30_000, "Kok") for i in range(1, 1500))])
    assert len(data) < 2 * 1024 * 1024  # within the upload limit...
    with zipfile.ZipFile(io.BytesIO(data)) as archive:  # ...but not when unpacked
        assert sum(i.file_size for i in archive.infolist()) > MAX_UNPACKED_BYTES
    with pytest.raises(MemberImportError, match="too much data"):
        member_import_preview(club=club, data=data, filename="m.xlsx")


def test_the_preview_lists_problem_rows_first_and_at_most_a_page(club, admin_client):
    rows = [HEADER, *((f"{i}", "Anna", "Kok") for i in range(1, 1000)), ("", "No", "Number")]
    response = _upload(admin_client, club, csv_bytes(rows), "m.csv")
    assert response.status_code == 200
    preview = response.context["preview"]
    assert len(preview.shown) == PREVIEW_ROWS and preview.shown[0].errors
    assert response.text.count("<tr") == 1 + PREVIEW_ROWS
    assert f"{1000 - PREVIEW_ROWS} more rows are not shown" in response.text
