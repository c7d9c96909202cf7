"""How far a long search is (issue 44), for a draw made by a background worker.

The search's loops already look at the clock now and then (``CHECK_CLOCK_EVERY``); they
do it through :func:`past`, which also hands the iterations done so far to the
:class:`Progress` set for the current context (none: nothing more than the clock is read).
:meth:`Progress.tick` passes a small record to its ``report`` callback at most once every
``every`` seconds: the seconds used, the iterations done of the budget and the best draw's
key so far. Reporting neither reads nor changes the random generator: a seed gives the same
draw with or without it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

Report = Callable[[dict[str, Any]], None]


@dataclass
class Progress:
    report: Report
    every: float = 1.0
    budget: int = 0
    done: int = 0  # iterations of the runs already finished
    best: tuple[int, int, int, int] | None = None  # forbidden, most meetings, repeats, consecutive
    started: float = field(default_factory=time.monotonic)
    _next: float = 0.0

    def tick(self, running: int = 0, *, force: bool = False) -> None:
        """Report the iterations done (``running`` of the current run) if it is time."""
        now = time.monotonic()
        if not force and now < self._next:
            return
        self._next = now + self.every
        self.report(
            {
                "seconds": round(now - self.started, 1),
                "iterations": self.done + running,
                "budget": self.budget,
                "most_meetings": self.best[1] if self.best else None,
                "repeats": self.best[2] if self.best else None,
            }
        )


CURRENT: ContextVar[Progress | None] = ContextVar("seating_progress", default=None)


@contextmanager
def reporting(progress: Progress) -> Iterator[Progress]:
    """Searches run inside report to ``progress``."""
    token = CURRENT.set(progress)
    try:
        yield progress
    finally:
        CURRENT.reset(token)


def past(deadline: float, iterations: int) -> bool:
    """Is the clock past ``deadline``? Reports ``iterations`` (of the current run) first."""
    progress = CURRENT.get()
    if progress is not None:
        progress.tick(iterations)
    return time.monotonic() > deadline
