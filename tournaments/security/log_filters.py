"""One log line per refused request; no link tokens in access logs.

Django logs a ``PermissionDenied`` (403) on ``django.request`` with the exception
attached, so every refused URL a visitor tries filled the log with a traceback. A 403
is an expected answer, not a bug: this filter keeps the line ("Forbidden (Permission
denied): /path") and adds who asked, without the traceback. Errors (5xx) keep theirs.

:class:`MaskTokens` replaces the key of every link to a token route (the routes that
write it ``<token:…>``, ``tournaments.core.tokens``: table links, invitations, setup and
new-password links, registrants' personal pages, calendar feeds, check-in links, password
resets) with ``***`` in the development server's, gunicorn's and Django's request log
lines.
"""

from __future__ import annotations

import logging

from tournaments.core.tokens import token_routes


class ForbiddenOnOneLine(logging.Filter):
    """Idempotent: a record passes every handler's filters (and a reconfigured logging
    setup may attach the filter more than once), so who asked is added only once."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "status_code", None) == 403 and not getattr(
            record, "forbidden_on_one_line", False
        ):
            record.forbidden_on_one_line = True
            record.exc_info = None
            record.exc_text = None
            user = getattr(getattr(record, "request", None), "user", None)
            if user is not None and isinstance(record.args, tuple):
                who = f"user {user.pk}" if user.is_authenticated else "anonymous"
                record.msg = f"{record.msg} (%s)"
                record.args = (*(record.args or ()), who)
        return True


#: What Django's password-reset page puts where the key was once it kept the key in the
#: session (``PasswordResetConfirmView.reset_url_token``; the module loads with the log
#: settings, before the auth views may): a fixed word, no secret, kept readable.
_NOT_SECRET = frozenset({"set-password"})
MASK = "***"


def mask_tokens(text: str) -> str:
    """``text`` with the key of every link to a token route (``<token:…>``, see
    ``tournaments.core.tokens``) replaced by ``***``: in a request line, a referrer, a
    "Not Found: /join/…" line."""
    spans: set[tuple[int, int]] = set()
    for route in token_routes():
        for match in route.finder.finditer(text):
            spans.update(
                match.span(group)
                for group, value in match.groupdict().items()
                if value is not None and value not in _NOT_SECRET
            )
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    for start, end in reversed(merged):
        text = text[:start] + MASK + text[end:]
    return text


class MaskTokens(logging.Filter):
    """Log lines (``django.server``, ``gunicorn.access``, ``django.request``) without link
    keys: a log file must not hand out the links that open a table's hands, a login or
    someone's registration."""

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
ACCESS_LOGGERS = ("django.server", "gunicorn.access", "django.request")


def install_on_gunicorn() -> None:
    """Add :class:`MaskTokens` to gunicorn's access logger (gunicorn configures it before
    it loads the app, and settings.LOGGING would drop its handlers); idempotent."""
    access = logging.getLogger("gunicorn.access")
    if not any(isinstance(f, MaskTokens) for f in access.filters):
        access.addFilter(MaskTokens())
