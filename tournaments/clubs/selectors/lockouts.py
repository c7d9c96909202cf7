"""Reads for the club's "Locked logins" page: members whose login is locked by failed
log-in attempts (django-axes counts them per username and address,
``tournaments.security.lockout``)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from axes.models import AccessAttempt
from django.conf import settings
from django.utils import timezone

from tournaments.clubs.models import Club, Member
from tournaments.clubs.selectors.roles import club_logins


@dataclass(frozen=True)
class Lockout:
    member: Member
    addresses: int  # from how many addresses the login is locked
    until: datetime.datetime  # when the last of those locks lifts


def club_lockouts(*, club: Club) -> list[Lockout]:
    """The club's members whose login is locked now from at least one address, by name."""
    members = {m.user.get_username(): m for m in club_logins(club=club) if m.user is not None}
    window = datetime.timedelta(seconds=settings.LOGIN_LOCKOUT_SECONDS)
    attempts = AccessAttempt.objects.filter(
        username__in=list(members),
        failures_since_start__gte=settings.LOGIN_FAILURE_LIMIT,
        attempt_time__gt=timezone.now() - window,
    ).values_list("username", "attempt_time")
    locks: dict[str, list[datetime.datetime]] = {}
    for username, last in attempts:
        locks.setdefault(username, []).append(last + window)
    return [
        Lockout(member=members[name], addresses=len(until), until=max(until))
        for name, until in sorted(locks.items(), key=lambda kv: members[kv[0]].sort_name)
    ]


def club_locked_member(*, club: Club, pk: int | None) -> Member | None:
    """The club's member with a login whose id the unlock form posted (None: no such
    member)."""
    if pk is None:
        return None
    return club_logins(club=club).filter(pk=pk).first()
