"""Spreadsheet cells that cannot run code (formula / CSV injection, OWASP).

A spreadsheet program treats a cell that begins with ``=``, ``+``, ``-``, ``@``, a tab or
a carriage return as a formula. A member named ``=HYPERLINK("http://…")`` must come out
of every export as that text, never as a live formula. Every renderer that writes cells
asks this module:

- xlsx: :func:`is_formula_like` text is written with the string data type (openpyxl would
  otherwise store it as a formula); the text itself is unchanged.
- CSV: :func:`csv_text` prefixes such text with a single quote, as OWASP advises; the
  member import strips that quote again (:func:`csv_unquote`), so export → import keeps
  the name.

Only text is touched: numbers (a negative score) stay numbers.
"""

from __future__ import annotations

FORMULA_TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
CSV_ESCAPE = "'"


def is_formula_like(value: object) -> bool:
    """True for text a spreadsheet would read as a formula."""
    return isinstance(value, str) and value.startswith(FORMULA_TRIGGERS)


def _needs_quote(value: str) -> bool:
    # "'=1" itself gets a quote too, so that the import's unquoting gives it back unchanged
    return is_formula_like(value.lstrip(CSV_ESCAPE))


def csv_text(value: str) -> str:
    """``value`` as a CSV field that a spreadsheet shows as text."""
    return CSV_ESCAPE + value if _needs_quote(value) else value


def csv_unquote(value: str) -> str:
    """The inverse of :func:`csv_text` for an imported CSV field."""
    if value.startswith(CSV_ESCAPE) and _needs_quote(value[1:]):
        return value[1:]
    return value
