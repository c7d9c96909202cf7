"""The event file: its name, version, and how values are written.

Timestamps are written as stored, in UTC ISO 8601 with microseconds; dates and times
in ISO. Users are named by username; members by member number; seats by position;
rounds, tables and hands by number. Audit entries name the object they are about by
the same natural keys (``round 1 table 2 hand 3``); an object that no longer exists
keeps its original id, marked ``#57`` so it can never be mistaken for a local one.
Audit ``before``/``after`` snapshots are kept verbatim (they are history, with the ids
of the database they were written in).
"""

from __future__ import annotations

import datetime
from typing import overload

from django.utils.translation import gettext as _

FORMAT_NAME = "clubsite-event"
#: 2: each hand result names the seat wind its player held (1: derived from the dealer).
FORMAT_VERSION = 2
#: Versions a restore reads: a version 1 file's winds are worked out as version 1 did.
READABLE_VERSIONS = (1, 2)


class TransferError(ValueError):
    """The file is not an event export this version can restore, or cannot be restored here."""


def _not_iso(where: str, value: object, message: str) -> str:
    return message % {"where": where, "value": value}


def ts_out(value: datetime.datetime | None) -> str | None:
    if value is None:
        return None
    return value.astimezone(datetime.UTC).isoformat(timespec="microseconds")


@overload
def ts_in(value: str, where: str) -> datetime.datetime: ...
@overload
def ts_in(value: str | None, where: str) -> datetime.datetime | None: ...
def ts_in(value: str | None, where: str) -> datetime.datetime | None:
    if value is None:
        return None
    try:
        parsed = datetime.datetime.fromisoformat(value)
    except (TypeError, ValueError) as exc:
        raise TransferError(
            _not_iso(where, value, _("%(where)s: %(value)r is not an ISO timestamp"))
        ) from exc
    if parsed.tzinfo is None:
        raise TransferError(
            _("%(where)s: %(value)r has no time zone") % {"where": where, "value": value}
        )
    return parsed.astimezone(datetime.UTC)


def date_out(value: datetime.date | datetime.time | None) -> str | None:
    return None if value is None else value.isoformat()


@overload
def date_in(value: str, where: str) -> datetime.date: ...
@overload
def date_in(value: str | None, where: str) -> datetime.date | None: ...
def date_in(value: str | None, where: str) -> datetime.date | None:
    if value is None:
        return None
    try:
        return datetime.date.fromisoformat(value)
    except (TypeError, ValueError) as exc:
        raise TransferError(
            _not_iso(where, value, _("%(where)s: %(value)r is not an ISO date"))
        ) from exc


def time_in(value: str | None, where: str) -> datetime.time | None:
    if value is None:
        return None
    try:
        return datetime.time.fromisoformat(value)
    except (TypeError, ValueError) as exc:
        raise TransferError(
            _not_iso(where, value, _("%(where)s: %(value)r is not an ISO time"))
        ) from exc


def round_ref(number: int) -> str:
    return f"round {number}"


def table_ref(round_number: int, table_number: int) -> str:
    return f"round {round_number} table {table_number}"


def hand_ref(round_number: int, table_number: int, hand_number: int) -> str:
    return f"round {round_number} table {table_number} hand {hand_number}"


def seat_ref(round_number: int, table_number: int, position: int) -> str:
    return f"round {round_number} table {table_number} seat {position}"


def penalty_ref(round_number: int, table_number: int, index: int) -> str:
    """A penalty by its place in the table's list (given in that order), from 1."""
    return f"round {round_number} table {table_number} penalty {index}"
