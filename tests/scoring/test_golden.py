"""Every golden case (shared/golden/*.yaml) through the same path a user's file takes:
:func:`scoring.casefiles.load_cases` (``tests.golden.golden_cases``: its parse and its
cases, each file read once per process) then :func:`scoring.batch.score_case`."""

from __future__ import annotations

import pytest

from scoring.batch import score_case
from scoring.engine import RULESET_IDS
from tests.golden import golden_cases, golden_file, golden_rulesets

from .golden_xfail import XFAIL

#: the rulesets with golden files (not the toy of tests/toy_ruleset: it has no rule book)
RULESETS = golden_rulesets()


def _cases():
    params = []
    for ruleset in RULESETS:
        for case in golden_cases(golden_file(ruleset)):
            marks = []
            if case.id in XFAIL:
                marks.append(pytest.mark.xfail(strict=True, reason=XFAIL[case.id]))
            params.append(pytest.param(case, id=case.id, marks=marks))
    return params


def test_golden_dir_present(golden_dir):
    assert golden_dir.is_dir(), f"golden cases not found at {golden_dir} (set GOLDEN_DIR)"
    assert len(_cases()) >= 216
    assert set(RULESET_IDS) <= set(RULESETS), "a shipped ruleset without golden cases"


@pytest.mark.parametrize("case", _cases())
def test_golden_case(case):
    outcome = score_case(case, check=True)
    assert outcome.error is None, f"{case.id}: {outcome.error}"
    assert not outcome.problems, "\n".join(outcome.problems)


def test_golden_dir_honours_the_environment(monkeypatch, tmp_path):
    import importlib

    import tests.golden

    monkeypatch.setenv("GOLDEN_DIR", str(tmp_path))
    try:
        assert tmp_path == importlib.reload(tests.golden).GOLDEN_DIR
    finally:
        monkeypatch.undo()
        importlib.reload(tests.golden)
