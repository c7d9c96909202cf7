"""The audit trail as a story: an entry's changes as "field: old → new" in the reader's
language (issue 37). The entries store structured changes (``before``/``after``: field
name -> value, see ``audit_record``); this module names each field by its model's
``verbose_name``, each code by its choice label, each id by the name it points at, each
date and time in the local format, and leaves out what means nothing to a reader (ids,
save digests and keys, versions, raw option dicts)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.apps import apps
from django.core.exceptions import FieldDoesNotExist
from django.db import models
from django.utils import timezone
from django.utils.formats import date_format, time_format
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy

from tournaments.audit.models import AuditEntry
from tournaments.core.audit_terms import AuditSubject, AuditTerms
from tournaments.core.evening_names import evening_name
from tournaments.core.features import Feature, features


@dataclass(frozen=True)
class AuditChange:
    field: str
    before: Any
    after: Any


#: Never shown, whatever the feature: ids, keys and timestamps the entry keeps anyway.
HIDDEN_FIELDS = frozenset({"id", "created_at", "updated_at", "club_id", "event_id", "slug"})


@lru_cache(maxsize=1)
def _merged(registered: tuple[Feature, ...]) -> AuditTerms:
    """Every feature's terms as one (computed again only when the registry changes)."""
    terms = [f.audit for f in registered]
    return AuditTerms(
        actions={code: label for t in terms for code, label in t.actions.items()},
        subjects=tuple(subject for t in terms for subject in t.subjects),
        references={key: model for t in terms for key, model in t.references.items()},
        keyed_by={key: model for t in terms for key, model in t.keyed_by.items()},
        labels={key: label for t in terms for key, label in t.labels.items()},
        choices={key: labels for t in terms for key, labels in t.choices.items()},
        hidden=HIDDEN_FIELDS.union(*(t.hidden for t in terms)),
        secret=frozenset().union(*(t.secret for t in terms)),
    )


def audit_terms() -> AuditTerms:
    """What the features declared for the story (``Feature.audit``), merged."""
    return _merged(features())


def audit_actions() -> Mapping[str, Promise | str]:
    """Action code -> its label, as the features declare them."""
    return audit_terms().actions


def audit_subjects() -> dict[str, AuditSubject]:
    return {subject.model: subject for subject in audit_terms().subjects}


_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_TIME = re.compile(r"^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$")


def audit_action_label(action: str) -> str:
    return str(audit_actions().get(action, action.replace("_", " ").replace(".", " ")))


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


def related_label(object_type: str, key: str) -> str | None:
    """The model label a snapshot key points at: a foreign key's, or one a feature names
    (``AuditTerms.references``: a hand's ``dealer_id`` is a seat); None for a plain value."""
    target = related_model(object_type, key)
    if target is not None:
        return target._meta.label_lower
    return audit_terms().references.get(key)


def field_label(object_type: str, key: str) -> str:
    """A snapshot key (``winner_id``) -> the field's name in the user's language."""
    field = model_field(object_type, key)
    if field is not None and hasattr(field, "verbose_name"):
        return str(field.verbose_name)
    return str(audit_terms().labels.get(key, key.removesuffix("_id").replace("_", " ")))


def _choice_label(object_type: str, key: str, value: Any) -> Any:
    """A stored code (``draw``) as its label in the user's language (``remise``)."""
    field = model_field(object_type, key)
    if field is None and key in audit_terms().choices:
        return str(audit_terms().choices[key].get(value, value))
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
    terms = audit_terms()
    changes: list[AuditChange] = []
    for key in list(dict.fromkeys([*after, *before])):
        old, new = before.get(key), after.get(key)
        if key in terms.hidden or old == new:
            continue
        if key in terms.keyed_by:
            changes += _keyed_changes(terms.keyed_by[key], old, new, names)
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


def _keyed_changes(
    model: str, old: Any, new: Any, names: dict[tuple[str, str], str]
) -> list[AuditChange]:
    """A dict keyed by ids of ``model`` (a hand's results by seat): one change per key."""
    old, new = old if isinstance(old, dict) else {}, new if isinstance(new, dict) else {}
    return [
        AuditChange(
            names.get((model, seat), str(gettext_lazy("player"))),
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
    model = related_label(object_type, key)
    if model is not None:
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
