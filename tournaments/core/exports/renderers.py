"""Which renderer makes which format: the one place that maps a format to bytes."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass

from django.utils import translation

from tournaments.core.exports.csvfile import render_csv
from tournaments.core.exports.exporter import Exporter
from tournaments.core.exports.pdf import print_language, render_exporter_pdf
from tournaments.core.exports.xlsx import render_xlsx


@dataclass(frozen=True, slots=True)
class Renderer:
    extension: str
    content_type: str
    render: Callable[..., bytes]


RENDERERS: dict[str, Renderer] = {
    "xlsx": Renderer(
        "xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        lambda exporter, lang=None: render_xlsx(exporter),
    ),
    "csv": Renderer(
        "csv", "text/csv; charset=utf-8", lambda exporter, lang=None: render_csv(exporter)
    ),
    "pdf": Renderer("pdf", "application/pdf", render_exporter_pdf),
}


class UnknownFormat(ValueError):
    pass


def render(exporter: Exporter, fmt: str, *, lang: str | None = None) -> tuple[bytes, Renderer]:
    """``exporter`` in ``fmt``; refuses a format the exporter does not offer."""
    if fmt not in RENDERERS or fmt not in exporter.formats:
        raise UnknownFormat(fmt)
    renderer = RENDERERS[fmt]
    with translation.override(print_language(lang)) if lang else nullcontext():
        return renderer.render(exporter, lang=lang), renderer
