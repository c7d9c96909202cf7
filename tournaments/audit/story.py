"""The audit trail as a story: an entry's changes as "field: old → new" in the reader's
language (issue 37). The entries store structured changes (``before``/``after``: field
name -> value, see ``audit_record``); this module names each field by its model's
``verbose_name``, each code by its choice label, each id by the name it points at, each
date and time in the local format, and leaves out what means nothing to a reader (ids,
save digests and keys, versions, raw option dicts)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from django.apps import apps
from django.core.exceptions import FieldDoesNotExist
from django.db import models
from django.utils import timezone
from django.utils.formats import date_format, time_format
from django.utils.translation import gettext_lazy

from tournaments.audit.models import AuditEntry
from tournaments.core.evening_names import evening_name


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
    "table.extra_minutes": gettext_lazy("extra time given"),
    "member.role": gettext_lazy("role changed"),
    "member.unlock": gettext_lazy("log-in lock lifted"),
    "member.create": gettext_lazy("member added"),
    "member.import": gettext_lazy("member imported"),
    "member.update": gettext_lazy("member changed"),
    "club.update": gettext_lazy("club settings changed"),
    "club.house_rules": gettext_lazy("house rules changed"),
    "event.house_rules": gettext_lazy("house rules changed"),
    "event.create": gettext_lazy("event planned"),
    "event.update": gettext_lazy("event changed"),
    "event.start": gettext_lazy("event started"),
    "event.finish": gettext_lazy("event finished"),
    "event.reopen": gettext_lazy("event reopened"),
    "event.cancel": gettext_lazy("event cancelled"),
    "event.table_links_revoke": gettext_lazy("table links renewed"),
    "participant.add": gettext_lazy("player added"),
    "participant.withdraw": gettext_lazy("player withdrawn"),
    "participant.remove": gettext_lazy("player removed"),
    "participant.check_in": gettext_lazy("player checked in"),
    "participant.check_in_undo": gettext_lazy("check-in undone"),
    "participant.no_show": gettext_lazy("no-show withdrawn"),
    "event.check_in": gettext_lazy("check-in settings changed"),
    "event.check_in_links": gettext_lazy("personal check-in links made"),
    "round.start": gettext_lazy("round started"),
    "round.close": gettext_lazy("round closed"),
    "round.reopen": gettext_lazy("round reopened"),
    "round.minutes": gettext_lazy("round time changed"),
    "seat_draw": gettext_lazy("seats drawn"),
    "round_reseat": gettext_lazy("round reseated"),
    "seat_swap": gettext_lazy("seats swapped"),
    "guest_member_create": gettext_lazy("guest made a member"),
    "event_import": gettext_lazy("event imported"),
    "penalty.give": gettext_lazy("penalty given"),
    "penalty.cancel": gettext_lazy("penalty cancelled"),
    "seat.substitute": gettext_lazy("substitute seated"),
    "ranking.import": gettext_lazy("external results imported for the ranking"),
    "registration.create": gettext_lazy("registered for the event"),
    "registration.update": gettext_lazy("registration changed"),
    "registration.cancel": gettext_lazy("registration cancelled"),
    "registration.offer": gettext_lazy("place offered from the waiting list"),
    "registration.offer_expire": gettext_lazy("offered place expired"),
    "registration.accept": gettext_lazy("offered place accepted"),
    "registration.decline": gettext_lazy("offered place declined"),
    "registration.promote": gettext_lazy("given a place by the director"),
    "registration.approve": gettext_lazy("registration approved"),
    "registration.paid": gettext_lazy("payment mark changed"),
    "registration.settings": gettext_lazy("registration settings changed"),
    "registration.players": gettext_lazy("registered people made the players"),
    "table.seat_swap": gettext_lazy("two seats at the table swapped, hands scored again"),
    "team.settings": gettext_lazy("team settings changed"),
    "team.create": gettext_lazy("team made"),
    "team.member": gettext_lazy("player's team changed"),
    "team.delete": gettext_lazy("team removed"),
}

#: What an entry keeps that is no model field (a seat draw's figures, house rules).
EXTRA_LABELS = {
    "results": gettext_lazy("results"),
    "rounds": gettext_lazy("rounds"),
    "round": gettext_lazy("round"),
    "seed": gettext_lazy("seed"),
    "seconds": gettext_lazy("seconds of search"),
    "timed_out": gettext_lazy("stopped by the time limit"),
    "mode": gettext_lazy("reseating"),
    "players": gettext_lazy("players"),
    "team": gettext_lazy("team"),
    "ruleset": gettext_lazy("ruleset"),
    "external_results": gettext_lazy("results imported"),
    "tournaments": gettext_lazy("tournaments"),
    "unmatched": gettext_lazy("names without a member"),
}

#: Never shown: ids and keys, save digests, versions, raw dicts the page shows otherwise.
HIDDEN_FIELDS = frozenset(
    {
        "id",
        "created_at",
        "updated_at",
        "entry",
        "table_id",
        "round_id",
        "event_id",
        "club_id",
        "entered_by_id",
        "name_generated",  # how the name is shown (issue 39), not a change anyone made
        "idempotency_key",
        "idempotency_digest",
        "version",
        "slug",
        "method",
        "iterations",
        "ruleset_options",
        "default_ruleset_options",
    }
)
SEAT_FIELDS = ("dealer_id", "winner_id", "discarder_id", "pao_id", "claimant_id", "seat_id")

_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_TIME = re.compile(r"^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$")


def audit_action_label(action: str) -> str:
    return str(AUDIT_ACTIONS.get(action, action.replace("_", " ").replace(".", " ")))


def audit_object_label(object_type: str) -> str:
    """``tournaments.hand`` -> "spel" (the model's name in the user's language)."""
    try:
        return str(apps.get_model(object_type)._meta.verbose_name)
    except (LookupError, ValueError):
        return object_type


def model_field(object_type: str, key: str) -> Any:
    try:
        return apps.get_model(object_type)._meta.get_field(key.removesuffix("_id"))
    except (LookupError, ValueError, FieldDoesNotExist):
        return None


def related_model(object_type: str, key: str) -> type[models.Model] | None:
    """The model a snapshot key (``season_id``) points at, None for a plain field."""
    field = model_field(object_type, key) if key.endswith("_id") else None
    model = getattr(field, "related_model", None) if field is not None else None
    return model if isinstance(model, type) and issubclass(model, models.Model) else None


def field_label(object_type: str, key: str) -> str:
    """A snapshot key (``winner_id``) -> the field's name in the user's language."""
    field = model_field(object_type, key)
    if field is not None and hasattr(field, "verbose_name"):
        return str(field.verbose_name)
    return str(EXTRA_LABELS.get(key, key.removesuffix("_id").replace("_", " ")))


def _choice_label(object_type: str, key: str, value: Any) -> Any:
    """A stored code (``draw``) as its label in the user's language (``remise``)."""
    field = model_field(object_type, key)
    if field is None and key == "mode":
        from tournaments.core.choices import ReseatingMode

        return str(dict(ReseatingMode.choices).get(value, value))
    choices = getattr(field, "flatchoices", None) if field is not None else None
    if not choices or value is None:
        return value
    return str(dict(choices).get(value, value))


