"""The API's schema (OpenAPI 3, drf-spectacular) and its documentation page.

The page is Redoc from this site's own static files (``static/vendor/redoc/``, taken from
the drf-spectacular-sidecar wheel): no CDN, which the Content-Security-Policy forbids.
Redoc sets styles at run time, so this one page allows inline styles and blob: workers."""

from __future__ import annotations

from collections.abc import Collection
from typing import cast

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.csp import CSP
from django.views.decorators.csp import csp_override

_DOCS_CSP: dict[str, Collection[str] | str] = {
    **cast("dict[str, Collection[str] | str]", settings.SECURE_CSP),
    "style-src": [CSP.SELF, CSP.UNSAFE_INLINE],
    "worker-src": [CSP.SELF, "blob:"],
    "img-src": [CSP.SELF, "data:", "blob:"],
}


@csp_override(_DOCS_CSP)
def api_docs(request: HttpRequest) -> HttpResponse:
    return render(request, "api/docs.html")
