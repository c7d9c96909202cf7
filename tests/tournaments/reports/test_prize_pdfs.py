"""The prize-giving PDFs of the demo club in nl, en and de: rendered with WeasyPrint, read
back with ``pdftotext`` and checked for the winners, the places and the dates."""

import shutil
import subprocess
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.utils import formats, translation

from tournaments.events.models import Event
from tournaments.reports.prizes import (
    PrizeError,
    certificates_pdf,
    results_sheet_pdf,
    trophies_pdf,
)
from tournaments.reports.selectors.results import event_report
from tournaments.reports.selectors.trophies import trophy_report

pytestmark = pytest.mark.django_db

LANGS = ("nl", "en", "de")
#: how each language writes "1st place" and a heading of each document
WORDS = {
    "nl": {"first": "1e plaats", "third": "3e plaats", "cert": "OORKONDE", "trophy": "Wisselbeker"},
    "en": {
        "first": "1st place",
        "third": "3rd place",
        "cert": "CERTIFICATE",
        "trophy": "Challenge trophy",
    },
    "de": {"first": "1. Platz", "third": "3. Platz", "cert": "URKUNDE", "trophy": "Wanderpokal"},
}


@pytest.fixture(autouse=True)
def _pdftotext_installed():
    assert shutil.which("pdftotext"), "pdftotext not found: apt-get install poppler-utils"


def text(pdf: bytes, tmp_path: Path, name: str = "doc") -> list[str]:
    """The text of each page (``pdftotext`` separates pages with a form feed)."""
    assert pdf.startswith(b"%PDF")
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    out = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True, text=True
    ).stdout
    return [" ".join(page.split()) for page in out.split("\f") if page.strip()]


def long_date(day, lang):
    with translation.override(lang):
        return formats.date_format(day, "DATE_FORMAT")  # German: "28. November 2026"


def short_date(day, lang):
    """A day and its month as the language writes it (German: "24. November")."""
    from tournaments.templatetags.dates import local_pattern

    with translation.override(lang):
        return formats.date_format(day, local_pattern("DAY_MONTH_DATE", lang))


@pytest.fixture
def evening(demo):
    return Event.objects.select_related("club", "season").get(slug="demo-evening")


@pytest.fixture
def tournament(demo):
    return Event.objects.select_related("club", "season").get(slug="demo-tournament")


def test_trophy_results_pdf(evening, tmp_path):
    report = trophy_report(season=evening.season)
    winner = report.trophy.wins[0].winner.name
    best = report.season_best[0].hand
    for lang in LANGS:
        check_trophy_page(
            evening,
            winner,
            best,
            text(trophies_pdf(season=evening.season, lang=lang), tmp_path),
            lang,
        )


def check_trophy_page(evening, winner, best, pages, lang):
    assert len(pages) == 1
    page = pages[0]
    assert str(evening.season.year) in page and evening.club.name in page
    assert WORDS[lang]["trophy"] in page
    assert winner in page and evening.name in page
    assert short_date(evening.date, lang) in page
    assert best.player.name in page and str(best.points) in page
    other = {"nl": "Trophies", "en": "Trofeeën", "de": "Trofeeën"}[lang]
    assert other not in page, "one language per page"


def test_certificates_for_the_tournament_podium(tournament, tmp_path):
    rows = [r for r in event_report(event=tournament).rows if r.rank <= 3]
    for lang, size in (("nl", "a4"), ("en", "a5"), ("de", "a4")):
        pdf = certificates_pdf(event=tournament, places=3, size=size, lang=lang)
        check_podium(tournament, rows, text(pdf, tmp_path), lang)


def check_podium(tournament, rows, pages, lang):
    assert len(pages) == len(rows) >= 3
    for page, row in zip(pages, rows, strict=True):
        assert row.player.name in page
        assert WORDS[lang]["cert"] in page
        assert tournament.name in page and tournament.club.name in page
        assert long_date(tournament.date, lang) in page
    assert WORDS[lang]["first"] in pages[0] and WORDS[lang]["third"] in pages[-1]


def test_certificate_pages_are_landscape_a4_or_a5(evening, tmp_path):
    for size, points in (("a4", (842, 595)), ("a5", (595, 420))):
        path = tmp_path / "c.pdf"
        path.write_bytes(certificates_pdf(event=evening, places=1, size=size))
        info = subprocess.run(["pdfinfo", str(path)], check=True, capture_output=True, text=True)
        width, height = (float(v) for v in info.stdout.split("Page size:")[1].split()[0:3:2])
        assert (round(width), round(height)) == points


def test_evening_and_season_winner_certificates(evening, tmp_path):
    winner = event_report(event=evening).rows[0].player.name
    for lang in LANGS:
        check_winner(evening, winner, tmp_path, lang)


def check_winner(evening, winner, tmp_path, lang):
    page = text(certificates_pdf(event=evening, places=1, lang=lang), tmp_path)[0]
    assert winner in page and WORDS[lang]["first"] in page
    season_page = text(certificates_pdf(season=evening.season, places=1, lang=lang), tmp_path)
    assert str(evening.season.year) in season_page[0]


def test_results_sheet_highlights_the_prize_places(tournament, tmp_path):
    rows = event_report(event=tournament).rows
    for lang in LANGS:
        check_results(tournament, rows, tmp_path, lang)


def check_results(tournament, rows, tmp_path, lang):
    page = " ".join(text(results_sheet_pdf(event=tournament, places=3, lang=lang), tmp_path))
    for row in rows[:3]:
        assert row.player.name in page
    assert tournament.name in page and long_date(tournament.date, lang) in page
    prize = {"nl": "de 3 prijsplaatsen", "en": "the 3 prize places", "de": "die 3 Preisplätze"}
    assert prize[lang] in page
    decided = {"nl": "beter op score", "en": "ahead on score", "de": "vorn bei Punktzahl"}
    assert decided[lang] in page  # the demo tournament has players level on table points


@pytest.mark.parametrize("places", ["0", "-1", "abc", "", "65", "3.5", None])
def test_bad_number_of_places_is_refused(places):
    with pytest.raises(PrizeError):
        certificates_pdf(event=Event(slug="x"), places=places)  # refused before any query


@pytest.mark.parametrize("size", ["a3", "letter", "b5"])
def test_bad_paper_size_is_refused(size):
    with pytest.raises(PrizeError):
        certificates_pdf(event=Event(slug="x"), places=1, size=size)


def test_commands_write_the_pdfs(evening, tournament, tmp_path):
    out = tmp_path / "trophies.pdf"
    call_command(
        "print_trophies", "groene-draak", str(evening.season.year), out=str(out), stdout=None
    )
    assert out.read_bytes().startswith(b"%PDF")
    out = tmp_path / "certificates.pdf"
    call_command("print_certificates", "demo-tournament", places="3", out=str(out), lang="de")
    assert len(text(out.read_bytes(), tmp_path, "c")) >= 3
    with pytest.raises(CommandError):
        call_command("print_certificates", "nope", out=str(out))
    with pytest.raises(CommandError):
        call_command("print_certificates", "demo-tournament", places="x", out=str(out))
    with pytest.raises(CommandError):
        call_command("print_trophies", "groene-draak", "1999", out=str(out))
