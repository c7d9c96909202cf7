"""PDFs printed once per HTML, for tests that ask for the same document several times.

WeasyPrint turns HTML into a PDF in a tenth of a second to seconds (a 25-table round's
sheets); what a test checks of a page or a download is its view: who may have it, what
goes into its HTML, the answer's status and type. When a later request renders exactly the
same HTML (another role asking for the same score sheets), its PDF is the one already
made: the view still renders its HTML every time, and only the printing of an HTML already
printed in this test is left out. A different HTML (another language, other rows, a new
link token) is printed as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest

from tournaments.core.exports import pdf

#: The modules that print with ``html_to_pdf`` (imported by name): the renderer's own
#: module (``render_pdf``, ``render_exporter_pdf``), the prizes and the tournament report.
PRINTING_MODULES = (
    "tournaments.core.exports.pdf",
    "tournaments.reports.prizes",
    "tournaments.tournament_report.printing",
)


@dataclass
class Printed:
    """The PDFs printed so far, by their HTML, and how often one was given again."""

    pdfs: dict[str, bytes] = field(default_factory=dict)
    again: int = 0

    def printer(self, print_html: Callable[[str], bytes]) -> Callable[[str], bytes]:
        def html_to_pdf(html: str) -> bytes:
            if html in self.pdfs:
                self.again += 1
            else:
                self.pdfs[html] = print_html(html)
            return self.pdfs[html]

        return html_to_pdf


@pytest.fixture
def printed_once(monkeypatch) -> Iterator[Printed]:
    """``html_to_pdf`` remembering what it printed, for one test."""
    printed = Printed()
    once = printed.printer(pdf.html_to_pdf)
    for module in PRINTING_MODULES:
        monkeypatch.setattr(f"{module}.html_to_pdf", once)
    yield printed
