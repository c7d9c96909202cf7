"""The tests' PDF memo (printed_once.py) prints each HTML once, and every other HTML anew."""

from tests.tournaments.reports.printed_once import PRINTING_MODULES, Printed


def test_the_same_html_is_printed_once_and_another_anew():
    printed: list[str] = []
    once = Printed().printer(lambda html: printed.append(html) or html.encode())
    assert [once(h) for h in ("<p>a</p>", "<p>b</p>", "<p>a</p>")] == [
        b"<p>a</p>",
        b"<p>b</p>",
        b"<p>a</p>",
    ]
    assert printed == ["<p>a</p>", "<p>b</p>"]


def test_every_module_that_prints_is_patched():
    """A module that imports ``html_to_pdf`` by name and is missing here would print every
    time under the memo (slower, never wrong): the list follows the code."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    importing = sorted(
        ".".join(path.relative_to(root).with_suffix("").parts)
        for path in (root / "tournaments").rglob("*.py")
        if "import html_to_pdf" in path.read_text() or "html_to_pdf," in path.read_text()
    )
    assert importing and set(importing) <= set(PRINTING_MODULES), importing
