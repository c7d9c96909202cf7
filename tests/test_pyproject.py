"""The type-checking settings in pyproject.toml: issue 18's debt list is paid off, and no
module may be exempted from mypy again."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _mypy_overrides() -> list[dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    overrides: list[dict[str, object]] = config["tool"]["mypy"].get("overrides", [])
    return overrides


def test_no_module_is_exempt_from_mypy():
    exempt = [o["module"] for o in _mypy_overrides() if o.get("ignore_errors")]
    assert exempt == []


def test_the_whole_project_is_checked_strictly():
    # strict at the top, and no override that switches a strict check off again
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert mypy.get("strict") is True
    loosened = [o["module"] for o in _mypy_overrides() if o.get("strict") is False]
    assert loosened == []
