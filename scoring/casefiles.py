"""Reading hands in the interchange format from text: one hand, a list of hands, or a case
file (``ruleset:``, ``defaults:``, ``cases:``) in YAML or JSON.

This is the one import path: ``manage.py score``, the hand import and the golden tests all
read files through :func:`load_cases`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from scoring.engine import ScoringError
from scoring.nesting import NestingError, nesting_check, too_deep_message

#: Largest file accepted (a season of hands is far below this).
MAX_BYTES = 5 * 1024 * 1024


class CaseFileError(ScoringError):
    """A file that is not hands in the interchange format."""

    code = "case_file"


@dataclass(frozen=True)
class Case:
    """One hand read from a file, with the file's ruleset filled in."""

    index: int
    data: Mapping[str, Any]
    expected: Mapping[str, Any] | None = None
    source_name: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return str(self.data.get("id") or f"{self.source_name or 'hand'}#{self.index + 1}")


def parse_text(text: str | bytes, name: str = "") -> Any:
    """YAML or JSON text to Python data (JSON is YAML, but its errors read better);
    refuses a file that nests too deeply or unfolds into too many values."""
    try:
        data = _parse(text, name)
    except RecursionError:
        raise CaseFileError(f"{name or 'file'}: {too_deep_message()}", code="too_deep") from None
    try:
        nesting_check(data)
    except NestingError as exc:
        raise CaseFileError(f"{name or 'file'}: {exc}", code=exc.code) from None
    return data


def _parse(text: str | bytes, name: str) -> Any:
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise CaseFileError(
                f"{name or 'file'} is larger than {MAX_BYTES // 1024 // 1024} MB", code="too_large"
            )
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise CaseFileError(f"{name or 'file'} is not UTF-8 text", code="not_text") from None
    if len(text) > MAX_BYTES:
        raise CaseFileError(
            f"{name or 'file'} is larger than {MAX_BYTES // 1024 // 1024} MB", code="too_large"
        )
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")):
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise CaseFileError(
                f"{name or 'file'}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
                code="bad_json",
            ) from None
        except ValueError:  # a number longer than Python converts (sys.get_int_max_str_digits)
            raise _number_too_long(name) from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        raise CaseFileError(f"{name or 'file'}: not valid YAML{where}", code="bad_yaml") from None
    except ValueError:
        raise _number_too_long(name) from None


def _number_too_long(name: str) -> CaseFileError:
    """A file with a number of thousands of digits (issue 38): a message, not a traceback."""
    return CaseFileError(
        f"{name or 'file'}: a number has more than {sys.get_int_max_str_digits()} digits",
        code="number_too_long",
    )


def cases_from_data(data: Any, name: str = "") -> list[Case]:
    """The hands in parsed data: a hand, a list of hands, or ``{cases: [...]}``."""
    file_ruleset = None
    file_options: Mapping[str, Any] = {}
    if isinstance(data, Mapping) and "cases" in data:
        file_ruleset = data.get("ruleset")
        file_options = data.get("options") or {}
        if not isinstance(file_options, Mapping):
            raise CaseFileError(f"{name or 'file'}: options must be a mapping", code="bad_options")
        items = data.get("cases")
        if not isinstance(items, list):
            raise CaseFileError(f"{name or 'file'}: cases must be a list", code="bad_cases")
    elif isinstance(data, list):
        items = data
    elif isinstance(data, Mapping):
        items = [data]
    else:
        raise CaseFileError(
            f"{name or 'file'} holds no hands (expected a hand, a list of hands or cases:)",
            code="no_hands",
        )
    cases = []
    for index, item in enumerate(items):
        if not isinstance(item, Mapping):
            raise CaseFileError(
                f"{name or 'file'}: entry {index + 1} is not a hand", code="not_a_hand"
            )
        hand = dict(item)
        if file_ruleset and not hand.get("ruleset"):
            hand["ruleset"] = file_ruleset
        if file_options:
            hand["options"] = {**file_options, **(hand.get("options") or {})}
        expected = hand.pop("expected", None)
        cases.append(Case(index=index, data=hand, expected=expected, source_name=name))
    return cases


def load_cases(text: str | bytes, name: str = "") -> list[Case]:
    """Parse ``text`` (YAML or JSON) and return its hands."""
    return cases_from_data(parse_text(text, name), name)
