"""The features of ``tournaments/`` and what each hands to the others: one declaration per
feature, in its own ``feature.py``, collected here when the app starts.

A feature's ``feature.py`` holds ``FEATURE = Feature(...)``: its name, its urls module, the
words the audit story uses for its actions and objects (``AuditTerms``), its part of the
event file (``EventFileSection``) and what it fills on other features' pages (``fill`` a
``Hook``: the table page's sections, a player's page's sections). ``TournamentsConfig.ready``
calls ``features_autodiscover``, which imports ``tournaments.<package>.feature`` for every
package that has one (as Django's admin finds each app's ``admin``); the app's urls, the
audit story and the event file then ask ``features()``. So a new feature edits no other
feature's file, and a lower feature never imports the ones that build on it
(docs/architecture.md, "How a feature registers itself").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import Any, cast

from django.core.exceptions import ImproperlyConfigured

from tournaments.core.audit_terms import AuditTerms
from tournaments.core.event_file import EventFileSection

APP_PACKAGE = "tournaments"
_APP_DIR = Path(__file__).resolve().parents[1]


class Hook[T]:
    """A place a feature opens for the features after it (``TABLE_SECTIONS`` on the table
    page); each fills it from its own declaration with ``fill(hook, item)``."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Hook({self.name!r})"

    def items(self) -> list[T]:
        """What the registered features put here, in the order of ``features()``."""
        return [cast(T, f.item) for feature in features() for f in feature.fills if f.hook is self]


@dataclass(frozen=True)
class Fill:
    hook: Hook[Any]
    item: object


def fill[T](hook: Hook[T], item: T) -> Fill:
    """``item`` for ``hook`` (typed here, so a section of the wrong shape fails mypy)."""
    return Fill(hook, item)


@dataclass(frozen=True, eq=False)
class Feature:
    """What one feature declares; every part is optional but its name."""

    name: str
    urls: str | None = None  # its urls module, included at the site's root
    audit: AuditTerms = field(default_factory=AuditTerms)
    event_file: EventFileSection[Any] | None = None  # its part of an event's file
    fills: tuple[Fill, ...] = ()  # what it adds to other features' pages


_FEATURES: dict[str, Feature] = {}
_REGISTERED: list[tuple[Feature, ...]] = [()]  # the tuple ``features()`` hands out


def feature_register(feature: Feature) -> Feature:
    """Add ``feature`` (again: replaced). Refuses an audit action another feature names."""
    for other in _FEATURES.values():
        if other.name != feature.name and (
            taken := set(other.audit.actions) & set(feature.audit.actions)
        ):
            raise ImproperlyConfigured(
                f"features {other.name} and {feature.name} both name the audit action(s) {taken}"
            )
    _FEATURES[feature.name] = feature
    _REGISTERED[0] = tuple(_FEATURES.values())
    return feature


def feature_unregister(name: str) -> None:
    _FEATURES.pop(name, None)
    _REGISTERED[0] = tuple(_FEATURES.values())


def features() -> tuple[Feature, ...]:
    """The registered features: the app's packages by name, then any registered later.
    The same tuple until the registry changes (readers may cache what they derive)."""
    return _REGISTERED[0]


def feature_packages() -> list[str]:
    """The app's packages on disk, by name."""
    return sorted(p.name for p in _APP_DIR.iterdir() if (p / "__init__.py").is_file())


def feature_modules(module: str) -> Iterator[str]:
    """``tournaments.<package>.<module>`` for every package that has that module (a file or
    a package), found on disk without importing anything."""
    for package in feature_packages():
        path = _APP_DIR / package / module
        if path.with_suffix(".py").is_file() or (path / "__init__.py").is_file():
            yield f"{APP_PACKAGE}.{package}.{module}"


def features_autodiscover() -> None:
    """Register the ``FEATURE`` of every ``tournaments.<package>.feature``."""
    for name in feature_modules("feature"):
        declared = getattr(import_module(name), "FEATURE", None)
        if not isinstance(declared, Feature):
            raise ImproperlyConfigured(f"{name} declares no FEATURE = Feature(...)")
        feature_register(declared)
