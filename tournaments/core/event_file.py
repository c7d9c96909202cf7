"""The event file's values, for every feature with a part in it (``EventFileSection``):
timestamps written as stored (UTC ISO 8601 with microseconds), dates and times in ISO, and
each value read back checked for presence and type, naming its place in the file when
wrong (``TransferError``). ``transfer`` writes and reads the file; a feature's section
(``Feature.event_file``) writes and reads its own key with these helpers.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from django.core.exceptions import ValidationError
from django.db import DatabaseError, models
from django.utils.translation import gettext as _


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


def row_save[M: models.Model](obj: M, where: str, **timestamps: Any) -> M:
    """Validate and save ``obj``; then set auto timestamps to the exported values."""
    try:
        obj.full_clean(validate_constraints=False)
        obj.save()
    except ValidationError as exc:
        raise TransferError(f"{where}: {'; '.join(exc.messages)}") from exc
    except DatabaseError as exc:  # the transaction is rolled back by event_import
        raise TransferError(database_refused(where)) from exc
    timestamps = {name: value for name, value in timestamps.items() if value is not None}
    if timestamps:
        type(obj)._default_manager.filter(pk=obj.pk).update(**timestamps)
        for name, value in timestamps.items():
            setattr(obj, name, value)
    return obj


@dataclass(frozen=True)
class SectionRefs:
    """What a section's restore may point at: the members restored from the file (by
    member number) and the file's participant rows (a section may have added keys to them)."""

    members: Mapping[str, Any] = field(default_factory=dict)
    participants: Sequence[Any] = ()


class EventFileSection[E: models.Model]:
    """A feature's part of an event's file: the value under ``key`` (left out when ``out``
    gives None or an empty value, so a file without it reads as before). Restored after
    the rounds, before the audit entries, in the order of the features."""

    key: str = ""

    def out(self, event: E) -> Any:
        raise NotImplementedError

    def restore(self, event: E, data: Any, refs: SectionRefs) -> None:
        raise NotImplementedError

    def members(self, event: E) -> Iterable[Any]:
        """The members the section names (the file lists every member it names)."""
        return ()

    def participant_keys(self, event: E) -> Mapping[int, Mapping[str, Any]]:
        """Participant id -> keys this section adds to the participant's row."""
        return {}
