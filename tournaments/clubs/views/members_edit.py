"""Club admins add, edit and deactivate members (never delete: their history stays)."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.audit.once import create_once, once_field_add, once_view, refused_status
from tournaments.clubs.forms import MemberForm
from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.members import member_get, member_number_next
from tournaments.clubs.services.members import member_create, member_deactivate, member_update
from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.permissions import can_admin_club


@once_view
def member_add(request: HttpRequest, club_slug: str) -> HttpResponse:
    club = club_get(slug=club_slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    form = MemberForm(
        request.POST or None, club=club, initial={"member_number": member_number_next(club=club)}
    )
    once_field_add(form)
    if request.method == "POST" and form.is_valid():
        try:
            member = create_once(
                form,
                create=lambda: member_create(club=club, actor=request.user, **form.cleaned_data),
                url=lambda made: made.get_absolute_url(),
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(request, _("%(name)s added.") % {"name": member.full_name})
            if "add_another" in request.POST:
                return redirect("member_add", club_slug=club.slug)
            return redirect("member_list", club_slug=club.slug)
    return render(
        request,
        "clubs/member_form.html",
        {"club": club, "form": form, "member": None},
        status=refused_status(request),
    )


def member_edit(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    club = club_get(slug=club_slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    form = MemberForm(request.POST or None, club=club, instance=member)
    if request.method == "POST" and form.is_valid():
        try:
            member = member_update(
                member=member,
                actor=request.user,
                **{name: form.cleaned_data[name] for name in form.changed_data},
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            messages.success(request, _("%(name)s saved.") % {"name": member.full_name})
            return redirect(member)
    member.refresh_from_db()  # the form wrote its values on the instance
    return render(request, "clubs/member_form.html", {"club": club, "form": form, "member": member})


@require_POST
def member_active(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    """Deactivate or reactivate a member (``active`` = "0" or "1")."""
    club = club_get(slug=club_slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    active = request.POST.get("active") == "1"
    try:
        member = member_deactivate(member=member, active=active, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect(member)
    if active:
        messages.success(request, _("%(name)s is active again.") % {"name": member.full_name})
    else:
        messages.success(
            request,
            _("%(name)s is inactive: their results stay, new events no longer offer them.")
            % {"name": member.full_name},
        )
    return redirect(member)
