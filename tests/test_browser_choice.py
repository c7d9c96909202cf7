"""Which browser the browser tests drive (tests/browser/conftest.py ``browser_path``):
a named one first, else Debian's headless shell when it is installed, else its chromium."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.conftest import FULL_CHROMIUM, HEADLESS_SHELL, browser_path


@pytest.mark.parametrize(
    ("environ", "installed", "expected"),
    [
        ({}, {HEADLESS_SHELL, FULL_CHROMIUM}, HEADLESS_SHELL),
        ({}, {FULL_CHROMIUM}, FULL_CHROMIUM),
        ({}, set(), FULL_CHROMIUM),  # the fixture then says what to install
        ({"CHROMIUM_PATH": "/opt/chrome"}, {HEADLESS_SHELL}, Path("/opt/chrome")),
        ({"CHROMIUM_PATH": ""}, {HEADLESS_SHELL}, HEADLESS_SHELL),
    ],
    ids=["headless shell", "chromium only", "neither", "named", "named empty"],
)
def test_the_browser_the_tests_drive(environ, installed, expected):
    assert browser_path(environ, installed.__contains__) == expected
