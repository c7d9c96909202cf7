"""Hardening that is not a permission rule: log-in lockout (``lockout``, django-axes
underneath, and the log-in form). Who may do what lives in ``tournaments.core.permissions``."""
