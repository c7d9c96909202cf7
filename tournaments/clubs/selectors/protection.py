"""Who a club's action may touch: one rule for every action a club takes on a member's
login (erase, deactivate, change the role, lift a log-in lock, issue a password-reset link).

A club admin administers *their club's* memberships, not the site. So a club action never
touches:

- the login of the site's operator (a superuser) or of the site's staff (``is_staff``): a
  club admin who gave the operator a membership must not be able to erase, lock out, reset
  or unlock that login;
- the *login* of someone who is a member of another club too: lifting its lock or resetting
  its password acts on the login every club shares (only the operator does that); this
  club's own membership of that person stays the club's to deactivate, erase or give a
  role, and then the login itself is left alone (it keeps its sessions and its data);
- the club's last admin: erased, deactivated or demoted, the club would have nobody to run
  it (and a lone admin acting on themselves is the only way there);
- an admin's own membership (erase, deactivate, role): another admin does that, so nobody
  locks themselves out by a slip.

The site's operator (a superuser) acting on a club's pages is bound only by the last-admin
rule for the membership actions. The system's own steps (first setup, an accepted
invitation, the demo: no actor) are not club actions. Services ask
:func:`login_protection_check` before they write; pages may ask :func:`may_act_on_login`
to leave out a button that would be refused.
"""

from __future__ import annotations

import enum
import functools

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor, actor_account
from tournaments.clubs.models import Member
from tournaments.core.roles import CLUB_ADMIN


class LoginAction(enum.Enum):
    """The club actions on a member's login that the rule guards."""

    ERASE = "erase"
    DEACTIVATE = "deactivate"
    ROLE = "role"
    UNLOCK = "unlock"
    RESET = "reset"


#: Actions on the membership (this club's own record of the person).
MEMBERSHIP_ACTIONS = frozenset({LoginAction.ERASE, LoginAction.DEACTIVATE, LoginAction.ROLE})
#: Actions on the login itself, which every club of the person shares.
ACCOUNT_ACTIONS = frozenset({LoginAction.UNLOCK, LoginAction.RESET})


def login_shared(*, member: Member) -> bool:
    """Whether ``member``'s login is also a member of another club."""
    if member.user_id is None:
        return False
    return Member.objects.filter(user_id=member.user_id).exclude(club_id=member.club_id).exists()


def _last_admin(member: Member) -> bool:
    if member.role != CLUB_ADMIN or not member.active or member.user_id is None:
        return False
    others = Member.objects.filter(
        club_id=member.club_id, role=CLUB_ADMIN, active=True, user__isnull=False
    ).exclude(pk=member.pk)
    return not others.exists()


def login_protections(*, actor: Actor | None, member: Member) -> dict[LoginAction, str | None]:
    """Why ``actor`` may not do each action to ``member``'s login (None: they may); each
    fact read once (a member's page asks for all five)."""
    acting = actor_account(actor)
    account = member.user
    if acting is None or account is None:
        # the system's own step (not a club action), or no login: only this club's record
        return dict.fromkeys(LoginAction)
    operator = acting.is_superuser
    shared = functools.cache(lambda: login_shared(member=member))
    last = functools.cache(lambda: _last_admin(member))

    def reason(action: LoginAction) -> str | None:
        if not operator:
            if account.is_superuser or account.is_staff:
                return _("This is a login of the site's operator: a club cannot change it.")
            if action in ACCOUNT_ACTIONS and shared():
                return _(
                    "This login is also used by another club: only the site's operator can do this."
                )
            if action is LoginAction.ROLE and account.pk == acting.pk:
                return _("You cannot change your own role.")
            if action in MEMBERSHIP_ACTIONS and account.pk == acting.pk:
                return _("You cannot do this to your own membership: ask another club admin.")
        if (action in MEMBERSHIP_ACTIONS or not operator) and last():
            return _("This is the club's last admin: first make another member club admin.")
        return None

    return {action: reason(action) for action in LoginAction}


def login_protection(*, actor: Actor | None, member: Member, action: LoginAction) -> str | None:
    """Why ``actor`` may not do ``action`` to ``member``'s login (a sentence for the
    page), or None when they may."""
    return login_protections(actor=actor, member=member)[action]


def may_act_on_login(actor: Actor | None, member: Member, action: LoginAction) -> bool:
    """Whether ``actor`` may do ``action`` to ``member``'s login (:func:`login_protection`)."""
    return login_protection(actor=actor, member=member, action=action) is None


def login_protection_check(*, actor: Actor | None, member: Member, action: LoginAction) -> None:
    """Refuse (``ValidationError``, code ``protected``) what :func:`login_protection`
    forbids."""
    reason = login_protection(actor=actor, member=member, action=action)
    if reason is not None:
        raise ValidationError(reason, code="protected")
