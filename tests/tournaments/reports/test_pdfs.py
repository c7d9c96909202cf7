"""Every PDF renders, has the expected number of pages, and no page is blank.

Pages are turned into PNGs with ``pdftoppm`` (poppler-utils) and checked for ink.
"""

import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from tournaments.core.exports.renderers import render
from tournaments.events.models import Event
from tournaments.reports.exporters import EventStandingsExporter, SeasonStandingsExporter
from tournaments.reports.printing import rotation_pdf, score_sheets_pdf, table_cards_pdf
from tournaments.reports.selectors.results import event_report, season_report

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _pdftoppm_installed():
    # a missing tool must fail loudly, not skip: .ci/run and the README install poppler-utils
    assert shutil.which("pdftoppm"), "pdftoppm not found: apt-get install poppler-utils"


def pages(pdf: bytes, tmp_path: Path, name: str) -> list[Image.Image]:
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-png", "-r", "30", str(path), str(tmp_path / name)], check=True)
    return [Image.open(p).convert("L") for p in sorted(tmp_path.glob(f"{name}-*.png"))]


def assert_not_blank(images: list[Image.Image]) -> None:
    for number, image in enumerate(images, start=1):
        dark = sum(image.histogram()[:200])  # pixels clearly darker than paper
        assert dark > 0.004 * image.width * image.height, f"page {number} is blank"


def test_every_pdf_of_the_demo_club(demo, tmp_path):
    evening = Event.objects.select_related("club", "season").get(slug="demo-evening")
    tournament = Event.objects.select_related("club").get(slug="demo-tournament")

    # blank score sheets before round 1, in each language: one landscape A4 per table
    for lang in ("nl", "en", "de"):
        pdf = score_sheets_pdf(event=evening, round_number=1, lang=lang)
        images = pages(pdf, tmp_path, f"blank-{lang}")
        assert len(images) == 6  # 24 players, 6 tables
        assert all(image.width > image.height for image in images)
        assert_not_blank(images)

    # the filled sheets of a finished round
    pdf = score_sheets_pdf(event=evening, round_number=2, filled=True, lang="en")
    images = pages(pdf, tmp_path, "filled")
    assert len(images) == 6
    assert_not_blank(images)

    # table cards (one tent card per table) and the seat rotation by round and by player
    images = pages(table_cards_pdf(event=tournament, round_number=2), tmp_path, "cards")
    assert len(images) == 4
    assert_not_blank(images)
    for by in ("round", "player"):
        images = pages(rotation_pdf(event=tournament, by=by, lang="de"), tmp_path, f"rot-{by}")
        assert len(images) == 1
        assert_not_blank(images)

    # standings of the evening and of the season
    event_pdf, _r = render(EventStandingsExporter(event_report(event=evening)), "pdf", lang="nl")
    season_pdf, _r = render(
        SeasonStandingsExporter(season_report(season=evening.season)), "pdf", lang="en"
    )
    for name, pdf in (("event", event_pdf), ("season", season_pdf)):
        images = pages(pdf, tmp_path, name)
        assert len(images) == 1
        assert_not_blank(images)


def test_five_and_three_player_tables_fit_one_page_each(db, tmp_path):
    from tests.factories import ClubFactory, MemberFactory, RoundFactory
    from tournaments.play.services.tables import table_seat

    club = ClubFactory(slug="five-and-three")  # beside the module's demo club
    round_ = RoundFactory(event__club=club, number=1)
    table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(5, club=club))
    table_seat(round_=round_, number=2, sitters=MemberFactory.create_batch(3, club=club))
    event = Event.objects.select_related("club").get(pk=round_.event_id)
    images = pages(score_sheets_pdf(event=event, round_number=1), tmp_path, "five")
    assert len(images) == 2
    assert_not_blank(images)
