"""Scoring elements: the named units a ruleset's table is made of, and what a hand scored."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Unit(StrEnum):
    """What an element's value counts in."""

    POINTS = "points"  # basic points (Dutch rulesets, MCR)
    DOUBLES = "doubles"  # doublings of the points (Dutch rulesets)
    FAN = "fan"  # Hong Kong fan
    FAAN = "faan"  # Ma Jiang Faan
    HAN = "han"  # Japanese han (doublings of a base value)
    LAAK = "laak"  # Ma Jiang Laak
    LIMIT = "limit"  # a limit hand: the value is the limit (or a share of it)


@dataclass(frozen=True, slots=True)
class Element:
    """One row of a ruleset's scoring table.

    ``id`` is ``<ruleset>.<name>``; ``name`` is the seed's own wording (Dutch or German),
    ``name_en`` the English name; ``value`` is the table's value in ``unit``; ``source`` the
    seed passage it comes from (``"000 L236-L245"``).
    """

    id: str
    name: str
    name_en: str
    value: int
    unit: Unit
    source: str
    description: str = ""

    @property
    def ruleset(self) -> str:
        return self.id.split(".", 1)[0]


@dataclass(frozen=True, slots=True)
class ElementRecord:
    """An element as its ruleset records it, one shape for the four record types (the Dutch
    ``Rule``, MCR's ``Entry``, HK's ``FanRule``, Ma Jiang's ``Row`` and their limit hands):
    the ``element`` (id, value, unit, seed ``source``), the ``rule`` that scores it (the
    record type and its key, e.g. ``"Entry #33a"``, or the function that awards it) and the
    ids of the elements it ``excludes`` (takes the place of). Read-only, for tests and docs."""

    element: Element
    rule: str
    excludes: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.element.id

    @property
    def source(self) -> str:
        return self.element.source

    @property
    def value(self) -> int:
        return self.element.value


@dataclass(frozen=True, slots=True)
class ScoredElement:
    """An element as it counted for one player: ``count`` times ``value`` in ``unit``
    (``value`` may differ from the table's, e.g. a limit hand worth half)."""

    element: Element
    value: int
    count: int = 1

    @property
    def total(self) -> int:
        return self.value * self.count

    @property
    def unit(self) -> Unit:
        return self.element.unit

    def label(self) -> str:
        """``"pung open, simples 2"``-style text for people (seed name, English alongside)."""
        name = self.element.name
        if self.element.name_en and self.element.name_en != name:
            name = f"{name} ({self.element.name_en})"
        times = f" x{self.count}" if self.count != 1 else ""
        unit = {
            Unit.DOUBLES: " dbl",
            Unit.FAN: " fan",
            Unit.HAN: " han",
            Unit.FAAN: " faan",
            Unit.LAAK: " laak",
        }.get(self.unit, "")
        return f"{name} {self.value}{unit}{times}"

    def as_dict(self) -> dict[str, object]:
        return {
            "id": self.element.id,
            "name": self.element.name,
            "name_en": self.element.name_en,
            "value": self.value,
            "count": self.count,
            "unit": str(self.unit),
        }
