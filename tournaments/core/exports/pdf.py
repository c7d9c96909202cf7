"""The PDF renderer (WeasyPrint, A4): a template + context → PDF bytes in the chosen language.

Print templates live in ``templates/print/`` and share ``static/css/print.css`` (read
from the static files, no network). Any exporter prints through ``print/table.html``.
"""

from __future__ import annotations

import functools
import logging
import os
from fractions import Fraction
from typing import Any

from django.conf import settings
from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from django.utils import translation

from tournaments.core.exports.exporter import TEXT, Exporter
from tournaments.core.points import format_points

# WeasyPrint logs every layout step at INFO; the site's root logger would print them all.
logging.getLogger("weasyprint").setLevel(logging.WARNING)
logging.getLogger("fontTools").setLevel(logging.WARNING)

PRINT_LANGUAGES = tuple(code for code, _name in settings.LANGUAGES)


def print_language(lang: str | None) -> str:
    """The language asked for if we have it, else the site's."""
    return lang if lang in PRINT_LANGUAGES else settings.LANGUAGE_CODE


def html_to_pdf(html: str) -> bytes:
    from weasyprint import HTML  # imported late: loading WeasyPrint takes a moment

    stylesheet = print_stylesheet()
    pdf: bytes = HTML(string=html, base_url=str(settings.BASE_DIR)).write_pdf(
        stylesheets=[stylesheet] if stylesheet is not None else None
    )
    return pdf


def print_stylesheet() -> Any:
    """``static/css/print.css`` parsed by WeasyPrint, or None without the file.

    Parsed once per version of the file (its path, size and modification time), not for
    every PDF: parsing took 40 ms of a score sheet's 170 ms. Rendering only reads the
    parsed rules, so one object serves every request's thread. A new version (an edit in
    development, a deploy) is parsed anew."""
    path = finders.find("css/print.css")
    if not path:
        return None
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return _parsed_stylesheet(path, stat.st_size, stat.st_mtime_ns)


@functools.lru_cache(maxsize=2)
def _parsed_stylesheet(path: str, _size: int, _mtime_ns: int) -> Any:
    from weasyprint import CSS

    return CSS(filename=path)


def render_pdf(template: str, context: dict[str, Any], *, lang: str | None = None) -> bytes:
    """Render ``template`` under ``translation.override(lang)`` and print it."""
    with translation.override(print_language(lang)):
        html = render_to_string(template, context)
    return html_to_pdf(html)


def _display(value: Any) -> str:
    if isinstance(value, Fraction):
        return format_points(value)
    if value is None:
        return ""
    if hasattr(value, "strftime"):  # a date or a datetime
        text: str = value.strftime("%d-%m-%Y")
        return text
    return str(value)


def render_exporter_pdf(exporter: Exporter, *, lang: str | None = None) -> bytes:
    """Any exporter as a printable table."""
    with translation.override(print_language(lang)):
        columns = list(exporter.columns())
        context = {
            "title": exporter.title(),
            "subtitle": exporter.subtitle(),
            "notes": exporter.notes(),
            "columns": columns,
            "rows": [
                [(_display(v), c.kind != TEXT) for v, c in zip(row, columns, strict=False)]
                for row in exporter.rows()
            ],
            "landscape": exporter.landscape,
        }
        html = render_to_string("print/table.html", context)
    return html_to_pdf(html)
