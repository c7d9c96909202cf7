"""The sixth ruleset as one package and one registry line: outside its package, the
translations, the demo and the tests, the only production file that names riichi is the
registry. A new mention (an ``if ruleset == "riichi"``, a message, a template) fails here:
give the ``Ruleset`` a capability or a text instead."""

import re
from pathlib import Path

from django.utils import translation

from scoring.engine import ScoringError
from scoring.messages import error_message

ROOT = Path(__file__).resolve().parents[3]
FOLDERS = ("clubsite", "scoring", "tournaments", "templates", "static")
SUFFIXES = (".py", ".html", ".js", ".css", ".txt", ".json", ".svg")
ITS_OWN = (
    "scoring/engine/rulesets/riichi/",  # its package
    "tournaments/demo/",  # the demo club's riichi evening and tournament
    "tournaments/management/commands/seed_demo.py",  # the demo's command that makes it
)
MENTION = re.compile(r"riichi", re.IGNORECASE)


def production_mentions() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            name = str(path.relative_to(ROOT))
            if path.suffix not in SUFFIXES or name.startswith(ITS_OWN):
                continue
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
            hits = [line.strip() for line in lines if MENTION.search(line)]
            if hits:
                found[name] = hits
    return found


def test_only_the_registry_line_names_riichi():
    assert production_mentions() == {
        "scoring/engine/registry.py": [
            'RULESET_IDS = ("nmb", "redbook", "mcr", "hk", "majiang", "riichi")'
        ],
    }


def test_the_scan_sees_a_mention(tmp_path, monkeypatch):
    """The rule's self-test: a planted template that names the ruleset is found."""
    planted = tmp_path / "templates" / "planted.html"
    planted.parent.mkdir()
    planted.write_text("{% if event.ruleset == 'riichi' %}sticks{% endif %}\n")
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    assert production_mentions() == {
        "templates/planted.html": ["{% if event.ruleset == 'riichi' %}sticks{% endif %}"]
    }


def test_its_error_messages_come_from_its_texts_translated():
    error = ScoringError("no yaku", code="no_yaku", seat="East")
    with translation.override("nl"):
        assert error_message(error) == "East: de hand heeft geen yaku (dora zijn geen yaku)."
    with translation.override("de"):
        assert error_message(error) == "East: Die Hand hat kein Yaku (Dora sind kein Yaku)."
