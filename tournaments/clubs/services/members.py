import datetime
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.once import duplicate_as_error
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.clubs.models import Club, Member
from tournaments.clubs.selectors.protection import (
    LoginAction,
    login_protection_check,
    login_shared,
)
from tournaments.clubs.services.sessions import user_sessions_end

MEMBER_UPDATABLE_FIELDS = (
    "first_name",
    "surname_prefix",
    "last_name",
    "member_number",
    "ema_number",
    "joined_on",
    "active",
    "adult",
    "country",
    "hide_public_name",
)


@transaction.atomic
def member_create(
    *,
    club: Club,
    first_name: str,
    last_name: str,
    member_number: str,
    surname_prefix: str = "",
    ema_number: str = "",
    joined_on: datetime.date | None = None,
    active: bool = True,
    adult: bool = True,
    user: User | None = None,
    country: str = "NL",
    hide_public_name: bool = False,
    actor: AbstractBaseUser | AnonymousUser | None = None,
    action: str = "member.create",
) -> Member:
    """Add a member (audited as ``action``: added by hand, or by the member import)."""
    member = Member(
        club=club,
        first_name=first_name,
        surname_prefix=surname_prefix,
        last_name=last_name,
        member_number=member_number,
        ema_number=ema_number,
        active=active,
        adult=adult,
        user=user,
        country=country.upper(),
        hide_public_name=hide_public_name,
    )
    if joined_on is not None:
        member.joined_on = joined_on
    member.full_clean()
    taken = _("Another member already has this member number.")
    with duplicate_as_error({"member_number": taken}):  # a post at the same moment
        member.save()
    audit_record(actor=actor, action=action, obj=member, after=model_snapshot(member))
    return member


@transaction.atomic
def member_update(
    *,
    member: Member,
    actor: AbstractBaseUser | AnonymousUser | None = None,
    action: str = "member.update",
    **changes: Any,
) -> Member:
    """Change a member's details (audited). A member is never deleted once they have
    played: ``active=False`` keeps their history and leaves them out of new events."""
    unknown = set(changes) - set(MEMBER_UPDATABLE_FIELDS)
    if unknown:
        raise TypeError(f"member_update() got unexpected fields: {', '.join(sorted(unknown))}")
    member = Member.objects.select_for_update(of=("self",)).select_related("user").get(pk=member.pk)
    before = model_snapshot(member)
    deactivated = member.active and changes.get("active") is False
    if deactivated:
        member_deactivation_prepare(member=member, actor=actor)
    for name, value in changes.items():
        setattr(member, name, value.upper() if name == "country" else value)
    member.full_clean()
    member.save()
    after = model_snapshot(member)
    if before != after:
        audit_record(actor=actor, action=action, obj=member, before=before, after=after)
    if deactivated:
        member_deactivation_finish(member=member)
    return member


def member_deactivation_prepare(*, member: Member, actor: Actor | None) -> None:
    """Before an active ``member`` is saved inactive (``member_update``, the member
    import): refused for the logins a club may not touch
    (``tournaments.clubs.selectors.protection``); the role in the club and the private
    calendar feed's address end."""
    login_protection_check(actor=actor, member=member, action=LoginAction.DEACTIVATE)
    member.role = ""  # an inactive member holds no role in the club
    member.feed_generation += 1


def member_deactivation_finish(*, member: Member) -> None:
    """After the save: the login is logged out everywhere, unless another club shares it
    (its sessions are not this club's to end)."""
    if member.user_id is not None and not login_shared(member=member):
        user_sessions_end(user_id=member.user_id)


def member_deactivate(
    *, member: Member, active: bool = False, actor: AbstractBaseUser | AnonymousUser | None = None
) -> Member:
    """Deactivate (or with ``active=True`` reactivate) a member; nothing is deleted.
    Deactivating ends the member's role in the club and logs their account out
    everywhere unless another club shares the login (``member_update``); refused for the
    logins a club may not touch (``tournaments.clubs.selectors.protection``)."""
    return member_update(member=member, active=active, actor=actor)
