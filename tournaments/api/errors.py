"""Every refusal of the API has one shape (issue 43): ``{"detail": <message>}`` in the
request's language, plus ``errors`` (field → messages) for a request that is not valid
and ``current`` (the hand as stored) for a conflict."""

from __future__ import annotations

from typing import Any

from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler


def _messages(data: Any) -> list[str]:
    if isinstance(data, dict):
        return [m for value in data.values() for m in _messages(value)]
    if isinstance(data, list):
        return [m for value in data for m in _messages(value)]
    return [str(data)]


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    response = exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.ValidationError):
        return response
    data = response.data
    errors = data if isinstance(data, dict) else {"detail": data}
    response.data = {"detail": " ".join(_messages(data)), "errors": errors}
    return response
