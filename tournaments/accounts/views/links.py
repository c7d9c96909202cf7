"""A club admin's logins page: invite a member to a login, issue a password reset link,
show a link with its QR code, revoke one."""

import logging

from django.conf import settings
from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.tasks import TaskResultStatus
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.accounts.forms import InvitationForm
from tournaments.accounts.mail import mail_send
from tournaments.accounts.selectors.links import club_access_link_get, club_access_links
from tournaments.accounts.services.links import (
    access_link_revoke,
    invitation_issue,
    reset_link_issue,
)
from tournaments.accounts.views.shared import link_url, token_recall, token_remember
from tournaments.audit.once import create_once, once_field_add, once_view, refused_status
from tournaments.clubs.selectors.clubs import club_get
from tournaments.clubs.selectors.members import member_get
from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.integers import posted_id
from tournaments.core.permissions import can_admin_club
from tournaments.core.qr import qr_svg
from tournaments.core.roles import SCOREKEEPER

logger = logging.getLogger(__name__)


def club_logins(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    links = club_access_links(club=club)
    return render(request, "accounts/club_logins.html", {"club": club, "links": links})


@once_view
def member_invite(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    club = club_get(slug=club_slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    mail = settings.PASSWORD_RESET_ENABLED
    form = once_field_add(
        InvitationForm(request.POST or None, mail=mail, initial={"role": SCOREKEEPER})
    )
    if request.method == "POST" and form.is_valid():
        try:
            link, token = create_once(  # a double click: one invitation (issue 37)
                form,
                create=lambda: invitation_issue(
                    club=club, member=member, role=form.cleaned_data["role"], actor=request.user
                ),
                url=lambda made: reverse(
                    "club_login_link", kwargs={"slug": club.slug, "pk": made[0].pk}
                ),
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            token_remember(request, link.pk, token)
            if form.cleaned_data.get("email"):
                _mail_link(request, form.cleaned_data["email"], link_url(request, link.kind, token))
            return redirect("club_login_link", slug=club.slug, pk=link.pk)
    return render(
        request,
        "accounts/member_invite.html",
        {"club": club, "member": member, "form": form},
        status=refused_status(request),
    )


def _mail_link(request: HttpRequest, address: str, url: str) -> None:
    sending = mail_send.enqueue(  # sent now, or by the worker (tournaments.accounts.mail)
        subject=_("Your login for the mahjong club"),
        message=_("Open this link to choose your username and password:\n\n%(url)s") % {"url": url},
        recipients=[address],
    )
    if sending.status == TaskResultStatus.FAILED:
        logger.error("invitation mail failed")
        messages.error(request, _("The mail could not be sent: hand over the link below."))
    elif sending.status == TaskResultStatus.SUCCESSFUL:
        messages.success(request, _("The invitation was sent by e-mail."))
    else:
        messages.success(request, _("The invitation will be sent by e-mail in a moment."))


@require_POST
def member_reset_link(request: HttpRequest, club_slug: str, pk: int) -> HttpResponse:
    club = club_get(slug=club_slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    member = member_get(club=club, pk=pk)
    try:
        link, token = reset_link_issue(member=member, actor=request.user)
    except ValidationError as exc:
        messages.error(request, " ".join(exc.messages))
        return redirect(member)
    token_remember(request, link.pk, token)
    return redirect("club_login_link", slug=club.slug, pk=link.pk)


def club_login_link(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """One link: while it is open and this admin issued it in this session, its address
    and QR code to hand over."""
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    link = club_access_link_get(club=club, pk=pk)
    if link is None:
        raise Http404
    token = token_recall(request, link.pk) if link.is_open else ""
    url = link_url(request, link.kind, token) if token else ""
    return render(
        request,
        "accounts/club_login_link.html",
        {"club": club, "link": link, "url": url, "qr": qr_svg(url) if url else ""},
    )


@require_POST
def club_login_revoke(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_admin_club(request.user, club):
        return deny(request, club)
    link = club_access_link_get(club=club, pk=posted_id(request, "link"))
    if link is None:
        messages.error(request, _("No such link."))
    else:
        access_link_revoke(link=link, actor=request.user)
        messages.success(request, _("The link no longer works."))
    return redirect("club_logins", slug=club.slug)
