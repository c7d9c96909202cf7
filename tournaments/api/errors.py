"""Every refusal of the API has one shape (issue 43): ``{"detail": <message>}`` in the
request's language, plus ``errors`` (field → messages) for a request that is not valid
and ``current`` (the hand as stored) for a conflict. A message that repeats what was
sent (a value, a key) is cut to ``MAX_MESSAGE`` characters: a refusal never echoes a
large body."""

from __future__ import annotations

from typing import Any

from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler

MAX_MESSAGE = 200
MAX_MESSAGES = 20


def message_short(text: str) -> str:
    """``text`` of at most ``MAX_MESSAGE`` characters: a long one keeps its start and its
    end (where a message says what is wanted), the middle (the echoed value) cut."""
    if len(text) <= MAX_MESSAGE:
        return text
    tail = MAX_MESSAGE // 3
    return text[: MAX_MESSAGE - tail - 1] + "…" + text[-tail:]


def _messages(data: Any) -> list[str]:
    if isinstance(data, dict):
        return [m for value in data.values() for m in _messages(value)]
    if isinstance(data, list):
        return [m for value in data for m in _messages(value)]
    return [message_short(str(data))]


def _trimmed(data: Any, depth: int = 0) -> Any:
    """The errors with each message and key cut short, at most ``MAX_MESSAGES`` of a kind
    (a serializer's errors nest as its fields do: a few levels)."""
    if depth > 8:
        return "…"
    if isinstance(data, dict):
        items = list(data.items())[:MAX_MESSAGES]
        return {message_short(str(k)): _trimmed(v, depth + 1) for k, v in items}
    if isinstance(data, list):
        return [_trimmed(v, depth + 1) for v in data[:MAX_MESSAGES]]
    return message_short(str(data))


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    response = exception_handler(exc, context)
    if response is None:
        return response
    if not isinstance(exc, exceptions.ValidationError):
        detail = response.data.get("detail") if isinstance(response.data, dict) else None
        if isinstance(detail, str):
            response.data["detail"] = message_short(detail)
        return response
    data = _trimmed(response.data)
    errors = data if isinstance(data, dict) else {"detail": data}
    response.data = {
        "detail": message_short(" ".join(_messages(data)[:MAX_MESSAGES])),
        "errors": errors,
    }
    return response
