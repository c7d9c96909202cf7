"""One short log line a minute while the shared cache is away.

django-redis (``IGNORE_EXCEPTIONS``: a Redis outage reads as an empty cache, settings.py)
logs every call it answers without Redis, with its traceback: several per page while Redis
is down. :class:`OncePerMinute` keeps the first line of each minute, as a warning that names
the error, and drops the rest, so an outage is visible in the log without filling it.
"""

from __future__ import annotations

import logging
import time


class OncePerMinute(logging.Filter):
    """Pass one record per ``seconds`` (60), without its traceback."""

    def __init__(self, seconds: float = 60.0) -> None:
        super().__init__()
        self.seconds = seconds
        self._last = -seconds

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        if now - self._last < self.seconds:
            return False
        self._last = now
        error = record.exc_info[1] if record.exc_info else None
        cause = error.__cause__ if error is not None and error.__cause__ else error
        record.msg = "Redis unavailable, serving without the cache: %s"
        record.args = (cause,)
        record.levelno, record.levelname = logging.WARNING, "WARNING"
        record.exc_info = record.exc_text = None
        return True
