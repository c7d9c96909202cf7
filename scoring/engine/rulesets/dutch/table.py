"""The scoring table as data: each row an :class:`Element` with a predicate that says how
many times it applies to a reading, who may have it, and the group of rows it excludes.

Counting a reading is: points = the sum of the point rows; doubles = the sum of the double
rows, where in an exclusive group only the member worth most counts (footnote 4 [000:L276]:
"Slechts 1 van de 4 combinaties is mogelijk ... Slechts 1 van de 3 bijzondere spelen");
score = points x 2^doubles [000:L314-L318].

A predicate sees only the reading's :class:`~.facts.Facts` and the club's options, so the
count is a pure function of (table, options, facts): it is computed once per distinct key
and then looked up (few distinct facts occur; every player's hand is counted, four a deal).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from scoring.engine.elements import Element, ScoredElement, Unit

from .facts import Facts
from .options import DutchOptions

Options = DutchOptions
Predicate = Callable[[Facts, Options], int]


@dataclass(frozen=True, slots=True)
class Rule:
    """One row of the table. ``count`` returns how many times the row applies (0: not).
    ``winner_only`` rows are the winner's ([000:L230-L233]); rows sharing a ``group`` exclude
    each other (only the highest counts) unless the club adds them up."""

    element: Element
    count: Predicate
    winner_only: bool = False
    group: str = ""


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


@dataclass(frozen=True, slots=True)
class Count:
    """The counted value of one reading, before the limit."""

    points: int
    doubles: int
    elements: tuple[ScoredElement, ...]
    score: int


def _count(rules: tuple[Rule, ...], facts: Facts, options: Options) -> Count:
    """Apply every row of ``rules`` to ``facts`` (see the module docstring)."""
    exclusive_groups = options.exclusive_doubles == "highest"
    points = 0
    doubles = 0
    found: list[ScoredElement] = []
    best_in_group: dict[str, tuple[int, Element, int, bool]] = {}
    for rule in rules:
        if rule.winner_only and not facts.winner:
            continue
        n = rule.count(facts, options)
        if not n:
            continue
        element = rule.element
        is_double = element.unit is Unit.DOUBLES
        if rule.group and exclusive_groups:
            total = element.value * n
            held = best_in_group.get(rule.group)
            if held is None or total > held[0]:
                best_in_group[rule.group] = (total, element, n, is_double)
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
    score = points << doubles if doubles >= 0 else 0
    return Count(points, doubles, tuple(found), score)


_OPTIONS_IDS: dict[object, int] = {}
_next_options_id = itertools.count()
#: the options last named, and their id: a club scores deal after deal with the same options
#: (one view object per choice of options: the same object, the same id at once)
_last_options: list[object] = [None, -1]


def options_id(options: Options | Mapping[str, object]) -> int:
    """A small int naming the ``options`` (a view, or a resolved mapping: the same values,
    the same id; an id is never given to other values, so the caches below stay right when
    this map is cleared)."""
    last = _last_options
    if options is last[0]:
        return last[1]  # type: ignore[return-value]
    key: object = options if isinstance(options, DutchOptions) else tuple(options.items())
    found = _OPTIONS_IDS.get(key)
    if found is None:
        if len(_OPTIONS_IDS) >= 10_000:
            _OPTIONS_IDS.clear()
        found = _OPTIONS_IDS[key] = next(_next_options_id)
    if (
        key is options
    ):  # a view is immutable: known by identity from now on (a caller's dict may change)
        last[0] = options
        last[1] = found
    return found


#: per table (by identity): (options id, facts) -> Count; bounded, cleared when full
_COUNTS: dict[int, tuple[tuple[Rule, ...], dict[tuple[int, Facts], Count]]] = {}
CACHE_SIZE = 200_000


def count_reading(
    rules: tuple[Rule, ...], facts: Facts, options: Options, options_key: int
) -> Count:
    """The count of a reading with ``facts`` under ``options`` (``options_key``: their
    :func:`options_id`)."""
    if options_key < 0:  # a context built without the key
        options_key = options_id(options)
    held = _COUNTS.get(id(rules))
    if held is None or held[0] is not rules:
        held = _COUNTS[id(rules)] = (rules, {})
    cache = held[1]
    key = (options_key, facts)
    count = cache.get(key)
    if count is None:
        if len(cache) >= CACHE_SIZE:
            cache.clear()
        count = cache[key] = _count(rules, facts, options)
    return count
