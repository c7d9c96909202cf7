"""Making and revoking the personal API keys (issue 43). Only a hash of a key is stored;
the key itself is returned once, for the account page to show."""

from __future__ import annotations

import datetime
import secrets
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from tournaments.accounts.models import ApiToken
from tournaments.accounts.selectors.api_tokens import TOKEN_PREFIX
from tournaments.accounts.selectors.links import token_hash
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Club

#: ``last_used_at`` is written at most this often per key (not on every request)
TOUCH_EVERY = datetime.timedelta(minutes=1)


def token_snapshot(token: ApiToken) -> dict[str, Any]:
    """The key for the audit trail, without its hash."""
    data = model_snapshot(token)
    data.pop("token_hash", None)
    return data


@transaction.atomic
def api_token_create(*, user: User, club: Club, name: str, scope: str) -> tuple[ApiToken, str]:
    """A new key of ``user`` for ``club``: the stored token and the key (shown once)."""
    key = TOKEN_PREFIX + secrets.token_urlsafe(32)
    token = ApiToken(
        user=user,
        club=club,
        name=name.strip(),
        scope=scope,
        token_hash=token_hash(key),
        prefix=key[: len(TOKEN_PREFIX) + 5],
    )
    token.full_clean(exclude=["user", "club"])
    token.save()
    audit_record(
        actor=user, action="api_token.create", obj=token, after=token_snapshot(token), club=club
    )
    return token, key


@transaction.atomic
def api_token_revoke(*, token: ApiToken, actor: User) -> ApiToken:
    """Revoke ``token`` (kept, so the account page and the audit trail say when)."""
    if token.revoked_at is not None:
        return token
    before = token_snapshot(token)
    token.revoked_at = timezone.now()
    token.save(update_fields=["revoked_at"])
    audit_record(
        actor=actor,
        action="api_token.revoke",
        obj=token,
        before=before,
        after=token_snapshot(token),
        club=token.club,
    )
    return token


def api_token_touch(*, token: ApiToken) -> None:
    """Note that ``token`` was used now (at most once a minute: not audited, a timestamp)."""
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at >= TOUCH_EVERY:
        ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
        token.last_used_at = now
