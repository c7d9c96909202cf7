"""Per-hand facts a table's history answers are a ruleset hook (``Ruleset.table_facts``):
no ruleset has any by default; HK's draw pot (variant i) fills in the draws before a win,
and a ruleset that carries counters and sticks (``Ruleset.carries``) fills them in from what
the table carries (its own tests).
Outside the HK package no production code names those options (option texts aside)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scoring.engine import get_ruleset
from scoring.engine.registry import ruleset_ids

ROOT = Path(__file__).resolve().parents[2]
TREES = ("clubsite", "scoring", "tournaments", "templates", "static")
ALLOWED = (Path("scoring/engine/rulesets/hk"),)
NAMES = re.compile(r"\b(pot_draws|draw_pot)\b")


@pytest.mark.parametrize(
    "ruleset", [r for r in ruleset_ids() if r != "hk" and not get_ruleset(r).carries]
)
def test_no_table_facts_by_default(ruleset):
    assert get_ruleset(ruleset).table_facts({"draw_pot": 10}, draws=3) == {}


def test_hk_fills_in_the_draws_before_a_win_when_the_club_plays_a_draw_pot():
    hk = get_ruleset("hk")
    assert hk.table_facts({"draw_pot": 10}, draws=3) == {"pot_draws": 3}
    assert hk.table_facts({"draw_pot": 10, "not_an_option": 1}, draws=0) == {"pot_draws": 0}
    assert hk.table_facts({}, draws=3) == {}
    assert hk.table_facts({"draw_pot": 0}, draws=3) == {}


def test_the_draw_pot_options_are_named_only_in_the_hk_package():
    found = []
    for tree in TREES:
        for path in sorted((ROOT / tree).rglob("*")):
            relative = path.relative_to(ROOT)
            if not path.is_file() or path.suffix not in (".py", ".html", ".js", ".txt"):
                continue
            if "migrations" in relative.parts:
                continue
            if any(relative == a or a in relative.parents for a in ALLOWED):
                continue
            if NAMES.search(path.read_text(errors="ignore")):
                found.append(str(relative))
    assert found == []
