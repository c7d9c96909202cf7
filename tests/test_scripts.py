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


def _make_n(*args: str) -> str:
    venv = str(Path(sys.executable).parent.parent)  # make -n: nothing is installed or run
    return subprocess.run(
        ["make", "-n", *args, f"VENV={venv}"],
        cwd=settings.BASE_DIR,
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def test_make_run_for_phones_serves_as_in_production():
    """``make run HOST=0.0.0.0`` (phones on the club's network) runs scripts/serve_club.sh:
    DEBUG off, gunicorn (tests/test_club_network.py starts it); ``make run`` on this
    machine only serves with uvicorn (ASGI, for the live pages' streams) and DEBUG on."""
    addresses = runpy.run_path(str(settings.BASE_DIR / "scripts" / "lan_addresses.py"))[
        "lan_addresses"
    ]()
    assert all(not a.startswith("127.") for a in addresses)
    assert "scripts/serve_club.sh http 0.0.0.0 8000" in _make_n("run", "HOST=0.0.0.0")
    assert "scripts/serve_club.sh https 0.0.0.0 8000" in _make_n("run-https", "HOST=0.0.0.0")
    local = _make_n("run")
    assert "uvicorn clubsite.asgi:application --reload --host 127.0.0.1 --port 8000" in local
    assert "serve_club" not in local
