"""The lock files (``make lock``) pin every package the ranges name, inside its range, with
hashes: ``make setup`` and ``make setup-dev`` install from them with ``--require-hashes``,
so a range added to requirements*.txt without ``make lock`` would fail there; this says so
first, and which name is missing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
#: each ranges file and the lock made from it
LOCKS = {"requirements.txt": "requirements.lock", "requirements-dev.txt": "requirements-dev.lock"}
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)")


def _ranges(name: str) -> list[Requirement]:
    """The requirements of a ranges file, following its ``-r`` includes."""
    found: list[Requirement] = []
    for line in (ROOT / name).read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("-r "):
            found += _ranges(line[3:].strip())
        elif line:
            found.append(Requirement(line))
    return found


def _pins(name: str) -> dict[str, tuple[Version, int]]:
    """``{package: (version, number of hashes)}`` of a lock file."""
    pins: dict[str, tuple[Version, int]] = {}
    current = ""
    for line in (ROOT / name).read_text().splitlines():
        if match := PIN.match(line):
            current = canonicalize_name(match[1])
            pins[current] = (Version(match[2]), 0)
        elif line.strip().startswith("--hash=sha256:") and current:
            version, hashes = pins[current]
            pins[current] = (version, hashes + 1)
    return pins


@pytest.mark.parametrize(("ranges", "lock"), LOCKS.items())
def test_the_lock_pins_every_range_inside_it(ranges, lock):
    pins = _pins(lock)
    missing = [str(r) for r in _ranges(ranges) if canonicalize_name(r.name) not in pins]
    assert not missing, f"{lock} lacks {missing}: run `make lock`"
    outside = [
        f"{r.name}=={pins[canonicalize_name(r.name)][0]} (range {r.specifier})"
        for r in _ranges(ranges)
        if not r.specifier.contains(pins[canonicalize_name(r.name)][0], prereleases=True)
    ]
    assert not outside, f"{lock} pins outside the ranges: {outside}: run `make lock`"


@pytest.mark.parametrize("lock", LOCKS.values())
def test_every_pin_has_hashes(lock):
    pins = _pins(lock)
    assert pins
    assert [name for name, (_version, hashes) in pins.items() if not hashes] == []


def test_both_locks_install_the_same_runtime_versions():
    runtime, dev = _pins("requirements.lock"), _pins("requirements-dev.lock")
    differ = {n: (v, dev[n][0]) for n, (v, _h) in runtime.items() if dev[n][0] != v}
    assert not differ


def test_the_lock_reads_what_a_breach_looks_like(tmp_path, monkeypatch):
    """Self-test: a range without a pin, or a pin outside its range, is caught."""
    (tmp_path / "requirements.txt").write_text("Django>=6.0,<6.2\nnot-locked>=1\n")
    (tmp_path / "requirements.lock").write_text(
        "django==5.2 \\\n    --hash=sha256:00\n    # via -r requirements.txt\n"
    )
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    with pytest.raises(AssertionError, match="not-locked"):
        test_the_lock_pins_every_range_inside_it("requirements.txt", "requirements.lock")
    (tmp_path / "requirements.txt").write_text("Django>=6.0,<6.2\n")
    with pytest.raises(AssertionError, match="outside the ranges"):
        test_the_lock_pins_every_range_inside_it("requirements.txt", "requirements.lock")
