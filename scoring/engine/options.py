"""Ruleset options: house rules and the readings of the seeds' ambiguities, each with a
default and a one-line description. A club's choice is a mapping of option name to value."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import (
    Any,
    ClassVar,
    Literal,
    TypeVar,
    cast,
    get_args,
    get_origin,
    get_type_hints,
)

from .errors import InvalidOptions


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    default: object
    description: str
    choices: tuple[object, ...] | None = None
    source: str = ""
    #: a fact about one hand rather than a club's house rule (set per hand, not per club)
    per_hand: bool = False

    def clean(self, value: object) -> object:
        if self.choices is not None:
            if value not in self.choices:
                raise InvalidOptions(
                    f"option {self.name} must be one of {', '.join(map(str, self.choices))}, not {value!r}",
                    code="bad_option_value",
                    option=self.name,
                    value=str(value),
                )
            return value
        expected = type(self.default)
        if expected is bool:
            if not isinstance(value, bool):
                raise InvalidOptions(
                    f"option {self.name} is true or false, not {value!r}",
                    code="bad_option_value",
                    option=self.name,
                    value=str(value),
                )
        elif expected is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise InvalidOptions(
                f"option {self.name} is a whole number, not {value!r}",
                code="bad_option_value",
                option=self.name,
                value=str(value),
            )
        return value


def resolve_options(
    declared: Iterable[Option], chosen: Mapping[str, object] | None
) -> Mapping[str, object]:
    """The declared defaults overridden by ``chosen``; unknown names are refused."""
    by_name = {o.name: o for o in declared}
    values = {name: o.default for name, o in by_name.items()}
    for name, value in (chosen or {}).items():
        if name not in by_name:
            raise InvalidOptions(
                f"unknown option {name!r} (known: {', '.join(sorted(by_name)) or 'none'})",
                code="unknown_option",
                option=str(name),
            )
        values[name] = by_name[name].clean(value)
    return MappingProxyType(values)


_View = TypeVar("_View", bound="OptionView")

#: how many distinct option choices a view class keeps built (a club has a handful)
_VIEW_CACHE_SIZE = 256


class OptionView:
    """Base of a ruleset's typed option view: a frozen, slotted dataclass with one field per
    declared :class:`Option` (same name; the type of its default, or a ``Literal`` of its
    choices) built by :meth:`from_options` from a club's chosen or resolved options.

    The dataclass is written out (mypy strict must see its fields); :func:`view_mismatches`
    checks it against the declarations and every ruleset has a test calling it. ``fixed`` are
    fields a ruleset sharing the view's code does not offer as an option (the rule it always
    plays). A view is built once per choice of options and kept (it is immutable)."""

    __slots__ = ()
    #: the declarations the fields come from (set on the concrete view)
    declared: ClassVar[tuple[Option, ...]] = ()
    #: fields of a shared view this ruleset does not offer as an option, with its fixed value
    fixed: ClassVar[Mapping[str, object]] = MappingProxyType({})
    _built: ClassVar[dict[tuple[tuple[str, type, object], ...], OptionView]]
    _by_id: ClassVar[dict[int, tuple[Mapping[str, object], OptionView]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._built = {}
        cls._by_id = {}

    @classmethod
    def from_options(cls: type[_View], options: Mapping[str, object] | None = None) -> _View:
        """The view of ``options`` (chosen or resolved): each value cleaned by its
        :meth:`Option.clean`, the declared default where none is chosen; an unknown name is
        refused with ``unknown_option``. A view is its own view: a ruleset's hooks get the
        view (:meth:`Ruleset.typed_options <scoring.engine.ruleset.Ruleset.typed_options>`),
        and a plug-in written for the mapping that still asks here gets it back as it is."""
        if isinstance(options, cls):
            return options
        # the engine hands over the same read-only mapping for the same choices: known by
        # identity (kept alive here, so its id cannot be reused), it needs no reading of values
        if type(options) is MappingProxyType:
            known = cls._by_id.get(id(options))
            if known is not None and known[0] is options:
                return cast(_View, known[1])
            view = cls._from_values(options)
            _keep(cls._by_id, id(options), (options, view))
            return view
        return cls._from_values(options)

    @classmethod
    def _from_values(cls: type[_View], options: Mapping[str, object] | None) -> _View:
        # keyed with each value's type: 1 == True (and hashes alike) but is no yes/no value
        key = tuple((k, v.__class__, v) for k, v in options.items()) if options else ()
        try:
            built = cls._built.get(key)
        except TypeError:  # an unhashable value: cleaned (and most likely refused) uncached
            return cls._build(options)
        if built is None:
            built = cls._build(options)
            _keep(cls._built, key, built)
        return cast(_View, built)

    def get(self, name: str, default: object = None) -> object:
        """The value of option ``name`` read like the resolved mapping the view stands for
        (for callers outside the engine that held that mapping; the engine reads the
        attributes, which mypy checks)."""
        return getattr(self, name, default)

    @classmethod
    def _build(cls: type[_View], options: Mapping[str, object] | None) -> _View:
        values = dict(cls.fixed)
        values.update(resolve_options(cls.declared, options))
        return cls(**values)


def _keep(cache: dict[Any, Any], key: object, value: object) -> None:
    """Keep ``value`` under ``key``; a full cache first lets go of its oldest entry (a
    worker or a long-lived process that met many choices still keeps the newest)."""
    if len(cache) >= _VIEW_CACHE_SIZE:
        cache.pop(next(iter(cache), None), None)
    cache[key] = value


def view_mismatches(view: type[OptionView]) -> list[str]:
    """How ``view``'s fields differ from its declarations and fixed values (empty when they
    agree): a missing or extra field, a type that is not the default's (or the ``Literal`` of
    the choices), a fixed value for a declared option."""
    hints = get_type_hints(view)
    fields = {f.name: hints[f.name] for f in dataclasses.fields(cast(Any, view))}
    problems = []
    expected: dict[str, object] = {}
    for option in view.declared:
        if option.choices is not None and not isinstance(option.default, bool):
            expected[option.name] = Literal[option.choices]
        else:
            expected[option.name] = type(option.default)
    for name in sorted(set(fields) | set(expected) | set(view.fixed)):
        if name in view.fixed:
            if name in expected:
                problems.append(f"{name}: declared as an option and fixed")
            elif name not in fields:
                problems.append(f"{name}: fixed but no field")
            elif not _holds(fields[name], view.fixed[name]):
                problems.append(f"{name}: fixed value {view.fixed[name]!r} is no {fields[name]}")
        elif name not in fields:
            problems.append(f"{name}: declared but no field")
        elif name not in expected:
            problems.append(f"{name}: field but neither declared nor fixed")
        elif fields[name] != expected[name]:
            problems.append(f"{name}: field type {fields[name]} is not {expected[name]}")
    return problems


def _holds(hint: object, value: object) -> bool:
    if get_origin(hint) is Literal:
        return value in get_args(hint)
    return type(value) is hint
