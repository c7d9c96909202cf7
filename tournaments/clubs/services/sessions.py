"""Ending a login's sessions: whoever is logged in as that account is logged out."""

from django.contrib.auth import SESSION_KEY
from django.contrib.sessions.models import Session
from django.db import transaction
from django.utils import timezone


@transaction.atomic
def user_sessions_end(*, user_id: int, keep: str | None = None) -> int:
    """Delete every unexpired session of the account ``user_id`` (but the session key
    ``keep``, the caller's own). Returns how many were deleted."""
    ended = [
        session.session_key
        for session in Session.objects.filter(expire_date__gt=timezone.now()).iterator()
        if session.get_decoded().get(SESSION_KEY) == str(user_id) and session.session_key != keep
    ]
    deleted, _by_model = Session.objects.filter(session_key__in=ended).delete()
    return deleted
