"""Ruleset options: house rules and the readings of the seeds' ambiguities, each with a
default and a one-line description. A club's choice is a mapping of option name to value."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import SupportsInt, cast

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


def int_option(options: Mapping[str, object], name: str, default: int | None = None) -> int:
    """``int(options[name])`` (or of ``options.get(name, default)``), typed: an option's
    value was checked against its declaration when the options were resolved."""
    value = options[name] if default is None else options.get(name, default)
    return int(cast(SupportsInt, value))
