"""The security walks without WeasyPrint's layout: who gets a PDF, not how it is laid out.

The walks (the permission matrix, the cross-club matrix, the hostile query integers, the
private club's 404s, the hostile forms) ask of every URL what status each role and value
gets and whether a refused request wrote. For a printout the view does all of that before
it prints: it checks the role, parses the parameters, reads the rows and renders the print
template (with the hostile values in it); only then does ``html_to_pdf``
(``tournaments/core/exports/pdf.py``, the one way to a PDF) hand the HTML to WeasyPrint.
Parsing and laying out that HTML took a third of the walks' CPU (0.3-0.7 s a page, 128
pages in ``test_query_integers`` alone), so inside the walks :func:`pdf_layout_skipped`
gives ``html_to_pdf`` a WeasyPrint that checks it got HTML text and answers a fixed
one-page PDF.

What is not laid out there is printed for real in ``test_pdf_views.py``: every view of
:data:`PDF_VIEWS`, as every role the matrix lets print it, through the real WeasyPrint; and
the permission matrix fails for a URL that prints without being in :data:`PDF_VIEWS` (or is
in it and does not print), so the list cannot fall behind the URLconf.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

#: The matrix's URLs that print a PDF (the permission matrix checks this list both ways).
PDF_VIEWS = frozenset(
    {
        "prizes_event_certificates",
        "prizes_results_sheet",
        "prizes_trophies_pdf",
        "print_rotation",
        "print_score_sheets",
        "print_table_cards",
        "tournament_report_pdf",
    }
)

#: What the stand-in answers: the smallest PDF a browser opens (one empty page).
FAKE_PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
    b"3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n"
    b"trailer<</Root 1 0 R>>\n%%EOF\n"
)


class Prints:
    """How many PDFs the stand-in was asked for (``count``), and their HTML's length."""

    def __init__(self) -> None:
        self.count = 0
        self.html_sizes: list[int] = []


@contextmanager
def pdf_layout_skipped() -> Iterator[Prints]:
    """Inside: ``weasyprint.HTML`` and ``weasyprint.CSS`` are stand-ins (``html_to_pdf``
    imports them from the module when it prints), counted in the :class:`Prints` given."""
    import weasyprint

    prints = Prints()

    class _CSS:
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            pass

    class _HTML:
        def __init__(self, *, string: str, base_url: str | None = None) -> None:
            assert isinstance(string, str) and "<" in string, "html_to_pdf got no HTML"
            self.string = string

        def write_pdf(self, stylesheets: Any = None) -> bytes:
            prints.count += 1
            prints.html_sizes.append(len(self.string))
            return FAKE_PDF

    from tournaments.core.exports.pdf import _parsed_stylesheet

    real = weasyprint.HTML, weasyprint.CSS
    weasyprint.HTML, weasyprint.CSS = _HTML, _CSS  # type: ignore[misc,assignment]
    _parsed_stylesheet.cache_clear()  # the print stylesheet, parsed by the stand-in inside
    try:
        yield prints
    finally:
        weasyprint.HTML, weasyprint.CSS = real  # type: ignore[misc]
        _parsed_stylesheet.cache_clear()
