"""Seed examples with unknown loser hands (``??``, shared/golden/FORMAT.md): the known hands
are scored, the unknown ones are marked, only what ``expected`` lists is compared, and there
is no settlement when it needs an unknown hand. The entry form still needs every hand."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scoring.batch import score_case
from scoring.casefiles import load_cases
from scoring.engine import InvalidHand, score_dict

ROOT = Path(__file__).resolve().parents[3]
FILE = Path(__file__).parent / "data" / "unknown_hands.yaml"
CASES = {c.id: c for c in load_cases(FILE.read_bytes(), name=FILE.name)}


@pytest.mark.parametrize(
    ("case_id", "unknown", "points", "settled", "problems"),
    [
        ("east-unknown", ["E"], {"S": 96, "W": 0, "N": 20}, False, []),
        ("two-unknown-some-tiles-known", ["E", "N"], {"S": 96, "W": 0}, False, []),
        (
            "settlement-needs-the-unknown-hand",
            ["E"],
            {"S": 96, "W": 0, "N": 20},
            False,
            ["settlement S: expected 384, but no settlement (tiles of E unknown)"],
        ),
        (
            "points-of-the-unknown-hand",
            ["E", "W", "N"],
            {"S": 96},
            False,
            ["points E: expected 64, but the tiles of E are unknown"],
        ),
        ("draw-with-unknown-hands", ["E", "S", "W", "N"], {}, True, []),
    ],
)
def test_known_hands_are_scored(case_id, unknown, points, settled, problems):
    outcome = score_case(CASES[case_id], check=True)
    assert outcome.error is None, outcome.error
    assert list(outcome.score.unknown) == unknown
    assert dict(outcome.score.points) == points
    assert (outcome.score.settlement is not None) == settled
    assert list(outcome.problems) == problems


def test_known_hands_keep_their_elements():
    score = score_case(CASES["east-unknown"]).score
    assert [e.element.id for e in score.elements["N"]] == [
        "nmb.pung_open_simples",
        "nmb.pung_concealed_edel",
        "nmb.schoon",
    ]
    assert "E" not in score.elements


def test_the_entry_form_still_needs_every_hand():
    data = dict(CASES["east-unknown"].data)
    with pytest.raises(InvalidHand) as err:
        score_dict(data)
    assert err.value.code == "hand_unknown"


@pytest.mark.slow  # manage.py in a process of its own
def test_score_command_marks_unknown_hands():
    done = subprocess.run(
        [sys.executable, "manage.py", "score", "--check", str(FILE)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = done.stdout.splitlines()
    assert done.returncode == 1  # two cases ask for what is unknown
    assert "   E: points      ?   settlement       ?   (tiles unknown: ??)" in lines
    assert "   N: points     20   settlement       ?" in lines
    assert lines[-1] == "3 passed, 2 failed"


@pytest.mark.slow  # manage.py in a process of its own
def test_score_command_json_has_unknown_and_no_settlement():
    done = subprocess.run(
        [sys.executable, "manage.py", "score", "--json", "--case", "east-unknown", str(FILE)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    [result] = json.loads(done.stdout)
    assert result["unknown"] == ["E"]
    assert result["settlement"] is None
    assert result["points"] == {"S": 96, "W": 0, "N": 20}
