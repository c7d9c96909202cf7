"""One log line per refused request.

Django logs a ``PermissionDenied`` (403) on ``django.request`` with the exception
attached, so every refused URL a visitor tries filled the log with a traceback. A 403
is an expected answer, not a bug: this filter keeps the line ("Forbidden (Permission
denied): /path") and adds who asked, without the traceback. Errors (5xx) keep theirs.
"""

from __future__ import annotations

import logging


class ForbiddenOnOneLine(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "status_code", None) == 403:
            record.exc_info = None
            record.exc_text = None
            user = getattr(getattr(record, "request", None), "user", None)
            if user is not None and isinstance(record.args, tuple):
                who = f"user {user.pk}" if user.is_authenticated else "anonymous"
                record.msg = f"{record.msg} (%s)"
                record.args = (*(record.args or ()), who)
        return True
