"""Hardening that is not a permission rule: log-in rate limiting (``ratelimit``, the
backend and the log-in form). Who may do what lives in ``tournaments.permissions``."""
