"""The audit trail, read: a table's, event's or club's entries as rows of a story: who,
when (local time), what, and each change as "field: old → new" (``tournaments.audit.story``)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import Q, QuerySet
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _

from tournaments.audit.models import AuditEntry
from tournaments.audit.story import (
    SEAT_FIELDS,
    AuditChange,
    audit_action_label,
    audit_object_label,
    entry_changes,
    related_model,
)
from tournaments.clubs.models import Club
from tournaments.events.models import Event, Round
from tournaments.play.models import Seat, Table

__all__ = ["AuditChange", "AuditRow", "audit_for_club", "audit_for_event", "audit_rows"]


def audit_for_table(*, table: Table) -> QuerySet[AuditEntry]:
    return (
        AuditEntry.objects.filter(
            Q(object_type="tournaments.table", object_id=str(table.pk))
            | Q(before__table_id=table.pk)
            | Q(after__table_id=table.pk)
        )
        .select_related("actor")
        .order_by("-created_at", "-id")
    )


def audit_for_event(*, event: Event) -> QuerySet[AuditEntry]:
    return (
        AuditEntry.objects.filter(event=event)
        .select_related("actor")
        .order_by("-created_at", "-id")
    )


def audit_for_club(*, club: Club) -> QuerySet[AuditEntry]:
    """Everything staff changed in ``club``: its settings, members and events."""
    return (
        AuditEntry.objects.filter(club=club)
        .select_related("actor", "event")
        .order_by("-created_at", "-id")
    )


def seat_names(*, event: Event) -> dict[str, str]:
    """Seat id -> player name (kept for callers that name one event's seats)."""
    seats = Seat.objects.filter(round__event=event).select_related("member")
    return {str(seat.pk): seat.player_name for seat in seats}


def person_name(user: Any) -> str:
    """A person as the pages name them: full name, else the login name."""
    full = user.get_full_name() if hasattr(user, "get_full_name") else ""
    return str(full or user.get_username())


#: The objects an entry is about that the story names (a hand by its number and table).
SUBJECT_TYPES = frozenset(
    {
        "tournaments.club",
        "tournaments.member",
        "tournaments.event",
        "tournaments.round",
        "tournaments.table",
        "tournaments.seat",
        "tournaments.eventparticipant",
    }
)


def _wanted(entries: list[AuditEntry]) -> dict[str, set[str]]:
    """Model label -> the ids the entries point at (FK fields, seats, result rows)."""
    wanted: dict[str, set[str]] = defaultdict(set)
    for e in entries:
        if e.object_type in SUBJECT_TYPES:
            wanted[e.object_type].add(e.object_id)
        if e.object_type == "tournaments.hand":
            wanted["tournaments.table"].add(str(_snap(e, "table_id")))
        for snap in (e.before or {}, e.after or {}):
            for key, value in snap.items():
                if value is None or isinstance(value, (dict, list)):
                    if key == "results" and isinstance(value, dict):
                        wanted["tournaments.seat"].update(str(k) for k in value)
                    continue
                model = related_model(e.object_type, key)
                if model is not None:
                    wanted[model._meta.label_lower].add(str(value))
                elif key in SEAT_FIELDS:
                    wanted["tournaments.seat"].add(str(value))
    return wanted


def _name_of(obj: Any) -> str:
    if isinstance(obj, get_user_model()):
        return person_name(obj)
    if isinstance(obj, Seat):
        return obj.player_name
    if isinstance(obj, Round):
        return _("Round %(number)s") % {"number": obj.number}
    if isinstance(obj, Table):
        return _("Round %(round)d, table %(table)d") % {
            "round": obj.round.number,
            "table": obj.number,
        }
    full_name = getattr(obj, "full_name", None)
    return str(full_name or getattr(obj, "name", None) or obj)


RELATED = {
    "tournaments.seat": ("member",),
    "tournaments.table": ("round",),
    "tournaments.eventparticipant": ("member",),
}


def names_for(entries: list[AuditEntry]) -> dict[tuple[str, str], str]:
    """(model label, id) -> the name of what the entries point at (one query per model)."""
    from django.apps import apps

    names: dict[tuple[str, str], str] = {}
    for label, ids in _wanted(entries).items():
        pks = [int(i) for i in ids if i.isdigit()]
        try:
            model = apps.get_model(label)
        except (LookupError, ValueError):
            continue
        if not pks or model is AuditEntry:
            continue
        rows = model._default_manager.filter(pk__in=pks)
        if label in RELATED:
            rows = rows.select_related(*RELATED[label])
        for obj in rows:
            names[(label, str(obj.pk))] = _name_of(obj)
            if isinstance(obj, Table):  # a hand's subject names its round and table
                names[(label + "#numbers", str(obj.pk))] = f"{obj.round.number},{obj.number}"
    return names


def _snap(entry: AuditEntry, key: str) -> Any:
    return (entry.after or {}).get(key, (entry.before or {}).get(key))


def _subject(entry: AuditEntry, names: dict[tuple[str, str], str]) -> str:
    """What the entry is about, in the user's language ("Ronde 2, tafel 3", a name)."""
    kind = entry.object_type
    named = names.get((kind, entry.object_id))
    if kind == "tournaments.hand":
        where = names.get(("tournaments.table#numbers", str(_snap(entry, "table_id"))), "")
        number = _snap(entry, "number")
        if where and isinstance(number, int):
            round_number, table_number = where.split(",")
            return _("Hand %(hand)d · round %(round)d, table %(table)d") % {
                "hand": number,
                "round": int(round_number),
                "table": int(table_number),
            }
    if kind == "tournaments.eventparticipant" and named is None:  # removed from the field
        member = names.get(("tournaments.member", str(_snap(entry, "member_id"))))
        named = member or _snap(entry, "guest_name") or None
    if kind == "tournaments.penalty" and named is not None:
        named = None  # a penalty's own text names ids; its seat is in the changes
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


def audit_rows(
    entries: Iterable[AuditEntry], names: dict[str, str] | None = None
) -> list[AuditRow]:
    """The entries as a story. (``names``, seat id -> name, is no longer needed: every
    name is looked up from the entries themselves.)"""
    entries = list(entries)
    named = names_for(entries)
    for seat, name in (names or {}).items():
        named.setdefault(("tournaments.seat", seat), name)
    return [
        AuditRow(
            entry=e,
            action=audit_action_label(e.action),
            object_label=audit_object_label(e.object_type),
            subject=_subject(e, named),
            actor=person_name(e.actor) if e.actor else "",
            when=date_format(timezone.localtime(e.created_at), "DATETIME_FORMAT"),
            changes=entry_changes(e, named),
            created=e.before is None and e.after is not None,
        )
        for e in entries
    ]
