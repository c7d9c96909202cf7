"""scripts/find_python.sh finds a Python >= 3.12 or says what to install."""

import subprocess
import sys

from django.conf import settings

SCRIPT = settings.BASE_DIR / "scripts" / "find_python.sh"


def _run(env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["bash", str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60
    )


def test_find_python_accepts_the_running_interpreter():
    result = _run({"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "PYTHON": sys.executable})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == sys.executable


def test_find_python_explains_what_to_install_when_there_is_none(tmp_path):
    old = tmp_path / "python3"
    old.write_text("#!/bin/sh\nexit 1\n")
    old.chmod(0o755)
    result = _run({"PATH": f"{tmp_path}:/bin", "HOME": str(tmp_path), "PYENV_ROOT": str(tmp_path)})
    assert result.returncode == 1
    assert "apt-get install python3.12 python3.12-venv" in result.stderr
