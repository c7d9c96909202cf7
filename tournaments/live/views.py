"""The live stream (docs/live.md): Server-Sent Events of the topics a page follows.

``GET /live/stream/?topic=event-3&topic=table-12[&grant=...]``: after the access check
(``selectors.topics_allowed``), the stream says ``retry``, replays what the page missed
after its ``Last-Event-ID`` (or ``?last=``), then sends each new message as it comes and a
comment every ``HEARTBEAT_SECONDS`` (proxies and phones keep the connection; a dead one is
noticed). A message is ``id: <n>`` and ``data: {"id", "topic", "at"}``; an ``event:
refresh`` tells the page to fetch everything again (the backlog did not reach back). The
page then fetches its fragments (static/js/live.js): the stream carries no content, so it
shows no more than those pages.

It needs the ASGI server (uvicorn; `make run`, README "Deploy", `make cluster`): under WSGI
a stream would hold a worker thread for as long as a page is open, so it answers 204 No
Content (which closes an EventSource without an error in the browser's console) and the
page keeps polling.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIRequest
from django.db import connections
from django.http import HttpRequest, HttpResponse, HttpResponseBase, StreamingHttpResponse
from django.views.decorators.http import require_GET

from tournaments.live.broker import Message, broker
from tournaments.live.selectors import topics_allowed

HEARTBEAT_SECONDS = 15.0
RETRY_MS = 1000
MAX_SECONDS = 3600.0  # a stream ends after an hour; the browser reconnects with its last id


def _last_id(request: HttpRequest) -> int | None:
    raw = request.headers.get("Last-Event-ID") or request.GET.get("last", "")
    return int(raw) if raw.isdigit() and len(raw) < 20 else None


def _message(message: Message) -> str:
    return f"id: {message.id}\ndata: {message.encode()}\n\n"


async def _events(topics: list[str], after: int | None) -> AsyncIterator[str]:
    live = broker()
    subscription = await live.subscribe(topics)  # before the replay: nothing falls between
    try:
        yield f"retry: {RETRY_MS}\n: open\n\n"
        seen = after or 0
        if after is not None:
            replay = await live.replay(topics, after)
            if not replay.complete:
                yield "event: refresh\ndata: {}\n\n"
            for missed in replay.messages:
                seen = max(seen, missed.id)
                yield _message(missed)
        loop = asyncio.get_running_loop()
        ends = loop.time() + MAX_SECONDS
        while loop.time() < ends:
            message = await subscription.get(HEARTBEAT_SECONDS)
            if message is None:
                yield ": heartbeat\n\n"
            elif message.id > seen:  # a message replayed and then heard live: once
                seen = message.id
                yield _message(message)
    finally:
        await live.unsubscribe(subscription)


def _topics_for(request: HttpRequest) -> list[str] | None:
    """The access check, in the request's thread; then that thread's database connection
    is closed: a stream holds none for the hour it stays open (200 streams would hold 200)."""
    try:
        return topics_allowed(
            user=request.user,
            topics=request.GET.getlist("topic"),
            grants=request.GET.getlist("grant"),
        )
    finally:
        if isinstance(request, ASGIRequest):  # (WSGI: the stream is refused, see below)
            connections.close_all()


@require_GET
async def live_stream_view(request: HttpRequest) -> HttpResponseBase:
    topics = await sync_to_async(_topics_for)(request)
    if topics is None:
        return HttpResponse(status=403)
    if not isinstance(request, ASGIRequest):
        return HttpResponse(status=204)  # EventSource: closed, no error; the page polls
    response = StreamingHttpResponse(_events(topics, _last_id(request)))
    response["Content-Type"] = "text/event-stream; charset=utf-8"
    response["Cache-Control"] = "no-store"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each message at once
    return response
