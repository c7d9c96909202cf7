"""Every engine error a scorekeeper can meet reaches the page in the page's language.

The engine raises errors with a ``code`` and keyword ``params`` (scoring/engine); the pages
translate them through ``scoring.messages.MESSAGES``. A code without a translation is shown
in English on a Dutch or German page, and a translation that names a parameter the raising
call does not pass falls back to English too. Both are checked here over the engine's
source, so a new error code fails this test until it has its message.
"""

import ast
from pathlib import Path

import pytest
from django.utils import translation

from scoring.engine.registry import get_ruleset, ruleset_ids
from scoring.messages import MESSAGES, message_template

SCORING = Path(__file__).resolve().parents[2] / "scoring"
ENGINE = SCORING / "engine"
# the engine, and the stored hand entry's reader (an imported event file's hands go through it)
SOURCES = (*sorted(ENGINE.rglob("*.py")), SCORING / "hand_value.py")
ERRORS = {"InvalidHand", "InvalidNotation", "ScoringError", "UnknownRuleset", "InvalidOption"}
# Raised only by programming interfaces the pages never call with a user's input: the pao
# advice's raw-table checks, the interchange format's seat keys and wind, tile indexes, a
# ruleset package missing from an installation.
NOT_MET_AT_THE_TABLE = {
    "bad_claim",
    "bad_discard",
    "bad_wall",
    "claim_own_discard",
    "bad_seat",
    "bad_wind",
    "tile_index",
    "unavailable_ruleset",
}


def raise_sites() -> list[tuple[str, str, frozenset[str]]]:
    """(where, code, keyword names) of every engine error raised with a literal code: the
    error classes with ``code=``, and the ``_fail(message, code, ...)`` helpers."""
    sites = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            keywords = {k.arg: k.value for k in node.keywords if k.arg}
            if name in ERRORS:
                code = keywords.get("code")
            elif name == "_fail" and len(node.args) >= 2:
                code = node.args[1]
            else:
                continue
            if isinstance(code, ast.Constant) and isinstance(code.value, str):
                where = f"{path.relative_to(SCORING)}:{node.lineno}"
                sites.append((where, code.value, frozenset(keywords) - {"code"}))
    return sites


SITES = raise_sites()
# the shared messages and those the rulesets bring in their texts
CODES = sorted(
    {*MESSAGES}
    | {code for r in ruleset_ids() for code in getattr(get_ruleset(r).texts, "errors", {})}
)


class _Recorder(dict):
    """A mapping that answers 2 to any key and remembers which keys were asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[str] = set()

    def __missing__(self, key: str) -> int:
        self.asked.add(key)
        return 2


def placeholders(code: str) -> set[str]:
    """The parameters a message names (a plural message: its count and its text's)."""
    recorder = _Recorder()
    with translation.override("en"):
        str(message_template(code) % recorder)
    return recorder.asked


def test_the_engine_raises_coded_errors():
    assert len(SITES) > 100


@pytest.mark.parametrize(
    "where, code, params",
    [s for s in SITES if s[1] not in NOT_MET_AT_THE_TABLE],
    ids=lambda value: value if isinstance(value, str) else "",
)
def test_each_error_met_at_the_table_has_a_message_its_raise_can_fill(where, code, params):
    assert code in CODES, f"{where}: code {code!r} has no message (scoring/messages.py, texts)"
    needed = placeholders(code)
    assert needed <= params, f"{where}: {code!r} is raised without {sorted(needed - params)}"


@pytest.mark.parametrize("language", ["nl", "de"])
@pytest.mark.parametrize("code", CODES)
def test_each_message_is_translated(code, language):
    params = dict.fromkeys(placeholders(code), 2)
    with translation.override("en"):
        english = message_template(code) % params
    with translation.override(language):
        assert message_template(code) % params != english
