"""The tests mirror the code: ``tests/tournaments/play/`` tests the feature ``tournaments/play/``,
``tests/scoring/mcr/`` tests ``scoring/engine/rulesets/mcr/``. A test directory that names no
package (the old ``tests/play``, outside the tree it tests) hides which code it tests; this
keeps new ones out. The README's Layout section names the same feature folders as the tree."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Test directories that mirror no package, and why.
NOT_MIRRORED = {
    "tests": "the project-level tests (architecture, i18n, sizes, deploy, ...)",
    "tests/browser": "end-to-end tests, by user flow",
    "tests/toy_ruleset": "a sixth ruleset registered by the tests, not a test directory",
    "tests/toy_feature": "a feature registered by the tests, not a test directory",
}

#: Engine test directories: tests/scoring/<ruleset> and tests/scoring/core (the engine
#: itself), as in the README's layout section.
SCORING_ENGINE = {"core": "scoring/engine"}


def mirrored_package(test_dir: str) -> str:
    """The code package the test directory ``tests/...`` stands for."""
    parts = test_dir.split("/")[1:]
    if parts[:1] == ["scoring"] and len(parts) == 2:
        return SCORING_ENGINE.get(parts[1], f"scoring/engine/rulesets/{parts[1]}")
    return "/".join(parts)


def unmirrored(root: Path) -> list[str]:
    """Test directories under ``root/tests`` (those holding Python files; data folders
    don't count) that mirror no code package and are not in ``NOT_MIRRORED``. A folder
    whose name starts with an underscore is a running test's scratch space (the order test
    collects modules it writes into ``tests/_order_*``, beside the project's conftest), not
    a test directory: another worker may see it for a moment."""
    out = []
    for path in sorted((root / "tests").rglob("*")):
        scratch = any(part.startswith("_") for part in path.relative_to(root / "tests").parts)
        if scratch or not path.is_dir() or not any(path.glob("*.py")):
            continue  # (__pycache__ too: its name starts with an underscore)
        test_dir = path.relative_to(root).as_posix()
        if test_dir in NOT_MIRRORED:
            continue
        if not (root / mirrored_package(test_dir) / "__init__.py").is_file():
            out.append(f"{test_dir} (no package {mirrored_package(test_dir)})")
    return out


def test_every_test_directory_mirrors_a_code_package():
    assert unmirrored(ROOT) == []


def test_every_allowed_exception_still_exists():
    assert [d for d in NOT_MIRRORED if not (ROOT / d).is_dir()] == []


@pytest.mark.parametrize(
    "test_dir, package, found",
    [
        ("tests/tournaments/services", "tournaments/services", []),
        ("tests/scoring/mcr", "scoring/engine/rulesets/mcr", []),
        ("tests/scoring/core", "scoring/engine", []),
        ("tests/play", None, ["tests/play (no package play)"]),
        ("tests/_order_test_x0", None, []),  # a test's scratch folder
        ("tests/_order_test_x0/inner", None, []),
        (
            "tests/tournaments/hands",
            None,
            ["tests/tournaments/hands (no package tournaments/hands)"],
        ),
    ],
)
def test_the_rule_finds_a_feature_directory(tmp_path, test_dir, package, found):
    (tmp_path / test_dir).mkdir(parents=True)
    (tmp_path / test_dir / "test_x.py").write_text("")
    if package:
        (tmp_path / package).mkdir(parents=True)
        (tmp_path / package / "__init__.py").write_text("")
    assert unmirrored(tmp_path) == found


def readme_layout_folders(readme: str) -> set[str]:
    """The folders of ``tournaments/`` the README's Layout section names (after the colon
    of its ``tournaments/`` entry, up to the full stop)."""
    section = readme.split("\n## Layout", 1)[1].split("\n## ", 1)[0]
    block = section.split("```", 2)[1]
    entry = block.split("tournaments/", 1)[1].split("\ntemplates/", 1)[0]
    names = entry.split("):", 1)[1].split(".\n", 1)[0]
    return {name.split("(")[0].strip() for name in names.replace("\n", " ").split(",")}


def test_the_readme_layout_names_every_feature_folder():
    """The README's Layout section and the tree agree on the folders of ``tournaments/``."""
    folders = {
        p.name
        for p in (ROOT / "tournaments").iterdir()
        if (p / "__init__.py").is_file()
        and p.name not in ("migrations", "management", "templatetags")
    }
    assert readme_layout_folders((ROOT / "README.md").read_text()) == folders
