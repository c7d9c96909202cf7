"""The club admin's "Locked logins" page: members locked out by failed log-in attempts,
each with a button that lifts the lock (issue 38)."""

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.lockouts import club_locked_member, club_lockouts
from tournaments.clubs.services.lockouts import member_lockout_reset
from tournaments.core.access import deny
from tournaments.core.integers import posted_id
from tournaments.core.permissions import can_admin_club


def club_lockouts_view(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    if request.method == "POST":
        member = club_locked_member(club=club, pk=posted_id(request, "member"))
        try:
            if member is None:
                raise ValidationError(_("Choose a member of this club who has a login."))
            member_lockout_reset(member=member, actor=request.user)
        except ValidationError as exc:
            messages.error(request, " ".join(exc.messages))
        else:
            messages.success(request, _("%(name)s can log in again.") % {"name": member.full_name})
        return redirect("club_lockouts", slug=club.slug)
    return render(
        request,
        "clubs/club_lockouts.html",
        {
            "club": club,
            "lockouts": club_lockouts(club=club),
            "limit": settings.LOGIN_FAILURE_LIMIT,
            "minutes": -(-settings.LOGIN_LOCKOUT_SECONDS // 60),
        },
    )
