"""Reading an event file (``transfer.restore``): the JSON within its limits, and each value
checked for presence and type, naming its place in the file when wrong."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any

from scoring.nesting import NestingError, nesting_check, too_deep_message
from tournaments.transfer.format import TransferError

MAX_FILE_BYTES = 50 * 1024 * 1024
MAX_VALUES = 10_000_000  # JSON values in a file (a season of hands is far below)


def loads(text: str | bytes) -> dict[str, Any]:
    """Parse an event file; anything that is not a JSON object is a ``TransferError``."""
    if len(text) > MAX_FILE_BYTES:
        raise TransferError(f"the file is larger than {MAX_FILE_BYTES // 1024 // 1024} MB")
    try:
        data = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TransferError(f"not a JSON file: {exc}") from exc
    except ValueError:  # a number longer than Python converts (issue 38)
        digits = sys.get_int_max_str_digits()
        raise TransferError(f"not an event file: a number has more than {digits} digits") from None
    except RecursionError:
        raise TransferError(f"not an event file: {too_deep_message()}") from None
    try:
        nesting_check(data, max_values=MAX_VALUES)
    except NestingError as exc:
        raise TransferError(f"not an event file: {exc}") from None
    if not isinstance(data, dict):
        raise TransferError("not an event file: expected a JSON object")
    return data


def get_field(
    data: Any, key: str, kind: type | tuple[type, ...], where: str, *, null: bool = False
) -> Any:
    """``data[key]``, which must be a ``kind`` (or None when ``null``)."""
    if not isinstance(data, Mapping):
        raise TransferError(f"{where}: expected an object")
    if key not in data:
        raise TransferError(f"{where}: {key!r} is missing")
    value = data[key]
    if value is None and null:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TransferError(f"{where}.{key}: {value!r} has the wrong type")
    return value


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
