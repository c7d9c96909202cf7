"""The personal API keys on the account page (issue 43): make one (shown once), revoke
one. The API itself (``tournaments.api``) reads them."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.accounts.forms import ApiTokenForm
from tournaments.accounts.selectors.api_tokens import api_token_clubs, api_token_get
from tournaments.accounts.services.api_tokens import api_token_create, api_token_revoke
from tournaments.accounts.views.account import account_page
from tournaments.core.access import deny
from tournaments.core.integers import posted_id


@require_POST
def api_key_add(request: HttpRequest) -> HttpResponse:
    user = request.user
    if not isinstance(user, User) or not user.is_authenticated:
        return deny(request)
    form = ApiTokenForm(request.POST, clubs=api_token_clubs(user=user))
    if not form.is_valid():
        return account_page(request, token_form=form, status=422)
    token, key = api_token_create(
        user=user,
        club=form.cleaned_data["club"],
        name=form.cleaned_data["name"],
        scope=form.cleaned_data["scope"],
    )
    messages.success(request, _("Key “%(name)s” made.") % {"name": token.name})
    # shown this once, on this answer: never stored, never in a message or the session
    return account_page(request, new_key=key)


@require_POST
def api_key_revoke(request: HttpRequest) -> HttpResponse:
    user = request.user
    if not isinstance(user, User) or not user.is_authenticated:
        return deny(request)
    token = api_token_get(user=user, pk=posted_id(request, "token"))
    if token is None:
        messages.error(request, _("This key does not exist (any more)."))
        return redirect("account")
    api_token_revoke(token=token, actor=user)
    messages.success(request, _("Key “%(name)s” revoked.") % {"name": token.name})
    return redirect("account")
