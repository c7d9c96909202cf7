"""An exporter as the answer to a download, the buttons that ask for one, and the ``fmt``
path converter (``…/standings.<fmt:fmt>``) every feature's download URL uses."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.urls import register_converter, reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from tournaments.core.exports import renderers
from tournaments.core.exports.exporter import Exporter


class FormatConverter:
    regex = "xlsx|csv|pdf"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


# registered when a download view is imported, so before the urls that name it
register_converter(FormatConverter, "fmt")


def export_download(exporter: Exporter, fmt: str, lang: str | None) -> HttpResponse:
    """``exporter`` in ``fmt`` as an attachment; a format it does not offer is a 404."""
    try:
        content, renderer = renderers.render(exporter, fmt, lang=lang)
    except renderers.UnknownFormat as exc:
        raise Http404(_("This export is not available in that format.")) from exc
    response = HttpResponse(content, content_type=renderer.content_type)
    response["Content-Disposition"] = (
        f'attachment; filename="{exporter.filename(renderer.extension)}"'
    )
    return response


_FORMAT_LABELS = {"xlsx": "Excel", "csv": "CSV", "pdf": "PDF"}


def export_links(
    request: HttpRequest, exporter_class: type[Exporter], url_name: str, **kwargs: object
) -> list[tuple[str, str]]:
    """(label, url) for the download buttons, in the page's language; empty without rights."""
    lang = get_language()
    return [
        (_FORMAT_LABELS[fmt], f"{reverse(url_name, kwargs={**kwargs, 'fmt': fmt})}?lang={lang}")
        for fmt in renderers.RENDERERS
        if fmt in exporter_class.formats
    ]
