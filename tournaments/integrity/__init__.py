"""Integrity checks over stored results: every hand re-scored from its entry, every
settlement summed. ``manage.py verify`` runs them; nothing here writes."""

from tournaments.integrity.penalties import verify_penalties
from tournaments.integrity.verify import Issue, VerifyReport, verify_hands, verify_idle_tables

__all__ = ["Issue", "VerifyReport", "verify_hands", "verify_idle_tables", "verify_penalties"]
