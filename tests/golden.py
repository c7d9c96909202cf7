"""Where the golden cases are: ``$GOLDEN_DIR``, else ``shared/golden`` beside the project.

One place builds the path; tests take the ``golden_dir`` fixture (tests/conftest.py), and
code that runs at collection time (parametrize lists) imports :data:`GOLDEN_DIR`.
"""

from __future__ import annotations

import os
from pathlib import Path

GOLDEN_DIR = Path(
    os.environ.get("GOLDEN_DIR") or Path(__file__).resolve().parents[2] / "shared" / "golden"
)


def golden_rulesets() -> list[str]:
    """The registry's rulesets that have golden cases (``<id>.yaml``): the shipped ones; a
    ruleset registered by the tests (the toy) has no cases written from a rule book."""
    from scoring.engine.registry import ruleset_ids

    return [r for r in ruleset_ids() if (GOLDEN_DIR / f"{r}.yaml").is_file()]
