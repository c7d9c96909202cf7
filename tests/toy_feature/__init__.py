"""A toy feature, registered from tests only: it proves that a feature is one package with
one declaration (``FEATURE``), with no production file naming it. ``tests/conftest.py``
registers it (:func:`register`) when pytest starts, before any URL is resolved, so it has
an audit action with its own label, a part of the event file (a note per event, kept here
in memory: the toy has no models) and a page of its own at ``toy-feature/<slug>/``.
"""

from __future__ import annotations

from typing import Any

from django.urls import clear_url_caches
from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditTerms
from tournaments.core.event_file import EventFileSection, SectionRefs, get_field
from tournaments.core.features import Feature, feature_register
from tournaments.events.models import Event

#: event slug -> the note the toy keeps for it (what its part of the event file holds)
NOTES: dict[str, str] = {}


class NoteSection(EventFileSection[Event]):
    key = "toy_feature"

    def out(self, event: Event) -> dict[str, str] | None:
        note = NOTES.get(event.slug)
        return None if note is None else {"note": note}

    def restore(self, event: Event, data: Any, refs: SectionRefs) -> None:
        NOTES[event.slug] = get_field(data, "note", str, self.key)


FEATURE = Feature(
    name="toy_feature",
    urls="tests.toy_feature.urls",
    audit=AuditTerms(actions={"toy_feature.note": _("note left by the toy feature")}),
    event_file=NoteSection(),
)


def register() -> None:
    feature_register(FEATURE)
    clear_url_caches()  # the site's urls are read again, with the toy's page
