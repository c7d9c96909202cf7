"""The pages a one-time link opens on a phone: choose a login (invitation), choose a new
password (reset)."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from tournaments.accounts.forms import NewLoginForm, NewPasswordForm
from tournaments.accounts.models import AccessLinkKind
from tournaments.accounts.selectors.links import access_link_by_token
from tournaments.accounts.services.accounts import (
    NewLogin,
    invitation_accept,
    password_reset_by_link,
)
from tournaments.accounts.views.shared import log_in
from tournaments.core.form_errors import form_add_service_error


def _invalid(request: HttpRequest) -> HttpResponse:
    return render(request, "accounts/link_invalid.html", status=404)


def join(request: HttpRequest, token: str) -> HttpResponse:
    link = access_link_by_token(token=token, kind=AccessLinkKind.INVITATION)
    if link is None:
        return _invalid(request)
    form = NewLoginForm(request.POST or None, ask_name=link.member is None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            member = invitation_accept(
                token=token,
                login=NewLogin(
                    username=data["username"],
                    password=data["password1"],
                    first_name=data.get("first_name", ""),
                    last_name=data.get("last_name", ""),
                ),
            )
        except ValidationError as exc:
            if getattr(exc, "code", None) == "link":
                return _invalid(request)
            form_add_service_error(form, exc)
        else:
            assert member.user is not None
            log_in(request, member.user)
            messages.success(request, _("Welcome! You are logged in."))
            return redirect(member.club)
    return render(request, "accounts/join.html", {"link": link, "form": form})


def reset_by_link(request: HttpRequest, token: str) -> HttpResponse:
    link = access_link_by_token(token=token, kind=AccessLinkKind.RESET)
    user = link.member.user if link is not None and link.member is not None else None
    if link is None or user is None:
        return _invalid(request)
    form = NewPasswordForm(request.POST or None, user=user)
    if request.method == "POST" and form.is_valid():
        try:
            user = password_reset_by_link(token=token, password=form.cleaned_data["password1"])
        except ValidationError:
            return _invalid(request)
        log_in(request, user)
        messages.success(request, _("Your new password is set. You are logged in."))
        return redirect("account")
    return render(request, "accounts/reset.html", {"link": link, "account": user, "form": form})
