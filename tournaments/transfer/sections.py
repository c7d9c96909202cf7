"""The features' parts of the event file (``Feature.event_file``), in the features' order."""

from __future__ import annotations

from django.core.exceptions import ImproperlyConfigured

from tournaments.core.event_file import EventFileSection
from tournaments.core.features import features
from tournaments.events.models import Event

#: The file's own keys: no section may take one.
FILE_KEYS = frozenset(
    {"format", "version", "club", "members", "event", "participants", "rounds", "audit"}
)


def file_sections() -> list[EventFileSection[Event]]:
    sections = [f.event_file for f in features() if f.event_file is not None]
    keys = [s.key for s in sections]
    if FILE_KEYS & set(keys) or len(set(keys)) != len(keys) or "" in keys:
        raise ImproperlyConfigured(f"event file sections need keys of their own: {keys}")
    return sections
