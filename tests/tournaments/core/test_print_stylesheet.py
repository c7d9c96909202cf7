"""The print stylesheet is parsed once per version of the file, not for every PDF
(tournaments/core/exports/pdf.py)."""

from __future__ import annotations

import os

import pytest

from tournaments.core.exports import pdf


@pytest.fixture
def stylesheet(tmp_path, monkeypatch):
    """A print.css of our own, found where the static files would be, and a count of how
    often WeasyPrint parses a stylesheet."""
    path = tmp_path / "print.css"
    path.write_text("@page { size: A4 } td { color: black }")
    monkeypatch.setattr(pdf.finders, "find", lambda name: str(path))
    import weasyprint

    parsed = []
    real = weasyprint.CSS

    def counting(*args, **kwargs):
        parsed.append(kwargs.get("filename"))
        return real(*args, **kwargs)

    monkeypatch.setattr(weasyprint, "CSS", counting)
    pdf._parsed_stylesheet.cache_clear()
    yield path, parsed
    pdf._parsed_stylesheet.cache_clear()


def test_two_pdfs_parse_the_stylesheet_once(stylesheet):
    _path, parsed = stylesheet
    first = pdf.html_to_pdf("<p>Tafel 1</p>")
    second = pdf.html_to_pdf("<p>Tafel 2</p>")
    assert first.startswith(b"%PDF") and second.startswith(b"%PDF")
    assert len(parsed) == 1


def test_an_edited_stylesheet_is_parsed_anew(stylesheet):
    path, parsed = stylesheet
    pdf.html_to_pdf("<p>Tafel 1</p>")
    path.write_text("@page { size: A4 landscape } td { color: black }")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    pdf.html_to_pdf("<p>Tafel 1</p>")
    assert len(parsed) == 2


def test_without_the_file_the_pdf_is_made_without_it(monkeypatch):
    monkeypatch.setattr(pdf.finders, "find", lambda name: None)
    assert pdf.html_to_pdf("<p>Tafel 1</p>").startswith(b"%PDF")
