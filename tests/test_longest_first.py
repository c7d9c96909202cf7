"""The tests' order (tests/longest_first.py): long modules first, database groups kept."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.longest_first import DURATIONS_FILE, LONG_MODULE_SECONDS, module_seconds

ROOT = Path(__file__).resolve().parent.parent

# Four small modules of each kind: (file name, body). Collected in a scratch folder with the
# project's conftest, so pytest-django's own sort runs before the one under test.
MODULES = {
    "test_a_rolled_back_short.py": "import pytest\n\n@pytest.mark.django_db\ndef test_one():\n    pass\n\n@pytest.mark.django_db\ndef test_two():\n    pass\n",
    "test_b_rolled_back_long.py": "import pytest\n\n@pytest.mark.django_db\ndef test_one():\n    pass\n",
    "test_c_transactional.py": "import pytest\n\n@pytest.mark.django_db(transaction=True)\ndef test_one():\n    pass\n",
    "test_d_free_long.py": "def test_one():\n    pass\n\ndef test_two():\n    pass\n",
    "test_e_free_short.py": "def test_one():\n    pass\n",
}


def test_the_file_names_existing_modules_with_their_seconds():
    seconds = module_seconds()
    assert seconds, f"{DURATIONS_FILE} is missing or empty"
    assert all(took > 0 for took in seconds.values())
    missing = [module for module in seconds if not (ROOT / module).is_file()]
    # A renamed module only loses its place in the order: a handful is tolerated.
    assert len(missing) <= len(seconds) // 10, missing


@pytest.mark.slow
def test_long_modules_go_first_and_the_database_groups_keep_their_order(tmp_path):
    folder = ROOT / "tests" / f"_order_{tmp_path.name}"
    folder.mkdir()
    try:
        for name, body in MODULES.items():
            (folder / name).write_text(body)
        relative = folder.relative_to(ROOT).as_posix()
        durations = {
            f"{relative}/test_b_rolled_back_long.py": 50.0,
            f"{relative}/test_a_rolled_back_short.py": 2.0,
            f"{relative}/test_d_free_long.py": LONG_MODULE_SECONDS + 1,
            f"{relative}/test_c_transactional.py": 1.0,
        }
        script = (
            "import json, sys, pytest\n"
            "import tests.longest_first as order\n"
            f"order.module_seconds = lambda: json.loads({json.dumps(json.dumps(durations))})\n"
            f"sys.exit(pytest.main(['--collect-only', '-q', '-p', 'no:cacheprovider', {relative!r}]))\n"
        )
        done = subprocess.run(
            [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stdout + done.stderr
        collected = [line.split("/")[-1] for line in done.stdout.splitlines() if "::" in line]
    finally:
        shutil.rmtree(folder)  # with the __pycache__ the collection wrote
    assert collected == [
        "test_d_free_long.py::test_one",  # no database and long: first of all
        "test_d_free_long.py::test_two",
        "test_b_rolled_back_long.py::test_one",  # the rolled-back group, longest first
        "test_a_rolled_back_short.py::test_one",
        "test_a_rolled_back_short.py::test_two",
        "test_c_transactional.py::test_one",  # then the transactional group
        "test_e_free_short.py::test_one",  # short ones without a database fill the end
    ]
