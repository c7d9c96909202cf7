"""Who the API serves, as the pages decide it (``core.permissions``, ``core.access``).

A key (``ApiToken``) acts as its login in its own club only: in another club its request
is an anonymous visitor's. A private club does not exist for an outsider (404, as on the
pages); a member whose role is too small gets 403; an anonymous request that needs a login
gets 401. A key with the scope "read" writes nothing (403)."""

from __future__ import annotations

from django.contrib.auth.models import AnonymousUser
from django.utils.translation import gettext as _
from rest_framework import exceptions
from rest_framework.request import Request

from tournaments.accounts.models import ApiScope, ApiToken
from tournaments.clubs.models import Club
from tournaments.core.permissions import User, can_view_club, event_access
from tournaments.events.models import Event


def request_token(request: Request) -> ApiToken | None:
    return request.auth if isinstance(request.auth, ApiToken) else None


def acting_user(request: Request, club: Club | None = None) -> User:
    """The request's login as it counts in ``club`` (a key for another club: nobody)."""
    token = request_token(request)
    if token is not None and (club is None or token.club_id != club.pk):
        return AnonymousUser()
    user: User = request.user
    return user


def check_club_visible(request: Request, club: Club | None) -> Club:
    """``club`` if the request may see it, else 404 (also for a club that does not exist)."""
    if club is None or not can_view_club(acting_user(request, club), club):
        raise exceptions.NotFound()
    return club


def check_can_enter_hands(request: Request, event: Event) -> None:
    """Entering or correcting a hand of ``event``: the pages' rule (``can_enter_hands``),
    and a key must be for this club with the scope "hands" (the rules asked once:
    ``event_access``)."""
    access = event_access(acting_user(request, event.club), event)
    if not access.view:
        raise exceptions.NotFound()
    if not request.user.is_authenticated:
        raise exceptions.NotAuthenticated()
    token = request_token(request)
    if token is not None and token.scope != ApiScope.HANDS:
        raise exceptions.PermissionDenied(_("This key may only read."))
    if not access.enter_hands:
        raise exceptions.PermissionDenied(_("This login may not enter hands at this table."))
