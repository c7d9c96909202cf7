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
from dataclasses import dataclass, replace

from scoring.engine.elements import Element, ScoredElement, Unit
from scoring.engine.exclusions import Exclusions

from .facts import Facts
from .options import DutchOptions

Options = DutchOptions
Predicate = Callable[[Facts, Options], int]


@dataclass(frozen=True, slots=True)
class Rule:
    """One row of the table. ``count`` returns how many times the row applies (0: not).
    ``winner_only`` rows are the winner's ([000:L230-L233]); rows sharing a ``group`` exclude
    each other (only the highest counts) unless the club adds them up: ``excluded_ids`` are
    the other members, filled in by :func:`grouped` when the ruleset's table is built."""

    element: Element
    count: Predicate
    winner_only: bool = False
    group: str = ""
    excluded_ids: tuple[str, ...] = ()

    @property
    def source(self) -> str:
        """The seed passage (the :class:`~scoring.engine.exclusions.ElementRule` protocol)."""
        return self.element.source


def grouped(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    """``rules`` with each grouped row's ``excluded_ids``: the other members of its group."""
    members: dict[str, list[str]] = {}
    for rule in rules:
        if rule.group:
            members.setdefault(rule.group, []).append(rule.element.id)
    return tuple(
        replace(
            rule,
            excluded_ids=tuple(
                dict.fromkeys(i for i in members[rule.group] if i != rule.element.id)
            ),
        )
        if rule.group
        else rule
        for rule in rules
    )


#: per table (by identity) and whether the groups are exclusive: the table's exclusions
_EXCLUSIONS: dict[tuple[int, bool], tuple[tuple[Rule, ...], Exclusions]] = {}


def table_exclusions(rules: tuple[Rule, ...], exclusive: bool) -> Exclusions:
    """The exclusions of ``rules`` (none when the club adds the groups up). Their order
    is the table's; a group keeps its member worth most in the hand, so the count ranks
    the found rows by value first (:meth:`Exclusions.drop_excluded`'s ``rank``)."""
    held = _EXCLUSIONS.get((id(rules), exclusive))
    if held is None or held[0] is not rules:
        excl = Exclusions.from_rules(rules, holds=lambda rule: exclusive)
        held = _EXCLUSIONS[(id(rules), exclusive)] = (rules, excl)
    return held[1]


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
    """Apply every row of ``rules`` to ``facts`` (see the module docstring): within a class
    of rows that exclude each other (a group) only the row worth most counts, the first of
    equals; ungrouped rows in table order, then each group's row. The classes are the
    precompiled form of the table's :class:`Exclusions` (:meth:`Exclusions.classes`);
    :func:`count_plainly` states the same through :meth:`Exclusions.drop_excluded`."""
    exclusive = options.exclusive_doubles == "highest"
    classes = table_exclusions(rules, exclusive).classes
    points = 0
    doubles = 0
    found: list[ScoredElement] = []
    best_in_class: dict[int, tuple[int, Element, int, bool]] = {}
    for rule, cls in zip(rules, classes, strict=True):
        if rule.winner_only and not facts.winner:
            continue
        n = rule.count(facts, options)
        if not n:
            continue
        element = rule.element
        is_double = element.unit is Unit.DOUBLES
        if cls >= 0:
            total = element.value * n
            held = best_in_class.get(cls)
            if held is None or total > held[0]:
                best_in_class[cls] = (total, element, n, is_double)
            continue
        found.append(scored(element, element.value, n))
        if is_double:
            doubles += element.value * n
        else:
            points += element.value * n
    for total, element, n, is_double in best_in_class.values():
        found.append(scored(element, element.value, n))
        if is_double:
            doubles += total
        else:
            points += total
    score = points << doubles if doubles >= 0 else 0
    return Count(points, doubles, tuple(found), score)


def count_plainly(rules: tuple[Rule, ...], facts: Facts, options: Options) -> Count:
    """:func:`_count` by :meth:`Exclusions.drop_excluded` (the reference the tests compare
    it with): the rows found, less those a kept row excludes, ranked by their value in the
    hand; ungrouped rows in table order, then each group's kept row."""
    exclusive = options.exclusive_doubles == "highest"
    exclusions = table_exclusions(rules, exclusive)
    found: dict[str, int] = {}
    by_id: dict[str, Rule] = {}
    for rule in rules:
        if rule.winner_only and not facts.winner:
            continue
        n = rule.count(facts, options)
        if n:
            found[rule.element.id] = n
            by_id[rule.element.id] = rule
    kept = dict(exclusions.drop_excluded(found, rank=lambda i: -by_id[i].element.value * found[i]))
    items: list[ScoredElement] = []
    last: list[ScoredElement] = []
    for element_id, n in found.items():
        excluding = exclusions.excludes[element_id]
        if excluding and element_id in kept:
            last.append(scored(by_id[element_id].element, by_id[element_id].element.value, n))
        elif not excluding:
            items.append(scored(by_id[element_id].element, by_id[element_id].element.value, n))

    def first_found(item: ScoredElement) -> int:  # the group's first row found
        members = exclusions.excludes[item.element.id] | {item.element.id}
        return min(exclusions.index[x] for x in found if x in members)

    last.sort(key=first_found)
    points = sum(i.total for i in (*items, *last) if i.element.unit is not Unit.DOUBLES)
    doubles = sum(i.total for i in (*items, *last) if i.element.unit is Unit.DOUBLES)
    score = points << doubles if doubles >= 0 else 0
    return Count(points, doubles, (*items, *last), score)


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
