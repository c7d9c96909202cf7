"""Issuing and revoking one-time links (setup, invitation, password reset), audited."""

import datetime
import secrets
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.accounts.models import AccessLink, AccessLinkKind
from tournaments.accounts.selectors.links import installation_is_new, token_hash
from tournaments.audit.actors import Actor, actor_account
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Club, Member
from tournaments.clubs.selectors.protection import LoginAction, login_protection_check
from tournaments.clubs.services.clubs import club_create
from tournaments.core.roles import CLUB_ADMIN, MemberRole

SETUP_LIFETIME = datetime.timedelta(hours=24)
INVITATION_LIFETIME = datetime.timedelta(days=7)
RESET_LIFETIME = datetime.timedelta(days=2)


def link_snapshot(link: AccessLink) -> dict[str, Any]:
    """The link for the audit log, without its token hash."""
    data = model_snapshot(link)
    data.pop("token_hash", None)
    return data


def _issue(
    *,
    kind: str,
    lifetime: datetime.timedelta,
    actor: Actor | None,
    club: Club | None = None,
    member: Member | None = None,
    role: str = "",
) -> tuple[AccessLink, str]:
    token = secrets.token_urlsafe(32)
    link = AccessLink(
        kind=kind,
        token_hash=token_hash(token),
        club=club,
        member=member,
        role=role,
        created_by=actor_account(actor),
        expires_at=timezone.now() + lifetime,
    )
    link.full_clean(exclude=["club", "member", "created_by"])
    link.save()
    audit_record(actor=actor, action=f"{kind}.issue", obj=link, after=link_snapshot(link))
    return link, token


@transaction.atomic
def setup_link_issue(*, lifetime: datetime.timedelta = SETUP_LIFETIME) -> str:
    """A new installation's setup link token (older unused ones stop working)."""
    if not installation_is_new():
        raise ValidationError(_("This site already has a club."))
    AccessLink.objects.filter(kind=AccessLinkKind.SETUP, used_at__isnull=True).update(
        revoked_at=timezone.now()
    )
    _link, token = _issue(kind=AccessLinkKind.SETUP, lifetime=lifetime, actor=None)
    return token


@transaction.atomic
def invitation_issue(
    *, club: Club, role: str, actor: Actor | None, member: Member | None = None
) -> tuple[AccessLink, str]:
    """An invitation to a login with ``role`` in ``club``: for ``member`` (who has no login
    yet), or without one for a new club's first admin (who then gives their name)."""
    if role not in MemberRole.values:
        raise ValidationError(_("Unknown role."))
    if member is not None:
        member = Member.objects.select_for_update().get(pk=member.pk)
        if member.club_id != club.pk or member.user_id is not None:
            raise ValidationError(_("This member already has a login."))
        if not member.active:
            raise ValidationError(_("This member is inactive."))
    return _issue(
        kind=AccessLinkKind.INVITATION,
        lifetime=INVITATION_LIFETIME,
        actor=actor,
        club=club,
        member=member,
        role=role,
    )


@transaction.atomic
def reset_link_issue(*, member: Member, actor: Actor | None) -> tuple[AccessLink, str]:
    """A one-time link with which ``member`` chooses a new password."""
    if member.user is None:
        raise ValidationError(_("This member has no login yet."))
    # a club admin must not take over a login that counts elsewhere too
    login_protection_check(actor=actor, member=member, action=LoginAction.RESET)
    return _issue(
        kind=AccessLinkKind.RESET,
        lifetime=RESET_LIFETIME,
        actor=actor,
        club=member.club,
        member=member,
    )


@transaction.atomic
def access_link_revoke(*, link: AccessLink, actor: Actor | None) -> AccessLink:
    link = AccessLink.objects.select_for_update().get(pk=link.pk)
    if not link.is_open:
        return link
    before = link_snapshot(link)
    link.revoked_at = timezone.now()
    link.save(update_fields=["revoked_at"])
    audit_record(
        actor=actor,
        action=f"{link.kind}.revoke",
        obj=link,
        before=before,
        after=link_snapshot(link),
    )
    return link


def access_link_use(*, token: str, kind: str) -> AccessLink:
    """Lock the open link of ``kind`` with ``token`` and mark it used (inside the caller's
    transaction: if the rest fails, the link stays open)."""
    link = (
        AccessLink.objects.select_for_update()
        .filter(token_hash=token_hash(token), kind=kind)
        .first()
    )
    if link is None or not link.is_open:
        raise ValidationError(_("This link is not valid (any more)."), code="link")
    link.used_at = timezone.now()
    link.save(update_fields=["used_at"])
    return link


@transaction.atomic
def hosted_club_create(
    *, name: str, slug: str, language: str, default_ruleset: str, actor: Actor | None
) -> tuple[Club, AccessLink, str]:
    """The site's operator adds a club; its first admin gets an invitation link."""
    club = club_create(name=name, slug=slug, language=language, default_ruleset=default_ruleset)
    audit_record(actor=actor, action="club.create", obj=club, after=model_snapshot(club))
    link, token = invitation_issue(club=club, role=CLUB_ADMIN, actor=actor)
    return club, link, token


#: a used, revoked or expired link is kept this long (the club's page lists it), then deleted
SPENT_LINK_DAYS = 30


@transaction.atomic
def access_links_prune(*, days: int = SPENT_LINK_DAYS, now: datetime.datetime | None = None) -> int:
    """Delete the one-time links used, revoked or expired more than ``days`` days ago (only
    their hash was kept; the audit entries about them stay); the number deleted.
    Housekeeping, not a change of the club's records: not audited (``manage.py
    housekeeping`` logs the count)."""
    cutoff = (now or timezone.now()) - datetime.timedelta(days=days)
    spent = Q(used_at__lt=cutoff) | Q(revoked_at__lt=cutoff) | Q(expires_at__lt=cutoff)
    deleted, _by_model = AccessLink.objects.filter(spent).delete()
    return deleted
