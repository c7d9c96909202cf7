"""Where the golden cases are: ``$GOLDEN_DIR``, else ``shared/golden`` beside the project.

One place builds the path; tests take the ``golden_dir`` fixture (tests/conftest.py), and
code that runs at collection time (parametrize lists) imports :data:`GOLDEN_DIR`.

The golden files are read once per process (:func:`golden_cases`): several test modules
parametrise over them at collection time, and every xdist worker collects them all.
"""

from __future__ import annotations

import copy
import functools
import os
from pathlib import Path
from typing import Any

GOLDEN_DIR = Path(
    os.environ.get("GOLDEN_DIR") or Path(__file__).resolve().parents[2] / "shared" / "golden"
)


def golden_file(ruleset: str) -> str:
    """The golden file of ``ruleset`` under :data:`GOLDEN_DIR`: ``<id>.yaml``, or
    ``<id>/<id>.yaml`` for a ruleset whose cases and format additions have a folder of their
    own (riichi: shared/golden/riichi/, so that readers of ``*.yaml`` kept passing before it
    was registered)."""
    if (GOLDEN_DIR / f"{ruleset}.yaml").is_file():
        return f"{ruleset}.yaml"
    return f"{ruleset}/{ruleset}.yaml"


def golden_rulesets() -> list[str]:
    """The registry's rulesets that have golden cases (:func:`golden_file`): the shipped
    ones; a ruleset registered by the tests (the toy) has no cases written from a rule book."""
    from scoring.engine.registry import ruleset_ids

    return [r for r in ruleset_ids() if (GOLDEN_DIR / golden_file(r)).is_file()]


@functools.cache
def _golden_data(name: str) -> Any:
    from scoring.casefiles import parse_text

    path = GOLDEN_DIR / name
    return parse_text(path.read_bytes(), name=path.name)


def golden_data(name: str) -> Any:
    """The parsed ``name`` (``nmb.yaml``), read as a user's file is
    (:func:`scoring.casefiles.parse_text`); a copy each caller may change."""
    return copy.deepcopy(_golden_data(name))


def golden_cases(name: str) -> list[Any]:
    """The cases of ``name`` through the loader a user's file takes
    (:func:`scoring.casefiles.load_cases`, here its two steps with the text read once)."""
    from scoring.casefiles import cases_from_data

    return cases_from_data(golden_data(name), name)
