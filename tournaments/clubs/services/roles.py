"""Roles per club: setting a member's role, and retiring the old global role groups."""

from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Member
from tournaments.clubs.selectors.protection import LoginAction, login_protection_check
from tournaments.core.roles import ROLES, MemberRole


@transaction.atomic
def roles_sync() -> int:
    """Delete the global role groups of old installations ("club admin", "scorekeeper",
    "referee"): their roles now live on each membership (migration
    ``sec1_member_role`` copied them) and their model permissions opened the Django admin
    to club admins. Idempotent; runs after every ``migrate`` through ``post_migrate``.
    Returns how many groups were deleted."""
    deleted, _by_model = Group.objects.filter(name__in=ROLES).delete()
    return deleted


@transaction.atomic
def member_role_set(*, member: Member, role: str, actor: Actor | None = None) -> Member:
    """Give ``member``'s login ``role`` in the member's club (audited). Nobody but a
    superuser changes their own role, the club keeps an admin, and the operator's or another
    club's logins are not a club's to change (``tournaments.clubs.selectors.protection``)."""
    member = Member.objects.select_for_update(of=("self",)).select_related("user").get(pk=member.pk)
    if role not in MemberRole.values:
        raise ValidationError(_("Unknown role."))
    if member.role != role:
        login_protection_check(actor=actor, member=member, action=LoginAction.ROLE)
    if role and member.user_id is None:
        raise ValidationError(_("A role needs a member with a login."))
    if role and not member.active:
        raise ValidationError(_("An inactive member holds no role."))
    if member.role == role:
        return member
    before = model_snapshot(member)
    member.role = role
    member.full_clean()
    member.save(update_fields=["role"])
    audit_record(
        actor=actor,
        action="member.role",
        obj=member,
        before=before,
        after=model_snapshot(member),
    )
    return member
