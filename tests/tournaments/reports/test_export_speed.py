"""Exports are linear in rows (issue 21, finding 11). The old renderer looked up the last
row after each append (quadratic: over 30 s for 10,000 members). The time itself is
measured by ``bench/reports.py`` (members xlsx of 10,000 rows, docs/benchmarks.md); here,
without a clock: the sheet is streamed (each row appended once, never read back) and the
queries do not grow with the members."""

import io

import pytest
from openpyxl import load_workbook

from tests.factories import ClubFactory
from tournaments.clubs.models import Member
from tournaments.core.exports import xlsx
from tournaments.core.exports.renderers import render
from tournaments.reports.exporters import MembersExporter

pytestmark = pytest.mark.django_db


def _members(club, count: int) -> None:
    Member.objects.bulk_create(
        Member(
            club=club,
            first_name=f"Voornaam{i}",
            last_name=f"Achternaam{i}",
            member_number=f"{i:05d}",
        )
        for i in range(count)
    )


def test_the_members_xlsx_is_streamed_row_by_row(monkeypatch):
    club = ClubFactory()
    _members(club, 300)
    workbooks = []
    real_workbook = xlsx.Workbook

    def workbook(*args, **kwargs):
        workbooks.append(real_workbook(*args, **kwargs))
        return workbooks[-1]

    monkeypatch.setattr(xlsx, "Workbook", workbook)
    content, _renderer = render(MembersExporter(club), "xlsx")
    assert [book.write_only for book in workbooks] == [True]
    sheet = load_workbook(io.BytesIO(content), read_only=True).active
    rows = list(sheet.iter_rows(values_only=True))
    assert len(rows) == 1 + 300
    assert {row[1] for row in rows[1:]} == {f"Voornaam{i}" for i in range(300)}


@pytest.mark.parametrize("count", [10, 400])
def test_the_members_xlsx_asks_the_same_queries_for_ten_or_four_hundred(
    count, django_assert_max_num_queries
):
    club = ClubFactory()
    _members(club, count)
    with django_assert_max_num_queries(6):
        content, _renderer = render(MembersExporter(club), "xlsx")
    assert content[:2] == b"PK"
