"""The audit trail, read: a table's or event's entries as rows of readable changes."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.apps import apps
from django.contrib.auth import get_user_model
from django.core.exceptions import FieldDoesNotExist
from django.db.models import Q, QuerySet
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext_lazy

from tournaments.models import AuditEntry, Event, Round, Seat, Table


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


@dataclass(frozen=True)
class AuditChange:
    field: str
    before: Any
    after: Any


# The audit trail stores actions as stable codes; the pages show them in the user's language.
AUDIT_ACTIONS = {
    "hand.create": gettext_lazy("hand entered"),
    "hand.correct": gettext_lazy("hand corrected"),
    "hand.delete": gettext_lazy("hand deleted"),
    "hand.recompute": gettext_lazy("hand recomputed"),
    "table.confirm": gettext_lazy("table result confirmed"),
    "table.unconfirm": gettext_lazy("table confirmation withdrawn"),
    "member.role": gettext_lazy("role changed"),
    "round.close": gettext_lazy("round closed"),
    "seat_draw": gettext_lazy("seats drawn"),
    "round_reseat": gettext_lazy("round reseated"),
    "club.house_rules": gettext_lazy("house rules changed"),
    "event.house_rules": gettext_lazy("house rules changed"),
    "penalty.give": gettext_lazy("penalty given"),
    "penalty.cancel": gettext_lazy("penalty cancelled"),
    "seat.substitute": gettext_lazy("substitute seated"),
    "seat_swap": gettext_lazy("seats swapped"),
    "guest_member_create": gettext_lazy("guest made a member"),
    "event_import": gettext_lazy("event imported"),
}


def audit_action_label(action: str) -> str:
    return str(AUDIT_ACTIONS.get(action, action))


def audit_object_label(object_type: str) -> str:
    """``tournaments.hand`` -> "spel" (the model's name in the user's language)."""
    try:
        return str(apps.get_model(object_type)._meta.verbose_name)
    except (LookupError, ValueError):
        return object_type


def _model_field(object_type: str, key: str) -> Any:
    try:
        return apps.get_model(object_type)._meta.get_field(key.removesuffix("_id"))
    except (LookupError, ValueError, FieldDoesNotExist):
        return None


def _choice_label(object_type: str, key: str, value: Any) -> Any:
    """A stored code (``draw``) as its label in the user's language (``remise``)."""
    field = _model_field(object_type, key)
    choices = getattr(field, "flatchoices", None) if field is not None else None
    if not choices or value is None:
        return value
    return str(dict(choices).get(value, value))


def _field_label(object_type: str, key: str) -> str:
    """A snapshot key (``winner_id``) -> the field's name in the user's language."""
    if key == "results":
        return str(gettext_lazy("results"))
    field = _model_field(object_type, key)
    if field is None:
        return key.removesuffix("_id")
    return str(getattr(field, "verbose_name", key))


SEAT_FIELDS = ("dealer_id", "winner_id", "discarder_id", "pao_id", "claimant_id", "seat_id")
MEMBER_FIELDS = ("member_id", "substitute_for_id")
HIDDEN_FIELDS = ("updated_at", "created_at", "entry", "id", "table_id", "entered_by_id")


def seat_names(*, event: Event) -> dict[str, str]:
    """Seat id (as the audit snapshots write it) -> player name, for the audit pages."""
    seats = Seat.objects.filter(round__event=event).select_related("member")
    return {str(seat.pk): seat.player_name for seat in seats}


def _seat_value(value: Any, names: dict[str, str]) -> Any:
    return names.get(str(value), value) if value is not None else None


def _user_names(entries: list[AuditEntry]) -> dict[str, str]:
    """User id (as the snapshots write it) -> the person's name, for ``*_by_id`` fields."""
    ids = {
        str(snap[key])
        for e in entries
        for snap in (e.before or {}, e.after or {})
        for key in snap
        if key.endswith("_by_id") and snap[key] is not None
    }
    if not ids:
        return {}
    users = get_user_model().objects.filter(pk__in=[i for i in ids if i.isdigit()])
    return {str(u.pk): person_name(u) for u in users}


def _member_names(entries: list[AuditEntry]) -> dict[str, str]:
    """Member id -> name for ``member_id``/``substitute_for_id`` (a substitute's seat)."""
    from tournaments.models import Member

    ids = {
        str(snap[key])
        for e in entries
        for snap in (e.before or {}, e.after or {})
        for key in MEMBER_FIELDS
        if isinstance(snap.get(key), int)
    }
    if not ids:
        return {}
    return {str(m.pk): m.full_name for m in Member.objects.filter(pk__in=[int(i) for i in ids])}


def person_name(user: Any) -> str:
    """A person as the pages name them: full name, else the login name."""
    full = user.get_full_name() if hasattr(user, "get_full_name") else ""
    return full or user.get_username()


