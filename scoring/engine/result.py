"""What scoring one deal gives: each player's points and elements, and the settlement."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .elements import ScoredElement
from .settlement import Settlement


@dataclass(frozen=True, init=False)
class DealScore:
    """``points`` per seat (the hand value before settlement), the ``elements`` that made
    them, the zero-sum ``settlement``; ``fan_total`` where the ruleset counts a winner's
    total (MCR points, HK fan, Ma Jiang faan); ``notes`` explain special outcomes.

    A partial score (:meth:`Ruleset.score` with ``partial=True``, for seed examples whose
    tile pictures were lost) lists in ``unknown`` the seats whose tiles are unknown: they
    have no points or elements, and ``settlement`` is ``None`` when it needs their hands."""

    ruleset: str
    points: Mapping[str, int]
    settlement: Settlement | None
    elements: Mapping[str, tuple[ScoredElement, ...]] = field(default_factory=dict)
    fan_total: int | None = None
    notes: tuple[str, ...] = ()
    unknown: tuple[str, ...] = ()
    #: figures of the hand a ruleset counts beside the points, by name as a case's
    #: ``expected`` names them (e.g. ``han`` and ``fu``: a number, or a map by seat)
    figures: Mapping[str, object] = field(default_factory=dict)

    def __init__(
        self,
        ruleset: str,
        points: Mapping[str, int],
        settlement: Settlement | None,
        elements: Mapping[str, Iterable[ScoredElement]] | None = None,
        fan_total: int | None = None,
        notes: tuple[str, ...] = (),
        unknown: tuple[str, ...] = (),
        figures: Mapping[str, object] | None = None,
    ) -> None:
        # read-only copies the caller cannot change, each element list a tuple; the fields
        # are written in one go (a frozen dataclass's own __init__ sets each one through
        # object.__setattr__, and one score is built per hand)
        if elements:
            elements = {
                seat: listed if type(listed) is tuple else tuple(listed)
                for seat, listed in elements.items()
            }
        else:
            elements = {}
        self.__dict__.update(
            ruleset=ruleset,
            points=MappingProxyType(dict(points)),
            settlement=settlement,
            elements=MappingProxyType(elements),
            fan_total=fan_total,
            notes=notes,
            unknown=unknown,
            figures=MappingProxyType(dict(figures or {})),
        )

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "points": dict(self.points),
            "settlement": self.settlement.as_dict() if self.settlement is not None else None,
            "elements": {
                seat: [e.as_dict() for e in elements] for seat, elements in self.elements.items()
            },
        }
        if self.fan_total is not None:
            out["fan_total"] = self.fan_total
        if self.notes:
            out["notes"] = list(self.notes)
        if self.unknown:
            out["unknown"] = list(self.unknown)
        for name, value in self.figures.items():
            out[name] = dict(value) if isinstance(value, Mapping) else value
        return out
