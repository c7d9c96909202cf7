"""The language menu in the page header."""

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.i18n import LANGUAGE_QUERY_PARAMETER, set_language

from tournaments.accounts.services.accounts import account_language_set


def language_switch(request: HttpRequest) -> HttpResponse:
    """Django's ``set_language`` (the language cookie), and for a logged-in user also the
    account's own language, so the choice follows them to their other devices."""
    response = set_language(request)
    language = request.POST.get(LANGUAGE_QUERY_PARAMETER, "") if request.method == "POST" else ""
    if request.user.is_authenticated and language in dict(settings.LANGUAGES):
        account_language_set(user=request.user, language=language)
    return response
