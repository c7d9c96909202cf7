"""What scoring one deal gives: each player's points and elements, and the settlement."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .elements import ScoredElement
from .settlement import Settlement


@dataclass(frozen=True)
class DealScore:
    """``points`` per seat (the hand value before settlement), the ``elements`` that made
    them, the zero-sum ``settlement``; ``fan_total`` where the ruleset counts a winner's
    total (MCR points, HK fan, Ma Jiang faan); ``notes`` explain special outcomes."""

    ruleset: str
    points: Mapping[str, int]
    settlement: Settlement
    elements: Mapping[str, tuple[ScoredElement, ...]] = field(default_factory=dict)
    fan_total: int | None = None
    notes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", MappingProxyType(dict(self.points)))
        elements = self.elements
        if type(elements) is not dict or not all(type(v) is tuple for v in elements.values()):
            elements = {k: tuple(v) for k, v in elements.items()}
        else:
            elements = dict(elements)  # a copy the caller cannot change
        object.__setattr__(self, "elements", MappingProxyType(elements))

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "points": dict(self.points),
            "settlement": self.settlement.as_dict(),
            "elements": {
                seat: [e.as_dict() for e in elements] for seat, elements in self.elements.items()
            },
        }
        if self.fan_total is not None:
            out["fan_total"] = self.fan_total
        if self.notes:
            out["notes"] = list(self.notes)
        return out
