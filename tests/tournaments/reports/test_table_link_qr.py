"""The QR code printed on the table cards and score sheets decodes to the table's link."""

import subprocess

import pytest
import zxingcpp
from PIL import Image

from tests.factories import MemberFactory, RoundFactory
from tournaments.core.qr import qr_svg
from tournaments.play.selectors.table_links import seat_code, table_link_path
from tournaments.play.services.tables import table_seat
from tournaments.reports.printing import score_sheets_pdf, table_cards_pdf

pytestmark = pytest.mark.django_db
SITE = "http://192.168.1.20:8000"


@pytest.fixture
def round_tables(club):
    round_ = RoundFactory(event__club=club, number=1)
    return [
        table_seat(round_=round_, number=n, sitters=MemberFactory.create_batch(4, club=club))
        for n in (1, 2)
    ]


def _decoded(pdf: bytes, tmp_path, name: str) -> list[set[str]]:
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-png", "-r", "200", str(path), str(tmp_path / name)], check=True)
    return [
        {code.text for code in zxingcpp.read_barcodes(Image.open(page))}
        for page in sorted(tmp_path.glob(f"{name}-*.png"))
    ]


@pytest.mark.parametrize("make", [score_sheets_pdf, table_cards_pdf])
def test_printed_qr_code_is_the_tables_link(round_tables, tmp_path, make):
    event = round_tables[0].round.event
    pages = _decoded(make(event=event, round_number=1, base_url=SITE), tmp_path, "qr")
    assert pages == [{SITE + table_link_path(table=t)} for t in round_tables]


def test_score_sheet_prints_each_seats_code(round_tables, tmp_path):
    event = round_tables[0].round.event
    path = tmp_path / "sheets.pdf"
    path.write_bytes(score_sheets_pdf(event=event, round_number=1, base_url=SITE))
    text = subprocess.run(
        ["pdftotext", str(path), "-"], check=True, capture_output=True, text=True
    ).stdout
    for table in round_tables:
        for seat in table.seats.all():
            assert seat_code(seat_id=seat.pk, event=event) in text


def test_without_a_site_address_no_qr_code_is_printed(round_tables, tmp_path):
    event = round_tables[0].round.event
    assert _decoded(score_sheets_pdf(event=event, round_number=1), tmp_path, "bare") == [
        set(),
        set(),
    ]


def test_qr_svg_carries_no_markup_of_its_data():
    svg = str(qr_svg('http://x/t/1/"><script>alert(1)</script>', title="<b>&"))
    assert svg.startswith("<svg") and "<script" not in svg and "<b>" not in svg


def test_print_command_prints_the_qr_code_for_the_site_given(round_tables, tmp_path):
    from django.core.management import call_command

    event = round_tables[0].round.event
    out = tmp_path / "cmd.pdf"
    call_command(
        "print_score_sheets",
        event.slug,
        "--round",
        "1",
        "--out",
        str(out),
        "--site",
        SITE + "/",
        stdout=open("/dev/null", "w"),  # noqa: SIM115
    )
    assert _decoded(out.read_bytes(), tmp_path, "cmd") == [
        {SITE + table_link_path(table=t)} for t in round_tables
    ]
