"""A club admin lifts a member's log-in lock (issue 38): the failed attempts django-axes
counted for the member's username, from every address, are cleared; audited."""

from __future__ import annotations

from axes.models import AccessAttempt
from axes.utils import reset
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Member
from tournaments.clubs.selectors.protection import LoginAction, login_protection_check


@transaction.atomic
def member_lockout_reset(*, member: Member, actor: Actor | None) -> int:
    """Clear the failed log-in attempts of ``member``'s login (the caller checked that the
    actor administers the member's club); how many address records were cleared."""
    if member.user is None:
        raise ValidationError(_("Choose a member of this club who has a login."))
    login_protection_check(actor=actor, member=member, action=LoginAction.UNLOCK)
    username = member.user.get_username()
    failures = sorted(
        AccessAttempt.objects.filter(username=username).values_list(
            "failures_since_start", flat=True
        )
    )
    if not failures:
        raise ValidationError(_("This login is not locked."))
    cleared: int = reset(username=username)
    audit_record(
        actor=actor,
        action="member.unlock",
        obj=member,
        before={"username": username, "failures": failures},
        after={"failures": []},
    )
    return cleared
