"""The scoring table as data: each row an :class:`Element` with a predicate that says how
many times it applies to a reading, who may have it, and the group of rows it excludes.

Counting a reading is: points = the sum of the point rows; doubles = the sum of the double
rows, where in an exclusive group only the member worth most counts (footnote 4 [000:L276]:
"Slechts 1 van de 4 combinaties is mogelijk ... Slechts 1 van de 3 bijzondere spelen");
score = points x 2^doubles [000:L314-L318].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.engine.elements import Element, ScoredElement, Unit

from .reading import Context, Reading

Predicate = Callable[[Reading, Context], int]


@dataclass(frozen=True, slots=True)
class Rule:
    """One row of the table. ``count`` returns how many times the row applies (0: not).
    ``winner_only`` rows are the winner's ([000:L230-L233]); rows sharing a ``group`` exclude
    each other (only the highest counts) unless the club adds them up."""

    element: Element
    count: Predicate
    winner_only: bool = False
    group: str = ""


@dataclass(frozen=True, slots=True)
class Count:
    """The counted value of one reading, before the limit."""

    points: int
    doubles: int
    elements: tuple[ScoredElement, ...]

    @property
    def score(self) -> int:
        return self.points << self.doubles if self.doubles >= 0 else 0


_Compiled = tuple[tuple[tuple[Predicate, Element, str, bool], ...], ...]
_compiled: dict[int, tuple[tuple[Rule, ...], _Compiled]] = {}


def _compile(rules: tuple[Rule, ...]) -> _Compiled:
    """The rows as plain tuples, split into (every player's, the winner's): counting runs
    for four hands per deal, so attribute lookups are taken out of the loop once."""
    held = _compiled.get(id(rules))
    if held is not None and held[0] is rules:
        return held[1]
    every = tuple(
        (r.count, r.element, r.group, r.element.unit is Unit.DOUBLES)
        for r in rules
        if not r.winner_only
    )
    winner = tuple(
        (r.count, r.element, r.group, r.element.unit is Unit.DOUBLES) for r in rules
    )
    compiled = (every, winner)
    _compiled[id(rules)] = (rules, compiled)
    return compiled


def count_reading(
    rules: tuple[Rule, ...], reading: Reading, ctx: Context, *, exclusive_groups: bool = True
) -> Count:
    """Apply every row of ``rules`` to ``reading`` (see the module docstring)."""
    every, winner = _compile(rules)
    points = 0
    doubles = 0
    scored: list[ScoredElement] = []
    best_in_group: dict[str, tuple[int, Element, int, bool]] = {}
    for count, element, group, is_double in winner if reading.winner else every:
        n = count(reading, ctx)
        if not n:
            continue
        if group and exclusive_groups:
            total = element.value * n
            held = best_in_group.get(group)
            if held is None or total > held[0]:
                best_in_group[group] = (total, element, n, is_double)
            continue
        scored.append(ScoredElement(element, element.value, n))
        if is_double:
            doubles += element.value * n
        else:
            points += element.value * n
    for total, element, n, is_double in best_in_group.values():
        scored.append(ScoredElement(element, element.value, n))
        if is_double:
            doubles += total
        else:
            points += total
    return Count(points, doubles, tuple(scored))
