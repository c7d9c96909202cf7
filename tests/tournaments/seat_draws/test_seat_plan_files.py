"""A seating plan's file that cannot be read gets a message, never a crash: wrong encoding,
an xlsx that is no zip or unpacks to too much, a huge file, formula cells, missing columns;
extra columns in any order are ignored."""

import io
import zipfile

import pytest
from openpyxl import Workbook

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.plan_helpers import csv_file, xlsx_file
from tournaments.seat_draws.plan_files import (
    MAX_UPLOAD_BYTES,
    PlanFileError,
    PlanRow,
    plan_file_read,
    plan_from_token,
    plan_token,
)

ROWS = [[1, 1, 1, "0001"], [1, 1, 2, "Anna de Vries"]]


def _bomb() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/worksheets/sheet1.xml", b"\0" * (25 * 1024 * 1024))
    return out.getvalue()


#: (what, the file's bytes, its name, words of the message)
UNREADABLE = [
    ("empty", b"", "plan.csv", "The file is empty"),
    ("UTF-16", csv_file(ROWS).decode().encode("utf-16"), "plan.csv", "does not look like a CSV"),
    ("undecodable bytes", b"round,table,seat,player\n1,1,1,\x81\x8d\n", "plan.csv", "cannot be read"),
    ("xlsx that is no zip", b"round,table\n", "plan.xlsx", "not a readable Excel file"),
    ("damaged zip", b"PK\x03\x04" + b"\0" * 100, "plan.csv", "not a readable Excel file"),
    ("zip that is no workbook", b"", "bomb.xlsx", "too much data"),
    ("huge", b"x" * (MAX_UPLOAD_BYTES + 1), "plan.csv", "larger than 1 MB"),
    ("old Excel", b"\xd0\xcf\x11\xe0", "plan.xls", "save the file as .xlsx or .csv"),
    ("column missing", csv_file(ROWS, header=("round", "table", "player")), "plan.csv", "missing: seat"),
    ("header only", csv_file([]), "plan.csv", "no rows below its first row"),
    ("field past the CSV limit", b'round,table,seat,player\n1,1,1,"' + b"a" * 140_000 + b'"\n', "plan.csv", "CSV file is malformed"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("data", "name", "words"), [c[1:] for c in UNREADABLE], ids=[c[0] for c in UNREADABLE]
)
def test_an_unreadable_file_gets_a_message(data, name, words):
    if name == "bomb.xlsx":
        data = _bomb()
    with pytest.raises(PlanFileError, match=words):
        plan_file_read(data, name)


@pytest.mark.parametrize("make", [csv_file, xlsx_file])
def test_extra_columns_in_any_order_and_other_languages(make):
    header = ("Naam", "Speler", "Stoel", "opmerking", "Tafel", "Ronde")
    data = make([["Anna", "0001", "O", "x", 2, 1]], header=header)
    assert plan_file_read(data, "plan." + ("csv" if make is csv_file else "xlsx")) == [
        PlanRow(2, "1", "2", "O", "0001")
    ]


def test_a_formula_cell_in_a_workbook_is_its_rows_problem():
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["round", "table", "seat", "player"])
    sheet.append([1, 1, 1, "0001"])
    sheet.append(["=1+0", 1, 2, "0002"])
    sheet.append([1, 1, 3, '=HYPERLINK("x")'])
    out = io.BytesIO()
    workbook.save(out)
    rows = plan_file_read(out.getvalue(), "plan.xlsx")
    assert [(r.line, r.formula) for r in rows] == [(2, ""), (3, "round"), (4, "player")]


def test_blank_rows_keep_the_file_s_row_numbers():
    data = b"round;table;seat;player\n\n1;1;1;0001\n;;;\n1;1;2;0002\n"
    assert [r.line for r in plan_file_read(data, "plan.csv")] == [3, 5]


def test_the_preview_token_is_this_event_s_and_unaltered():
    rows = [PlanRow(2, "1", "1", "1", "0001")]
    token = plan_token(event_id=7, rows=rows, filename="plan.csv")
    assert plan_from_token(event_id=7, token=token) == (rows, "plan.csv")
    for event_id, sent in ((8, token), (7, token[:-2] + "xx"), (7, "")):
        with pytest.raises(PlanFileError, match="upload the file again"):
            plan_from_token(event_id=event_id, token=sent)
