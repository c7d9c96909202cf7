"""Run a coroutine function from a test in a thread of its own.

A browser test earlier in the same pytest worker leaves Playwright's event loop in the main
thread, and asgiref refuses ``async_to_sync`` in a thread with a running loop: the async
tests ask in a fresh thread, where no loop runs, whatever ran before them."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from asgiref.sync import async_to_sync


def run_async(function: Callable[..., Awaitable[Any]], *args: Any, timeout: float = 60) -> Any:
    """``function(*args)`` awaited in a new thread; its result (or its exception)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(async_to_sync(function), *args).result(timeout=timeout)
