"""No copy of a private answer in a browser's or a proxy's cache.

A page made for a logged-in user (names, member numbers, the audit trail) and every data
download (a member's data, exports, event files, PDFs) may otherwise be kept on disk by
the browser (the back button on a shared club laptop shows it after the logout) or by a
proxy between the club and the site. :class:`PrivateNoStore` marks those answers
``Cache-Control: private, no-store``. Anonymous visitors' public pages keep their own
caching (``core.page_cache``, the service worker's files); an answer that already says
``no-store`` is left as it is.

The service worker's offline copy of a table page is kept through the Cache API, which
``no-store`` does not govern: the table page still works offline.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponseBase

PRIVATE = "private, no-store"


def is_download(response: HttpResponseBase) -> bool:
    """A file answer: it names a file (``Content-Disposition``), attached or inline."""
    return bool(response.get("Content-Disposition"))


def private_no_store(response: HttpResponseBase) -> HttpResponseBase:
    """Mark ``response`` never to be stored (unless it says so already)."""
    if "no-store" not in response.get("Cache-Control", ""):
        response["Cache-Control"] = PRIVATE
        response.headers.pop("Expires", None)
    return response


class PrivateNoStore:
    """After the authentication middleware: logged-in answers and downloads are private."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        user = getattr(request, "user", None)
        if (user is not None and user.is_authenticated) or is_download(response):
            private_no_store(response)
        return response
