"""Shared and marked places in the standings xlsx are numbers (the column sorts); the mark
("5 –": no hand played, "5*": not qualified) is only in the number format. CSV and PDF
still show the mark in the text."""

import io

import openpyxl

from tests.factories import MemberFactory, RoundFactory
from tests.tournaments.reports.test_what_counts import *  # noqa: F403
from tests.tournaments.reports.test_what_counts import evening
from tournaments.core.exports.csvfile import render_csv
from tournaments.core.exports.xlsx import render_xlsx
from tournaments.events.models import EventStatus, RoundStatus
from tournaments.play.services.tables import table_seat
from tournaments.reports.exporters import EventStandingsExporter
from tournaments.reports.selectors.results import event_report


def test_places_are_numbers_with_the_mark_in_the_format(club, season):
    event = evening(club, season, 3, EventStatus.IN_PROGRESS)
    round_ = RoundFactory(event=event, number=2, status=RoundStatus.PLANNED)
    table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    exporter = EventStandingsExporter(event_report(event=event))
    sheet = openpyxl.load_workbook(io.BytesIO(render_xlsx(exporter))).active
    places = [row[0] for row in sheet.iter_rows(min_row=2)]
    assert all(isinstance(cell.value, int) for cell in places)
    assert [cell.value for cell in places][-4:] == [5, 5, 5, 5]
    assert "–" in places[-1].number_format and "–" not in places[0].number_format
    csv_text = render_csv(exporter).decode("utf-8-sig")
    assert "5 –" in csv_text
