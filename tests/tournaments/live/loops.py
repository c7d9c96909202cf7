"""Run a coroutine function from a test in a thread of its own.

Written when a browser test left Playwright's loop marked as running in the main thread
(asgiref refuses ``async_to_sync`` there); tests/conftest.py unmarks it now, but the thread
stays: the database connections the async requests open end with it. Run from the test's
own thread, one of them outlived the run on PostgreSQL ("test_clubsite is being accessed by
other users" when the test database is dropped, 2026-12-04)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from asgiref.sync import async_to_sync


def run_async(function: Callable[..., Awaitable[Any]], *args: Any, timeout: float = 60) -> Any:
    """``function(*args)`` awaited in a new thread; its result (or its exception)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(async_to_sync(function), *args).result(timeout=timeout)
