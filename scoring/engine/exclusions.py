"""Element rules and their exclusions: one protocol for the records a ruleset scores its
elements with (the Dutch ``Rule``, MCR's ``Entry``, HK's ``FanRule`` and ``LimitRule``, Ma
Jiang's ``Row``, the limit hands, :class:`AwardedBy` for elements a function awards) and one
mechanism that applies what they exclude.

The rule every ruleset applies: keep the found elements in the *keeping order* (the most
valuable first) and drop each one that a kept element excludes; an element that was dropped
drops nothing (MCR golden X03). Where the exclusions are transitively closed (every element
excludes what the elements it excludes exclude, :attr:`Exclusions.closed`) this is the same as
dropping every element some found element excludes, which is how HK and Ma Jiang state it.

What differs between rulesets is data: which ids a rule excludes, in which order elements are
kept (fixed by value, or per hand by the value found: the Dutch groups keep their highest),
and under which club options an exclusion holds (an :class:`Exclusions` is built per option
set and cached by the ruleset). The hot loops use the same object's precompiled form: a bit
per key in keeping order and, per key, the mask of keys still in play once it is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Protocol, TypeVar, runtime_checkable

from .elements import Element


@runtime_checkable
class ElementRule(Protocol):
    """A record that scores one element: the ``element``, the ``source`` it cites (the seed
    passage) and the ids of the elements it ``excluded_ids`` (resolved when the table is
    built; an id may name a part of an element, ``<id>:<part>``)."""

    @property
    def element(self) -> Element: ...

    @property
    def source(self) -> str: ...

    @property
    def excluded_ids(self) -> tuple[str, ...]: ...


R = TypeVar("R", bound=ElementRule)


@dataclass(frozen=True, slots=True)
class AwardedBy:
    """An element a function of the scorer awards (a special row, a season, a penalty)."""

    element: Element
    awarded_by: str
    excluded_ids: tuple[str, ...] = ()

    @property
    def source(self) -> str:
        return self.element.source


def whole_id(key: str) -> str:
    """The element an exclusion key names (``mcr.x:winds`` -> ``mcr.x``)."""
    return key.partition(":")[0]


class Exclusions:
    """What each key excludes, in keeping order (``keys[0]`` is kept first).

    ``drop_excluded`` states the rule plainly; ``keep`` (per key position: the bits still in
    play once it is kept) and ``bit`` are its precompiled form for the hot loops, and
    ``excluded_by`` (per key position: the bits of the keys that exclude it) the one-pass
    form that equals it when the exclusions are :attr:`closed`."""

    def __init__(self, keys: Sequence[str], excludes: Mapping[str, Iterable[str]]) -> None:
        self.keys: tuple[str, ...] = tuple(keys)
        self.index: dict[str, int] = {key: i for i, key in enumerate(self.keys)}
        self.bit: dict[str, int] = {key: 1 << i for i, key in enumerate(self.keys)}
        self.excludes: dict[str, frozenset[str]] = {
            key: frozenset(excludes.get(key, ())) - {key} for key in self.keys
        }
        unknown = {x for xs in self.excludes.values() for x in xs} - set(self.keys)
        if unknown:
            raise ValueError(f"exclusions of unknown keys: {sorted(unknown)}")
        self.keep: tuple[int, ...] = tuple(
            ~(self.bit[key] | self.bits_of(self.excludes[key])) for key in self.keys
        )

    @cached_property
    def excluded_by(self) -> tuple[int, ...]:
        """Per key position: the bits of the keys that exclude it."""
        return tuple(
            self.bits_of(k for k in self.keys if key in self.excludes[k]) for key in self.keys
        )

    @cached_property
    def classes(self) -> tuple[int, ...]:
        """Per key position: where the exclusions are mutual (every key excludes every
        other member of its class, as the Dutch groups do), the position of its class's
        first key, or -1 for a key that excludes nothing. The precompiled form for ranking
        per hand: only the member of a class worth most is kept."""
        out = []
        for key in self.keys:
            members = self.excludes[key] | {key}
            if any(self.excludes[x] | {x} != members for x in members):
                raise ValueError(f"exclusions of {key} are not mutual")
            out.append(min(self.index[x] for x in members) if len(members) > 1 else -1)
        return tuple(out)

    @cached_property
    def closed(self) -> bool:
        """Whether every key excludes what the keys it excludes exclude, and only keys
        after it in keeping order: then keeping in order drops exactly the keys some found
        key excludes (one pass over :attr:`excluded_by`)."""
        index = self.index
        return all(
            self.excludes[x] <= xs and index[x] > index[k]
            for k, xs in self.excludes.items()
            for x in xs
        )

    @classmethod
    def from_rules(
        cls,
        rules: Iterable[R],
        *,
        key: Callable[[str], str] = lambda element_id: element_id,
        order: Callable[[str], Any] | None = None,
        holds: Callable[[R], bool] = lambda rule: True,
        extra: Sequence[str] = (),
        overrides: Mapping[str, Iterable[str]] | None = None,
    ) -> Exclusions:
        """The exclusions ``rules`` state: ``key`` names an id as the scorer does (MCR:
        without the ``mcr.`` prefix), ``order`` sorts the keys into keeping order (default:
        the rules' order), ``holds`` says whether a rule's exclusions hold under the club's
        options, ``extra`` adds keys no rule names (parts), and ``overrides`` replaces what
        the named keys exclude (an option that changes a row of the table)."""
        rules = tuple(rules)
        keys = list(dict.fromkeys([key(r.element.id) for r in rules] + list(extra)))
        excludes: dict[str, set[str]] = {k: set() for k in keys}
        for rule in rules:
            if holds(rule):
                excludes[key(rule.element.id)].update(key(x) for x in rule.excluded_ids)
        for k, xs in (overrides or {}).items():
            excludes[k] = set(xs)
        if order is not None:
            keys.sort(key=order)
        return cls(keys, excludes)

    def bits_of(self, keys: Iterable[str]) -> int:
        out = 0
        for key in keys:
            out |= self.bit[key]
        return out

    def drop_excluded(
        self, found: Mapping[str, int], rank: Callable[[str], Any] | None = None
    ) -> tuple[tuple[str, int], ...]:
        """The found keys (with their counts) that are kept, in keeping order: from the
        first down, each kept key drops those it excludes. ``rank`` orders them instead of
        the keeping order where the order depends on the hand (the Dutch groups keep the
        member worth most; ties keep the keeping order)."""
        index = self.index
        ordered = sorted(found, key=index.__getitem__)
        if rank is not None:
            ordered.sort(key=rank)
        dropped: set[str] = set()
        kept = []
        for k in ordered:
            n = found[k]
            if k in dropped or n <= 0:
                continue
            kept.append((k, n))
            dropped |= self.excludes[k]
        return tuple(kept)
