"""scripts/flake_check.sh runs the suite N times per database and stops loudly at the first
failing run. A stand-in for Python records each run and fails the chosen one."""

import subprocess

import pytest
from django.conf import settings

SCRIPT = settings.BASE_DIR / "scripts" / "flake_check.sh"

FAKE_PYTHON = """#!/bin/sh
n=$(( $(cat "$COUNT" 2>/dev/null || echo 0) + 1 ))
echo "$n" > "$COUNT"
echo "run $n db=${DATABASE_URL:-sqlite} args=$*" >> "$CALLS"
[ "$n" = "$FAIL_AT" ] && { echo "FAILED tests/test_x.py::test_flaky - boom"; exit 1; }
echo "== 3 passed in 0.01s =="
"""

CASES = [
    # (RUNS, DATABASE_URL, the call that fails (0: none), exit, calls made, words on stderr)
    (3, "", 0, 0, ["sqlite"] * 3, None),
    (3, "", 2, 1, ["sqlite"] * 2, "sqlite run 2 of 3"),
    (2, "postgres://x/y", 0, 0, ["sqlite", "sqlite", "postgres://x/y", "postgres://x/y"], None),
    (2, "postgres://x/y", 3, 1, ["sqlite", "sqlite", "postgres://x/y"], "database_url run 1 of 2"),
]


@pytest.mark.parametrize(("runs", "url", "fail_at", "code", "dbs", "said"), CASES)
def test_flake_check_runs_each_database_and_stops_at_the_first_failure(
    tmp_path, runs, url, fail_at, code, dbs, said
):
    fake = tmp_path / "python"
    fake.write_text(FAKE_PYTHON)
    fake.chmod(0o755)
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHON": str(fake),
        "RUNS": str(runs),
        "LOGDIR": str(tmp_path / "logs"),
        "COUNT": str(tmp_path / "count"),
        "CALLS": str(tmp_path / "calls"),
        "FAIL_AT": str(fail_at),
    }
    if url:
        env["DATABASE_URL"] = url
    result = subprocess.run(
        ["bash", str(SCRIPT), "tests/browser"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == code, result.stdout + result.stderr
    calls = (tmp_path / "calls").read_text().splitlines()
    assert [c.split("db=")[1].split()[0] for c in calls] == dbs
    assert all("-n 2" in c and c.endswith("tests/browser") for c in calls)
    if said:
        assert f"FLAKE CHECK FAILED: {said}" in result.stderr
        assert "test_flaky" in result.stderr
    else:
        assert "passed" in result.stdout.splitlines()[-1]


def test_flake_check_refuses_a_bad_run_count(tmp_path):
    result = subprocess.run(
        ["bash", str(SCRIPT)],
        env={"PATH": "/usr/bin:/bin", "RUNS": "five", "LOGDIR": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "RUNS must be a positive number" in result.stderr
