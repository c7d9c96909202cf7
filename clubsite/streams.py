"""File answers streamed the way the server runs them.

Under ASGI (uvicorn: every way the app is served, docs/live.md) Django iterates a streaming
answer asynchronously; a file answer (whitenoise's static files, a print job's PDF) holds
a synchronous file iterator, which Django then reads in one go in a thread and warns
"StreamingHttpResponse must consume synchronous iterators in order to serve them
asynchronously" for every static file a page loads. :class:`AsyncFileStreams` hands such
an answer an asynchronous iterator instead: the file is read a block at a time in a thread
(never on the event loop), and nothing is held in memory beyond a block. Under WSGI
(tests, ``runserver``) it changes nothing: the file goes out as before.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIRequest
from django.http import HttpRequest, HttpResponseBase, StreamingHttpResponse


async def _blocks(content: Iterator[bytes]) -> AsyncIterator[bytes]:
    """``content``'s blocks, each read in a worker thread."""

    def read() -> bytes | None:
        return next(content, None)

    step = sync_to_async(read, thread_sensitive=False)
    while (block := await step()) is not None:
        yield block


def as_async_stream(response: HttpResponseBase) -> HttpResponseBase:
    """``response`` with an asynchronous iterator when it streams a synchronous one."""
    if isinstance(response, StreamingHttpResponse) and not response.is_async:
        content = response.streaming_content
        assert isinstance(content, Iterator)  # not is_async: a synchronous iterator
        response.streaming_content = _blocks(content)
    return response


class AsyncFileStreams:
    """Middleware, first in the list (outside whitenoise's): see the module's docstring."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        return as_async_stream(response) if isinstance(request, ASGIRequest) else response
