"""The club admin's roles page: who may keep score, referee or administer this club."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _

from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.roles import club_login_get, club_logins
from tournaments.clubs.services.roles import member_role_set
from tournaments.core.access import deny
from tournaments.core.integers import posted_id
from tournaments.core.permissions import can_admin_club
from tournaments.core.roles import MemberRole


def club_roles(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    members = club_logins(club=club)
    if request.method == "POST":
        member = club_login_get(club=club, pk=posted_id(request, "member"))
        role = request.POST.get("role", "")
        try:
            if member is None:
                raise ValidationError(_("Choose a member of this club who has a login."))
            member = member_role_set(member=member, role=role, actor=request.user)
        except ValidationError as exc:
            messages.error(request, " ".join(exc.messages))
        else:
            messages.success(
                request,
                _("%(name)s: %(role)s.")
                % {"name": member.full_name, "role": member.get_role_display()},
            )
        return redirect(reverse("club_roles", kwargs={"slug": club.slug}))
    return render(
        request,
        "clubs/club_roles.html",
        {"club": club, "members": members, "roles": MemberRole.choices},
    )
