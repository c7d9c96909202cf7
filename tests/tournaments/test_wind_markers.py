"""One set of wind markers, from one helper: nl O Z W N, en E S W N, de O S W N and one
fifth-seat marker, the same on the pages, the PDF score sheet, xlsx and CSV."""

import csv
import io
import shutil
import subprocess

import pytest
from django.urls import reverse
from django.utils import translation
from openpyxl import load_workbook

from scoring.wind_markers import FIFTH_SEAT_MARKER, wind_marker
from tests.factories import ClubFactory, MemberFactory, RoundFactory
from tournaments.core.exports.renderers import render
from tournaments.play.services.tables import table_seat
from tournaments.reports.exporters import EventHandsExporter
from tournaments.reports.printing import score_sheets_pdf

EXPECTED = {"nl": "OZWN5", "en": "ESWN5", "de": "OSWN5"}


@pytest.mark.parametrize("language", EXPECTED)
def test_the_helper_writes_each_languages_initials(language):
    markers = "".join(wind_marker(w, language) for w in ("E", "S", "W", "N", "X"))
    assert markers == EXPECTED[language]
    with translation.override(language):
        assert "".join(wind_marker(w) for w in "ESWNX") == EXPECTED[language]
    assert wind_marker("-", language) == FIFTH_SEAT_MARKER and wind_marker("", language) == ""


@pytest.fixture
def five_table(db):
    """A five-player nmb table with one hand (a draw) entered."""
    from tournaments.play.services.hand_entry import hand_enter

    club = ClubFactory(slug="vijf")
    round_ = RoundFactory(event__club=club, event__ruleset="nmb", number=1)
    names = ["Anna", "Bram", "Cor", "Dirk", "Eva"]
    members = [
        MemberFactory(club=club, first_name=n, last_name=f"Lid{i}") for i, n in enumerate(names)
    ]
    table = table_seat(round_=round_, number=1, sitters=members)
    hand_enter(table=table, entry={"result": {"kind": "draw"}}, entered_by=None)
    return table


def _seats(table):
    return {seat.player_name: seat.wind for seat in table.seats.select_related("member")}


@pytest.mark.parametrize("language", EXPECTED)
def test_the_same_markers_on_page_pdf_xlsx_and_csv(client, five_table, language, tmp_path):
    seats = _seats(five_table)
    assert sorted(seats.values()) == sorted("ESWNX")
    event = five_table.round.event
    expected = {name: wind_marker(wind, language) for name, wind in seats.items()}

    # the event page
    page = client.get(event.get_absolute_url(), headers={"accept-language": language}).text
    for name, marker in expected.items():
        assert f">{marker}</span>" in page.split(name)[0].rsplit("<li", 1)[-1], name

    # the PDF score sheet (text extracted with pdftotext)
    assert shutil.which("pdftotext")
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(score_sheets_pdf(event=event, round_number=1, lang=language))
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True, text=True
    ).stdout
    for name, marker in expected.items():
        assert f"{marker} {name}" in text, (name, marker)

    # the hands export: the Seat column, xlsx and CSV alike
    exporter = EventHandsExporter(event)
    book = load_workbook(io.BytesIO(render(exporter, "xlsx", lang=language)[0]))
    rows = list(book.active.iter_rows(values_only=True))
    text = render(exporter, "csv", lang=language)[0].decode("utf-8-sig")
    csv_rows = list(csv.reader(io.StringIO(text)))
    for sheet in (rows, csv_rows):
        seat_col = 7
        got = {str(r[5]).split(" Lid")[0]: str(r[seat_col]) for r in sheet[1:]}
        assert got, sheet
        for first, marker in got.items():
            full = next(n for n in expected if n.startswith(first))
            assert marker == expected[full]
        assert {str(r[3]) for r in sheet[1:]} == {wind_marker("E", language)}


def test_the_table_page_marks_winds_and_the_fifth_seat(client, five_table):
    kw = {"slug": five_table.round.event.slug, "round_number": 1, "table_number": 1}
    page = client.get(reverse("play_table", kwargs=kw), headers={"accept-language": "nl"}).text
    badges = page.split('class="seat-grid"')[1].split("</ul>")[0]
    markers = [b.split(">", 1)[1].split("<", 1)[0] for b in badges.split('class="wind-badge')[1:]]
    assert sorted(markers) == sorted("OZWN5")
