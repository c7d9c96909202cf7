"""The site's logging (settings.LOGGING): Django's console and runserver handlers, with the
filters that keep link keys out of every log line (tournaments.security.log_filters), a
403 on one line, and a Redis outage logged once a minute (clubsite.log_filters)."""

from typing import Any


def logging_config(level: str) -> dict[str, Any]:
    """The ``LOGGING`` dict, the root logger at ``level`` (``LOG_LEVEL``, default INFO)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {
            "forbidden_on_one_line": {"()": "tournaments.security.log_filters.ForbiddenOnOneLine"},
            "mask_tokens": {"()": "tournaments.security.log_filters.MaskTokens"},
            "once_per_minute": {"()": "clubsite.log_filters.OncePerMinute"},
        },
        # Django's own runserver log format and handler, repeated because the logger below
        # adds a filter (no link keys in the access log).
        "formatters": {
            "django.server": {
                "()": "django.utils.log.ServerFormatter",
                "format": "[{server_time}] {message}",
                "style": "{",
            }
        },
        "handlers": {
            "console": {"class": "logging.StreamHandler"},
            "django.server": {
                "level": "INFO",
                "class": "logging.StreamHandler",
                "formatter": "django.server",
            },
        },
        "root": {"handlers": ["console"], "level": level},
        "loggers": {
            "django.db.backends": {"level": "INFO"},
            "axes": {"level": "WARNING"},  # one line per lockout, not per attempt
            "clubsite.cache": {"filters": ["once_per_minute"]},  # a Redis outage
            "django.request": {"filters": ["forbidden_on_one_line", "mask_tokens"]},  # 403, keys
            "django.server": {
                "handlers": ["django.server"],
                "level": "INFO",
                "propagate": False,
                "filters": ["mask_tokens"],
            },
        },
    }
