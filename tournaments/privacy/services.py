"""Erasing a member who left (GDPR article 17), keeping everyone else's results whole.

The member row stays, so its seats, hands, penalties and settlements keep pointing at it
and no other player's standings move; what identifies the person goes: the name becomes
"Former member 17" (shown in the page's language; stored in the site's), the member and EMA numbers, the country and
the date joined are replaced, what the member entered when registering for events (as a member, or as a guest
under their login's e-mail address) is emptied, the login is unlinked and, if it belongs to no other club,
deactivated and emptied. The club's earlier audit entries of this member lose the personal
fields of their snapshots. The erasure itself is audited without personal data.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Case, Q, QuerySet, Value, When
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.models import AuditEntry
from tournaments.audit.services import audit_record
from tournaments.clubs.models import MEMBER_PERSONAL_FIELDS, Member
from tournaments.clubs.selectors.protection import LoginAction, login_protection_check
from tournaments.core.roles import MemberRole
from tournaments.registration.models import Registration

#: fields of a member's audit snapshots that name the person
PERSONAL_FIELDS = (*MEMBER_PERSONAL_FIELDS, "user_id")
ERASED = "—"


def _scrub(snapshot: dict[str, Any] | None) -> dict[str, Any] | None:
    if not snapshot:
        return snapshot
    return {k: (ERASED if k in PERSONAL_FIELDS else v) for k, v in snapshot.items()}


def _audit_scrub(member: Member) -> int:
    """Replace the personal fields in the earlier audit entries of ``member``."""
    entries = AuditEntry.objects.filter(object_type="tournaments.member", object_id=str(member.pk))
    count = 0
    for entry in entries:
        entry.before = _scrub(entry.before)
        entry.after = _scrub(entry.after)
        entry.save(update_fields=["before", "after"])
        count += 1
    return count


def _user_erase(user: User, keep_login: bool) -> bool:
    """Empty and deactivate the login (unless it still belongs to another club)."""
    if keep_login:
        return False
    user.username = f"erased-{user.pk}"
    user.first_name = user.last_name = user.email = ""
    user.is_active = False
    user.set_unusable_password()
    user.save()
    return True


def _registrations_of(member: Member, email_key: str) -> QuerySet[Registration]:
    """The member's registrations, and the club's guest registrations under their login's
    e-mail address (a member may register as a guest)."""
    mine = Q(member=member)
    if email_key:
        mine |= Q(member__isnull=True, email_key=email_key, event__club_id=member.club_id)
    return Registration.objects.filter(mine)


@transaction.atomic
def member_erase(*, member: Member, actor: Actor | None, reason: str = "") -> Member:
    """Erase ``member``'s personal data (see the module). Refused twice for one member."""
    member = Member.objects.select_for_update(of=("self",)).select_related("user").get(pk=member.pk)
    if member.erased_at is not None:
        raise ValidationError(_("This member's data has already been erased."))
    login_protection_check(actor=actor, member=member, action=LoginAction.ERASE)
    user = member.user
    email_key = user.email.casefold() if user is not None else ""
    deactivated = False
    if user is not None:
        others = Member.objects.filter(user=user).exclude(pk=member.pk).exists()
        deactivated = _user_erase(user, keep_login=others)
    with translation.override(settings.LANGUAGE_CODE):
        member.first_name = _("Former member")
    member.surname_prefix = ""
    member.last_name = str(member.pk)
    member.member_number = f"erased-{member.pk}"
    member.ema_number = member.country = ""
    now = timezone.now()
    member.joined_on = timezone.localdate(now)
    member.adult = True
    member.hide_public_name = member.active = False
    member.role = MemberRole.NONE
    member.user = None
    member.feed_generation += 1  # the private calendar feed's address ends
    member.erased_at = now
    member.save()
    scrubbed = _audit_scrub(member)
    registrations = _registrations_of(member, email_key).update(
        name=Case(When(member__isnull=True, then=Value(ERASED)), default=Value("")),
        email="",
        email_key="",
        club_name="",
        ema_number="",
        country="",
        consent=False,
    )
    audit_record(
        actor=actor,
        action="member.erase",
        obj=member,
        before={"erased": False},
        after={
            "erased": True,
            "login_deactivated": deactivated,
            "audit_entries_scrubbed": scrubbed,
            "registrations_emptied": registrations,
        },
        reason=reason,
    )
    return member


@transaction.atomic
def member_public_name_set(*, member: Member, hide: bool, actor: Actor | None) -> Member:
    """The member's own choice: hide their name in public results (audited)."""
    member = Member.objects.select_for_update().get(pk=member.pk)
    if member.hide_public_name != hide:
        member.hide_public_name = hide
        member.save(update_fields=["hide_public_name"])
        audit_record(
            actor=actor,
            action="member.public_name",
            obj=member,
            before={"hide_public_name": not hide},
            after={"hide_public_name": hide},
        )
    return member
