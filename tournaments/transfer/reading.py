"""Reading an event file (``transfer.restore``): the JSON within its limits (each value is
then read by ``tournaments.core.event_file``'s ``get_field`` and friends)."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.utils.translation import gettext as _

from scoring.nesting import MAX_DEPTH, NestingError, nesting_check
from tournaments.core.event_file import TransferError

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
