"""The audit trail, read: a table's, event's or club's entries as rows of a story: who,
when (local time), what, and each change as "field: old → new" (``tournaments.audit.story``)."""

from __future__ import annotations

import datetime
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Model, Q, QuerySet
from django.utils import timezone
from django.utils.formats import date_format

from tournaments.audit.models import AuditEntry
from tournaments.audit.story import (
    AuditChange,
    audit_action_label,
    audit_object_label,
    audit_subjects,
    audit_terms,
    entry_changes,
    related_label,
)
from tournaments.core.audit_terms import AuditSubject

__all__ = ["AuditChange", "AuditRow", "audit_for_club", "audit_for_event", "audit_rows"]


def audit_for_table(*, table: Model) -> QuerySet[AuditEntry]:
    """A table's entries: about the table, or about what names it (hands, penalties)."""
    return (
        AuditEntry.objects.filter(
            Q(object_type=table._meta.label_lower, object_id=str(table.pk))
            | Q(before__table_id=table.pk)
            | Q(after__table_id=table.pk)
        )
        .select_related("actor")
        .order_by("-created_at", "-id")
    )


def audit_for_event(*, event: Model) -> QuerySet[AuditEntry]:
    return (
        AuditEntry.objects.filter(event_id=event.pk)
        .select_related("actor")
        .order_by("-created_at", "-id")
    )


def audit_for_club(*, club: Model) -> QuerySet[AuditEntry]:
    """Everything staff changed in ``club``: its settings, members and events (not the
    history of imported event files: that is the file's word, shown at its event)."""
    return (
        AuditEntry.objects.filter(club_id=club.pk, imported=False)
        .select_related("actor", "event")
        .order_by("-created_at", "-id")
    )


def person_name(user: Any) -> str:
    """A person as the pages name them: full name, else the login name."""
    full = user.get_full_name() if hasattr(user, "get_full_name") else ""
    return str(full or user.get_username())


def _snapshot(entry: AuditEntry) -> dict[str, Any]:
    """The entry's state after, else before, key by key."""
    return {**(entry.before or {}), **(entry.after or {})}


def _wanted(entries: list[AuditEntry]) -> dict[str, set[str]]:
    """Model label -> the ids the entries point at (their subjects, foreign keys, the ids
    the features name: seats, result rows)."""
    subjects, terms = audit_subjects(), audit_terms()
    wanted: dict[str, set[str]] = defaultdict(set)
    for e in entries:
        subject = subjects.get(e.object_type)
        if subject is not None and subject.loaded:
            wanted[e.object_type].add(e.object_id)
        if subject is not None and subject.needs is not None:
            for model, pk in subject.needs(_snapshot(e)):
                wanted[model].add(pk)
        for snap in (e.before or {}, e.after or {}):
            for key, value in snap.items():
                if isinstance(value, dict) and key in terms.keyed_by:
                    wanted[terms.keyed_by[key]].update(str(k) for k in value)
                elif value is not None and not isinstance(value, (dict, list)):
                    target = related_label(e.object_type, key)
                    if target is not None:
                        wanted[target].add(str(value))
    return wanted


def _name_of(obj: Any, subject: AuditSubject | None) -> str:
    if isinstance(obj, get_user_model()):
        return person_name(obj)
    if subject is not None and subject.name is not None:
        return subject.name(obj)
    full_name = getattr(obj, "full_name", None)
    return str(full_name or getattr(obj, "name", None) or obj)


def loaded_for(entries: list[AuditEntry]) -> dict[tuple[str, str], Any]:
    """(model label, id) -> the object the entries point at (one query per model)."""
    from django.apps import apps

    subjects = audit_subjects()
    loaded: dict[tuple[str, str], Any] = {}
    for label, ids in _wanted(entries).items():
        pks = [int(i) for i in ids if i.isdigit()]
        try:
            model = apps.get_model(label)
        except (LookupError, ValueError):
            continue
        if not pks or model is AuditEntry:
            continue
        rows = model._default_manager.filter(pk__in=pks)
        if label in subjects and subjects[label].related:
            rows = rows.select_related(*subjects[label].related)
        loaded.update(((label, str(obj.pk)), obj) for obj in rows)
    return loaded


def names_for(loaded: dict[tuple[str, str], Any]) -> dict[tuple[str, str], str]:
    """(model label, id) -> the name of what the entries point at."""
    subjects = audit_subjects()
    return {key: _name_of(obj, subjects.get(key[0])) for key, obj in loaded.items()}


def _subject(
    entry: AuditEntry, names: dict[tuple[str, str], str], loaded: dict[tuple[str, str], Any]
) -> str:
    """What the entry is about, in the user's language ("Ronde 2, tafel 3", a name)."""
    kind = entry.object_type
    subject = audit_subjects().get(kind)
    named = names.get((kind, entry.object_id))
    if subject is not None and not subject.loaded:
        named = None  # a penalty's own text names ids; its seat is in the changes
    if named is None and subject is not None and subject.describe is not None:
        named = subject.describe(_snapshot(entry), loaded)
    return named or audit_object_label(kind)


@dataclass(frozen=True)
class AuditRow:
    entry: AuditEntry
    action: str  # in the user's language
    object_label: str
    subject: str  # "Round 2, table 3", "Hand 4 · round 2, table 3", "Anna de Vries"
    actor: str  # the person's name ("" when unknown)
    when: str  # local time, in the language's date format
    changes: list[AuditChange]
    created: bool  # nothing before: the changes are what it was made with
    imported_when: str = ""  # an imported row: the time its file claims, as ``when``


def _file_time(text: str) -> str:
    """An imported row's time as its file wrote it, shown like ``when`` when it reads as
    a time (the file's word, not checked), else the text itself."""
    try:
        moment = datetime.datetime.fromisoformat(text)
    except ValueError:
        return text
    if moment.tzinfo is None:
        return text
    return date_format(timezone.localtime(moment), "DATETIME_FORMAT")


def audit_rows(entries: Iterable[AuditEntry]) -> list[AuditRow]:
    """The entries as a story: every name is looked up from the entries themselves."""
    entries = list(entries)
    loaded = loaded_for(entries)
    named = names_for(loaded)
    return [
        AuditRow(
            entry=e,
            action=audit_action_label(e.action),
            object_label=audit_object_label(e.object_type),
            subject=_subject(e, named, loaded),
            actor=person_name(e.actor) if e.actor else "",
            when=date_format(timezone.localtime(e.created_at), "DATETIME_FORMAT"),
            changes=entry_changes(e, named),
            created=e.before is None and e.after is not None,
            imported_when=_file_time(e.imported_at) if e.imported else "",
        )
        for e in entries
    ]
