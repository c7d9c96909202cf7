"""Who a page was made for, in a header the service worker reads (issue 38).

Every response names its login (``Clubsite-User: <id>``, or ``-`` for nobody). The worker
(templates/play/offline/sw.js) keeps a table page for offline use together with this header;
a later answer from the server for another login, or for nobody (the session expired or
ended without a logout, a redirect to the log-in page), empties the kept pages at once, so
names, hands and the players' table links do not stay readable offline on a shared phone.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponseBase

USER_HEADER = "Clubsite-User"
NOBODY = "-"


def user_header(
    get_response: Callable[[HttpRequest], HttpResponseBase],
) -> Callable[[HttpRequest], HttpResponseBase]:
    def middleware(request: HttpRequest) -> HttpResponseBase:
        response = get_response(request)
        user = getattr(request, "user", None)
        authenticated = user is not None and user.is_authenticated
        response[USER_HEADER] = str(user.pk) if authenticated and user else NOBODY
        return response

    return middleware
