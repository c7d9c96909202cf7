"""Everyone's own account page: their clubs and roles, their password, their language,
their API keys (made and revoked in ``api_tokens``)."""

from django.contrib import messages
from django.contrib.auth import update_session_auth_hash
from django.contrib.auth.forms import PasswordChangeForm
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import translation
from django.utils.translation import gettext as _

from tournaments.accounts.forms import PASSWORD_HELP, ApiTokenForm, LanguageForm
from tournaments.accounts.language import language_keep
from tournaments.accounts.selectors.api_tokens import api_token_clubs, api_tokens_of
from tournaments.accounts.selectors.links import account_memberships
from tournaments.accounts.services.accounts import account_language_set, account_password_set
from tournaments.core.access import deny


def account(request: HttpRequest) -> HttpResponse:
    user = request.user
    if not isinstance(user, User) or not user.is_authenticated:
        return deny(request)
    posted = request.POST if request.method == "POST" else None
    action = request.POST.get("action", "")
    password_form = PasswordChangeForm(user, posted if action == "password" else None)
    password_form.fields["old_password"].widget.attrs.pop("autofocus", None)  # no keyboard
    password_form.fields["new_password1"].help_text = PASSWORD_HELP
    language_form = LanguageForm(
        posted if action == "language" else None, initial={"language": request.LANGUAGE_CODE}
    )
    if action == "password" and password_form.is_valid():
        account_password_set(user=user, password=password_form.cleaned_data["new_password1"])
        update_session_auth_hash(request, user)
        messages.success(request, _("Your password is changed."))
        return redirect("account")
    if action == "language" and language_form.is_valid():
        language = language_form.cleaned_data["language"]
        account_language_set(user=user, language=language)
        response = redirect("account")
        language_keep(response, language)
        with translation.override(language):
            messages.success(request, _("Your language is saved."))
        return response
    return account_page(request, password_form=password_form, language_form=language_form)


def account_page(
    request: HttpRequest,
    *,
    password_form: PasswordChangeForm | None = None,
    language_form: LanguageForm | None = None,
    token_form: ApiTokenForm | None = None,
    new_key: str = "",
    status: int = 200,
) -> HttpResponse:
    """The account page, with the forms as posted (or empty) and a key just made."""
    user = request.user
    assert isinstance(user, User)
    if password_form is None:
        password_form = PasswordChangeForm(user)
        password_form.fields["old_password"].widget.attrs.pop("autofocus", None)
        password_form.fields["new_password1"].help_text = PASSWORD_HELP
    clubs = api_token_clubs(user=user)
    context = {
        "password_form": password_form,
        "language_form": language_form or LanguageForm(initial={"language": request.LANGUAGE_CODE}),
        "memberships": account_memberships(user=user),
        "token_form": token_form or ApiTokenForm(clubs=clubs),
        "api_tokens": api_tokens_of(user=user),
        "token_clubs": clubs.exists(),
        "new_key": new_key,
    }
    response = render(request, "accounts/account.html", context, status=status)
    if new_key:
        response["Cache-Control"] = "no-store"
    return response
