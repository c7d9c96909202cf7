"""The API's JSON bodies, within limits: DRF's ``JSONParser`` reads a body of any size and
lets ``json.loads`` recurse once per ``[`` (a deep body ended in a ``RecursionError``, a
500). Here a body larger than ``MAX_BODY_BYTES`` is a 413 and one nested deeper than
``MAX_DEPTH`` (a hand nests about 5 deep) a 400, each with a message, before a serializer
sees it."""

from __future__ import annotations

import json
from typing import Any

from django.utils.translation import gettext as _
from rest_framework import exceptions, status
from rest_framework.parsers import JSONParser

from scoring.nesting import NestingError, nesting_check

MAX_BODY_BYTES = 256 * 1024
MAX_DEPTH = 16
MAX_VALUES = 20_000


class BodyTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "too_large"


class LimitedJSONParser(JSONParser):
    """A JSON body of at most ``MAX_BODY_BYTES``, ``MAX_DEPTH`` levels and ``MAX_VALUES``
    values; anything else is refused with a message that never repeats the body."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        raw = stream.read(MAX_BODY_BYTES + 1) if stream is not None else b""
        if len(raw) > MAX_BODY_BYTES:
            raise BodyTooLarge(
                _("The body is larger than %(kb)d KB.") % {"kb": MAX_BODY_BYTES // 1024}
            )
        try:
            data = json.loads(raw)
        except RecursionError:
            raise exceptions.ParseError(_too_deep()) from None
        except ValueError:  # not UTF-8, not JSON, a number too long to convert
            raise exceptions.ParseError(_("The body is not valid JSON.")) from None
        try:
            nesting_check(data, max_depth=MAX_DEPTH, max_values=MAX_VALUES)
        except NestingError as exc:
            if exc.code == "too_deep":
                raise exceptions.ParseError(_too_deep()) from None
            raise exceptions.ParseError(
                _("The body holds more than %(count)d values.") % {"count": MAX_VALUES}
            ) from None
        return data


def _too_deep() -> str:
    return _("The body is nested more than %(depth)d levels deep.") % {"depth": MAX_DEPTH}