def _local_time(value: Any) -> Any:
    """A snapshot's datetime (stored as text in UTC) in the club's local time."""
    if not isinstance(value, str) or len(value) < 16 or value[4:5] != "-":
        return value
    try:
        moment = dt.datetime.fromisoformat(value)
    except ValueError:
        return value
    if timezone.is_naive(moment):
        return value
    return date_format(timezone.localtime(moment), "DATETIME_FORMAT")


def _result_value(value: Any) -> Any:
    if isinstance(value, dict) and "settlement" in value:
        return f"{value.get('points', 0)} / {value['settlement']:+d}"
    return value


def audit_changes(
    entry: AuditEntry,
    names: dict[str, str] | None = None,
    users: dict[str, str] | None = None,
    members: dict[str, str] | None = None,
) -> list[AuditChange]:
    """The fields an audit entry changed (a hand's results per player as "points /
    settlement", seats by player name), so the referee sees "winner: Anna → Bram" instead
    of two full snapshots; the full snapshots stay one click away."""
    names = names or {}
    before, after = entry.before or {}, entry.after or {}
    changes = []
    for key in sorted(set(before) | set(after)):
        if key in HIDDEN_FIELDS:
            continue
        old, new = before.get(key), after.get(key)
        if key == "results" and isinstance(old or {}, dict) and isinstance(new or {}, dict):
            old, new = old or {}, new or {}
            for seat in sorted(set(old) | set(new)):
                if old.get(seat) != new.get(seat):
                    changes.append(
                        AuditChange(
                            names.get(seat, seat),
                            _result_value(old.get(seat)),
                            _result_value(new.get(seat)),
                        )
                    )
        elif old != new:
            if key in SEAT_FIELDS:
                old, new = _seat_value(old, names), _seat_value(new, names)
            elif key.endswith("_by_id"):
                old, new = _seat_value(old, users or {}), _seat_value(new, users or {})
            elif key in MEMBER_FIELDS:
                old, new = _seat_value(old, members or {}), _seat_value(new, members or {})
            elif key.endswith("_at"):
                old, new = _local_time(old), _local_time(new)
            else:
                old = _choice_label(entry.object_type, key, old)
                new = _choice_label(entry.object_type, key, new)
            changes.append(AuditChange(_field_label(entry.object_type, key), old, new))
    return changes


@dataclass(frozen=True)
class AuditRow:
    entry: AuditEntry
    action: str  # in the user's language
    object_label: str
    subject: str  # "Round 2, table 3", "Hand 4 · round 2, table 3"
    actor: str  # the person's name ("" when unknown)
    changes: list[AuditChange]


def _snap(entry: AuditEntry, key: str) -> Any:
    return (entry.after or {}).get(key, (entry.before or {}).get(key))


def _subjects(entries: list[AuditEntry]) -> dict[int, str]:
    """Audit entry id -> what it is about, in the user's language (two queries at most)."""
    from django.utils.translation import gettext as _

    table_ids, round_ids = set(), set()
    for e in entries:
        if e.object_type == "tournaments.table" and e.object_id.isdigit():
            table_ids.add(int(e.object_id))
        elif e.object_type == "tournaments.hand" and isinstance(_snap(e, "table_id"), int):
            table_ids.add(_snap(e, "table_id"))
        elif e.object_type == "tournaments.round" and e.object_id.isdigit():
            round_ids.add(int(e.object_id))
    tables = {
        t.pk: (t.round.number, t.number)
        for t in Table.objects.filter(pk__in=table_ids)
        .select_related("round")
        .only("number", "round__number")
    }
    rounds = dict(Round.objects.filter(pk__in=round_ids).values_list("pk", "number"))
    out = {}
    for e in entries:
        label = audit_object_label(e.object_type)
        if e.object_type == "tournaments.table" and e.object_id.isdigit():
            where = tables.get(int(e.object_id))
            if where:
                label = _("Round %(round)d, table %(table)d") % {
                    "round": where[0],
                    "table": where[1],
                }
        elif e.object_type == "tournaments.hand":
            where = tables.get(_snap(e, "table_id"))
            number = _snap(e, "number")
            if where and isinstance(number, int):
                label = _("Hand %(hand)d · round %(round)d, table %(table)d") % {
                    "hand": number,
                    "round": where[0],
                    "table": where[1],
                }
        elif e.object_type == "tournaments.round" and e.object_id.isdigit():
            number = rounds.get(int(e.object_id))
            if number:
                label = _("Round %(number)s") % {"number": number}
        out[e.pk] = str(label)
    return out


def audit_rows(entries: Iterable[AuditEntry], names: dict[str, str]) -> list[AuditRow]:
    entries = list(entries)
    users = _user_names(entries)
    members = _member_names(entries)
    subjects = _subjects(entries)
    return [
        AuditRow(
            entry=e,
            action=audit_action_label(e.action),
            object_label=audit_object_label(e.object_type),
            subject=subjects[e.pk],
            actor=person_name(e.actor) if e.actor else "",
            changes=audit_changes(e, names, users, members),
        )
        for e in entries
    ]
