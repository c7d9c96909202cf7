"""Reading an event file (``transfer.restore``): the JSON within its limits, and each value
checked for presence and type, naming its place in the file when wrong."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _

from scoring.nesting import MAX_DEPTH, NestingError, nesting_check
from tournaments.transfer.format import TransferError

MAX_FILE_BYTES = 50 * 1024 * 1024
MAX_VALUES = 10_000_000  # JSON values in a file (a season of hands is far below)


def loads(text: str | bytes) -> dict[str, Any]:
    """Parse an event file; anything that is not a JSON object is a ``TransferError``."""
    if len(text) > MAX_FILE_BYTES:
        raise TransferError(
            _("The file is larger than %(mb)d MB.") % {"mb": MAX_FILE_BYTES // 1024 // 1024}
        )
    try:
        data = json.loads(text)
    except UnicodeDecodeError as exc:
        raise TransferError(_("not a JSON file: it is not UTF-8 text")) from exc
    except json.JSONDecodeError as exc:
        raise TransferError(
            _("not a JSON file: an error at line %(line)d, column %(column)d")
            % {"line": exc.lineno, "column": exc.colno}
        ) from exc
    except ValueError:  # a number longer than Python converts (issue 38)
        digits = sys.get_int_max_str_digits()
        raise TransferError(
            _("not an event file: a number has more than %(digits)d digits") % {"digits": digits}
        ) from None
    except RecursionError:
        raise TransferError(_too_deep()) from None
    try:
        nesting_check(data, max_values=MAX_VALUES)
    except NestingError as exc:
        if exc.code == "too_deep":
            raise TransferError(_too_deep()) from None
        raise TransferError(
            _("not an event file: more than %(count)s values") % {"count": f"{MAX_VALUES:,}"}
        ) from None
    if not isinstance(data, dict):
        raise TransferError(_("not an event file: expected a JSON object"))
    return data


def _too_deep() -> str:
    return _("not an event file: nested more than %(depth)d levels deep") % {"depth": MAX_DEPTH}


def get_field(
    data: Any, key: str, kind: type | tuple[type, ...], where: str, *, null: bool = False
) -> Any:
    """``data[key]``, which must be a ``kind`` (or None when ``null``)."""
    if not isinstance(data, Mapping):
        raise TransferError(expected_object(where))
    if key not in data:
        raise TransferError(_("%(where)s: %(key)r is missing") % {"where": where, "key": key})
    value = data[key]
    if value is None and null:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TransferError(
            _("%(where)s: %(value)r has the wrong type")
            % {"where": f"{where}.{key}", "value": value}
        )
    return value


def expected_object(where: str) -> str:
    return _("%(where)s: expected an object") % {"where": where}


def no_seat(where: str, position: object) -> str:
    """A result, penalty or confirmation naming a seat the table does not have."""
    return _("%(where)s: no seat at position %(position)s") % {"where": where, "position": position}


def database_refused(where: str) -> str:
    """A value the file holds that the database cannot store (a number out of range)."""
    return _("%(where)s: a value does not fit in the database") % {"where": where}


def not_in_members(where: str, number: str) -> str:
    return _("%(where)s: member %(number)s is not in the file's members") % {
        "where": where,
        "number": number,
    }


def get_text(data: Any, key: str, where: str) -> str:
    """``data[key]``, which must be a string (``get_field`` with ``str``)."""
    text: str = get_field(data, key, str, where)
    return text


def optional_field(data: Mapping[str, Any], key: str, kind: type, where: str, default: Any) -> Any:
    """``data[key]`` when present and not None (then a ``kind``), else ``default``."""
    return get_field(data, key, kind, where) if data.get(key) is not None else default


def list_field(data: Any, key: str, where: str) -> list[Any]:
    """``data[key]``, which must be a list."""
    value: list[Any] = get_field(data, key, list, where)
    return value
