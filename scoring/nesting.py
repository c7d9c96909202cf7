"""Limits on parsed files: how deep they nest and how many values they hold.

``json.loads`` and YAML recurse once per ``[``: a file of 100,000 ``[`` ends in a
``RecursionError`` traceback, and a YAML file of aliases (``&a [*b, *b, …]``) unfolds
into billions of values for whoever walks it. Parsers catch ``RecursionError`` and
then call :func:`nesting_check`, which walks the data without recursion and stops at
the first limit it crosses. The real files (event exports, case files) nest about 10
deep.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

MAX_DEPTH = 64
MAX_VALUES = 2_000_000


class NestingError(ValueError):
    """The data nests too deeply (``code`` "too_deep") or holds too many values
    ("too_many_values")."""

    def __init__(self, message: str, code: str):
        super().__init__(message)
        self.code = code


def nesting_check(data: Any, *, max_depth: int = MAX_DEPTH, max_values: int = MAX_VALUES) -> None:
    """Raise :class:`NestingError` if ``data`` nests deeper than ``max_depth`` lists and
    mappings or holds more than ``max_values`` values (shared values counted each time)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    seen = 0
    children: Iterable[Any]
    while stack:
        value, depth = stack.pop()
        seen += 1
        if seen > max_values:
            raise NestingError(f"more than {max_values:,} values", "too_many_values")
        if isinstance(value, Mapping):
            children = value.values()
        elif isinstance(value, list | tuple):
            children = value
        else:
            continue
        if depth > max_depth:
            raise NestingError(f"nested more than {max_depth} levels deep", "too_deep")
        stack.extend((child, depth + 1) for child in children)


def too_deep_message() -> str:
    """For a parser's ``RecursionError``: the same words as :func:`nesting_check`."""
    return f"nested more than {MAX_DEPTH} levels deep"