def local_moment(value: str) -> str:
    """A snapshot's datetime (stored as text in UTC) in the club's local time."""
    try:
        moment = dt.datetime.fromisoformat(value)
    except ValueError:
        return value
    if timezone.is_naive(moment):
        return value
    return date_format(timezone.localtime(moment), "DATETIME_FORMAT")


def plain(value: Any) -> Any:
    """A stored value as the page shows it: yes/no, local dates and times, lists joined;
    None for nothing (the page shows a dash) and for a dict (never shown raw)."""
    if value is None or value == "" or isinstance(value, dict):
        return None
    if isinstance(value, bool):
        return str(gettext_lazy("yes") if value else gettext_lazy("no"))
    if isinstance(value, list):
        return ", ".join(str(plain(v)) for v in value if plain(v) is not None) or None
    if isinstance(value, str) and _DATE.match(value):
        return date_format(dt.date.fromisoformat(value), "DATE_FORMAT")
    if isinstance(value, str) and _TIME.match(value):
        return time_format(dt.time.fromisoformat(value), "TIME_FORMAT")
    if (
        isinstance(value, str)
        and len(value) >= 16
        and value[4:5] == "-"
        and value[10:11] in ("T", " ")
    ):
        return local_moment(value)
    return value


def _result_value(value: Any) -> Any:
    if isinstance(value, dict) and "settlement" in value:
        return f"{value.get('points', 0)} / {value['settlement']:+d}"
    return None


