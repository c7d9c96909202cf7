"""The first run: the setup page (only with its one-time link) that creates the club and
its first admin; the site operator's page that adds a further club."""

from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_safe

from tournaments.accounts.forms import ClubFieldsForm, SetupForm
from tournaments.accounts.language import language_keep
from tournaments.accounts.models import AccessLinkKind
from tournaments.accounts.selectors.links import access_link_by_token, installation_is_new
from tournaments.accounts.services.accounts import NewLogin, installation_setup
from tournaments.accounts.services.links import hosted_club_create
from tournaments.accounts.views.shared import log_in, token_remember
from tournaments.core.access import deny
from tournaments.core.form_errors import form_add_service_error
from tournaments.core.permissions import can_host_clubs


@require_safe
def setup_without_link(request: HttpRequest) -> HttpResponse:
    """How to begin: the setup page needs the link the server printed."""
    return render(request, "accounts/setup_start.html", {"new": installation_is_new()})


def setup(request: HttpRequest, token: str) -> HttpResponse:
    if access_link_by_token(token=token, kind=AccessLinkKind.SETUP) is None:
        return render(request, "accounts/link_invalid.html", status=404)
    form = SetupForm(request.POST or None, initial={"language": request.LANGUAGE_CODE})
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            member = installation_setup(
                token=token,
                club_name=data["club_name"],
                slug=data["slug"],
                language=data["language"],
                default_ruleset=data["default_ruleset"],
                login=NewLogin(
                    username=data["username"],
                    password=data["password1"],
                    first_name=data["first_name"],
                    last_name=data["last_name"],
                ),
            )
        except ValidationError as exc:
            if getattr(exc, "code", None) == "link":
                return render(request, "accounts/link_invalid.html", status=404)
            form_add_service_error(form, exc)
        else:
            assert member.user is not None
            log_in(request, member.user)
            return language_keep(redirect(member.club), data["language"])
    return render(request, "accounts/setup.html", {"form": form})


def site_club_add(request: HttpRequest) -> HttpResponse:
    """Site staff add a club hosted here and get the invitation for its first admin."""
    if not request.user.is_authenticated:
        return deny(request)
    if not can_host_clubs(request.user):
        raise PermissionDenied
    form = ClubFieldsForm(request.POST or None, initial={"language": request.LANGUAGE_CODE})
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            club, link, token = hosted_club_create(
                name=data["club_name"],
                slug=data["slug"],
                language=data["language"],
                default_ruleset=data["default_ruleset"],
                actor=request.user,
            )
        except ValidationError as exc:
            form_add_service_error(form, exc)
        else:
            token_remember(request, link.pk, token)
            return redirect("club_login_link", slug=club.slug, pk=link.pk)
    return render(request, "accounts/site_club_add.html", {"form": form})
