"""Who may press which lifecycle button (``events.services.lifecycle``): run rounds, direct the
event, cancel a club's events not played."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

from tournaments.clubs.models import Club
from tournaments.core.permissions import can_admin_club, can_enter_hands, can_referee
from tournaments.events.models import Event, EventStatus

User = AbstractBaseUser | AnonymousUser


def may_run_rounds(user: User, event: Event) -> bool:
    """Start and close rounds: whoever enters the event's hands (scorekeeper, referee,
    club admin)."""
    return can_enter_hands(user, event)


def may_direct(user: User, event: Event) -> bool:
    """Reopen a closed round, finish or cancel the event: a referee or a club admin."""
    return can_referee(user, event)


def may_reopen_round(user: User, event: Event) -> bool:
    """Reopen a closed round (with a reason). Of an event in progress: whoever may close
    it (a scorekeeper closed it too early); of a finished event, which reopens the event:
    a referee or a club admin (``docs/lifecycle.md``)."""
    if event.status == EventStatus.IN_PROGRESS:
        return may_run_rounds(user, event)
    return may_direct(user, event)


def may_cancel_club_events(user: User, event_or_club: Event | Club) -> bool:
    """Cancel a club's events that were never played: a club admin."""
    club = event_or_club.club if isinstance(event_or_club, Event) else event_or_club
    return can_admin_club(user, club)
