"""The event loop of the worker's browser, marked as running only while a browser test runs.

Playwright's sync API (one session per xdist worker, tests/browser/conftest.py) runs an
event loop in the main thread and leaves it marked as running between its calls; its calls
fail without the mark. Two things in a later test of the same worker change under it:

- Django keeps database connections per thread, but per *context* in a thread with a
  running loop (asgiref's ``Local``). A test whose transaction (pytest-django's ``db``) was
  opened on one connection and whose fixture wrote through the other waited 20 s for its
  own lock on SQLite ("database is locked"); on PostgreSQL the fixture's rows would have
  been committed and kept.
- An async view cannot be reached through Django's test client ("You cannot use
  AsyncToSync in the same thread as an async event loop").

So the mark is put on before a browser test is set up and taken off after every test is
torn down (tests/conftest.py's ``pytest_runtest_setup``/``teardown``): each test sets up,
runs and tears down on one connection, whatever ran before it on its worker.
"""

from __future__ import annotations

import asyncio

_loop: asyncio.AbstractEventLoop | None = None


def remember(loop: asyncio.AbstractEventLoop | None) -> None:
    """The loop the browser runs on (``None``: the browser is gone)."""
    global _loop
    _loop = loop


def remembered() -> asyncio.AbstractEventLoop | None:
    return _loop


def mark_running() -> None:
    """Before a browser test: the browser's loop, if there is one, marked as running."""
    if _loop is not None and not _loop.is_closed():
        asyncio._set_running_loop(_loop)


def unmark() -> None:
    """After a test: the browser's loop no longer marked as running in this thread."""
    if _loop is not None and asyncio._get_running_loop() is _loop:
        asyncio._set_running_loop(None)
