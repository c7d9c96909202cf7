"""The sixth shipped ruleset touched only its package, the registry line, translations and
tests (issue 52, "Done when"): the production files that name riichi, listed."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = "scoring/engine/rulesets/riichi/"

#: outside its package: the registry's line, the translations of its error messages
#: (scoring/messages.py is the catalogue of every engine error's message) and the demo's
#: riichi evening (its slug, its module and the command's line that makes it: the demo may
#: name rulesets, docs/architecture.md)
EXPECTED = [
    "scoring/engine/registry.py",
    "scoring/messages.py",
    "tournaments/demo/data.py",
    "tournaments/demo/riichi.py",
    "tournaments/management/commands/seed_demo.py",
]


def test_the_production_files_that_name_riichi():
    found = sorted(
        str(path.relative_to(ROOT))
        for folder in ("clubsite", "scoring", "tournaments", "templates", "static")
        for path in (ROOT / folder).rglob("*")
        if path.suffix in (".py", ".html", ".js", ".txt")
        and not str(path.relative_to(ROOT)).startswith(PACKAGE)
        and re.search(r"\briichi\b", path.read_text(encoding="utf-8"), re.IGNORECASE)
    )
    assert found == EXPECTED
