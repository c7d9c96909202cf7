"""scripts/find_python.sh finds a Python >= 3.12 or says what to install."""

import runpy
import subprocess
import sys
from pathlib import Path

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


def test_make_run_for_phones_allows_this_machines_addresses():
    """``make run HOST=0.0.0.0``: Django must answer the Host a phone sends (this
    machine's address), so the addresses go into ALLOWED_HOSTS unless it is set."""
    root = settings.BASE_DIR
    addresses = runpy.run_path(str(root / "scripts" / "lan_addresses.py"))["lan_addresses"]()
    assert all(not a.startswith("127.") for a in addresses)
    venv = str(Path(sys.executable).parent.parent)  # make -n: nothing is installed or run
    result = subprocess.run(
        ["make", "-n", "run", "HOST=0.0.0.0", f"VENV={venv}"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "runserver 0.0.0.0:8000" in result.stdout
    allowed = next(line for line in result.stdout.splitlines() if "ALLOWED_HOSTS=" in line)
    assert "${ALLOWED_HOSTS:-localhost,127.0.0.1" in allowed
    for address in addresses:
        assert address in allowed
