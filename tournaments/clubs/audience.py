"""Who is looking, and so which name of a member they see: the one place that decides.

The club's staff (admin, scorekeeper, referee) and the member themself see the real name
and the private details. Everyone else (visitors, members of other clubs, the club's other
members, a players' table link) sees the *public name*: "Player 17" for a member who asked
not to be named in public results, "G. B." for a minor where the club shows minors by
initials, else the name. 17 is the member's database id: stable, and unlike the member
number not private.

``ViewerMiddleware`` records the request's user for the length of the request (a context
variable, so threads and async requests keep theirs apart). Outside a request (management
commands, exports run by the system) there is no viewer and real names are used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _

from tournaments.clubs.names import display_name, initials
from tournaments.core.permissions import User, can_see_private, is_club_staff, own_member_ids

if TYPE_CHECKING:
    from tournaments.clubs.models import Member

# The user is held in a tuple: under ASGI, asgiref copies the context variables back from
# each sync view's thread and looks at every value's class, which would load a request's
# lazy user (a query) on the event loop, where Django refuses it: every signed-in page
# then failed (SynchronousOnlyOperation) and hung its request.
_viewer: ContextVar[tuple[User | None] | None] = ContextVar("clubsite_viewer", default=None)


@contextmanager
def viewing_as(user: User | None) -> Iterator[None]:
    """Render names as ``user`` may see them (None: the system, real names)."""
    token = _viewer.set((user,))
    try:
        yield
    finally:
        _viewer.reset(token)


class ViewerMiddleware:
    """Sets the viewer for the request (after ``AuthenticationMiddleware``)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        with viewing_as(getattr(request, "user", None)):
            return self.get_response(request)


def sees_private(*, club_id: int, member_id: int | None) -> bool:
    """May the current viewer see this member's private details and real name?"""
    held = _viewer.get()
    viewer = held[0] if held else None
    return viewer is None or can_see_private(viewer, club_id, member_id)


def names_seen_key(*, club_id: int) -> str:
    """What decides every name of ``club_id``'s members the current viewer sees: pages
    built from the same data show the same names (and private numbers) to two viewers with
    the same key, so a page kept for one may be shown to the other. "all": the system or
    the club's staff; else the viewer's own members (none for a visitor)."""
    held = _viewer.get()
    viewer = held[0] if held else None
    if viewer is None or is_club_staff(viewer, club_id):
        return "all"
    return "own:" + ",".join(str(pk) for pk in sorted(own_member_ids(viewer)))


def public_name(
    *,
    member_id: int,
    first_name: str,
    surname_prefix: str,
    last_name: str,
    adult: bool,
    hide_name: bool,
    minors_by_initials: bool,
) -> str:
    """The name on public pages (see the module's docstring)."""
    if hide_name:
        return _("Player %(number)s") % {"number": member_id}
    if minors_by_initials and not adult:
        return initials(first_name, last_name)
    return display_name(first_name, surname_prefix, last_name)


def shown_name(
    *,
    club_id: int,
    member_id: int,
    first_name: str,
    surname_prefix: str,
    last_name: str,
    adult: bool = True,
    hide_name: bool = False,
    minors_by_initials: Callable[[], bool] | bool = False,
    erased: bool = False,
) -> str:
    """The real name for those who may see it, else the public name. ``minors_by_initials``
    may be a callable, read only for a minor (saves a query for everyone else). An erased
    member is "Former member 17" to everyone, in the page's language."""
    if erased:
        return erased_name(member_id)
    if (adult and not hide_name) or sees_private(club_id=club_id, member_id=member_id):
        return display_name(first_name, surname_prefix, last_name)
    initials_on = minors_by_initials() if callable(minors_by_initials) else minors_by_initials
    return public_name(
        member_id=member_id,
        first_name=first_name,
        surname_prefix=surname_prefix,
        last_name=last_name,
        adult=adult,
        hide_name=hide_name,
        minors_by_initials=initials_on,
    )


def erased_name(member_id: int) -> str:
    """The name of an erased member (``tournaments.privacy.services.member_erase``)."""
    return _("Former member %(number)s") % {"number": member_id}


def member_name(member: Member) -> str:
    """``Member.shown_name``."""
    return shown_name(
        club_id=member.club_id,
        member_id=member.pk,
        first_name=member.first_name,
        surname_prefix=member.surname_prefix,
        last_name=member.last_name,
        adult=member.adult,
        hide_name=member.hide_public_name,
        minors_by_initials=lambda: member.club.minors_by_initials,
        erased=member.erased_at is not None,
    )


#: the ``values()`` fields (after a prefix such as ``"member__"``) that ``values_name`` reads
#: besides the name's parts
PRIVACY_FIELDS = ("club_id", "adult", "hide_public_name", "club__minors_by_initials", "erased_at")


def values_name(values: Mapping[str, Any], prefix: str, member_id: int) -> tuple[str, bool]:
    """(``shown_name``, ``sees_private``) from a ``values()`` row with the name's parts and
    ``PRIVACY_FIELDS`` after ``prefix``."""

    def get(name: str, default: object = None) -> Any:
        return values.get(f"{prefix}{name}", default)

    name = shown_name(
        club_id=get("club_id"),
        member_id=member_id,
        first_name=get("first_name") or "",
        surname_prefix=get("surname_prefix") or "",
        last_name=get("last_name") or "",
        adult=get("adult", True) is not False,
        hide_name=bool(get("hide_public_name", False)),
        minors_by_initials=bool(get("club__minors_by_initials", False)),
        erased=get("erased_at") is not None,
    )
    return name, sees_private(club_id=get("club_id"), member_id=member_id)
