"""What a feature tells the audit trail about its own records (``Feature.audit``): the label
of each action it records, how its objects are named in the story, and which of their
snapshot keys are never shown. ``audit`` stands before the features whose records it tells,
so it imports none of their models: it reads these declarations (``tournaments.core.features``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise

#: ``(model label, id)`` -> the object the story loaded (``audit.selectors.names_for``)
Loaded = Mapping[tuple[str, str], Any]


@dataclass(frozen=True)
class AuditSubject:
    """How the story names the objects of one model (``tournaments.table``)."""

    model: str
    name: Callable[[Any], str] | None = None  # a loaded object -> its name; None: str(obj)
    related: tuple[str, ...] = ()  # loaded with it (``select_related``)
    #: an entry's snapshot -> what else to load to name it (a hand: its table)
    needs: Callable[[Mapping[str, Any]], Iterable[tuple[str, str]]] | None = None
    #: an entry's snapshot and what was loaded -> its name when the object itself is not
    #: loaded (a hand, a player removed from the field); None: the model's name
    describe: Callable[[Mapping[str, Any], Loaded], str | None] | None = None
    loaded: bool = True  # named by the object itself when loaded (a penalty: never)


@dataclass(frozen=True)
class AuditTerms:
    """A feature's words for the audit story; every part is optional."""

    actions: Mapping[str, Promise | str] = field(default_factory=dict)  # code -> label
    subjects: tuple[AuditSubject, ...] = ()
    #: snapshot keys that are no foreign key but point at a model (``dealer_id`` -> seat)
    references: Mapping[str, str] = field(default_factory=dict)
    #: snapshot keys holding a dict keyed by ids of a model (a hand's ``results`` by seat)
    keyed_by: Mapping[str, str] = field(default_factory=dict)
    #: snapshot keys that are no model field, by their label (a seat draw's ``seconds``)
    labels: Mapping[str, Promise | str] = field(default_factory=dict)
    #: snapshot keys that are no model field, with the labels of their codes
    choices: Mapping[str, Mapping[str, Promise | str]] = field(default_factory=dict)
    hidden: frozenset[str] = frozenset()  # snapshot keys never shown
    secret: frozenset[str] = frozenset()  # fields never written into a snapshot
