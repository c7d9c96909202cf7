"""Which query parameters a request read: a value a view never looks at is one case.

``test_query_integers`` sends every name a view's module reads (found in its source: an
over-estimate, the names of every view of the module and the modules it imports) with every
hostile value. Most views read few of those names: ``reports_player`` reads 4 of the 10
names of ``reports/views/pages.py``. Inside :func:`query_reads` a request's ``request.GET``
notes every name asked of it; a name the view did not ask for with the first value cannot
have steered the view (nothing it did depended on it), so the other values would take the
same path to the same answer, and are not sent. A name it did ask for gets every value.

Being sure costs a request, never a miss: any look at the whole query (iterating it, its
keys, items or values, ``len``, ``dict()``, ``copy()``, ``urlencode()``: a form bound to
``request.GET``, a paginator keeping the query in its links) counts as reading every name
(:data:`ALL`). ``request.get_full_path()`` (the language switcher's "next" field, a log-in
link) copies the query string as it came, %-encoded by the client: every value reaches the
page as the same kind of ASCII text, escaped by the template, and the first value sent
(``test_query_integers.HOSTILE[0]``) takes that path.
(tests/tournaments/security/test_query_integers.py checks the watch on each way of reading.)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.core.handlers.wsgi import WSGIRequest, get_bytes_from_wsgi
from django.http import QueryDict

#: noted for a look at the whole query: every name counts as read
ALL = "*"


def _watched_class(seen: set[str]) -> type[QueryDict]:
    class WatchedQueryDict(QueryDict):
        """Notes only once :func:`query_reads` has made it (building it asks ``in`` of
        every name it holds)."""

        def _read(self, key: object) -> None:
            if self.__dict__.get("_watching"):
                seen.add(str(key))

        def __getitem__(self, key: str) -> Any:
            self._read(key)
            return super().__getitem__(key)

        def __contains__(self, key: object) -> bool:
            self._read(key)
            return super().__contains__(key)

        def get(self, key: str, default: Any = None) -> Any:
            self._read(key)
            return super().get(key, default)

        def getlist(self, key: str, default: Any = None) -> Any:
            self._read(key)
            return super().getlist(key, default)

        def _whole(self) -> None:
            if self.__dict__.get("_watching"):
                seen.add(ALL)

        def __iter__(self) -> Iterator[str]:
            self._whole()
            return super().__iter__()

        def __len__(self) -> int:
            self._whole()
            return super().__len__()

        def keys(self) -> Any:
            self._whole()
            return super().keys()

        def items(self) -> Any:
            self._whole()
            return super().items()

        def values(self) -> Any:
            self._whole()
            return super().values()

        def lists(self) -> Any:
            self._whole()
            return super().lists()

        def dict(self) -> Any:
            self._whole()
            return super().dict()

        def copy(self) -> Any:
            self._whole()
            return super().copy()

        def urlencode(self, safe: str | None = None) -> str:
            self._whole()
            return super().urlencode(safe)

        def __copy__(self) -> Any:
            self._whole()
            return super().__copy__()

        def __deepcopy__(self, memo: Any) -> Any:
            self._whole()
            return super().__deepcopy__(memo)

    return WatchedQueryDict


@contextmanager
def query_reads() -> Iterator[set[str]]:
    """Inside, every request's ``request.GET`` notes the names asked of it in the set given
    (:data:`ALL` for a look at the whole query)."""
    seen: set[str] = set()
    watched = _watched_class(seen)
    real = WSGIRequest.__dict__["GET"]

    def get(request: WSGIRequest) -> QueryDict:
        if "GET" not in request.__dict__:
            raw = get_bytes_from_wsgi(request.environ, "QUERY_STRING", "")
            query = watched(raw, encoding=request._encoding)
            query._watching = True  # type: ignore[attr-defined]
            request.__dict__["GET"] = query
        made: QueryDict = request.__dict__["GET"]
        return made

    def set_(request: WSGIRequest, value: QueryDict) -> None:
        request.__dict__["GET"] = value

    WSGIRequest.GET = property(get, set_)  # type: ignore[assignment,method-assign]
    try:
        yield seen
    finally:
        WSGIRequest.GET = real  # type: ignore[method-assign]
