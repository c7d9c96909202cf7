"""Who may do what. Views and later features ask these functions, never the roles directly.

A role ("club admin", "scorekeeper" or "referee") is held per club membership
(``Member.role``): it counts in that club only. Superusers may do everything everywhere.
"""

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser

from tournaments.models import Club, Event, EventStatus
from tournaments.roles import CLUB_ADMIN, REFEREE, SCOREKEEPER

User = AbstractBaseUser | AnonymousUser


def _memberships(user: User) -> dict[int, str]:
    """``{club id: role}`` of the user's memberships, cached on the user for the request."""
    if not user.is_authenticated:
        return {}
    cached = getattr(user, "_clubsite_memberships", None)
    if cached is None:
        cached = dict(user.memberships.values_list("club_id", "role"))
        user._clubsite_memberships = cached
    return cached


def _club_ids(user: User) -> frozenset[int]:
    """Ids of the clubs where the user is a member."""
    return frozenset(_memberships(user))


def club_role(user: User, club: Club) -> str:
    """The user's role in ``club`` ("" for a plain member or a stranger)."""
    return _memberships(user).get(club.pk, "")


def has_club_role(user: User, club: Club, role: str) -> bool:
    if not user.is_authenticated or not user.is_active:
        return False
    if user.is_superuser:
        return True
    return role != "" and club_role(user, club) == role


def is_club_member(user: User, club: Club) -> bool:
    return user.is_authenticated and (user.is_superuser or club.pk in _club_ids(user))


def can_admin_club(user: User, club: Club) -> bool:
    return has_club_role(user, club, CLUB_ADMIN)


def can_export(user: User, club: Club) -> bool:
    """Exports and printouts: the club's staff (admin, scorekeeper, referee)."""
    return any(has_club_role(user, club, role) for role in (CLUB_ADMIN, SCOREKEEPER, REFEREE))


def can_view_club(user: User, club: Club) -> bool:
    """Members list, member pages and results: public clubs to everyone, else to members."""
    return club.public_results or is_club_member(user, club)


def can_view_event(user: User, event: Event) -> bool:
    return can_view_club(user, event.club)


def can_referee(user: User, event: Event) -> bool:
    return has_club_role(user, event.club, REFEREE) or can_admin_club(user, event.club)


def can_enter_hands(user: User, event: Event) -> bool:
    """Scorekeepers enter hands until the event is finished; if the event names its
    scorekeepers, only those. Referees and club admins may always (corrections)."""
    if can_referee(user, event):
        return True
    if not has_club_role(user, event.club, SCOREKEEPER):
        return False
    if event.status == EventStatus.FINISHED:
        return False
    assigned = _assigned_scorekeepers(event)
    return not assigned or user.pk in assigned


def _assigned_scorekeepers(event: Event) -> frozenset[int]:
    """Ids of the event's assigned scorekeepers, read once per event object (request)."""
    cached = getattr(event, "_clubsite_scorekeeper_ids", None)
    if cached is None:
        cached = frozenset(event.scorekeepers.values_list("pk", flat=True))
        event._clubsite_scorekeeper_ids = cached
    return cached