def _option_changes(ruleset_id: Any, old: Any, new: Any) -> list[AuditChange]:
    """House rules (option name -> value) as one change per option, by its label."""
    from scoring.engine import get_ruleset
    from scoring.option_texts import choice_label, option_label

    old, new = old if isinstance(old, dict) else {}, new if isinstance(new, dict) else {}
    try:
        options = {o.name: o for o in get_ruleset(str(ruleset_id)).options}
    except Exception:  # an unknown ruleset: its options cannot be named
        return []
    changes = []
    for name in sorted(set(old) | set(new)):
        option = options.get(name)
        if option is None or old.get(name) == new.get(name):
            continue
        shown = [
            None
            if v is None
            else plain(v)
            if isinstance(v, bool)
            else choice_label(ruleset_id, option, v)
            for v in (old.get(name), new.get(name))
        ]
        changes.append(AuditChange(str(option_label(ruleset_id, option)), *map(_str, shown)))
    return changes


def _str(value: Any) -> Any:
    return None if value is None else str(value)


def entry_changes(entry: AuditEntry, names: dict[tuple[str, str], str]) -> list[AuditChange]:
    """The fields ``entry`` changed, in order of its snapshot, readable: ``names`` maps
    (model label, id) to a name (seats, members, users, seasons ...; see the selectors)."""
    before, after = entry.before or {}, entry.after or {}
    changes: list[AuditChange] = []
    for key in list(dict.fromkeys([*after, *before])):
        old, new = before.get(key), after.get(key)
        if key in HIDDEN_FIELDS or old == new:
            continue
        if key == "results":
            changes += _result_changes(old, new, names)
        elif key == "options":
            ruleset = after.get("ruleset", before.get("ruleset"))
            changes += _option_changes(ruleset, old, new)
        elif key == "name" and (after or before).get("name_generated"):
            changes.append(_generated_name_change(entry.object_type, before, after))
        else:
            change = _change(entry.object_type, key, old, new, names)
            if change.before is not None or change.after is not None:
                changes.append(change)
    return changes


def _generated_name_change(object_type: str, before: Any, after: Any) -> AuditChange:
    """An evening named by the calendar: its name in the reader's language (issue 39)."""
    old, new = (
        evening_name(dt.date.fromisoformat(str(s["date"]))) if s.get("name") else None
        for s in (before, after)
    )
    return AuditChange(field_label(object_type, "name"), old, new)


def _result_changes(old: Any, new: Any, names: dict[tuple[str, str], str]) -> list[AuditChange]:
    old, new = old if isinstance(old, dict) else {}, new if isinstance(new, dict) else {}
    return [
        AuditChange(
            names.get(("tournaments.seat", seat), str(gettext_lazy("player"))),
            _result_value(old.get(seat)),
            _result_value(new.get(seat)),
        )
        for seat in sorted(set(old) | set(new))
        if old.get(seat) != new.get(seat)
    ]


def _change(
    object_type: str, key: str, old: Any, new: Any, names: dict[tuple[str, str], str]
) -> AuditChange:
    label = field_label(object_type, key)
    target = related_model(object_type, key)
    if target is not None or key in SEAT_FIELDS:
        model = target._meta.label_lower if target is not None else "tournaments.seat"
        old, new = (
            None if v is None else names.get((model, str(v)), str(gettext_lazy("(removed)")))
            for v in (old, new)
        )
        return AuditChange(label, old, new)
    if key == "ruleset":
        from tournaments.core.choices import ruleset_label

        return AuditChange(label, *(None if v is None else ruleset_label(v) for v in (old, new)))
    old, new = _choice_label(object_type, key, old), _choice_label(object_type, key, new)
    return AuditChange(label, plain(old), plain(new))
