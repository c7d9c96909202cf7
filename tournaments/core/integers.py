"""One way to read an integer from a request, a form, a file or a command line.

``str.isdigit()`` is true for "²" and "٣" and ``int()`` accepts Arabic-Indic digits:
``isdigit()`` then ``int()`` turned ``?year=²`` into a server error. :func:`parse_int`
accepts only ASCII digits (and an optional minus sign when ``minimum`` is negative)
within a range the database can store, and raises :class:`NotAnInteger` otherwise.
:class:`AsciiIntegerField` is Django's ``IntegerField`` (which takes "٣" as 3) with the
same rule, for the forms whose numbers are shown back, stored or repeated (a seat draw's
seed and rounds).
"""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.core.exceptions import ValidationError
from django.http import HttpRequest

DB_INT_MAX = 2**31 - 1  # the largest value of an IntegerField on every database
_INTEGER = re.compile(r"-?[0-9]{1,10}")


class NotAnInteger(ValueError):
    """The text is not an integer this parameter may take."""


def parse_int(text: object, *, minimum: int = 0, maximum: int = DB_INT_MAX) -> int:
    """``text`` as an int in ``[minimum, maximum]``; :class:`NotAnInteger` otherwise."""
    if not isinstance(text, str) or not _INTEGER.fullmatch(text):
        raise NotAnInteger(text)
    value = int(text)
    if not minimum <= value <= maximum:
        raise NotAnInteger(text)
    return value


def int_or_none(text: object, **bounds: int) -> int | None:
    """:func:`parse_int`, or None for a missing or malformed value."""
    try:
        return parse_int(text, **bounds)
    except NotAnInteger:
        return None


def posted_id(request: HttpRequest, name: str) -> int | None:
    """A positive id from the POST data (ASCII digits only), else None."""
    value = request.POST.get(name, "")
    if value.isascii() and value.isdigit() and len(value) < 19:
        return int(value) or None
    return None


class AsciiIntegerField(forms.IntegerField):
    """An ``IntegerField`` of ASCII digits only (an optional leading minus sign): "٣", "³"
    and "3.0" are the field's "enter a whole number" error, not 3."""

    def to_python(self, value: Any) -> int | None:
        if isinstance(value, str) and value.strip() and not _INTEGER.fullmatch(value.strip()):
            raise ValidationError(self.error_messages["invalid"], code="invalid")
        return super().to_python(value)
