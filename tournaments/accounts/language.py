"""Which language a page is in, beyond Django's ``LocaleMiddleware``:

* a login's own language (its account page) follows it to every device: at each log-in it
  is applied and kept in the language cookie (``login_language_apply``);
* a visitor who chose no language (no cookie) and whose browser asks for none of the
  site's languages (it sends Accept-Language, naming others only) sees a club's pages, and its events', in the club's language.

Otherwise the cookie, then the browser's Accept-Language, as Django decides.
"""

import re
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.http import HttpRequest, HttpResponse
from django.utils import translation

from tournaments.accounts.selectors.settings import account_language
from tournaments.clubs.selectors.language import PAGE_KINDS, club_language_of_page

_LOGIN_LANGUAGE = "clubsite_login_language"
_CLUB_PAGE = re.compile(rf"/({'|'.join(PAGE_KINDS)})/([-a-zA-Z0-9_]{{1,120}})/")


def language_keep(response: HttpResponse, language: str) -> HttpResponse:
    """Later pages in ``language`` (the same cookie as the language menu)."""
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        language,
        max_age=365 * 24 * 3600,
        samesite="Lax",
        secure=settings.SESSION_COOKIE_SECURE,
    )
    return response


def _language(code: str) -> str:
    """``code`` as one of the site's languages ("" if none)."""
    try:
        return translation.get_supported_language_variant(code)
    except LookupError:
        return ""


def _browser_asks_only_other_languages(request: HttpRequest) -> bool:
    """The browser sent Accept-Language and it names none of the site's languages (no
    header at all, as from scripts and tests, keeps the site's default)."""
    header = request.headers.get("Accept-Language", "").strip()
    codes = (part.split(";")[0].strip() for part in header.split(",")[:20])
    return bool(header) and not any(_language(code) for code in codes if code and code != "*")


def _club_language(request: HttpRequest) -> str:
    """The club's language for a page of a visitor who chose none ("" otherwise)."""
    match = _CLUB_PAGE.match(request.path_info)
    if match is None or _language(request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME, "")):
        return ""
    if not _browser_asks_only_other_languages(request):
        return ""
    return club_language_of_page(kind=match[1], slug=match[2])


class LanguageMiddleware:
    """After ``LocaleMiddleware``: the club's language and the log-in's language cookie."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        language = _club_language(request)
        if language:
            translation.activate(language)
            request.LANGUAGE_CODE = language
        response = self.get_response(request)
        chosen = getattr(request, _LOGIN_LANGUAGE, "")
        if chosen:
            language_keep(response, chosen)
        return response


def login_language_apply(
    sender: Any, request: HttpRequest | None, user: AbstractBaseUser, **kwargs: Any
) -> None:
    """At a log-in (``user_logged_in``): the login's own language, if it chose one, for
    this response and, by the cookie, for its later pages on this device."""
    language = account_language(user=user)
    if request is None or not language:
        return
    translation.activate(language)
    request.LANGUAGE_CODE = language
    setattr(request, _LOGIN_LANGUAGE, language)
