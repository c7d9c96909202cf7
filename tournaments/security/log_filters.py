"""One log line per refused request; no link tokens in access logs.

Django logs a ``PermissionDenied`` (403) on ``django.request`` with the exception
attached, so every refused URL a visitor tries filled the log with a traceback. A 403
is an expected answer, not a bug: this filter keeps the line ("Forbidden (Permission
denied): /path") and adds who asked, without the traceback. Errors (5xx) keep theirs.

:class:`MaskTokens` replaces the token in players' table links and password-reset links
with ``***`` in the development server's and gunicorn's access log lines (issue 38).
"""

from __future__ import annotations

import logging
import re


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


#: URL paths whose last part is a credential: the players' table links
#: (``/t/<table>/<token>/``, see tournaments.play.urls) and Django's password-reset links
#: (``/accounts/reset/<uid>/<token>/``).
_TOKEN_PATHS = re.compile(r"(/t/\d+/|/reset/[0-9A-Za-z_\-]+/)(?!set-password/)[^/\s\"?]+")
MASK = "***"


def mask_tokens(text: str) -> str:
    """``text`` with the token of every table or password-reset link replaced by ``***``."""
    return _TOKEN_PATHS.sub(lambda m: m.group(1) + MASK, text)


class MaskTokens(logging.Filter):
    """Access log lines (``django.server``, ``gunicorn.access``) without link tokens: a
    log file must not hand out the links that let anyone enter a table's hands."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError, KeyError):
            return True
        masked = mask_tokens(message)
        if masked != message:
            record.msg = masked
            record.args = None
        return True


#: The loggers whose records carry request paths (django.server is configured in
#: settings.LOGGING; gunicorn sets up its own before Django starts, see install_on_gunicorn).
ACCESS_LOGGERS = ("django.server", "gunicorn.access")


def install_on_gunicorn() -> None:
    """Add :class:`MaskTokens` to gunicorn's access logger (gunicorn configures it before
    it loads the app, and settings.LOGGING would drop its handlers); idempotent."""
    access = logging.getLogger("gunicorn.access")
    if not any(isinstance(f, MaskTokens) for f in access.filters):
        access.addFilter(MaskTokens())
