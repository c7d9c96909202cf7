"""``manage.py score`` and ``manage.py rules`` as a user runs them: output, JSON, exit codes.

The commands run in this process through Django's own command line (``ManagementUtility``:
argument parsing, output, ``CommandError`` → exit status, as ``manage.py`` does), which
takes milliseconds where a new Python process per test took 1-2 s of start-up each; one
test starts ``manage.py`` as a program to keep the whole path honest."""

import contextlib
import io
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from django.core.management import ManagementUtility

from scoring.engine import RULESET_IDS, get_ruleset
from tests.golden import GOLDEN_DIR, golden_file, golden_rulesets

ROOT = Path(__file__).resolve().parents[2]

# the commands' system checks read the database, as they do for a user
pytestmark = pytest.mark.django_db


@dataclass(frozen=True)
class Done:
    returncode: int
    stdout: str
    stderr: str


def run(*args: str, stdin: str | None = None) -> Done:
    """``manage.py <args>`` in this process, as a user's shell would run it."""
    out, err = io.StringIO(), io.StringIO()
    returncode = 0
    with contextlib.ExitStack() as stack:
        stack.enter_context(contextlib.redirect_stdout(out))
        stack.enter_context(contextlib.redirect_stderr(err))
        if stdin is not None:
            stack.enter_context(_stdin(stdin))
        try:
            ManagementUtility(["manage.py", *args]).execute()
        except SystemExit as exit_:
            returncode = exit_.code if isinstance(exit_.code, int) else 1
    return Done(returncode, out.getvalue(), err.getvalue())


@contextlib.contextmanager
def _stdin(text: str):
    saved = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        yield
    finally:
        sys.stdin = saved


@pytest.mark.slow
def test_manage_py_runs_the_commands_as_a_program():
    """One real process each way: a passing check (exit 0) and a refused input (exit 2)."""
    passing = subprocess.run(
        [sys.executable, "manage.py", "score", "--check", str(GOLDEN_DIR / "nmb.yaml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert passing.returncode == 0, passing.stderr
    assert passing.stdout.strip().splitlines()[-1].endswith(" 0 failed")
    refused = subprocess.run(
        [sys.executable, "manage.py", "score", "-"],
        cwd=ROOT,
        input="players: [oops",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert refused.returncode == 2
    assert "not valid YAML" in refused.stdout + refused.stderr
    assert "Traceback" not in refused.stderr


@pytest.mark.parametrize("ruleset", golden_rulesets())
def test_check_passes_every_golden_file(ruleset):
    done = run("score", "--check", str(GOLDEN_DIR / golden_file(ruleset)))
    last = done.stdout.strip().splitlines()[-1]
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr
    assert last.endswith(" 0 failed"), last


def test_json_output_has_id_points_settlement_elements():
    done = run("score", "--json", str(GOLDEN_DIR / "nmb.yaml"))
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    assert len(results) >= 20
    for r in results:
        assert {"id", "points", "settlement", "elements"} <= set(r)
        assert sum(r["settlement"].values()) == 0


def test_check_fails_loudly_on_a_wrong_expectation(tmp_path):
    text = (GOLDEN_DIR / "nmb.yaml").read_text()
    # every expected settlement of East changes: the check must notice
    wrong = text.replace("settlement: {E: ", "settlement: {E: 1")
    path = tmp_path / "wrong.yaml"
    path.write_text(wrong)
    done = run("score", "--check", str(path))
    assert done.returncode == 1
    assert " failed" in done.stdout.strip().splitlines()[-1]
    assert not done.stdout.strip().splitlines()[-1].endswith(" 0 failed")


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        ("ruleset: nmb\nplayers: {E: {concealed: [b1, x9]}}\n", "3 or 4 players"),
        (
            "ruleset: chess\nplayers: {E: {}, S: {}, W: {}}\nresult: {kind: draw}\n",
            "unknown ruleset",
        ),
        ("players: [oops", "not valid YAML"),
    ],
)
def test_invalid_input_exits_2_with_a_message_not_a_traceback(stdin, message):
    done = run("score", "-", stdin=stdin)
    assert done.returncode == 2
    assert message in done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_missing_file_exits_2():
    done = run("score", "/nonexistent/hands.yaml")
    assert done.returncode == 2
    assert "cannot read" in done.stderr
    assert "Traceback" not in done.stderr


# the shipped rulesets (the toy of tests/toy_ruleset has no seed passages to print)
@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_rules_prints_elements_with_a_seed_source_each(ruleset):
    done = run("rules", ruleset)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith(f"{ruleset}.")]
    assert len(lines) >= 10
    seed = get_ruleset(ruleset).seed
    for line in lines:
        assert seed in line.split()[-1] or seed in line, line


def test_a_file_nested_100000_deep_is_a_clear_error_not_a_traceback(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    done = run("score", str(path))
    assert done.returncode == 2
    assert "nested more than 64 levels deep" in done.stderr
    assert "Traceback" not in done.stderr and "RecursionError" not in done.stderr


@pytest.mark.parametrize(
    ("ruleset", "line"),
    [
        # the options issue 20 added: name, default, seed passage
        ("mcr", "  four_held_waits = False"),
        ("mcr", "[002 L313-L329]"),
        ("hk", "  below_min_fan = 'false_mahjong' [false_mahjong | accept]"),
        ("hk", "[004 L877-885, L887-894]"),
        ("hk", "  eight_seasons_fan = 4 [4 | 3]"),
        ("hk", "[004 L641-643, L648-651]"),
    ],
)
def test_rules_lists_options_with_default_and_seed_passage(ruleset, line):
    done = run("rules", ruleset)
    options = done.stdout.split("options:", 1)[1].splitlines()
    assert any(line in o for o in options), line
