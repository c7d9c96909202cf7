"""The privacy pages: what a club keeps and who sees it, a member's data download (JSON or
CSV, for the member and the club's staff), the member's name choice, erasing a member."""

from __future__ import annotations

import json

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.members import member_get
from tournaments.core.access import deny
from tournaments.core.permissions import (
    can_admin_club,
    can_see_private,
    can_view_club,
    own_member_ids,
    staff_club_ids,
)
from tournaments.privacy.forms import MemberEraseForm
from tournaments.privacy.selectors import member_data, member_data_csv
from tournaments.privacy.services import member_erase, member_public_name_set


def club_privacy(request: HttpRequest, slug: str) -> HttpResponse:
    """What the club keeps, who sees what, how to download or erase: open to everyone who
    may see the club (a private club does not exist for outsiders: issue 38)."""
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    return render(request, "privacy/privacy.html", {"club": club})


def member_data_download(request: HttpRequest, club_slug: str, pk: int, fmt: str) -> HttpResponse:
    club = club_get(slug=club_slug)
    if fmt not in ("json", "csv"):
        raise Http404(_("This export is not available in that format."))
    if not can_see_private(request.user, club.pk, pk):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    # the member sees all their memberships; the club's staff only the clubs they serve
    own = member.pk in own_member_ids(request.user)
    data = member_data(member=member, clubs=None if own else staff_club_ids(request.user))
    if fmt == "json":
        body = json.dumps(data, ensure_ascii=False, indent=2).encode()
        content_type = "application/json; charset=utf-8"
    else:
        body = ("\ufeff" + member_data_csv(data)).encode()
        content_type = "text/csv; charset=utf-8"
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="member-{member.pk}.{fmt}"'
    return response


@require_POST
def member_public_name_view(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    """The member (or the club admin) hides or shows the name in public results."""
    club = club_get(slug=club_slug)
    if not (pk in own_member_ids(request.user) or can_admin_club(request.user, club)):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    hide = request.POST.get("hide") == "1"
    member = member_public_name_set(member=member, hide=hide, actor=request.user)
    if hide:
        messages.success(request, _("Public pages no longer show the name."))
    else:
        messages.success(request, _("Public pages show the name again."))
    return redirect(member)


def member_erase_view(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    """The club admin erases a member who left: a confirmation page, then the erasure."""
    club = club_get(slug=club_slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    form = MemberEraseForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            member_erase(member=member, actor=request.user, reason=form.cleaned_data["reason"])
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            messages.success(request, _("The member's personal data has been erased."))
            return redirect("member_list", club_slug=club.slug)
    return render(
        request, "privacy/erase_confirm.html", {"club": club, "member": member, "form": form}
    )
