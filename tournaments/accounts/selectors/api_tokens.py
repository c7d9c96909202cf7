"""Reads of the personal API keys (issue 43): one by the key a client sends, a login's
keys for its account page, the clubs a key may be made for."""

from __future__ import annotations

from django.contrib.auth.models import User
from django.db.models import QuerySet

from tournaments.accounts.models import ApiToken
from tournaments.accounts.selectors.links import token_hash
from tournaments.clubs.models import Club

#: what every key starts with, so a leaked one is easy to recognise (and to search for)
TOKEN_PREFIX = "cs_"


def api_token_by_key(*, key: str) -> ApiToken | None:
    """The key's token with its login and club, if it exists and is not revoked."""
    if not key.startswith(TOKEN_PREFIX) or len(key) > 100:
        return None
    token = (
        ApiToken.objects.select_related("user", "club").filter(token_hash=token_hash(key)).first()
    )
    if token is None or token.revoked_at is not None or not token.user.is_active:
        return None
    return token


def api_tokens_of(*, user: User) -> QuerySet[ApiToken]:
    """The login's keys, newest first (revoked ones too: the page says since when)."""
    return ApiToken.objects.filter(user=user).select_related("club")


def api_token_get(*, user: User, pk: int | None) -> ApiToken | None:
    """One of the login's own keys (None: not theirs, or no such key)."""
    if pk is None:
        return None
    return ApiToken.objects.filter(user=user, pk=pk).select_related("club").first()


def api_token_clubs(*, user: User) -> QuerySet[Club]:
    """The clubs the login is an active member of: a key acts in one of them."""
    if user.is_superuser:
        return Club.objects.all()
    return Club.objects.filter(members__user=user, members__active=True).distinct()
