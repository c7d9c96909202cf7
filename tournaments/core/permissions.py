"""Who may do what. Views and later features ask these functions, never the roles directly.

A role ("club admin", "scorekeeper" or "referee") is held per club membership
(``Member.role``): it counts in that club only. Superusers may do everything everywhere.
"""

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.contrib.auth.models import User as AccountUser

from tournaments.core.roles import CLUB_ADMIN, REFEREE, SCOREKEEPER

User = AbstractBaseUser | AnonymousUser


class Club(Protocol):
    """What the rules read of a club (``clubs.models.Club``): core knows no feature."""

    @property
    def pk(self) -> Any: ...

    @property
    def public_results(self) -> bool: ...


@runtime_checkable
class Event(Protocol):
    """What the rules read of an event (``events.models.Event``; ``core.access.deny`` tells
    it from a club by these attributes)."""

    @property
    def club(self) -> Club: ...

    @property
    def is_finished(self) -> bool: ...

    @property
    def scorekeepers(self) -> Any: ...


# the per-request caches, kept on the user and on the event object under these names
_MEMBERSHIPS_CACHE = "_clubsite_memberships"
_SCOREKEEPERS_CACHE = "_clubsite_scorekeeper_ids"
_OWN_MEMBERS_CACHE = "_clubsite_own_member_ids"
_ACCESS_CACHE = "_clubsite_event_access"
_STAFF_ROLES = (CLUB_ADMIN, SCOREKEEPER, REFEREE)


def _account(user: User) -> AccountUser | None:
    """The logged-in account (``auth.User``, the project's user model), else None."""
    return user if isinstance(user, AccountUser) and user.is_authenticated else None


def _memberships(user: User) -> dict[int, str]:
    """``{club id: role}`` of the user's active memberships, cached on the user for the
    request: an inactive member is neither a member nor holds a role."""
    account = _account(user)
    if account is None:
        return {}
    cached: dict[int, str] | None = getattr(account, _MEMBERSHIPS_CACHE, None)
    if cached is None:
        cached = dict(account.memberships.filter(active=True).values_list("club_id", "role"))
        setattr(account, _MEMBERSHIPS_CACHE, cached)
    return cached


def _club_ids(user: User) -> frozenset[int]:
    """Ids of the clubs where the user is a member."""
    return frozenset(_memberships(user))


def club_role(user: User, club: Club) -> str:
    """The user's role in ``club`` ("" for a plain member or a stranger)."""
    return _memberships(user).get(club.pk, "")


def has_club_role(user: User, club: Club, role: str) -> bool:
    account = _account(user)
    if account is None or not account.is_active:
        return False
    if account.is_superuser:
        return True
    return role != "" and club_role(user, club) == role


def is_club_member(user: User, club: Club) -> bool:
    account = _account(user)
    return account is not None and (account.is_superuser or club.pk in _club_ids(user))


def can_admin_club(user: User, club: Club) -> bool:
    return has_club_role(user, club, CLUB_ADMIN)


def can_host_clubs(user: User) -> bool:
    """The site's operator (a superuser) adds clubs hosted on this site."""
    account = _account(user)
    return account is not None and account.is_active and account.is_superuser


def can_export(user: User, club: Club) -> bool:
    """Exports and printouts: the club's staff (admin, scorekeeper, referee)."""
    return any(has_club_role(user, club, role) for role in _STAFF_ROLES)


def is_club_staff(user: User, club_id: int) -> bool:
    """Admin, scorekeeper or referee of the club with id ``club_id`` (or a superuser)."""
    account = _account(user)
    if account is None or not account.is_active:
        return False
    return account.is_superuser or _memberships(user).get(club_id, "") in _STAFF_ROLES


def own_member_ids(user: User) -> frozenset[int]:
    """Ids of the members (in any club) linked to the user's login; cached per request."""
    account = _account(user)
    if account is None or not account.is_active:
        return frozenset()
    cached: frozenset[int] | None = getattr(account, _OWN_MEMBERS_CACHE, None)
    if cached is None:
        cached = frozenset(account.memberships.values_list("pk", flat=True))
        setattr(account, _OWN_MEMBERS_CACHE, cached)
    return cached


def staff_club_ids(user: User) -> frozenset[int] | None:
    """Ids of the clubs where the user is staff; None for a superuser (every club)."""
    account = _account(user)
    if account is None or not account.is_active:
        return frozenset()
    if account.is_superuser:
        return None
    return frozenset(pk for pk, role in _memberships(user).items() if role in _STAFF_ROLES)


def can_see_private(user: User, club_id: int, member_id: int | None = None) -> bool:
    """A member's private details (member and EMA number, date joined, the adult flag,
    e-mail) and their real name where it is hidden: the club's staff and the member."""
    return is_club_staff(user, club_id) or (
        member_id is not None and member_id in own_member_ids(user)
    )


def can_view_club(user: User, club: Club) -> bool:
    """Members list, member pages and results: public clubs to everyone, else to members."""
    return club.public_results or is_club_member(user, club)


def can_view_event(user: User, event: Event) -> bool:
    return can_view_club(user, event.club)


def can_referee(user: User, event: Event) -> bool:
    return has_club_role(user, event.club, REFEREE) or can_admin_club(user, event.club)


def can_enter_hands(user: User, event: Event) -> bool:
    """Scorekeepers enter hands until the event is finished; if the event names its
    scorekeepers, only those. Referees and club admins may always (corrections); a finished
    event's hands change only after it is reopened (``events.services.event_guard``)."""
    return can_referee(user, event) or _keeps_score(user, event)


def _keeps_score(user: User, event: Event) -> bool:
    """A scorekeeper of ``event``'s club, the event not finished, and one of its assigned
    scorekeepers if it names any."""
    if not has_club_role(user, event.club, SCOREKEEPER):
        return False
    if event.is_finished:
        return False
    assigned = _assigned_scorekeepers(event)
    return not assigned or user.pk in assigned


def _assigned_scorekeepers(event: Event) -> frozenset[int]:
    """Ids of the event's assigned scorekeepers, read once per event object (request)."""
    cached: frozenset[int] | None = getattr(event, _SCOREKEEPERS_CACHE, None)
    if cached is None:
        cached = frozenset(event.scorekeepers.values_list("pk", flat=True))
        setattr(event, _SCOREKEEPERS_CACHE, cached)
    return cached


@dataclass(frozen=True, slots=True)
class EventAccess:
    """What one login may do at one event (:func:`event_access`)."""

    view: bool
    enter_hands: bool
    referee: bool


def event_access(user: User, event: Event) -> EventAccess:
    """The login's access to ``event``, worked out once per request: kept on the event
    object (a request's) per login and whether the event is finished (what the rules read
    of its status), so the view's check, the page it renders and the services it calls ask
    the same answer instead of the rules again."""
    cache: dict[tuple[object, bool], EventAccess] = getattr(event, _ACCESS_CACHE, None) or {}
    key = (user.pk, event.is_finished)
    access = cache.get(key)
    if access is None:
        referee = can_referee(user, event)
        access = cache[key] = EventAccess(
            view=can_view_event(user, event),
            enter_hands=referee or _keeps_score(user, event),
            referee=referee,
        )
        setattr(event, _ACCESS_CACHE, cache)
    return access
