"""Reads of the one-time links: one by its token, a club's open and recent links, and
whether the installation is still new (no club yet)."""

import hashlib

from django.contrib.auth.models import User
from django.db.models import QuerySet

from tournaments.accounts.models import AccessLink
from tournaments.clubs.models import Club, Member


def token_hash(token: str) -> str:
    """What is stored of a link's token (the token itself never is)."""
    return hashlib.sha256(token.encode()).hexdigest()


def access_link_by_token(*, token: str, kind: str) -> AccessLink | None:
    """The open link of ``kind`` with ``token`` (None: unknown, used, revoked or expired)."""
    link = (
        AccessLink.objects.select_related("club", "member", "member__user")
        .filter(token_hash=token_hash(token), kind=kind)
        .first()
    )
    return link if link is not None and link.is_open else None


def club_access_links(*, club: Club, limit: int = 50) -> QuerySet[AccessLink]:
    """The club's invitations and reset links, newest first."""
    return AccessLink.objects.filter(club=club).select_related("member", "created_by")[:limit]


def club_access_link_get(*, club: Club, pk: int | None) -> AccessLink | None:
    if pk is None:
        return None
    return AccessLink.objects.filter(club=club, pk=pk).select_related("member").first()


def installation_is_new() -> bool:
    """No club yet: the home page explains how to begin, a setup link may be issued."""
    return not Club.objects.exists()


def account_memberships(*, user: User) -> QuerySet[Member]:
    """The user's memberships (club and role), for their account page."""
    return Member.objects.filter(user=user).select_related("club").order_by("club__name")
