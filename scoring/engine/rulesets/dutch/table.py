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

from .reading import Context, Facts, Reading

Predicate = Callable[[Reading, Context], int]


Guard = Callable[[Reading, Context], bool]


@dataclass(frozen=True, slots=True)
class Rule:
    """One row of the table. ``count`` returns how many times the row applies (0: not).
    ``winner_only`` rows are the winner's ([000:L230-L233]); rows sharing a ``group`` exclude
    each other (only the highest counts) unless the club adds them up. ``guard`` is a cheap
    test that is false when the row cannot apply (no pungs, no pairs...): consecutive rows
    with the same guard are skipped together, which keeps a loser's count short."""

    element: Element
    count: Predicate
    winner_only: bool = False
    group: str = ""
    guard: Guard | None = None


_SCORED: dict[tuple[str, int, int], ScoredElement] = {}


def scored(element: Element, value: int, count: int = 1) -> ScoredElement:
    """A :class:`ScoredElement`, shared: they are immutable, few distinct ones occur, and
    building a frozen dataclass costs more than the rest of counting a row."""
    key = (element.id, value, count)
    item = _SCORED.get(key)
    if item is None:
        if len(_SCORED) > 50_000:
            _SCORED.clear()
        item = _SCORED[key] = ScoredElement(element, value, count)
    return item


# --- guards --------------------------------------------------------------------------------


def has_pungs(r: Reading, c: Context) -> bool:
    return bool(r.facts.pung_tiles)


def has_pairs(r: Reading, c: Context) -> bool:
    return bool(r.pairs)


def has_three_pungs(r: Reading, c: Context) -> bool:
    return len(r.facts.pung_tiles) >= 3


def could_be_pure(r: Reading, c: Context) -> bool:
    f = r.facts
    return f.suits <= 1 or f.only_terminals_honours


def has_bonus_tiles(r: Reading, c: Context) -> bool:
    return bool(c.hand.bonus)


def has_conditions(r: Reading, c: Context) -> bool:
    return bool(c.conditions)


@dataclass(frozen=True, slots=True)
class Count:
    """The counted value of one reading, before the limit."""

    points: int
    doubles: int
    elements: tuple[ScoredElement, ...]

    @property
    def score(self) -> int:
        return self.points << self.doubles if self.doubles >= 0 else 0


_Row = tuple[Predicate, Element, str, bool]
_Section = tuple[Guard | None, tuple[_Row, ...]]
_Compiled = tuple[tuple[_Section, ...], tuple[_Section, ...]]
_compiled: dict[int, tuple[tuple[Rule, ...], _Compiled]] = {}


def _sections(rules: list[Rule]) -> tuple[_Section, ...]:
    out: list[tuple[Guard | None, list[_Row]]] = []
    for r in rules:
        row = (r.count, r.element, r.group, r.element.unit is Unit.DOUBLES)
        if out and out[-1][0] is r.guard:
            out[-1][1].append(row)
        else:
            out.append((r.guard, [row]))
    return tuple((guard, tuple(rows)) for guard, rows in out)


def _compile(rules: tuple[Rule, ...]) -> _Compiled:
    """The rows as plain tuples in guarded sections, split into (every player's, the
    winner's): counting runs for four hands per deal, so the lookups are done once."""
    held = _compiled.get(id(rules))
    if held is not None and held[0] is rules:
        return held[1]
    compiled = (_sections([r for r in rules if not r.winner_only]), _sections(list(rules)))
    _compiled[id(rules)] = (rules, compiled)
    return compiled


def count_reading(
    rules: tuple[Rule, ...], reading: Reading, ctx: Context, *, exclusive_groups: bool = True
) -> Count:
    """Apply every row of ``rules`` to ``reading`` (see the module docstring)."""
    every, winner = _compile(rules)
    if reading.facts is None:
        reading.facts = Facts.of(reading.sets, reading.counts)
    points = 0
    doubles = 0
    found: list[ScoredElement] = []
    best_in_group: dict[str, tuple[int, Element, int, bool]] = {}
    for guard, rows in winner if reading.winner else every:
        if guard is not None and not guard(reading, ctx):
            continue
        for count, element, group, is_double in rows:
            n = count(reading, ctx)
            if not n:
                continue
            if group and exclusive_groups:
                total = element.value * n
                held = best_in_group.get(group)
                if held is None or total > held[0]:
                    best_in_group[group] = (total, element, n, is_double)
                continue
            found.append(scored(element, element.value, n))
            if is_double:
                doubles += element.value * n
            else:
                points += element.value * n
    for total, element, n, is_double in best_in_group.values():
        found.append(scored(element, element.value, n))
        if is_double:
            doubles += total
        else:
            points += total
    return Count(points, doubles, tuple(found))
